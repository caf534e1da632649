import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.3: MKLinearLayout's lengths, weights and spacing.
@Suite struct LinearLayoutTests {
    private let rect = Rect.mk(0, 0, 300, 100)
    private let spaced = LinearLayoutParameters(spacing: 10)
    private let workedItems = [MKTest.width(30), MKTest.weight(1), MKTest.weight(2)]

    /// §2.3 worked example: 300 wide, spacing 10, a fixed 30, weight 1 and weight 2.
    /// U = 300 − 2 × 10 = 280, used = 30, so 250 is left for the weights.
    @Test func workedExampleSlots() {
        let slots = MKTest.linearSlots(spaced, workedItems, in: rect).slots
        #expect(slots[0] == .mk(0, 0, 30, 100))
        // x 40, width 250 / 3 = 83.333…
        #expect(slots[1] == .mk(40, 0, 83.33333333333333, 100))
        // x 133.333…, width 500 / 3 = 166.667…, ending at 300.
        #expect(slots[2] == .mk(133.33333333333331, 0, 166.66666666666666, 100))
        #expect(slots[2].maxX == 300)
    }

    /// §2.3 worked example at scale 2: views 0 / 30, x 40 width 83.5, x 133.5 width 166.5.
    @Test func workedExampleViewsAtScale2() {
        let frames = MKTest.frames(spaced, workedItems, in: rect, scale: 2)
        #expect(frames == [.mk(0, 0, 30, 100), .mk(40, 0, 83.5, 100), .mk(133.5, 0, 166.5, 100)])
    }

    /// The same items in a vertical layout 100 wide and 300 high: the axes swap.
    @Test func verticalOrientationSwapsTheAxes() {
        let items = [
            LayoutItemParameters(height: .points(30)), MKTest.weight(1), MKTest.weight(2),
        ]
        let frames = MKTest.frames(
            LinearLayoutParameters(orientation: .vertical, spacing: 10), items, in: .mk(0, 0, 100, 300), scale: 2)
        #expect(frames == [.mk(0, 0, 100, 30), .mk(0, 40, 100, 83.5), .mk(0, 133.5, 100, 166.5)])
    }

    /// The layout works inside the rectangle it is given and its margin (§4 point 8 for linear):
    /// content (20 + 5, 30 + 3, 100 − 5 − 5, 40 − 3 − 7); weights 1 and 3 share 90 − 10.
    @Test func offsetByItsRectangleAndMargin() {
        let parameters = LinearLayoutParameters(spacing: 10, margin: Insets(top: 3, left: 5, bottom: 7, right: 5))
        let frames = MKTest.frames(parameters, [MKTest.weight(1), MKTest.weight(3)], in: .mk(20, 30, 100, 40))
        #expect(frames == [.mk(25, 33, 20, 30), .mk(55, 33, 60, 30)])
    }

    /// A weighted item with a fixed length: the weight sizes the slot (300), the length the view,
    /// and gravity places it: (300 − 100) / 2 = 100.
    @Test func weightedItemWithFixedLength() {
        let item = LayoutItemParameters(width: .points(100), gravity: .centerHorizontal, weight: 1)
        #expect(MKTest.frames(LinearLayoutParameters(), [item], in: rect) == [.mk(100, 0, 100, 100)])
    }

    /// Across the orientation every slot spans the content; a fixed cross size and gravity move the view in it.
    @Test func crossAxisSpansTheContent() {
        let item = LayoutItemParameters(width: .points(50), height: .points(40), gravity: .bottom)
        let slots = MKTest.linearSlots(LinearLayoutParameters(), [item], in: rect).slots
        #expect(slots == [.mk(0, 0, 50, 100)])
        #expect(MKTest.frames(LinearLayoutParameters(), [item], in: rect) == [.mk(0, 60, 50, 40)])
    }

    /// A natural length counts as used like a fixed one: 300 − 45 = 255 for the weight.
    @Test func naturalLengthIsUsedLikeAFixedOne() {
        var tree = MKLayoutTree(root: LinearLayoutParameters())
        let label = tree.addView(LayoutItemParameters(width: .natural), naturalSize: Size(width: 45, height: 12), to: 0)
        let rest = tree.addView(MKTest.weight(1), to: 0)
        let frames = tree.layOut(in: rect, scale: 1).frames
        #expect(frames[label] == .mk(0, 0, 45, 100))
        #expect(frames[rest] == .mk(45, 0, 255, 100))
    }

    /// §4 point 6 for linear: a linear layout never wraps. Two match-parent items each take U and overflow;
    /// fixed items beyond the length run past the end.
    @Test("§4 point 6: linear overflows in a straight line and never wraps")
    func linearNeverWraps() {
        let twoMatches = MKTest.frames(
            LinearLayoutParameters(), [LayoutItemParameters(), LayoutItemParameters()], in: rect)
        #expect(twoMatches == [.mk(0, 0, 300, 100), .mk(300, 0, 300, 100)])
        let fixed = MKTest.frames(LinearLayoutParameters(), [MKTest.width(200), MKTest.width(200)], in: rect)
        #expect(fixed == [.mk(0, 0, 200, 100), .mk(200, 0, 200, 100)])
    }

    /// An empty layout places nothing and does not trap on n − 1 gaps.
    @Test func emptyLayout() {
        let result = MKLayoutTree(root: LinearLayoutParameters(spacing: 10)).layOut(in: rect, scale: 2)
        #expect(result.frames == [rect])
        #expect(result.separators.isEmpty)
    }
}
