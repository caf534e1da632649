import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.5: MKFlowLayout's greedy lines, and §4 points 6 and 8.
@Suite struct FlowLayoutTests {
    private let flow = LinearLayoutParameters(kind: .flow)
    private let columns = LinearLayoutParameters(kind: .flow, orientation: .vertical)

    /// §2.5 example (MK's tests): 120 wide, items 30 × 30 (gravity bottom) and 20 × 50. The row is 50
    /// high, so the first view lands at y = 20.
    @Test func workedExampleRowHeight() {
        let items = [MKTest.fixed(30, 30, gravity: .bottom), MKTest.fixed(20, 50)]
        let frames = MKTest.frames(flow, items, in: .mk(0, 0, 120, 190))
        #expect(frames == [.mk(0, 20, 30, 30), .mk(30, 0, 20, 50)])
    }

    /// §2.5 mismatch: an item that exactly fills the rest of a line (50 + 50 in 100) stays on it,
    /// and the next line starts after the thicker of the two (20), not after a shifted row size.
    @Test("§4 point 6: flow wraps only past the end; an exact fit stays on the line")
    func exactFitStaysOnTheLine() {
        let items = [MKTest.fixed(50, 10), MKTest.fixed(50, 20), MKTest.fixed(10, 10)]
        let frames = MKTest.frames(flow, items, in: .mk(0, 0, 100, 100))
        #expect(frames == [.mk(0, 0, 50, 10), .mk(50, 0, 50, 20), .mk(0, 20, 10, 10)])
    }

    /// MK's tests: 99 + 1 in 100 stays on the line; 99 + 2 wraps to y = 10.
    @Test(arguments: [(1.0, Rect.mk(99, 0, 1, 10)), (2.0, Rect.mk(0, 10, 2, 10))])
    func onePointOverWraps(secondWidth: Double, expected: Rect) {
        let frames = MKTest.frames(
            flow, [MKTest.fixed(99, 10), MKTest.fixed(secondWidth, 10)], in: .mk(0, 0, 100, 100))
        #expect(frames == [.mk(0, 0, 99, 10), expected])
    }

    /// Decimal lengths that add up to the line in decimal but a hair over in binary
    /// (0.3 + 7.9 + 1.8 = 10.000000000000002) still count as an exact fit.
    @Test func decimalExactFitStaysOnTheLine() {
        let items = [MKTest.fixed(0.3, 1), MKTest.fixed(7.9, 1), MKTest.fixed(1.8, 1)]
        let slots = FlowLayoutEngine.slots(for: items.map { MKSlotItem($0) }, in: .mk(0, 0, 10, 10), parameters: flow)
        #expect(slots.map(\.y) == [0, 0, 0])
    }

    /// MK's tests with margin top 1, left 2, bottom 3, right 5 in 120 × 170 (inner 113 × 166):
    /// rows 100 + 13 fit and 100 + 14 wrap; columns 130 + 36 fit and 130 + 37 wrap.
    @Test(arguments: [
        (
            LinearLayoutParameters.Orientation.horizontal, Size(width: 100, height: 30), Size(width: 13, height: 30),
            Point(x: 102, y: 1)
        ),
        (.horizontal, Size(width: 100, height: 30), Size(width: 14, height: 30), Point(x: 2, y: 31)),
        (.vertical, Size(width: 100, height: 130), Size(width: 13, height: 36), Point(x: 2, y: 131)),
        (.vertical, Size(width: 100, height: 130), Size(width: 13, height: 37), Point(x: 102, y: 1)),
    ])
    func marginsAndLineBreaks(orientation: LinearLayoutParameters.Orientation, first: Size, second: Size, origin: Point)
    {
        let parameters = LinearLayoutParameters(
            kind: .flow, orientation: orientation, margin: Insets(top: 1, left: 2, bottom: 3, right: 5))
        let items = [MKTest.fixed(first.width, first.height), MKTest.fixed(second.width, second.height)]
        let frames = MKTest.frames(parameters, items, in: .mk(0, 0, 120, 170))
        #expect(frames[0] == Rect(origin: Point(x: 2, y: 1), size: first))
        #expect(frames[1] == Rect(origin: origin, size: second))
    }

    /// MK's tests: two match-parent items in 120 × 190 fill a row each (the second at y = 190);
    /// in a vertical flow, a column each (the second at x = 120).
    @Test func matchParentItemsFillALineEach() {
        let rows = MKTest.frames(flow, [LayoutItemParameters(), LayoutItemParameters()], in: .mk(0, 0, 120, 190))
        #expect(rows == [.mk(0, 0, 120, 190), .mk(0, 190, 120, 190)])
        let cols = MKTest.frames(columns, [LayoutItemParameters(), LayoutItemParameters()], in: .mk(0, 0, 120, 190))
        #expect(cols == [.mk(0, 0, 120, 190), .mk(120, 0, 120, 190)])
    }

    /// MK's vertical test: 30 × 100 (gravity right) and 50 × 50 share a column 50 wide, so the first
    /// view sits at x = 50 − 30 and the second below it at y = 100.
    @Test func verticalFlowFillsColumns() {
        let items = [MKTest.fixed(30, 100, gravity: .right), MKTest.fixed(50, 50)]
        let frames = MKTest.frames(columns, items, in: .mk(0, 0, 120, 190))
        #expect(frames == [.mk(20, 0, 30, 100), .mk(0, 100, 50, 50)])
    }

    /// MK raises an exception for an item longer than the line. Here it gets a line of its own and
    /// overflows: 30, then 150 wraps to y 10, then 30 wraps again to y 10 + 20.
    @Test("§4 point 6: an item longer than the line gets its own line instead of an exception")
    func overlongItemGetsItsOwnLine() {
        let items = [MKTest.fixed(30, 10), MKTest.fixed(150, 20), MKTest.fixed(30, 10)]
        let frames = MKTest.frames(flow, items, in: .mk(0, 0, 100, 100))
        #expect(frames == [.mk(0, 0, 30, 10), .mk(0, 10, 150, 20), .mk(0, 30, 30, 10)])
    }

    /// An overlong first item stays on the first line; no empty line opens before it.
    @Test func overlongFirstItemStartsAtTheTop() {
        let frames = MKTest.frames(flow, [MKTest.fixed(150, 20), MKTest.fixed(30, 10)], in: .mk(0, 0, 100, 100))
        #expect(frames == [.mk(0, 0, 150, 20), .mk(0, 20, 30, 10)])
    }

    /// A flow layout has no spacing: items touch even when `spacing` is set.
    @Test func flowHasNoSpacing() {
        var parameters = flow
        parameters.spacing = 10
        let frames = MKTest.frames(parameters, [MKTest.fixed(20, 10), MKTest.fixed(20, 10)], in: .mk(0, 0, 100, 100))
        #expect(frames == [.mk(0, 0, 20, 10), .mk(20, 0, 20, 10)])
    }

    /// A flow sublayout at x = 100 (after a fixed 100 in a horizontal linear root), margin 5: its
    /// item sits at (105, 5). With `flowOriginBug` it sits as if the flow were at (0, 0): (5, 5).
    @Test(
        "§4 point 8: a flow lays out relative to its rectangle unless flowOriginBug is set",
        arguments: [
            (false, Rect.mk(105, 5, 20, 20)), (true, Rect.mk(5, 5, 20, 20)),
        ])
    func flowOriginBug(bug: Bool, expected: Rect) {
        var tree = MKLayoutTree(root: LinearLayoutParameters())
        tree.addView(MKTest.width(100), to: 0)
        let sublayout = tree.addLayout(
            LinearLayoutParameters(kind: .flow, margin: Insets(all: 5), flowOriginBug: bug), item: MKTest.weight(1),
            to: 0)
        let view = tree.addView(MKTest.fixed(20, 20), to: sublayout)
        let frames = tree.layOut(in: .mk(0, 0, 300, 100), scale: 1).frames
        #expect(frames[sublayout] == .mk(100, 0, 200, 100))
        #expect(frames[view] == expected)
    }
}
