import BoxModel
import Testing

@testable import BoxLayout

/// Peer §4 point 5 (negative weighted lengths) and point 9 (degenerate input) for the linear layout.
@Suite struct LinearNegativeLengthTests {
    private let rect = Rect.mk(0, 0, 100, 50)
    /// Fixed 80 and 40 in 100: U − used = 100 − 120 = −20, shared 1 : 3 as −5 and −15.
    private let overfull = [MKTest.width(80), MKTest.width(40), MKTest.weight(1), MKTest.weight(3)]

    @Test("§4 point 5: negative weighted lengths clamp to 0 by default")
    func negativeRemainderClamped() {
        let slots = MKTest.linearSlots(LinearLayoutParameters(), overfull, in: rect).slots
        #expect(slots == [.mk(0, 0, 80, 50), .mk(80, 0, 40, 50), .mk(120, 0, 0, 50), .mk(120, 0, 0, 50)])
        let frames = MKTest.frames(LinearLayoutParameters(), overfull, in: rect)
        #expect(frames == slots)
    }

    /// MK exactly: the weighted items get −5 and −15 and run backwards from 120 (120 − 5 = 115, 115 − 15 = 100).
    @Test("§4 point 5: clampNegative false keeps MK's negative weighted lengths")
    func negativeRemainderUnclamped() {
        let parameters = LinearLayoutParameters(clampNegative: false)
        let slots = MKTest.linearSlots(parameters, overfull, in: rect).slots
        #expect(slots == [.mk(0, 0, 80, 50), .mk(80, 0, 40, 50), .mk(120, 0, -5, 50), .mk(115, 0, -15, 50)])
        #expect(MKTest.frames(parameters, overfull, in: rect) == slots)
    }

    /// A match-parent item next to a weighted one (§2.3 "edges"): with spacing 10 in 300,
    /// U = 290 and used = 300, so the weight gets −10 (MK) or 0 (clamped), after the match item's 290.
    @Test("§4 point 5: a match item beside weights leaves them a negative share")
    func matchBesideWeight() {
        let items = [LayoutItemParameters(), MKTest.weight(1)]
        let rect = Rect.mk(0, 0, 300, 20)
        let clamped = MKTest.linearSlots(LinearLayoutParameters(spacing: 10), items, in: rect).slots
        #expect(clamped == [.mk(0, 0, 290, 20), .mk(300, 0, 0, 20)])
        let exact = MKTest.linearSlots(LinearLayoutParameters(spacing: 10, clampNegative: false), items, in: rect)
        #expect(exact.slots == [.mk(0, 0, 290, 20), .mk(300, 0, -10, 20)])
    }

    /// Spacing larger than the layout: U = 10 − 20 = −10 for a match item (clamped to 0), and a
    /// margin wider than the rectangle gives a negative cross extent (clamped to 0).
    @Test("§4 point 5: a negative match length and cross extent clamp too")
    func negativeMatchAndCross() {
        let parameters = LinearLayoutParameters(spacing: 20, margin: Insets(top: 10, bottom: 10))
        let items = [MKTest.width(0), LayoutItemParameters()]
        let clamped = MKTest.linearSlots(parameters, items, in: .mk(0, 0, 10, 15)).slots
        #expect(clamped == [.mk(0, 10, 0, 0), .mk(20, 10, 0, 0)])
        var exact = parameters
        exact.clampNegative = false
        let slots = MKTest.linearSlots(exact, items, in: .mk(0, 0, 10, 15)).slots
        #expect(slots == [.mk(0, 10, 0, -5), .mk(20, 10, -10, -5)])
    }

    /// MK divides 0 by 0 when every weight is 0. Here every weighted item gets length 0 and the
    /// rest of the line stays empty: fixed 100, then two zero weights at x 100 with width 0.
    @Test("§4 point 9: all-zero weights give length 0, not NaN")
    func allZeroWeights() {
        let items = [MKTest.width(100), MKTest.weight(0), MKTest.weight(0)]
        let frames = MKTest.frames(LinearLayoutParameters(), items, in: .mk(0, 0, 300, 40))
        #expect(frames == [.mk(0, 0, 100, 40), .mk(100, 0, 0, 40), .mk(100, 0, 0, 40)])
    }

    /// Weights that cancel out (1 and −1) are the same case: total 0, so both get 0.
    @Test("§4 point 9: weights that sum to 0 give length 0")
    func cancellingWeights() {
        let parameters = LinearLayoutParameters(clampNegative: false)
        let slots = MKTest.linearSlots(parameters, [MKTest.weight(1), MKTest.weight(-1)], in: .mk(0, 0, 300, 40))
        #expect(slots.slots == [.mk(0, 0, 0, 40), .mk(0, 0, 0, 40)])
    }

    /// Non-finite numbers count as 0: NaN spacing, an infinite weight, a NaN margin. The other
    /// weight then takes all 300.
    @Test("§4 point 9: non-finite spacing, weights and margins count as 0")
    func nonFiniteParameters() {
        let parameters = LinearLayoutParameters(spacing: .nan, margin: Insets(top: .nan, left: .infinity))
        let frames = MKTest.frames(parameters, [MKTest.weight(.infinity), MKTest.weight(1)], in: .mk(0, 0, 300, 40))
        #expect(frames == [.mk(0, 0, 0, 40), .mk(0, 0, 300, 40)])
    }

    /// Lengths so large that sums overflow to infinity, a NaN rectangle and a NaN scale: nothing
    /// traps and every frame is finite.
    @Test("§4 point 9: overflowing input never traps and never yields a non-finite frame")
    func overflowStaysFinite() {
        let huge = Double.greatestFiniteMagnitude
        let parameters = LinearLayoutParameters(spacing: huge, clampNegative: false)
        let items = [MKTest.width(huge), MKTest.width(huge), MKTest.weight(1), LayoutItemParameters()]
        let (tree, _) = MKTest.tree(parameters, views: items)
        for scale in [Double.nan, 0, -2, .infinity, 3] {
            for rect in [Rect.mk(.nan, 0, huge, .infinity), .mk(-huge, huge, huge, huge)] {
                let frames = tree.layOut(in: rect, scale: scale).frames
                #expect(frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) })
            }
        }
    }
}
