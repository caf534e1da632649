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
        let children = paintOrderedChildren(of: node, in: tree, skipping: hidden)
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
/// items paint over middle ones. A grid view's order is AQGridView's (peer
/// §1.10, `gridViewPaintOrder`).
///
/// Children marked in `hidden` (may be empty) are left out first, so a
/// scroll of a million culled boxes sorts only the ones it shows.
func paintOrderedChildren(of node: Int, in tree: BoxTree, skipping hidden: [Bool] = []) -> [Int] {
    var children = tree[node].children
    switch tree[node].content {
    case .line(let line):
        children = LineSide.processingOrder(for: line.sidePrecedence).flatMap { line.items($0) }
    case .gridView(let grid):
        children = gridViewPaintOrder(grid, children: children)
    case .none, .label, .image, .linear, .gridLayout:
        break
    }
    if !hidden.isEmpty {
        children.removeAll { hidden[$0] }
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

/// AQGridView's stacking, back to front (peer §1.10): the background view at
/// the bottom; each new cell inserted just above it, so on a fresh render the
/// cells from the highest index down to 0 (a lower index covers a higher
/// one); the header above the cells; the footer on top. In trees built in
/// code, parts that are not children are skipped, a part named twice is
/// painted once, and children the content does not name follow in tree order.
func gridViewPaintOrder(_ grid: GridViewContent, children: [Int]) -> [Int] {
    var parts = [grid.backgroundView].compactMap { $0 }
    parts += grid.cells.reversed()
    parts += [grid.header, grid.footer].compactMap { $0 }
    let childSet = Set(children)
    var placed = Set<Int>()
    var ordered: [Int] = []
    ordered.reserveCapacity(children.count)
    for part in parts + children where childSet.contains(part) && placed.insert(part).inserted {
        ordered.append(part)
    }
    return ordered
}
