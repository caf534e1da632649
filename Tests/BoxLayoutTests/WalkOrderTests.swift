import BoxLayout
import BoxModel
import Testing

/// Layout walks a tree forwards when its nodes are in pre-order and backwards
/// otherwise (`BoxTree.append` allows both); the frames must not depend on it.
@Suite struct WalkOrderTests {
    /// root (padding 1) ← outer (padding 2) ← inner (padding 3) ← a 10 × 10 leaf,
    /// and a 5 × 5 box after `outer` in the root. In pre-order the 5 × 5 box
    /// comes last, so reaching it closes `inner` and `outer` at once; out of
    /// pre-order it is appended before `inner` and the leaf.
    @Test(arguments: [true, false])
    func nestedContainersThenASibling(builtInPreOrder: Bool) {
        var tree = BoxTree(root: .container(0, 0, padding: Insets(all: 1)))
        let outer = tree.append(.container(0, 0, padding: Insets(all: 2)), to: 0)
        var sibling = 0
        if !builtInPreOrder {
            sibling = tree.append(.sized(5, 5), to: 0)
        }
        let inner = tree.append(.container(0, 0, padding: Insets(all: 3)), to: outer)
        let leaf = tree.append(.sized(10, 10), to: inner)
        if builtInPreOrder {
            sibling = tree.append(.sized(5, 5), to: 0)
        }
        #expect(tree.nodes[0].children == [outer, sibling])
        let frames = layout(tree, scale: 1).frames
        #expect(frames[leaf] == Rect(x: 3, y: 3, width: 10, height: 10))
        // inner: 3 + 10 + 3 = 16 square, at (2, 2)
        #expect(frames[inner] == Rect(x: 2, y: 2, width: 16, height: 16))
        // outer: 2 + 16 + 2 = 20 square, at (1, 1)
        #expect(frames[outer] == Rect(x: 1, y: 1, width: 20, height: 20))
        // the sibling follows outer: y = 1 + 20 = 21
        #expect(frames[sibling] == Rect(x: 1, y: 21, width: 5, height: 5))
        // root: width 1 + max(20, 5) + 1 = 22, height 21 + 5 + 1 = 27
        #expect(frames[0] == Rect(x: 0, y: 0, width: 22, height: 27))
    }

    /// A box attached to a sibling that sits inside a container appended out
    /// of pre-order is still placed once its target's parent is done.
    @Test func attachedBoxOutOfPreOrder() {
        var tree = BoxTree(root: .container(100, 0))
        let box = tree.append(.container(0, 0, padding: Insets(top: 4, left: 4)), to: 0)
        let target = tree.append(.sized(30, 10, margin: Insets(top: 2)), to: 0)
        let pinned = tree.append(
            BoxNode(
                size: Size(width: 8, height: 8), margin: Insets(top: 1, left: 3), layoutMode: .attached(to: target)),
            to: 0)
        let content = tree.append(.sized(12, 6), to: box)
        let result = layout(tree, scale: 1)
        // box: 4 + 12 = 16 wide, 4 + 6 = 10 high, content at (4, 4)
        #expect(result.frames[content] == Rect(x: 4, y: 4, width: 12, height: 6))
        #expect(result.frames[box] == Rect(x: 0, y: 0, width: 16, height: 10))
        // target: y = 10 + 2 = 12; pinned: (0 + 3, 12 + 1)
        #expect(result.frames[target] == Rect(x: 0, y: 12, width: 30, height: 10))
        #expect(result.frames[pinned] == Rect(x: 3, y: 13, width: 8, height: 8))
        // root: width max(100, 30) = 100, height 12 + 10 = 22
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 100, height: 22))
        #expect(result.orphanedAttachments.isEmpty)
    }
}
