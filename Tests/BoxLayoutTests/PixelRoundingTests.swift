import BoxModel
import Testing

@testable import BoxLayout

/// `roundToPixel` (reference §0): scale 1 rounds half away from zero; every
/// other scale, 3 included, snaps to the nearest half point (round(2v)/2).
@Suite struct PixelRoundingTests {
    @Test(arguments: [
        (1, 10.5, 11.0),  // round(10.5) = 11, half away from zero
        (1, 10.4, 10.0),  // round(10.4) = 10
        (1, -0.5, -1.0),  // round(-0.5) = -1, away from zero, not to even
        (1, 0.25, 0.0),  // round(0.25) = 0
        (2, 10.3, 10.5),  // round(20.6) / 2 = 21 / 2
        (2, 10.2, 10.0),  // round(20.4) / 2 = 20 / 2
        (2, 10.25, 10.5),  // round(20.5) / 2 = 21 / 2, half away from zero
        (2, -0.25, -0.5),  // round(-0.5) / 2 = -1 / 2
        (3, 10.3, 10.5),  // 3× also snaps to half points: round(20.6) / 2
        (3, 10.2, 10.0),  // round(20.4) / 2
        (3, 10.7, 10.5),  // round(21.4) / 2 = 21 / 2, not a third of a point
    ])
    func roundsLikeRoundToPixel(scale: Int, value: Double, expected: Double) {
        #expect(PixelRounding(scale: scale).round(value) == expected)
    }

    /// The same values through a table: padding 0, so the cursor after the top
    /// margin is exactly `value`, and the box's y is roundToPixel(value).
    @Test(arguments: [
        (1, 10.5, 11.0),
        (1, 10.4, 10.0),
        (1, -0.5, -1.0),
        (2, 10.3, 10.5),
        (2, 10.2, 10.0),
        (3, 10.3, 10.5),
        (3, 10.2, 10.0),
    ])
    func tableYIsRoundedAtEachScale(scale: Int, value: Double, expected: Double) {
        let (tree, children) = BoxTree.root(
            .container(100, 0), children: [.sized(10, 10, margin: Insets(top: value))])
        let frames = layout(tree, scale: scale).frames
        #expect(frames[children[0]].y == expected)
    }
}
