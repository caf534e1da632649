import BoxLayout
import BoxModel
import Testing

/// Side precedence (reference §3.4): who is laid out first, where each
/// column starts, and how much each side may use. Glyphs are 10 × 20 points;
/// labels in a 40-point-tall line sit at y = (40 − 20) / 2 = 10.
@Suite struct LinePrecedenceTests {
    /// 300 wide, 10 padding each side: W = 280. Left "abcdefgh" 80, middle
    /// "mid" 30, right "xy" 20.
    private func threeSides(_ precedence: LineSide) -> (frames: [Rect], line: LineIndices) {
        let (tree, line) = BoxTree.line(
            .line(300, 40, padding: Insets(left: 10, right: 10)), LineContent(sidePrecedence: precedence),
            left: [.label("abcdefgh")], middle: [.label("mid")], right: [.label("xy")])
        return (tree.laidOut().frames, line)
    }

    @Test func leftPrecedenceCentresTheMiddleInTheGap() {
        let (frames, line) = threeSides(.left)
        // left: from lp 10, limit 280, used 80 → x 10
        #expect(frames[line.left[0]] == Rect(x: 10, y: 10, width: 80, height: 20))
        // right: from 10 + 80 + 0 = 90, limit 280 − 80 = 200, used 20, nudge 180 → 270 (ends at 300 − 10)
        #expect(frames[line.right[0]] == Rect(x: 270, y: 10, width: 20, height: 20))
        // middle: from 10 + 80 = 90, limit 280 − 80 − 20 = 180, nudge (180 − 30) / 2 = 75 → 165
        // (centred in the gap [90, 270])
        #expect(frames[line.middle[0]] == Rect(x: 165, y: 10, width: 30, height: 20))
        #expect(frames[line.line] == Rect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test func rightPrecedenceCentresTheMiddleInTheGap() {
        let (frames, line) = threeSides(.right)
        // right: from 10, limit 280, used 20, nudge 260 → 270
        #expect(frames[line.right[0]] == Rect(x: 270, y: 10, width: 20, height: 20))
        // left: from 10, limit 280 − 20 = 260 → 10
        #expect(frames[line.left[0]] == Rect(x: 10, y: 10, width: 80, height: 20))
        // middle: from 10 + 80, limit 280 − 80 − 20 = 180, nudge 75 → 165
        #expect(frames[line.middle[0]] == Rect(x: 165, y: 10, width: 30, height: 20))
    }

    @Test func middlePrecedenceCentresTheMiddleInTheWholeInnerWidth() {
        let (frames, line) = threeSides(.middle)
        // middle: from 10, limit 280, used 30, nudge 125 → 135 (centre 150 = the line's centre)
        #expect(frames[line.middle[0]] == Rect(x: 135, y: 10, width: 30, height: 20))
        // left: from 10, limit 280 − 30 = 250 → 10; it is not kept clear of the middle (80 + 10 > 135 is allowed)
        #expect(frames[line.left[0]] == Rect(x: 10, y: 10, width: 80, height: 20))
        // right: from 10 + 80 + 30 = 120, limit 280 − 80 − 30 = 170, nudge 150 → 270
        #expect(frames[line.right[0]] == Rect(x: 270, y: 10, width: 20, height: 20))
    }

    /// 200 wide, no padding. Left "aaaaaaaaaaaa" 120, right "bbbbbbbbbb" 100:
    /// together 20 too wide, so the side laid out second is shortened.
    @Test(arguments: [LineSide.left, .right])
    func theSideWithPrecedenceKeepsItsWidth(precedence: LineSide) {
        let (tree, line) = BoxTree.line(
            .line(200, 40), LineContent(sidePrecedence: precedence), left: [.label("aaaaaaaaaaaa")],
            right: [.label("bbbbbbbbbb")])
        let frames = tree.laidOut().frames
        if precedence == .left {
            // left: limit 200, 120 fits
            #expect(frames[line.left[0]] == Rect(x: 0, y: 10, width: 120, height: 20))
            // right: from 120, limit 200 − 120 = 80; 0 + 100 > 80 → width 80; nudge 0 → 120
            #expect(frames[line.right[0]] == Rect(x: 120, y: 10, width: 80, height: 20))
        } else {
            // right: from 0, limit 200, used 100, nudge 100 → 100
            #expect(frames[line.right[0]] == Rect(x: 100, y: 10, width: 100, height: 20))
            // left: limit 200 − 100 = 100; 120 > 100 → width 100
            #expect(frames[line.left[0]] == Rect(x: 0, y: 10, width: 100, height: 20))
        }
    }

    /// Middle precedence: the middle takes what it needs first, and left and
    /// right share what is left.
    @Test func middlePrecedenceShortensTheOtherSides() {
        // 100 wide; middle "mmmmmm" 60; left "aaaaa" 50; right "bbbbb" 50
        let (tree, line) = BoxTree.line(
            .line(100, 40), LineContent(sidePrecedence: .middle), left: [.label("aaaaa")], middle: [.label("mmmmmm")],
            right: [.label("bbbbb")])
        let frames = tree.laidOut().frames
        // middle: limit 100, used 60, nudge 20 → 20
        #expect(frames[line.middle[0]] == Rect(x: 20, y: 10, width: 60, height: 20))
        // left: limit 100 − 60 = 40; 50 > 40 → 40 wide at 0
        #expect(frames[line.left[0]] == Rect(x: 0, y: 10, width: 40, height: 20))
        // right: from 0 + 40 + 60 = 100, limit 100 − 40 − 60 = 0 → squeezed to 0 at 100
        #expect(frames[line.right[0]] == Rect(x: 100, y: 10, width: 0, height: 20))
    }

    /// The first right item is right-most (2.0 order; 2.1 reversed it).
    @Test func rightItemsRunFromTheRightEdgeInArrayOrder() {
        let (tree, line) = BoxTree.line(.line(200, 40), right: [.label("a"), .label("bb"), .label("ccc")])
        let frames = tree.laidOut().frames
        // used 10 + 20 + 30 = 60, nudge 200 − 60 = 140; from the group's end 0 + 60:
        // "a" at 60 − 10 = 50 → 190; "bb" at 50 − 20 = 30 → 170; "ccc" at 0 → 140
        #expect(frames[line.right[0]] == Rect(x: 190, y: 10, width: 10, height: 20))
        #expect(frames[line.right[1]] == Rect(x: 170, y: 10, width: 20, height: 20))
        #expect(frames[line.right[2]] == Rect(x: 140, y: 10, width: 30, height: 20))
    }

    /// Each side's own alignment moves its group within its column.
    @Test func itemsAlignmentMovesAGroupInItsColumn() {
        let content = LineContent(
            leftItemsAlignment: .right, middleItemsAlignment: .left, rightItemsAlignment: .center, leftWidth: 100)
        let (tree, line) = BoxTree.line(
            .line(300, 40), content, left: [.label("ab")], middle: [.label("m")], right: [.label("r")])
        let frames = tree.laidOut().frames
        // left: column (0, 100), right-aligned: nudge 100 − 20 = 80 → 80
        #expect(frames[line.left[0]].x == 80)
        // right: from 0 + 100 + 0 = 100, limit 300 − 100 = 200, centred: nudge (200 − 10) / 2 = 95 → 195
        #expect(frames[line.right[0]].x == 195)
        // middle: from 0 + 100, limit 300 − 100 − 10 = 190, left-aligned → 100
        #expect(frames[line.middle[0]].x == 100)
    }

    /// x is rounded to a whole point after the nudge (MGLine's `roundf`),
    /// half away from zero, whatever the screen scale.
    @Test func itemPositionsRoundToWholePoints() {
        // 101 wide: middle "abc" 30 centred: nudge (101 − 30) / 2 = 35.5 → 36
        let (tree, line) = BoxTree.line(.line(101, 41), middle: [.label("abc")])
        let frames = tree.laidOut().frames
        // y: (41 − 20) / 2 = 10.5 → 11
        #expect(frames[line.middle[0]] == Rect(x: 36, y: 11, width: 30, height: 20))
    }
}
