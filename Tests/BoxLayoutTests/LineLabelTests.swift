import BoxLayout
import BoxModel
import Testing

/// Labels a line made (reference §3.3 step 5, §3.5): the unconstrained size
/// rounded up with the parity fix, single-line ones shortened to the room
/// left, multiline ones wrapped at it.
@Suite struct LineLabelTests {
    /// Widths and heights are rounded up to whole points.
    @Test func labelSizeIsRoundedUp() {
        // 7.5-point glyphs, 18.2-point lines: "abc" measures 22.5 × 18.2
        let measurer = FixedWidthMeasurer(glyphWidth: 7.5, lineHeight: 18.2)
        let (tree, line) = BoxTree.line(.line(100, 41), left: [.label("abc")])
        let frames = tree.laidOut(with: measurer).frames
        // ceil → 23 × 19; the line's height 41 is odd, so no parity fix; y = (41 − 19) / 2 = 11
        #expect(frames[line.left[0]] == Rect(x: 0, y: 11, width: 23, height: 19))
    }

    /// Parity fix: an odd label height in an even-height line gets 1 more
    /// point; the parity of a fractional line height is that of its whole part.
    @Test(arguments: [(40.0, 20.0), (41, 19), (40.5, 20), (41.5, 19)])
    func parityFix(lineHeight: Double, labelHeight: Double) {
        let measurer = FixedWidthMeasurer(lineHeight: 19)
        let (tree, line) = BoxTree.line(.line(100, lineHeight), left: [.label("abc")])
        let frames = tree.laidOut(with: measurer).frames
        #expect(frames[line.left[0]].size == Size(width: 30, height: labelHeight))
    }

    /// A single-line label that would pass the limit is shortened to the room
    /// left (the renderer ellipsizes its text at that width).
    @Test func singleLineLabelIsShortenedToTheRoomLeft() {
        // itemPadding 5 in 100: used 10; 10 + 120 > 100 → width 100 − 10 = 90
        let (tree, line) = BoxTree.line(
            .line(100, 40), LineContent(itemPadding: 5), left: [.label("abcdefghijkl")])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[0]] == Rect(x: 5, y: 10, width: 90, height: 20))
    }

    @Test func singleLineLabelAfterAnotherGetsWhatIsLeft() {
        // "abcdef" 60, then "ghijkl" 60: 60 + 60 > 100 → 40
        let (tree, line) = BoxTree.line(.line(100, 40), left: [.label("abcdef"), .label("ghijkl")])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[1]] == Rect(x: 60, y: 10, width: 40, height: 20))
    }

    /// A multiline label is measured again, wrapped at the room its side has
    /// left, and the line grows to fit it.
    @Test func multilineLabelWrapsAtTheRoomLeft() {
        // right precedence: right "xyz" 30 first, then left gets 100 − 30 = 70.
        // "aaa bbb ccc" wrapped at 70: "aaa bbb" (70, an exact fit) / "ccc" → 70 × 40
        let (tree, line) = BoxTree.line(
            .line(100, 30), LineContent(sidePrecedence: .right, minHeight: 30),
            left: [.multiline("aaa bbb ccc")], right: [.label("xyz")])
        let frames = tree.laidOut().frames
        // height: max(40 + 0 + 0, 30) = 40
        #expect(frames[line.line].size == Size(width: 100, height: 40))
        // y = 0 + 40 / 2 − 20 = 0
        #expect(frames[line.left[0]] == Rect(x: 0, y: 0, width: 70, height: 40))
        // the right label is centred with the final height: 40 / 2 − 10 = 10
        #expect(frames[line.right[0]] == Rect(x: 70, y: 10, width: 30, height: 20))
    }

    /// Its width is never more than the room, even when a word overflows it.
    @Test func multilineLabelWidthIsClampedToTheRoom() {
        // "abcdefgh ij" at 50: "abcdefgh" (80, a word too wide) / "ij" → 80 × 40, width min(80, 50) = 50
        let (tree, line) = BoxTree.line(.line(50, 40), left: [.multiline("abcdefgh ij")])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[0]] == Rect(x: 0, y: 0, width: 50, height: 40))
    }

    /// Explicit line breaks count, and line spacing goes between lines.
    @Test func multilineLabelKeepsItsLineBreaksAndSpacing() {
        // "ab\ncdef" with lineSpacing 3: lines 20 and 40 wide, 20 + 3 + 20 = 43 tall → 44 (parity, line 40)
        let (tree, line) = BoxTree.line(.line(200, 40), left: [.multiline("ab\ncdef", lineSpacing: 3)])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[0]].size == Size(width: 40, height: 44))
    }

    /// The parity fix applies to re-measured multiline labels too.
    @Test func multilineLabelGetsTheParityFix() {
        // 18.5-point lines: two lines 37 → odd in an even (40) line → 38
        let measurer = FixedWidthMeasurer(lineHeight: 18.5)
        let (tree, line) = BoxTree.line(.line(30, 40), left: [.multiline("ab cd")])
        let frames = tree.laidOut(with: measurer).frames
        // "ab cd" at 30: "ab" / "cd" (20 + 10 + 20 = 50 > 30) → 20 × 37
        #expect(frames[line.left[0]] == Rect(x: 0, y: 1, width: 20, height: 38))
    }

    /// With a maxHeight, multiline labels stop adding lines at
    /// maxHeight − tp − bp.
    @Test func multilineLabelIsCappedByMaxHeight() {
        // cap 50 − 5 − 5 = 40: "aa bb cc" at 20 is three lines (60), two kept (40)
        let (tree, line) = BoxTree.line(
            .line(20, 10, padding: Insets(top: 5, bottom: 5)), LineContent(minHeight: 10, maxHeight: 50),
            left: [.multiline("aa bb cc")])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[0]] == Rect(x: 0, y: 5, width: 20, height: 40))
        // height: max(40 + 10, 10) = 50, at most 50
        #expect(frames[line.line].height == 50)
    }
}
