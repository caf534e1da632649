import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import Testing

/// A 20×20 black box at (20, 20) on a transparent 60×60 canvas, shadow radius 4
/// (σ = 2 px at scale 1). The blur is three box blurs of widths 3, 3, 5, whose
/// combined 1-D kernel is [1 3 6 8 9 8 6 3 1]/45 — reach 4 pixels. Along row 30,
/// far from the box's top and bottom, the vertical blur sums to 1, so the shadow's
/// alpha at a column is the kernel mass that reaches into the box: just outside
/// the left edge (x = 19) that is (8 + 6 + 3 + 1)/45 = 0.4 — the Gaussian gives
/// Φ(−0.5/2) ≈ 0.40 — and beyond the reach (x ≤ 15) nothing.
@Suite struct ShadowTests {
    static let box = Rect(x: 20, y: 20, width: 20, height: 20)

    static func shadowedBox(offset: Point, color: Color = .black, opacity: Double = 1, scale: Int = 1) throws
        -> RGBAImage
    {
        try TestSupport.render(
            width: 60, height: 60, scale: scale,
            [
                .beginLayer(
                    opacity: 1, shadow: Shadow(color: color, opacity: opacity, offset: offset, radius: 4)),
                .fill(box, cornerRadius: 0, color: .black),
                .endLayer,
            ])
    }

    static func black(_ alpha: UInt8) -> Pixel { Pixel(r: 0, g: 0, b: 0, a: alpha) }

    @Test func shadowFadesOutsideTheEdgeLikeTheGaussian() throws {
        let image = try Self.shadowedBox(offset: .zero)
        // 255 × {0, 1, 4, 10, 18}/45 = 0, 5.67, 22.67, 56.67, 102 for x = 15 … 19.
        #expect(image[x: 15, y: 30] == Self.black(0))
        #expect(image[x: 16, y: 30] == Self.black(6))
        #expect(image[x: 17, y: 30] == Self.black(23))
        #expect(image[x: 18, y: 30] == Self.black(57))
        #expect(image[x: 19, y: 30] == Self.black(102))
        // The box itself covers its shadow.
        #expect(image[x: 20, y: 30] == TestSupport.opaqueBlack)
        // The same on the right edge (x = 40 is the first pixel outside) and below.
        #expect(image[x: 40, y: 30] == Self.black(102))
        #expect(image[x: 44, y: 30] == Self.black(0))
        #expect(image[x: 30, y: 40] == Self.black(102))
    }

    /// At a corner both axes fall off: just outside diagonally, 0.4 × 0.4 = 0.16 → 40.8 → 41.
    @Test func cornerIsTheProductOfBothFalloffs() throws {
        let image = try Self.shadowedBox(offset: .zero)
        #expect(image[x: 19, y: 19] == Self.black(41))
    }

    /// Offset (0, 3) moves the shadow 3 pixels down: row 42 is now the shadow's last
    /// row inside its box (27/45 → 153), row 43 just outside (102), and above the box
    /// row 19 is 4 pixels from the moved top edge (1/45 → 6) instead of 1.
    @Test func offsetMovesTheShadow() throws {
        let image = try Self.shadowedBox(offset: Point(x: 0, y: 3))
        #expect(image[x: 30, y: 42] == Self.black(153))
        #expect(image[x: 30, y: 43] == Self.black(102))
        #expect(image[x: 30, y: 46] == Self.black(6))
        #expect(image[x: 30, y: 47] == Self.black(0))
        #expect(image[x: 30, y: 19] == Self.black(6))
        #expect(image[x: 30, y: 18] == Self.black(0))
    }

    /// Colour and opacity tint the shadow: red at opacity 0.5 where the blur gives
    /// 102/255 = 0.4 → alpha 0.2 (Cairo: 51), colour red.
    @Test func colourAndOpacityTintTheShadow() throws {
        let image = try Self.shadowedBox(offset: .zero, color: Color(red: 1, green: 0, blue: 0), opacity: 0.5)
        #expect(image[x: 19, y: 30] == Pixel(r: 255, g: 0, b: 0, a: 51))
    }

    /// At scale 2 everything doubles: σ = 4 px, boxes 7, 7, 9 (kernel mass 441,
    /// taps 1 3 6 10 15 21 28 34 39 42 43 42 …), reach 3 + 3 + 4 = 10 px. The box
    /// starts at pixel 40: pixel 39 gets the 199 of 441 that reach past it (115),
    /// pixel 30 only the last tap (0.58 → 1), pixel 29 nothing.
    @Test func shadowScalesWithThePicture() throws {
        let image = try Self.shadowedBox(offset: .zero, scale: 2)
        #expect(image.width == 120)
        #expect(image[x: 29, y: 60] == Self.black(0))
        #expect(image[x: 30, y: 60] == Self.black(1))
        #expect(image[x: 35, y: 60] == Self.black(32))
        #expect(image[x: 39, y: 60] == Self.black(115))
        #expect(image[x: 40, y: 60] == TestSupport.opaqueBlack)
    }

    /// A clip around the shadowed layer cuts the shadow too.
    @Test func shadowIsClippedByAnEnclosingClip() throws {
        let image = try TestSupport.render(
            width: 60, height: 60,
            [
                .pushClip(Rect(x: 0, y: 0, width: 19, height: 60), cornerRadius: 0),
                .beginLayer(opacity: 1, shadow: Shadow(offset: .zero, radius: 4)),
                .fill(Self.box.offsetBy(dx: -2, dy: 0), cornerRadius: 0, color: .black),
                .endLayer,
                .popClip,
            ])
        #expect(image[x: 17, y: 30] == Self.black(102))
        #expect(image[x: 18, y: 30] == TestSupport.opaqueBlack)
        #expect(image[x: 19, y: 30] == TestSupport.transparent)
    }

    /// The shadow comes from the layer's alpha, not from its colour: a 50% fill casts half the shadow.
    @Test func shadowFollowsTheLayerAlpha() throws {
        let image = try TestSupport.render(
            width: 60, height: 60,
            [
                .beginLayer(opacity: 1, shadow: Shadow(offset: .zero, radius: 4)),
                .fill(Self.box, cornerRadius: 0, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5)),
                .endLayer,
            ])
        // The group alpha is 128; 128 × 18/45 = 51.2 → 51.
        #expect(image[x: 19, y: 30] == Self.black(51))
    }

    @Test func absurdShadowIsRefusedNotAllocated() throws {
        #expect(throws: SceneError.self) {
            try TestSupport.render(
                width: 100, height: 100,
                [
                    .beginLayer(opacity: 1, shadow: Shadow(offset: .zero, radius: 1e7)),
                    .fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .black),
                    .endLayer,
                ])
        }
    }

    /// A shadow pushed entirely off the canvas costs nothing and shows nothing.
    @Test func shadowFarOffCanvasIsSkipped() throws {
        let image = try TestSupport.render(
            width: 10, height: 10,
            [
                .beginLayer(opacity: 1, shadow: Shadow(offset: Point(x: 1e12, y: 0), radius: 4)),
                .fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: TestSupport.red),
                .endLayer,
            ])
        #expect(image.pixels == (try RGBAImage(width: 10, height: 10, fill: (255, 0, 0, 255))).pixels)
    }

    /// A shadowed layer inside a plain layer looks the same as on its own: the
    /// outer group must make room for the inner shadow.
    @Test func nestedShadowSurvivesTheEnclosingLayer() throws {
        let alone = try Self.shadowedBox(offset: Point(x: 2, y: 1))
        let nested = try TestSupport.render(
            width: 60, height: 60,
            [
                .beginLayer(opacity: 1, shadow: nil),
                .beginLayer(opacity: 1, shadow: Shadow(offset: Point(x: 2, y: 1), radius: 4)),
                .fill(Self.box, cornerRadius: 0, color: .black),
                .endLayer,
                .endLayer,
            ])
        #expect(nested == alone)
    }

    /// Content off the canvas still casts its shadow onto it: a box at x −30…−10
    /// with offset (20, 0) has its shadow's right edge at x = 10.
    @Test func offCanvasContentCastsAVisibleShadow() throws {
        let image = try TestSupport.render(
            width: 60, height: 60,
            [
                .beginLayer(opacity: 1, shadow: Shadow(offset: Point(x: 20, y: 0), radius: 4)),
                .fill(Rect(x: -30, y: 20, width: 20, height: 20), cornerRadius: 0, color: .black),
                .endLayer,
            ])
        #expect(image[x: 9, y: 30] == Self.black(153))
        #expect(image[x: 10, y: 30] == Self.black(102))
        #expect(image[x: 14, y: 30] == Self.black(0))
    }

    /// A clip inside the layer shapes what casts the shadow: only x 20…30 of the
    /// box is drawn, so the shadow's right edge is at x = 30.
    @Test func clipInsideTheLayerShapesTheShadow() throws {
        let image = try TestSupport.render(
            width: 60, height: 60,
            [
                .beginLayer(opacity: 1, shadow: Shadow(offset: .zero, radius: 4)),
                .pushClip(Rect(x: 20, y: 0, width: 10, height: 60), cornerRadius: 0),
                .fill(Self.box, cornerRadius: 0, color: .black),
                .popClip,
                .endLayer,
            ])
        #expect(image[x: 29, y: 30] == TestSupport.opaqueBlack)
        #expect(image[x: 30, y: 30] == Self.black(102))
        #expect(image[x: 34, y: 30] == Self.black(0))
    }

    /// The contract composites the layer with its opacity *over* the shadow, so an
    /// invisible layer still casts its full shadow.
    @Test func opacityDoesNotFadeTheShadow() throws {
        let image = try TestSupport.render(
            width: 60, height: 60,
            [
                .beginLayer(opacity: 0, shadow: Shadow(offset: .zero, radius: 4)),
                .fill(Self.box, cornerRadius: 0, color: TestSupport.red),
                .endLayer,
            ])
        #expect(image[x: 19, y: 30] == Self.black(102))
        // Under the invisible box the shadow is whole: the kernel's full mass, 255.
        #expect(image[x: 30, y: 30] == TestSupport.opaqueBlack)
    }
}
