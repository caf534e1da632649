import BoxModel
import Testing

@testable import BoxScene

@Suite struct PaintOrderTests {
    /// root ─ a(z 0) ─ a1
    ///      ├ b(z −1)
    ///      ├ c(z 2)
    ///      └ d(z 0)
    private func tree() -> BoxTree {
        var tree = BoxTree(root: BoxNode(id: "root"))
        let a = tree.append(BoxNode(id: "a"), to: 0)
        tree.append(BoxNode(id: "b", zIndex: -1), to: 0)
        tree.append(BoxNode(id: "c", zIndex: 2), to: 0)
        tree.append(BoxNode(id: "d"), to: 0)
        tree.append(BoxNode(id: "a1"), to: a)
        return tree
    }

    @Test func childrenSortByZIndexStablyAndBordersFollowNegativeOnes() {
        let tree = tree()
        let names = paintSteps(tree).map { step -> String in
            switch step {
            case .enter(let i): "+" + tree[i].id!
            case .borders(let i): "|" + tree[i].id!
            case .exit(let i): "-" + tree[i].id!
            }
        }
        // b (z −1) goes under root's borders; a and d (z 0) keep boxes order; c (z 2) last.
        #expect(
            names == [
                "+root", "+b", "|b", "-b", "|root", "+a", "|a", "+a1", "|a1", "-a1", "-a", "+d", "|d", "-d", "+c", "|c",
                "-c", "-root",
            ])
    }

    @Test func aDeepTreeWalksWithoutRecursion() {
        var tree = BoxTree(root: BoxNode())
        for parent in 0..<50_000 {
            tree.append(BoxNode(), to: parent)
        }
        let steps = paintSteps(tree)
        #expect(steps.count == 3 * 50_001)
        #expect(steps.first == .enter(0))
        #expect(steps.last == .exit(0))
    }
}
