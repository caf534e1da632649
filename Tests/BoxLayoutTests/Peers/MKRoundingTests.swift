import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.2 step 6 and §2.6: views round each of x, y, width and height to 1/scale, half away
/// from zero; §4 point 4.
@Suite struct MKRoundingTests {
    /// (scale, value, rounded value).
    private static let roundings: [(Double, Double, Double)] = [
        (1, 0.5, 1),  // half away from zero
        (1, -0.5, -1),  // not to even, not up
        (1, 2.5, 3),  // not to even
        (2, 10.25, 10.5),  // 20.5 → 21 half-points
        (2, -10.25, -10.5),
        (2, 10.2, 10),  // 20.4 → 20
        (3, 2.5, 8.0 / 3),  // 7.5 → 8 thirds: MK's scale 3 gives thirds, unlike MGBox's half points
        (3, -2.5, -8.0 / 3),
        (3, 2.4, 7.0 / 3),  // 7.2 → 7 thirds
    ]

    /// (scale, offset, expected frame) for a 10.25 × 2.5 view offset by (offset, offset).
    private static let placements: [(Double, Double, Rect)] = [
        (2, 10.25, .mk(10.5, 10.5, 10.5, 2.5)),
        (2, -10.25, .mk(-10.5, -10.5, 10.5, 2.5)),
        (3, 2.5, .mk(8.0 / 3, 8.0 / 3, 31.0 / 3, 8.0 / 3)),
        (1, 0.5, .mk(1, 1, 10, 3)),
    ]

    @Test(arguments: roundings)
    func roundsHalfAwayFromZero(scale: Double, value: Double, expected: Double) {
        #expect(MKPixelRounding(scale: scale).round(value) == expected)
    }

    /// The same values through a stack: a 10.25 × 2.5 view offset by (value, value).
    @Test("§4 point 4: view frames round to 1/scale, each value on its own", arguments: placements)
    func viewsAreRounded(scale: Double, offset: Double, expected: Rect) {
        let item = MKTest.fixed(10.25, 2.5, offset: Point(x: offset, y: offset))
        let frames = MKTest.frames(LinearLayoutParameters(kind: .stack), [item], in: .mk(0, 0, 50, 50), scale: scale)
        #expect(frames == [expected])
    }

    /// Each value is rounded on its own, so neighbours can part by a pixel: thirds of 100 at
    /// scale 1 give 0 + 33, 33 + 33 (ending at 66) and 67 + 33.
    @Test func independentRoundingCanLeaveAGap() {
        let items = [MKTest.weight(1), MKTest.weight(1), MKTest.weight(1)]
        let frames = MKTest.frames(LinearLayoutParameters(), items, in: .mk(0, 0, 100, 10), scale: 1)
        #expect(frames == [.mk(0, 0, 33, 10), .mk(33, 0, 33, 10), .mk(67, 0, 33, 10)])
    }

    /// A scale that is not a positive finite number counts as 1.
    @Test(arguments: [0.0, -2, .nan, .infinity])
    func badScaleCountsAsOne(scale: Double) {
        #expect(MKPixelRounding(scale: scale).scale == 1)
        #expect(MKPixelRounding(scale: scale).round(10.5) == 11)
    }

    /// A value whose scaled form overflows is left as it is rather than becoming infinite.
    @Test func overflowingValueIsLeftAlone() {
        #expect(MKPixelRounding(scale: 3).round(.greatestFiniteMagnitude) == .greatestFiniteMagnitude)
    }
}
