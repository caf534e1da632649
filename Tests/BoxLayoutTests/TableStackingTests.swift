import BoxLayout
import BoxModel
import Testing

/// Table stacking (reference §2.1, §2.3), frames worked out by hand.
@Suite struct TableStackingTests {
    @Test func paddingAndMarginsAdd() {
        let (tree, c) = BoxTree.root(
            .container(200, 0, padding: Insets(top: 10, left: 5, bottom: 7, right: 3)),
            children: [
                .sized(100, 20, margin: Insets(top: 4, left: 2, bottom: 6, right: 1)),
                .sized(50, 30, margin: Insets(top: 8)),
                .sized(120, 10, margin: Insets(top: 0, left: 9, bottom: 5, right: 20)),
            ])
        let frames = layout(tree, scale: 2).frames
        // y = tp 10; + tm 4 = 14 → (lp 5 + lm 2, 14); y = 14 + 20 + bm 6 = 40
        #expect(frames[c[0]] == Rect(x: 7, y: 14, width: 100, height: 20))
        // y = 40 + tm 8 = 48 → (5 + 0, 48): gap to the box above = 6 + 8 = 14, not max(6, 8)
        #expect(frames[c[1]] == Rect(x: 5, y: 48, width: 50, height: 30))
        // y = 48 + 30 + 0 = 78; + 0 = 78 → (5 + 9, 78); y = 78 + 10 + 5 = 93
        #expect(frames[c[2]] == Rect(x: 14, y: 78, width: 120, height: 10))
        // width: max(200, lp 5 + max(2+100+1, 50, 9+120+20 = 149) + rp 3 = 157) = 200
        // height: max(0, y_end 93 + bp 7) = 100
        #expect(frames[0] == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func negativeMarginsOverlap() {
        let (tree, c) = BoxTree.root(
            .container(100, 0),
            children: [
                .sized(50, 20, margin: Insets(bottom: -5)),
                .sized(50, 20, margin: Insets(top: -3, left: -4)),
            ])
        let frames = layout(tree, scale: 1).frames
        // y = 0 → (0, 0); y = 0 + 20 + (-5) = 15
        #expect(frames[c[0]] == Rect(x: 0, y: 0, width: 50, height: 20))
        // y = 15 + (-3) = 12 → (0 + (-4), 12): overlaps the first box by 8; y = 12 + 20 = 32
        #expect(frames[c[1]] == Rect(x: -4, y: 12, width: 50, height: 20))
        // width max(100, 0 + max(50, -4 + 50) + 0) = 100; height max(0, 32) = 32
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 32))
    }

    @Test(arguments: [(1, 10.0, 21.0), (2, 10.5, 20.5)])
    func xIsNotRoundedButYIs(scale: Int, firstY: Double, secondY: Double) {
        let (tree, c) = BoxTree.root(
            .container(100, 0, padding: Insets(top: 10, left: 0.25)),
            children: [
                .sized(10, 10.25, margin: Insets(top: 0.25, left: 0.5)),
                .sized(10, 10),
            ])
        let frames = layout(tree, scale: scale).frames
        // x = lp 0.25 + lm 0.5 = 0.75, kept although it is no whole or half point;
        // y = 10 + 0.25 = 10.25 → scale 1: round(10.25) = 10; scale 2: round(20.5)/2 = 10.5
        #expect(frames[c[0]] == Rect(x: 0.75, y: firstY, width: 10, height: 10.25))
        // the cursor keeps the unrounded value: 10.25 + 10.25 + 0 = 20.5
        // → scale 1: round(20.5) = 21; scale 2: round(41)/2 = 20.5; x = 0.25 + 0
        #expect(frames[c[1]] == Rect(x: 0.25, y: secondY, width: 10, height: 10))
        // sizes are never rounded: height = 20.5 + 10 + bp 0 = 30.5;
        // width max(100, 0.25 + max(0.5 + 10, 10) + 0) = 100
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 30.5))
    }

    @Test func narrowBoxesAreNotStretchedAndWideOnesGrowTheContainer() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, padding: Insets(left: 10, right: 10)),
            children: [
                .sized(20, 10, margin: Insets(right: 50)),
                .sized(150, 10),
            ])
        let frames = layout(tree, scale: 1).frames
        // no alignment: both sit at lp 10 + lm 0; widths unchanged
        #expect(frames[c[0]] == Rect(x: 10, y: 0, width: 20, height: 10))
        #expect(frames[c[1]] == Rect(x: 10, y: 10, width: 150, height: 10))
        // width max(100, 10 + max(20 + 50, 150) + 10 = 170) = 170; height 0 + 10 + 10 = 20
        #expect(frames[0] == Rect(x: 0, y: 0, width: 170, height: 20))
    }

    @Test func expandWidthToFillHasNoEffectOutsideLines() {
        var child = BoxNode.sized(40, 10)
        child.sizingMode = .expandWidthToFill
        let (tree, c) = BoxTree.root(.container(200, 0), children: [child])
        let frames = layout(tree, scale: 1).frames
        // still 40 wide at (0, 0)
        #expect(frames[c[0]] == Rect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func buttonsStackLikeBoxes() {
        var button = BoxNode.container(10, 0, padding: Insets(top: 2, left: 3))
        button.type = .button
        var tree = BoxTree(root: button)
        let child = tree.append(.sized(30, 20, margin: Insets(top: 1)), to: BoxTree.root)
        let frames = layout(tree, scale: 1).frames
        // y = tp 2 + tm 1 = 3; x = lp 3 + 0
        #expect(frames[child] == Rect(x: 3, y: 3, width: 30, height: 20))
        // width max(10, 3 + 30 + 0) = 33; height max(0, 3 + 20 + 0) = 23
        #expect(frames[0] == Rect(x: 0, y: 0, width: 33, height: 23))
    }
}
