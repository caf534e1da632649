import BoxLayout
import BoxModel
import Testing

/// Fixed column widths (reference §3.4) where 8.1.0 puts them. Every line
/// here is 300 wide with 10 points of padding each side (W = 280) and holds
/// left "abc" 30, middle "mid" 30 and right "xy" 20.
@Suite struct LineColumnWidthTests {
    private func layOut(_ content: LineContent) -> (frames: [Rect], line: LineIndices) {
        let (tree, line) = BoxTree.line(
            .line(300, 40, padding: Insets(left: 10, right: 10)), content, left: [.label("abc")],
            middle: [.label("mid")], right: [.label("xy")])
        return (tree.laidOut().frames, line)
    }

    /// A fixed left column is the left side's limit under every precedence,
    /// and the middle column starts after all of it.
    @Test(arguments: LineSide.allCases)
    func leftWidthLimitsTheLeftSide(precedence: LineSide) {
        let (tree, line) = BoxTree.line(
            .line(300, 40, padding: Insets(left: 10, right: 10)),
            LineContent(leftWidth: 50, sidePrecedence: precedence), left: [.label("abcdefgh")])
        let frames = tree.laidOut().frames
        // column (10, 50): 80 > 50 → shortened to 50
        #expect(frames[line.left[0]] == Rect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test func leftPrecedenceFixedLeftWidthReservesItsColumn() {
        let (frames, line) = layOut(LineContent(leftWidth: 100))
        #expect(frames[line.left[0]].x == 10)
        // right: from 10 + 100 + 0, limit 280 − 100 = 180, nudge 160 → 110 + 160 = 270
        #expect(frames[line.right[0]].x == 270)
        // middle: from 10 + 100 = 110, limit 280 − 100 − 20 = 160, nudge 65 → 175
        #expect(frames[line.middle[0]].x == 175)
    }

    /// 8.0.0's fix: the right column starts at width − rp − rightWidth (2.1
    /// started it right after the left content, at 10 + 30 = 40).
    @Test func leftPrecedenceFixedRightColumnStartsAtTheRightEdge() {
        let (frames, line) = layOut(LineContent(rightItemsAlignment: .left, rightWidth: 80))
        // right: from 300 − 10 − 80 = 210, limit 80, left-aligned → 210
        #expect(frames[line.right[0]] == Rect(x: 210, y: 10, width: 20, height: 20))
        // middle: from 10 + 30 = 40, limit 280 − 30 − 80 = 170, nudge 70 → 110
        #expect(frames[line.middle[0]].x == 110)
    }

    @Test func leftPrecedenceFixedRightColumnRightAligned() {
        let (frames, line) = layOut(LineContent(rightWidth: 80))
        // from 210, limit 80, nudge 60 → 270
        #expect(frames[line.right[0]].x == 270)
    }

    /// 8.1.0's fix: with a fixed middle column, the right column's limit is
    /// W − usedL − usedM, so the right group still ends at the right padding
    /// (2.1: limit W − usedL, and the group overflowed by middleWidth).
    @Test func leftPrecedenceFixedMiddleColumnKeepsTheRightGroupInside() {
        let (frames, line) = layOut(LineContent(middleWidth: 100))
        // right: from 10 + 30 + 100 = 140, limit 280 − 30 − 100 = 150, nudge 130 → 270
        #expect(frames[line.right[0]] == Rect(x: 270, y: 10, width: 20, height: 20))
        // middle: from 10 + 30 = 40, limit 100, nudge 35 → 75
        #expect(frames[line.middle[0]] == Rect(x: 75, y: 10, width: 30, height: 20))
    }

    /// Not fixed at HEAD, kept: under right precedence a fixed right column
    /// is anchored at the left padding.
    @Test func rightPrecedenceFixedRightColumnStartsAtTheLeftPadding() {
        let (frames, line) = layOut(LineContent(rightWidth: 80, sidePrecedence: .right))
        // right: from 10, limit 80, nudge 60 → 70
        #expect(frames[line.right[0]] == Rect(x: 70, y: 10, width: 20, height: 20))
        // left: from 10, limit 280 − 80 = 200 → 10 (overlapping the right column, as on iOS)
        #expect(frames[line.left[0]].x == 10)
        // middle: from 10 + 30 = 40, limit 280 − 30 − 80 = 170, nudge 70 → 110
        #expect(frames[line.middle[0]].x == 110)
    }

    @Test func rightPrecedenceFixedMiddleColumn() {
        let (frames, line) = layOut(LineContent(middleWidth: 100, sidePrecedence: .right))
        // right: limit 280, nudge 260 → 270; left: limit 280 − 20 → 10
        #expect(frames[line.right[0]].x == 270)
        #expect(frames[line.left[0]].x == 10)
        // middle: from 10 + 30 = 40, limit 100, nudge 35 → 75
        #expect(frames[line.middle[0]].x == 75)
    }

    /// Not fixed at HEAD, kept: under middle precedence a fixed middle column
    /// is anchored at the left padding.
    @Test func middlePrecedenceFixedMiddleColumnStartsAtTheLeftPadding() {
        let (frames, line) = layOut(LineContent(middleWidth: 100, sidePrecedence: .middle))
        // middle: from 10, limit 100, nudge 35 → 45
        #expect(frames[line.middle[0]] == Rect(x: 45, y: 10, width: 30, height: 20))
        // left: from 10, limit 280 − 100 = 180 → 10
        #expect(frames[line.left[0]].x == 10)
        // right: from 10 + 30 + 100 = 140, limit 280 − 30 − 100 = 150, nudge 130 → 270
        #expect(frames[line.right[0]].x == 270)
    }

    @Test func middlePrecedenceFixedRightColumn() {
        let (frames, line) = layOut(LineContent(rightItemsAlignment: .left, rightWidth: 50, sidePrecedence: .middle))
        // middle: limit 280, nudge 125 → 135; left: limit 280 − 30 = 250 → 10
        #expect(frames[line.middle[0]].x == 135)
        // right: from 10 + 30 + 30 = 70, limit 50, left-aligned → 70
        #expect(frames[line.right[0]].x == 70)
    }
}
