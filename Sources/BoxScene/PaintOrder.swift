import BoxModel

/// A step of the depth-first walk that paints a tree: a node is entered, its own
/// borders fall between its negative-zIndex children and the rest, and it is left
/// after its last child.
public enum PaintStep: Equatable, Sendable {
    case enter(Int)
    case borders(Int)
    case exit(Int)
}

/// Walks a tree in UIKit's paint order without recursion, so that nesting depth
/// costs heap, not stack.
///
/// Children of a node are painted in ascending `zIndex`, ties in `boxes` order
/// (MGBox's stable sort, reference §2.6). Border views are plain subviews with
/// zIndex 0, and MGBox re-appends its boxes after its plain subviews before
/// sorting, so a node's borders come after its negative-zIndex children and
/// before all others.
/// Nodes marked in `skipping` (indexed like the tree; may be empty) are left
/// out with their subtrees.
public func paintSteps(_ tree: BoxTree, skipping hidden: [Bool] = []) -> [PaintStep] {
    var steps: [PaintStep] = []
    steps.reserveCapacity(tree.count * 3)
    // Each frame of the explicit stack: a node, its children in paint order, and
    // how many of them have been visited. `bordersAt` is where the borders go.
    var stack: [(node: Int, children: [Int], next: Int, bordersAt: Int)] = []

    func push(_ node: Int) {
        steps.append(.enter(node))
        var children = paintOrderedChildren(of: node, in: tree)
        if !hidden.isEmpty {
            children.removeAll { hidden[$0] }
        }
        let bordersAt = children.firstIndex { tree[$0].zIndex >= 0 } ?? children.count
        stack.append((node, children, 0, bordersAt))
    }

    push(BoxTree.root)
    while let top = stack.last {
        if top.next == top.bordersAt {
            steps.append(.borders(top.node))
        }
        if top.next < top.children.count {
            stack[stack.count - 1].next += 1
            push(top.children[top.next])
        } else {
            steps.append(.exit(top.node))
            stack.removeLast()
        }
    }
    return steps
}

/// The node's children sorted by ascending zIndex, stable. A line adds its
/// items as subviews in the order it processes its sides (reference §3.10),
/// so that is the order ties keep: with middle precedence, left and right
/// items paint over middle ones.
func paintOrderedChildren(of node: Int, in tree: BoxTree) -> [Int] {
    var children = tree[node].children
    if case .line(let line) = tree[node].content {
        children = LineSide.processingOrder(for: line.sidePrecedence).flatMap { line.items($0) }
    }
    // Most containers use a single zIndex; skip the sort then.
    guard let first = children.first, children.contains(where: { tree[$0].zIndex != tree[first].zIndex }) else {
        return children
    }
    return children.enumerated()
        .sorted { lhs, rhs in
            let (l, r) = (tree[lhs.element].zIndex, tree[rhs.element].zIndex)
            return l != r ? l < r : lhs.offset < rhs.offset
        }
        .map(\.element)
}
