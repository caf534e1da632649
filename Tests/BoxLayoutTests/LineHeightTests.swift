import BoxLayout
import BoxModel
import Testing

/// A line's height (reference §3.8) and its items' vertical alignment
/// (§3.7), computed from the final height (8.1.0).
@Suite struct LineHeightTests {
    /// 100 wide, padding top 4 and bottom 6, growing from 20 (minHeight 20 ≠
    /// maxHeight 100); a 10 × 10 picture, a 10 × 50 one, and a 10 × 10 box
    /// with a top margin of 3. Height: max(50 + 4 + 6, 20) = 60.
    private func aligned(_ alignment: VerticalAlignment) -> (frames: [Rect], line: LineIndices) {
        let (tree, line) = BoxTree.line(
            .line(100, 20, padding: Insets(top: 4, bottom: 6)),
            LineContent(verticalAlignment: alignment, minHeight: 20, maxHeight: 100),
            left: [.picture(10, 10), .picture("tall"), .box(10, 10, margin: Insets(top: 3, bottom: 50))])
        return (tree.laidOut().frames, line)
    }

    @Test func topAlignment() {
        let (frames, line) = aligned(.top)
        #expect(frames[line.line].height == 60)
        // y = tp = 4; the box + 3
        #expect(line.left.map { frames[$0].y } == [4, 4, 7])
    }

    @Test func centerAlignmentUsesTheFinalHeight() {
        let (frames, line) = aligned(.center)
        // y = 4 + (60 − 4 − 6) / 2 − h / 2 = 29 − h / 2: 24, 4, and 24 + 3
        // (2.1 computed them with the height 20 before it grew)
        #expect(line.left.map { frames[$0].y } == [24, 4, 27])
    }

    @Test func bottomAlignmentUsesTheFinalHeight() {
        let (frames, line) = aligned(.bottom)
        // y = 60 − 6 − h: 44, 4, and 44 + 3 (the box's bottom margin is ignored)
        #expect(line.left.map { frames[$0].y } == [44, 4, 47])
    }

    @Test func centredYIsRoundedHalfAwayFromZero() {
        // 40 tall: a 15-point-tall picture at 20 − 7.5 = 12.5 → 13; a 45.5 one at 20 − 22.75 = −2.75 → −3
        let (tree, line) = BoxTree.line(.line(200, 40), left: [.picture(10, 15), .picture("photo")])
        let frames = tree.laidOut().frames
        #expect(frames[line.left[0]].y == 13)
        #expect(frames[line.left[1]].y == -3)
    }

    /// minHeight == maxHeight: the height is fixed at the line's size, even
    /// when both are non-zero and differ from it, and items overflow.
    @Test(arguments: [0.0, 40])
    func equalMinAndMaxKeepTheSize(bound: Double) {
        let (tree, line) = BoxTree.line(
            .line(100, 30), LineContent(minHeight: bound, maxHeight: bound), left: [.picture("tall")])
        let frames = tree.laidOut().frames
        #expect(frames[line.line].height == 30)
        // 15 − 25 = −10
        #expect(frames[line.left[0]].y == -10)
    }

    @Test func growsToTheTallestItemPlusPadding() {
        // max(50 + 5 + 5, 20) = 60; maxHeight 0 = no limit
        let (tree, line) = BoxTree.line(
            .line(100, 0, padding: Insets(top: 5, bottom: 5)), LineContent(minHeight: 20),
            left: [.picture("tall"), .label("ab")])
        #expect(tree.laidOut().frames[line.line].height == 60)
    }

    @Test func neverBelowMinHeight() {
        // max(20, 35) = 35; it shrinks from 80
        let (tree, line) = BoxTree.line(.line(100, 80), LineContent(minHeight: 35), left: [.picture("icon")])
        let frames = tree.laidOut().frames
        #expect(frames[line.line].height == 35)
        #expect(frames[line.left[0]].y == 8)  // 17.5 − 10 = 7.5 → 8
    }

    @Test func cappedAtMaxHeight() {
        // max(50 + 10, 20) = 60, at most 45
        let (tree, line) = BoxTree.line(
            .line(100, 0, padding: Insets(top: 5, bottom: 5)), LineContent(minHeight: 20, maxHeight: 45),
            left: [.picture("tall")])
        let frames = tree.laidOut().frames
        #expect(frames[line.line].height == 45)
        // centred: 5 + 35 / 2 − 25 = −2.5 → −3 (it overflows; lines do not clip)
        #expect(frames[line.left[0]].y == -3)
    }

    @Test func fractionalHeightIsRoundedUp() {
        // max(45.5, 1) = 45.5 → 46
        let (tree, line) = BoxTree.line(.line(100, 0), LineContent(minHeight: 1), left: [.picture("photo")])
        #expect(tree.laidOut().frames[line.line].height == 46)
    }

    /// The height only changes (to ceil(h)) when h differs from it.
    @Test func unchangedHeightIsNotRounded() {
        // no items: h = max(0, 30.5) = 30.5 = the current height
        let (tree, line) = BoxTree.line(.line(100, 30.5), LineContent(minHeight: 30.5))
        #expect(tree.laidOut().frames[line.line].height == 30.5)
    }

    /// An empty line with no height rules keeps its size.
    @Test func emptyLineKeepsItsSize() {
        let (tree, line) = BoxTree.line(.line(120, 44))
        let result = tree.laidOut()
        #expect(result.frames[line.line] == Rect(x: 0, y: 0, width: 120, height: 44))
        #expect(result.contentSizes[line.line] == Size(width: 120, height: 44))
    }
}
