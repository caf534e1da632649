import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.2: how an item places itself in its slot, and §4 points 1 and 3.
@Suite struct MKItemPlacementTests {
    private let square = Rect.mk(0, 0, 100, 100)

    private func place(_ item: LayoutItemParameters, in slot: Rect, natural: Size = .zero, clamp: Bool = true)
        -> Rect
    {
        MKItemPlacement.frame(of: MKSlotItem(item, naturalSize: natural), in: slot, clampNegative: clamp)
    }

    /// §2.2 "Consequences": size 10 × 10 with padding 1 on every side gives an 8 × 8 view at +1, +1.
    @Test("§4 point 1: size includes padding, so padding shrinks the view (10×10, padding 1 → 8×8 at +1,+1)")
    func paddingShrinksTheView() {
        let frame = place(MKTest.fixed(10, 10, padding: Insets(all: 1)), in: .mk(20, 30, 100, 100))
        #expect(frame == .mk(21, 31, 8, 8))
    }

    /// §2.2 step 4, the simpler formulation: right alignment gives x = slot.maxX − size.width + padding.left.
    @Test func rightAlignmentIsSlotEndMinusSizePlusLeftPadding() {
        let item = MKTest.fixed(30, 10, padding: Insets(left: 3, right: 5), gravity: .right)
        // 120 − 30 + 3 = 93; the view is 30 − 3 − 5 = 22 wide.
        #expect(place(item, in: .mk(20, 0, 100, 50)) == .mk(93, 0, 22, 10))
    }

    /// A match-parent item with padding: the slot inset by the padding (MK's flow test with insets 3, 5, 1, 2).
    @Test func matchParentWithPaddingIsTheSlotInsetByIt() {
        let item = LayoutItemParameters(padding: Insets(top: 3, left: 5, bottom: 1, right: 2))
        #expect(place(item, in: .mk(10, 20, 100, 50)) == .mk(15, 23, 93, 46))
    }

    /// Centring with padding: the full-size box is centred, then inset. (100 − 40) / 2 + 4 = 34.
    @Test func centringCentresTheFullSizeThenInsets() {
        let item = MKTest.fixed(40, 40, padding: Insets(left: 4, right: 6), gravity: .centerHorizontal)
        #expect(place(item, in: square) == .mk(34, 0, 30, 40))
    }

    /// Gravity precedence (§2.2 step 4): centre beats the edges, left beats right, top beats
    /// bottom; MK's None bit (1) moves nothing alone and is ignored beside other bits.
    /// A 20 × 20 item in a 100 × 100 slot.
    @Test(
        "gravity precedence",
        arguments: [
            (0, 0.0, 0.0),  // no bits: top-left
            (1, 0, 0),  // None alone
            (1 | 16, 80, 0),  // None + Right: Right still applies
            (8 | 16, 0, 0),  // Left beats Right
            (16, 80, 0),  // Right
            (64 | 8, 40, 0),  // CenterHorizontal beats Left
            (64 | 16, 40, 0),  // CenterHorizontal beats Right
            (2 | 4, 0, 0),  // Top beats Bottom
            (4, 0, 80),  // Bottom
            (32 | 4, 0, 40),  // CenterVertical beats Bottom
            (32 | 2, 0, 40),  // CenterVertical beats Top
            (16 | 4, 80, 80),  // Right + Bottom
            (127, 40, 40),  // every bit: both centres win
        ])
    func gravityPrecedence(mask: Int, x: Double, y: Double) {
        let item = MKTest.fixed(20, 20, gravity: LayoutItemParameters.Gravity(rawValue: mask))
        #expect(place(item, in: square) == .mk(x, y, 20, 20))
    }

    @Test func theNoneBitIsDropped() {
        #expect(LayoutItemParameters.Gravity(rawValue: 1) == [])
        #expect(LayoutItemParameters.Gravity(rawValue: 1 | 16) == .right)
        #expect(LayoutItemParameters.Gravity(rawValue: 64 | 32) == .center)
    }

    /// §2.2 step 5: the offset is added after gravity (80 − 5, 80 + 7).
    @Test func offsetIsAddedAfterGravity() {
        let item = MKTest.fixed(20, 20, gravity: [.right, .bottom], offset: Point(x: -5, y: 7))
        #expect(place(item, in: square) == .mk(75, 87, 20, 20))
    }

    /// §4 point 3: the default size is match-parent, stretching both axes.
    @Test("§4 point 3: the default item stretches to its slot on both axes")
    func defaultItemStretches() {
        #expect(place(LayoutItemParameters(), in: .mk(5, 6, 70, 80)) == .mk(5, 6, 70, 80))
    }

    /// §4 point 3: a fixed size is pinned top-left unless gravity says otherwise.
    @Test("§4 point 3: a fixed size is pinned top-left without gravity")
    func fixedSizeIsPinnedTopLeft() {
        #expect(place(MKTest.fixed(30, 20), in: .mk(5, 6, 70, 80)) == .mk(5, 6, 30, 20))
    }

    /// §4 point 3: centring keeps fractions ((101 − 20) / 2 = 40.5); views are rounded later, by the pass.
    @Test("§4 point 3: centring keeps fractions until views are rounded")
    func centringKeepsFractions() {
        let item = MKTest.fixed(20, 20, gravity: .center)
        #expect(place(item, in: .mk(0, 0, 101, 21)) == .mk(40.5, 0.5, 20, 20))
        let frame = { (scale: Double) in
            MKTest.frames(LinearLayoutParameters(kind: .stack), [item], in: .mk(0, 0, 101, 21), scale: scale)[0]
        }
        #expect(frame(1) == .mk(41, 1, 20, 20))
        #expect(frame(2) == .mk(40.5, 0.5, 20, 20))
    }

    /// `natural` takes the item's own size on that axis.
    @Test func naturalLengthIsTheNaturalSize() {
        let item = LayoutItemParameters(width: .natural, height: .points(20))
        #expect(place(item, in: square, natural: Size(width: 37, height: 12)) == .mk(0, 0, 37, 20))
    }

    /// Padding larger than the size: MK gives a negative width (10 − 6 − 6); clamped it is 0.
    @Test("§4 point 5: a view's size after padding clamps to 0 unless clampNegative is false")
    func paddingLargerThanSize() {
        let item = MKTest.fixed(10, 10, padding: Insets(left: 6, right: 6))
        #expect(place(item, in: square, clamp: true) == .mk(6, 0, 0, 10))
        #expect(place(item, in: square, clamp: false) == .mk(6, 0, -2, 10))
    }

    /// Non-finite item values count as 0 (§4 point 9: never NaN).
    @Test("§4 point 9: non-finite size, padding and offset count as 0")
    func nonFiniteItemValues() {
        let item = LayoutItemParameters(
            width: .points(.nan), height: .points(.infinity), padding: Insets(top: .nan, left: .infinity),
            offset: Point(x: .nan, y: -.infinity))
        #expect(place(item, in: .mk(5, 6, 70, 80)) == .mk(5, 6, 0, 0))
    }
}
