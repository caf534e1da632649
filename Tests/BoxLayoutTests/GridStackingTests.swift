import BoxLayout
import BoxModel
import Testing

/// Grid stacking (reference §2.2, §2.3), frames worked out by hand.
@Suite struct GridStackingTests {
    /// Ten 100 × 100 boxes with 10-point top and left margins, as in the MGBox README.
    private func readmeGrid(width: Double) -> (tree: BoxTree, children: [Int]) {
        BoxTree.root(
            .container(width, 0, mode: .grid),
            children: Array(repeating: .sized(100, 100, margin: Insets(top: 10, left: 10)), count: 10))
    }

    /// In 320 points only two fit per row: the third's test is
    /// x 220 + lm 10 + 100 + rm 0 = 330 > 320.
    @Test func readmeGridIn320PointsHoldsTwoPerRow() {
        let (tree, c) = readmeGrid(width: 320)
        let frames = layout(tree, scale: 2).frames
        // row r (0…4): y = rowBottom 110·r + tm 10 = 10, 120, 230, 340, 450;
        // column 0: x = 0 + 10 = 10; column 1: x = 10 + 100 + 0 + 10 = 120
        for (n, index) in c.enumerated() {
            let expected = Rect(x: n % 2 == 0 ? 10 : 120, y: Double(10 + 110 * (n / 2)), width: 100, height: 100)
            #expect(frames[index] == expected, "box \(n)")
        }
        // rowBottom after the last row = 440 + 10 + 100 + 0 = 550; height = 550 + bp 0; width untouched
        #expect(frames[0] == Rect(x: 0, y: 0, width: 320, height: 550))
    }

    /// In 330 points three fit: x 220 + 10 + 100 + 0 = 330 is an exact fit, not > 330.
    @Test func readmeGridIn330PointsHoldsThreePerRow() {
        let (tree, c) = readmeGrid(width: 330)
        let frames = layout(tree, scale: 2).frames
        // columns x = 10, 120, 230; rows y = 10, 120, 230, 340 (box 9 alone in the last row,
        // its test 330 + 110 = 440 > 330)
        let columns: [Double] = [10, 120, 230]
        for (n, index) in c.enumerated() {
            let expected = Rect(x: columns[n % 3], y: Double(10 + 110 * (n / 3)), width: 100, height: 100)
            #expect(frames[index] == expected, "box \(n)")
        }
        // rowBottom = 330 + 10 + 100 = 440; height = 440 + bp 0
        #expect(frames[0] == Rect(x: 0, y: 0, width: 330, height: 440))
    }

    @Test func exactFitStaysAndRowsStartBelowTheTallestBox() {
        let (tree, c) = BoxTree.root(
            .container(80, 0, mode: .grid),
            children: [
                .sized(40, 30, margin: Insets(bottom: 5)),
                .sized(40, 10, margin: Insets(top: 2)),
                .sized(40, 10, margin: Insets(top: 3)),
            ])
        let frames = layout(tree, scale: 1).frames
        // 0 + 0 + 40 + 0 = 40 ≤ 80 → (0, 0 + 0); rowBottom = 0 + 0 + 30 + 5 = 35
        #expect(frames[c[0]] == Rect(x: 0, y: 0, width: 40, height: 30))
        // 40 + 40 = 80, not > 80: stays → (40, 0 + 2), top-aligned; rowBottom max(35, 0 + 2 + 10) = 35
        #expect(frames[c[1]] == Rect(x: 40, y: 2, width: 40, height: 10))
        // 80 + 40 > 80 → x = 0, y = 35; origin (0, 35 + 3): margins add; rowBottom = 35 + 3 + 10 = 48
        #expect(frames[c[2]] == Rect(x: 0, y: 38, width: 40, height: 10))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 80, height: 48))
    }

    @Test func wrapTestIgnoresTheRightPadding() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid, padding: Insets(top: 5, left: 10, right: 30)),
            children: Array(repeating: .sized(40, 10), count: 3))
        let frames = layout(tree, scale: 1).frames
        // x = lp 10: 10 + 40 = 50 ≤ 100 → (10, 5); rowBottom = 5 + 10 = 15
        #expect(frames[c[0]] == Rect(x: 10, y: 5, width: 40, height: 10))
        // 50 + 40 = 90 ≤ 100 (the full width, not 100 − rp 30 = 70) → (50, 5), ending inside the padding
        #expect(frames[c[1]] == Rect(x: 50, y: 5, width: 40, height: 10))
        // 90 + 40 = 130 > 100 → x = 10, y = rowBottom 15; rowBottom = 25
        #expect(frames[c[2]] == Rect(x: 10, y: 15, width: 40, height: 10))
        // height = 25 + bp 0
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 25))
    }

    @Test func boxWiderThanTheContainerGetsItsOwnRow() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid),
            children: [.sized(30, 10), .sized(150, 20), .sized(30, 10)])
        let frames = layout(tree, scale: 1).frames
        // 0 + 30 ≤ 100 → (0, 0); x = 30; rowBottom 10
        #expect(frames[c[0]] == Rect(x: 0, y: 0, width: 30, height: 10))
        // 30 + 150 > 100 → (0, 10), overflowing; x = 150; rowBottom 10 + 20 = 30
        #expect(frames[c[1]] == Rect(x: 0, y: 10, width: 150, height: 20))
        // 150 + 30 > 100 → (0, 30); rowBottom 40
        #expect(frames[c[2]] == Rect(x: 0, y: 30, width: 30, height: 10))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func firstBoxThatFailsTheWrapTestWrapsAboveTheTopPadding() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid, padding: Insets(top: 8, left: 4, bottom: 2)),
            children: [.sized(150, 10), .sized(20, 10)])
        let frames = layout(tree, scale: 1).frames
        // 4 + 150 > 100 → x = lp 4, y = rowBottom 0 (above tp 8) → (4, 0 + 0); rowBottom = 10
        #expect(frames[c[0]] == Rect(x: 4, y: 0, width: 150, height: 10))
        // x = 154: 154 + 20 > 100 → (4, 10); rowBottom 20
        #expect(frames[c[1]] == Rect(x: 4, y: 10, width: 20, height: 10))
        // height = 20 + bp 2
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 22))
    }

    @Test func firstBoxThatFitsStartsAtTheTopPadding() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid, padding: Insets(top: 8, left: 4)),
            children: [.sized(50, 10)])
        let frames = layout(tree, scale: 1).frames
        // 4 + 50 ≤ 100 → (4, 8 + 0); rowBottom 18
        #expect(frames[c[0]] == Rect(x: 4, y: 8, width: 50, height: 10))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 18))
    }

    @Test(arguments: [(1, 0.0, 1.0, 11.0), (2, 0.5, 1.0, 10.5)])
    func bothAxesAreRounded(scale: Int, firstX: Double, firstY: Double, secondX: Double) {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid),
            children: Array(repeating: .sized(10, 10, margin: Insets(top: 0.75, left: 0.25)), count: 2))
        let frames = layout(tree, scale: scale).frames
        // x = 0 + 0.25 → scale 1: round(0.25) = 0; scale 2: round(0.5)/2 = 0.5
        // y = 0 + 0.75 → scale 1: round(0.75) = 1; scale 2: round(1.5)/2 = 1
        #expect(frames[c[0]] == Rect(x: firstX, y: firstY, width: 10, height: 10))
        // x = 0.25 + 10 + 0 + 0.25 = 10.5 → scale 1: 11; scale 2: 10.5
        #expect(frames[c[1]] == Rect(x: secondX, y: firstY, width: 10, height: 10))
        // rowBottom = 0 + 0.75 + 10 + 0 = 10.75, not rounded
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 10.75))
    }

    @Test func negativeMarginsOverlapNeighbours() {
        let (tree, c) = BoxTree.root(
            .container(100, 0, mode: .grid),
            children: [.sized(30, 10, margin: Insets(right: -5)), .sized(30, 10, margin: Insets(left: -5))])
        let frames = layout(tree, scale: 1).frames
        // first at (0, 0); x = 30 + (-5) = 25; second: 25 + (-5) = 20 → overlaps by 10
        #expect(frames[c[0]] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames[c[1]] == Rect(x: 20, y: 0, width: 30, height: 10))
    }
}
