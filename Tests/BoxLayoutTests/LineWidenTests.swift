import BoxLayout
import BoxModel
import Testing

/// `widenAsNeeded` as intended (reference §3.9): the line widens to
/// lp + usedL + usedM + usedR + rp, never narrows, drops and shortens
/// nothing, and its right items sit at the widened right edge.
@Suite struct LineWidenTests {
    /// 10 padding each side; left "abcdefgh" 80, middle "mid" 30, right "xyz" 30.
    private func widening(width: Double, widens: Bool = true) -> (result: LayoutResult, line: LineIndices) {
        let (tree, line) = BoxTree.line(
            .line(width, 40, padding: Insets(left: 10, right: 10)), LineContent(widenAsNeeded: widens),
            left: [.label("abcdefgh")], middle: [.label("mid")], right: [.label("xyz")])
        return (tree.laidOut(), line)
    }

    @Test func withoutWideningTheLaterSidesAreSqueezed() {
        let (result, line) = widening(width: 100, widens: false)
        // W = 80: the left label takes it all; right and middle get limit 0 → width 0
        #expect(result.frames[line.right[0]].width == 0)
        #expect(result.frames[line.middle[0]].width == 0)
        #expect(result.frames[line.line].width == 100)
    }

    @Test func lineWidensToFitEverySide() {
        let (result, line) = widening(width: 100)
        // 10 + 80 + 30 + 30 + 10 = 160
        #expect(result.frames[line.line] == Rect(x: 0, y: 0, width: 160, height: 40))
        #expect(result.contentSizes[line.line] == Size(width: 160, height: 40))
        // columns again across W = 140. left at 10
        #expect(result.frames[line.left[0]] == Rect(x: 10, y: 10, width: 80, height: 20))
        // right: from 10 + 80 + 0 = 90, limit 140 − 80 = 60, nudge 30 → 120 (ends at 160 − 10)
        #expect(result.frames[line.right[0]] == Rect(x: 120, y: 10, width: 30, height: 20))
        // middle: from 90, limit 140 − 80 − 30 = 30, nudge 0 → 90
        #expect(result.frames[line.middle[0]] == Rect(x: 90, y: 10, width: 30, height: 20))
        #expect(result.dropped.isEmpty)
    }

    @Test func lineNeverNarrows() {
        let (result, line) = widening(width: 300)
        #expect(result.frames[line.line].width == 300)
        // W = 280. right: from 90, limit 200, nudge 170 → 260 (ends at 300 − 10)
        #expect(result.frames[line.right[0]].x == 260)
        // middle: from 90, limit 280 − 80 − 30 = 170, nudge 70 → 160
        #expect(result.frames[line.middle[0]].x == 160)
    }

    /// Pictures that would be dropped are kept and the line widens for them.
    @Test func nothingIsDropped() {
        let (tree, line) = BoxTree.line(
            .line(50, 40), LineContent(itemPadding: 2, widenAsNeeded: true),
            left: [.picture("wide"), .picture("wide")])
        let result = tree.laidOut()
        // 2 + 40 + 2 + 2 + 40 + 2 = 88
        #expect(result.frames[line.line].width == 88)
        #expect(result.frames[line.left[1]].x == 46)
        #expect(result.dropped.isEmpty)
    }

    /// Multiline labels are measured unwrapped when their column is flexible.
    @Test func multilineLabelsAreNotWrapped() {
        let (tree, line) = BoxTree.line(
            .line(50, 40), LineContent(widenAsNeeded: true), left: [.multiline("aaa bbb\nc")])
        let frames = tree.laidOut().frames
        // lines "aaa bbb" 70 and "c" 10: 70 × 40
        #expect(frames[line.left[0]].size == Size(width: 70, height: 40))
        #expect(frames[line.line].width == 70)
    }

    /// A fixed column keeps its width in the sum, even when its items need
    /// more (they are not shortened, and overhang it).
    @Test func fixedColumnsCountTheirFixedWidth() {
        let (tree, line) = BoxTree.line(
            .line(50, 40), LineContent(leftWidth: 30, widenAsNeeded: true), left: [.label("abcde")],
            right: [.label("xy")])
        let frames = tree.laidOut().frames
        // 30 (fixed) + 20 = 50: no widening; the left label keeps 50
        #expect(frames[line.line].width == 50)
        #expect(frames[line.left[0]] == Rect(x: 0, y: 10, width: 50, height: 20))
        // right: from 0 + 30, limit 50 − 30 = 20 → 30
        #expect(frames[line.right[0]].x == 30)
    }
}
