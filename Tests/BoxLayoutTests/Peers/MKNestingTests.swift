import BoxModel
import Testing

@testable import BoxLayout

/// Sublayouts (peer §2.1, §2.2 step 6): a sublayout is given its unrounded rectangle and lays
/// out inside it; margins and item padding add up; the walk never recurses.
@Suite struct MKNestingTests {
    /// Root: horizontal, 300 × 100, margin 10 → content (10, 10, 280, 80). A fixed 80 view, then a
    /// vertical sublayout of weight 1 (slot (90, 10, 200, 80)) with item padding 2 → its rectangle
    /// (92, 12, 196, 76); its margin 5 → content (97, 17, 186, 66); spacing 4 → U = 62, so two
    /// weight-1 views of 31 at y 17 and 17 + 31 + 4.
    @Test("§4 point 2: a sublayout's margin adds to its item's padding; nothing collapses")
    func nestedSublayoutWithMargins() {
        var tree = MKLayoutTree(root: LinearLayoutParameters(margin: Insets(all: 10)))
        let left = tree.addView(MKTest.width(80), to: 0)
        let column = tree.addLayout(
            LinearLayoutParameters(orientation: .vertical, spacing: 4, margin: Insets(all: 5)),
            item: LayoutItemParameters(padding: Insets(all: 2), weight: 1), to: 0)
        let top = tree.addView(MKTest.weight(1), to: column)
        let bottom = tree.addView(MKTest.weight(1), to: column)
        let frames = tree.layOut(in: .mk(0, 0, 300, 100), scale: 1).frames
        #expect(frames[0] == .mk(0, 0, 300, 100))
        #expect(frames[left] == .mk(10, 10, 80, 80))
        #expect(frames[column] == .mk(92, 12, 196, 76))
        #expect(frames[top] == .mk(97, 17, 186, 31))
        #expect(frames[bottom] == .mk(97, 52, 186, 31))
    }

    /// §2.6: three weights in 100 give thirds. The middle item is a stack sublayout: its rectangle
    /// keeps the fractions (x 33.333…), while its view is rounded: at scale 1 x 33 width 33, at
    /// scale 2 x 33.5 (66.67 → 67 half-pixels) width 33.5.
    @Test("§4 point 4: only views are rounded, never sublayouts", arguments: [(1.0, 33.0, 33.0), (2.0, 33.5, 33.5)])
    func sublayoutsKeepFractions(scale: Double, viewX: Double, viewWidth: Double) {
        var tree = MKLayoutTree(root: LinearLayoutParameters())
        tree.addView(MKTest.weight(1), to: 0)
        let stack = tree.addLayout(LinearLayoutParameters(kind: .stack), item: MKTest.weight(1), to: 0)
        let view = tree.addView(LayoutItemParameters(), to: stack)
        tree.addView(MKTest.weight(1), to: 0)
        let frames = tree.layOut(in: .mk(0, 0, 100, 10), scale: scale).frames
        #expect(frames[stack] == .mk(33.33333333333333, 0, 33.33333333333333, 10))
        #expect(frames[view] == .mk(viewX, 0, viewWidth, 10))
    }

    /// Children appended to an earlier layout after another subtree are still placed by their
    /// parent: the walk needs parents before children, not pre-order.
    @Test func childrenAddedOutOfPreOrder() {
        var tree = MKLayoutTree(root: LinearLayoutParameters(orientation: .vertical))
        let row = tree.addLayout(LinearLayoutParameters(), item: MKTest.weight(1), to: 0)
        let bottom = tree.addView(MKTest.weight(1), to: 0)
        let rowLeft = tree.addView(MKTest.weight(1), to: row)
        let rowRight = tree.addView(MKTest.weight(1), to: row)
        let frames = tree.layOut(in: .mk(0, 0, 100, 100), scale: 1).frames
        #expect(frames[row] == .mk(0, 0, 100, 50))
        #expect(frames[bottom] == .mk(0, 50, 100, 50))
        #expect(frames[rowLeft] == .mk(0, 0, 50, 50))
        #expect(frames[rowRight] == .mk(50, 0, 50, 50))
    }

    /// Separators come in MK's order (the root's, then each sublayout's), tagged with their layout,
    /// and a sublayout's separators are in the same coordinates as everything else.
    @Test("§4 point 7: separators in tree order, each tagged with its layout")
    func separatorsOfNestedLayouts() {
        let separator = LinearLayoutParameters.Separator(thickness: 2)
        var tree = MKLayoutTree(root: LinearLayoutParameters(orientation: .vertical, separator: separator))
        let row = tree.addLayout(LinearLayoutParameters(separator: separator), item: MKTest.weight(1), to: 0)
        tree.addView(MKTest.weight(1), to: row)
        tree.addView(MKTest.weight(1, insertBorder: true), to: row)
        tree.addView(MKTest.weight(1, insertBorder: true), to: 0)
        let separators = tree.layOut(in: .mk(0, 0, 102, 102), scale: 1).separators
        #expect(separators.map(\.layout) == [0, row])
        #expect(separators.map(\.rect) == [.mk(0, 50, 102, 2), .mk(50, 0, 2, 50)])
        #expect(separators.map(\.orientation) == [.horizontal, .vertical])
    }

    /// 100 000 nested vertical linear layouts, each with margin top 1, and a view at the bottom:
    /// the view ends up 100 000 points down, without the walk recursing.
    @Test func deepNestingDoesNotRecurse() {
        let depth = 100_000
        var tree = MKLayoutTree(root: LinearLayoutParameters(orientation: .vertical, margin: Insets(top: 1)))
        tree.reserveCapacity(depth + 1)
        var parent = MKLayoutTree.root
        for _ in 1..<depth {
            parent = tree.addLayout(LinearLayoutParameters(orientation: .vertical, margin: Insets(top: 1)), to: parent)
        }
        let view = tree.addView(to: parent)
        let frames = tree.layOut(in: .mk(0, 0, 10, 200_000), scale: 1).frames
        #expect(frames[view] == .mk(0, 100_000, 10, 100_000))
    }
}
