import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.4: MKStackLayout gives every item the same slot, the bounds inset by the margin.
@Suite struct StackLayoutTests {
    /// 200 × 100 at (10, 20) with margin top 5, left 6, bottom 7, right 8: the inner rectangle is
    /// (16, 25, 186, 88). A match item fills it; a 20 × 10 item at right-bottom sits at
    /// (16 + 186 − 20, 25 + 88 − 10); a centred one at (16 + 83, 25 + 39).
    @Test func everyItemGetsTheInnerRectangle() {
        let parameters = LinearLayoutParameters(kind: .stack, margin: Insets(top: 5, left: 6, bottom: 7, right: 8))
        let items = [
            LayoutItemParameters(), MKTest.fixed(20, 10, gravity: [.right, .bottom]),
            MKTest.fixed(20, 10, gravity: .center),
        ]
        let frames = MKTest.frames(parameters, items, in: .mk(10, 20, 200, 100))
        #expect(frames == [.mk(16, 25, 186, 88), .mk(182, 103, 20, 10), .mk(99, 64, 20, 10)])
    }

    /// Weight, spacing, separators and orientation mean nothing to a stack.
    @Test func linearOnlyParametersAreIgnored() {
        let parameters = LinearLayoutParameters(
            kind: .stack, orientation: .vertical, spacing: 30, separator: .init(thickness: 5))
        let (tree, views) = MKTest.tree(parameters, views: [MKTest.weight(1), MKTest.weight(3, insertBorder: true)])
        let result = tree.layOut(in: .mk(0, 0, 50, 40), scale: 1)
        #expect(views.map { result.frames[$0] } == [.mk(0, 0, 50, 40), .mk(0, 0, 50, 40)])
        #expect(result.separators.isEmpty)
    }

    /// A margin larger than the rectangle leaves an empty inner rectangle, or MK's negative one.
    @Test("§4 point 5: a stack's negative inner size clamps to 0 unless clampNegative is false")
    func marginLargerThanTheRectangle() {
        let clamped = LinearLayoutParameters(kind: .stack, margin: Insets(all: 10))
        #expect(StackLayoutEngine.slots(count: 1, in: .mk(0, 0, 15, 30), parameters: clamped) == [.mk(10, 10, 0, 10)])
        var exact = clamped
        exact.clampNegative = false
        #expect(StackLayoutEngine.slots(count: 1, in: .mk(0, 0, 15, 30), parameters: exact) == [.mk(10, 10, -5, 10)])
    }
}
