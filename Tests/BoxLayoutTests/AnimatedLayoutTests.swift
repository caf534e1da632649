import BoxModel
import Testing

@testable import BoxLayout

/// MGBox's animated layout (reference §9) by numbers: matching, where new,
/// moved and gone boxes start and end, and the ease-in-out curve.
struct AnimatedLayoutTests {
    /// A 320-wide table root (padding 0) of 320-wide boxes with these ids and heights.
    static func column(_ boxes: [(String?, Double)], type: NodeType = .box) -> BoxTree {
        var tree = BoxTree(root: .container(320, 0))
        for (id, height) in boxes {
            var node = BoxNode.sized(320, height)
            node.id = id
            node.type = type
            tree.append(node, to: BoxTree.root)
        }
        return tree
    }

    static func state(_ tree: BoxTree) -> AnimationState {
        AnimationState(tree: tree, frames: absoluteFrames(tree, layout(tree, scale: 1)))
    }

    static func animate(_ from: BoxTree, _ to: BoxTree, slide: Bool = false) -> AnimatedLayout {
        AnimatedLayout(from: state(from), to: state(to), slideBoxesInFromEmpty: slide)
    }

    /// The README's animation in small: from A (0…40), B (40…80), C (80…120) to
    /// n1 (30), n2 (20), B, A, D (10), C removed.
    /// Ends: n1 0, n2 30, B 50, A 90, D 130; the root 120 → 140 high.
    static let readme = animate(
        column([("a", 40), ("b", 40), ("c", 40)]),
        column([("n1", 30), ("n2", 20), ("b", 40), ("a", 40), ("d", 10)]))

    @Test func goneBoxesJoinTheTreeBeneathTheSpecsBoxes() {
        let tree = Self.readme.tree
        #expect(tree.count == 7)
        #expect(Self.readme.specNodeCount == 6)
        #expect(tree[6].id == "c")
        // c first: it paints under n1, n2, b, a and d.
        #expect(tree[BoxTree.root].children == [6, 1, 2, 3, 4, 5])
    }

    @Test func atTheStartMovedBoxesAreWhereTheyWereAndNewTopBoxesAreStackedAbove() {
        let frames = Self.readme.frames(at: 0)
        let alphas = Self.readme.alphas(at: 0)
        // n1 and n2 stacked from 0 (0, 30), shifted up by 30 + 20 = 50.
        #expect(frames[1] == Rect(x: 0, y: -50, width: 320, height: 30))
        #expect(frames[2] == Rect(x: 0, y: -20, width: 320, height: 20))
        #expect(frames[3].y == 40)  // b
        #expect(frames[4].y == 0)  // a
        // d is new but not leading: at its final frame, faded out.
        #expect(frames[5] == Rect(x: 0, y: 130, width: 320, height: 10))
        #expect(frames[6] == Rect(x: 0, y: 80, width: 320, height: 40))  // c
        #expect(frames[0].height == 120)
        #expect(alphas == [1, 0, 0, 1, 1, 0, 1])
    }

    @Test func halfwayEverythingIsHalfwayAndTheRootGrows() {
        let frames = Self.readme.frames(at: 0.5)
        #expect(frames.map(\.y) == [0, -25, 5, 45, 45, 130, 80])
        #expect(frames[0].height == 130)
        #expect(Self.readme.alphas(at: 0.5) == [1, 0.5, 0.5, 1, 1, 0.5, 0.5])
    }

    @Test func atTheEndEveryBoxIsWhereTheLayoutPutItAndGoneOnesAreTransparent() {
        let frames = Self.readme.frames(at: 1)
        #expect(frames.map(\.y) == [0, 0, 30, 50, 90, 130, 80])
        #expect(frames[0].height == 140)
        #expect(Self.readme.alphas(at: 1) == [1, 1, 1, 1, 1, 1, 0])
    }

    @Test func childrenRideAlongWithTheirParent() {
        // A box p (id) holding q (no id) at padding 5 moves from y 0 to y 50.
        var from = BoxTree(root: .container(320, 0))
        var parent = BoxNode.container(320, 0, padding: Insets(all: 5))
        parent.id = "p"
        let p1 = from.append(parent, to: 0)
        from.append(.sized(10, 10), to: p1)
        var to = BoxTree(root: .container(320, 0))
        to.append(.sized(320, 50), to: 0)
        let p2 = to.append(parent, to: 0)
        to.append(.sized(10, 10), to: p2)
        let layout = Self.animate(from, to)
        // q matched by position under matched p: (5, 5) → (5, 55), and at p = 0.3, 5 + 15.
        #expect(layout.frames(at: 0)[3].origin == Point(x: 5, y: 5))
        #expect(layout.frames(at: 0.3)[3].origin == Point(x: 5, y: 20))
        #expect(layout.frames(at: 1)[3].origin == Point(x: 5, y: 55))
    }

    @Test func idLessChildrenMatchByPositionAmongIdLessSiblingsWhenTheirTypesAgree() {
        var from = BoxTree(root: .container(320, 0))
        let r = from.append(.sized(100, 10), to: 0)
        var keyed = BoxNode.sized(100, 10)
        keyed.id = "x"
        let x = from.append(keyed, to: 0)
        let s = from.append(.sized(100, 10), to: 0)
        var to = BoxTree(root: .container(320, 0))
        let toX = to.append(keyed, to: 0)
        let p = to.append(.sized(100, 30), to: 0)
        let q = to.append(.scroll(size: Size(width: 100, height: 10)), to: 0)
        let matching = NodeMatching(from: from, to: to)
        #expect(matching.fromIndex[0] == 0)
        #expect(matching.fromIndex[toX] == x)
        // p is the first id-less child, like r; q (a scroll) is second like s (a box): no match.
        #expect(matching.fromIndex[p] == r)
        #expect(matching.fromIndex[q] == -1)
        #expect(matching.toIndex[s] == -1)
    }

    @Test func anEmptyContainersNewBoxesFadeInUnlessTheySlideInFromEmpty() {
        let from = Self.column([])
        let to = Self.column([("a", 30), ("b", 20)])
        let fading = Self.animate(from, to)
        #expect(fading.frames(at: 0).map(\.y) == [0, 0, 30])
        #expect(fading.alphas(at: 0) == [1, 0, 0])
        let sliding = Self.animate(from, to, slide: true)
        #expect(sliding.frames(at: 0).map(\.y) == [0, -50, -20])
        #expect(sliding.alphas(at: 0) == [1, 0, 0])
    }

    @Test func newTopBoxesAreStackedWithTheirMarginsFromTheLeftPadding() {
        var from = BoxTree(root: .container(320, 0, padding: Insets(top: 4, left: 6)))
        var old = BoxNode.sized(100, 10)
        old.id = "old"
        from.append(old, to: 0)
        var to = BoxTree(root: .container(320, 0, padding: Insets(top: 4, left: 6)))
        to.append(.sized(100, 20, margin: Insets(top: 3, left: 2, bottom: 1)), to: 0)
        to.append(old, to: 0)
        // Stacked from 0: 3 (top margin); total 3 + 20 + 1 = 24; start y 3 − 24 = −21, x 6 + 2.
        let layout = Self.animate(from, to)
        #expect(layout.frames(at: 0)[1] == Rect(x: 8, y: -21, width: 100, height: 20))
        #expect(layout.frames(at: 1)[1] == Rect(x: 8, y: 7, width: 100, height: 20))
    }

    @Test func easeInOutIsTheCubicBezierSolvedExactly() {
        // Reference values from the same curve solved to 40 digits (mpmath).
        let expected: [(Double, Double)] = [
            (0.1, 0.019722453548311195623), (0.25, 0.12916193104731981165), (0.5, 0.5),
            (0.75, 0.87083806895268018835), (0.9, 0.98027754645168880438),
            (1.0 / 3.0, 0.23177481630274860812),
        ]
        for (t, value) in expected {
            #expect(abs(EaseInOut.progress(at: t) - value) < 1e-15, "B(\(t))")
        }
        #expect(EaseInOut.progress(at: 0) == 0)
        #expect(EaseInOut.progress(at: 1) == 1)
        #expect(EaseInOut.progress(at: -1) == 0)
        #expect(EaseInOut.progress(at: 2) == 1)
    }

    @Test func framesAreCountedFromDurationTimesFPS() {
        let tree = BoxTree(root: BoxNode())
        #expect(AnimationSpec(from: tree, duration: 0.3, fps: 30).intervals == 9)
        #expect(AnimationSpec(from: tree, duration: 0.1, fps: 30).intervals == 3)
        #expect(AnimationSpec(from: tree, duration: 0.25, fps: 10).intervals == 3)
        let quarter = AnimationSpec(from: tree, duration: 0.25, fps: 10)
        #expect((0...3).map(quarter.time(ofFrame:)) == [0, 0.1, 0.2, 0.25])
    }

    @Test func theRootsMatchWhateverTheirIdsAndNoNodeMatchesTwice() {
        // The new root has the id of an old child, and a new child the old root's.
        var oldRoot = BoxNode.container(100, 100)
        oldRoot.id = "r"
        var from = BoxTree(root: oldRoot)
        var child = BoxNode.sized(50, 20)
        child.id = "x"
        let oldChild = from.append(child, to: 0)
        var newRoot = BoxNode.container(100, 100)
        newRoot.id = "x"
        var to = BoxTree(root: newRoot)
        var newChild = BoxNode.sized(50, 20)
        newChild.id = "r"
        let renamed = to.append(newChild, to: 0)
        let matching = NodeMatching(from: from, to: to)
        #expect(matching.fromIndex == [0, -1])
        #expect(matching.toIndex == [0, -1])
        #expect(matching.fromIndex[renamed] == -1 && matching.toIndex[oldChild] == -1)
    }

    @Test func anyAnimationHasAtLeastOneInterval() {
        let tree = BoxTree(root: BoxNode())
        #expect(AnimationSpec(from: tree, duration: 1e-12, fps: 30).intervals == 1)
        #expect(AnimationSpec(from: tree, duration: 1e300, fps: 240).intervals == Int(Int32.max))
    }
}
