import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import CCairo
import Testing

@testable import BoxCairo

/// A shadow is not painted beneath the opaque middle of its layer, which
/// covers it whole; everywhere else it is painted as before.
struct OpaqueCoreTests {
    /// The middle row's longest run of 255, as tall as the rows that hold it.
    @Test func findsTheOpaqueMiddle() throws {
        let width = 100
        let height = 90
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 5..<85 {
            for x in 10..<95 { alpha[y * width + x] = 255 }
        }
        // Round-ish corners: the top and bottom rows fall short of the run.
        for x in 10..<14 { alpha[5 * width + x] = 128 }
        alpha[84 * width + 94] = 3
        let core = try #require(OpaqueCore.find(in: alpha, width: width, height: height))
        #expect(core == PixelRect(x: 10, y: 6, width: 85, height: 78))
    }

    @Test func aTranslucentOrSmallLayerHasNone() {
        #expect(OpaqueCore.find(in: [UInt8](repeating: 254, count: 10_000), width: 100, height: 100) == nil)
        #expect(OpaqueCore.find(in: [UInt8](repeating: 255, count: 63 * 64), width: 63, height: 64) == nil)
        #expect(OpaqueCore.find(in: [UInt8](repeating: 255, count: 64 * 64), width: 64, height: 64) != nil)
    }

    /// A 120 × 120 box at x 30…149, shadow radius 4 (σ 2 px, kernel
    /// [1 3 6 8 9 8 6 3 1]/45, as `ShadowTests` works out), offset 3 right, so
    /// the shadow spans x 33…152: its core is clipped out of the shadow's
    /// painting, and the shadow around it is still the kernel's mass. Left of
    /// the box, x 29 is 4 pixels outside the moved edge: 1/45 → 6, and x 28
    /// none. Right of it, x 150 is 2 inside the moved edge (41/45 → 232),
    /// x 152 its last pixel (27/45 → 153), x 153 just outside (18/45 → 102).
    @Test func theShadowAroundAnOpaqueLayerIsUnchanged() throws {
        let image = try TestSupport.render(
            width: 180, height: 180, scale: 1,
            [
                .beginLayer(
                    opacity: 1, shadow: Shadow(color: .black, opacity: 1, offset: Point(x: 3, y: 0), radius: 4)),
                .fill(Rect(x: 30, y: 30, width: 120, height: 120), cornerRadius: 0, color: .white),
                .endLayer,
            ])
        func black(_ alpha: UInt8) -> Pixel { Pixel(r: 0, g: 0, b: 0, a: alpha) }
        #expect(image[x: 28, y: 90] == black(0))
        #expect(image[x: 29, y: 90] == black(6))
        #expect(image[x: 150, y: 90] == black(232))
        #expect(image[x: 152, y: 90] == black(153))
        #expect(image[x: 153, y: 90] == black(102))
        for x in [30, 90, 149] { #expect(image[x: x, y: 90] == Pixel(r: 255, g: 255, b: 255, a: 255)) }
    }

    /// A translucent layer shows its shadow through it: nothing is clipped.
    @Test func aTranslucentLayerShowsItsShadowThrough() throws {
        let image = try TestSupport.render(
            width: 180, height: 180, scale: 1,
            [
                .beginLayer(opacity: 1, shadow: Shadow(color: .black, opacity: 1, offset: .zero, radius: 4)),
                .fill(
                    Rect(x: 30, y: 30, width: 120, height: 120), cornerRadius: 0,
                    color: Color(red: 1, green: 1, blue: 1, alpha: 0.5)),
                .endLayer,
            ])
        // The shadow of a half-opaque box is half the black; the white half over it.
        let middle = image[x: 90, y: 90]
        #expect(middle.a > 128 && middle.r < 255 && middle.r > 0)
    }

    /// A clip of whole pixels lets the shadow under the core go unpainted;
    /// one whose edge crosses pixels (a rounded corner, a fractional side)
    /// does not, since there the layer blends with the shadow beneath it.
    @Test func onlyAClipOfWholePixelsAllowsSkipping() throws {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: 40, height: 40)
        let cr = try #require(cairo_create(surface.pointer))
        defer { cairo_destroy(cr) }
        #expect(ShadowPainter.clipIsWholePixels(cr))
        cairo_rectangle(cr, 2, 3, 20, 30)
        cairo_clip(cr)
        #expect(ShadowPainter.clipIsWholePixels(cr))
        cairo_save(cr)
        cairo_rectangle(cr, 2.5, 3, 20, 30)
        cairo_clip(cr)
        #expect(!ShadowPainter.clipIsWholePixels(cr))
        cairo_restore(cr)
        cairo_arc(cr, 20, 20, 10, 0, 6.3)
        cairo_clip(cr)
        #expect(!ShadowPainter.clipIsWholePixels(cr))
    }

    /// The pixels are those of painting every shadow whole: with no clip, a
    /// clip of whole pixels, a rounded clip whose edge crosses the layer's
    /// opaque middle, and a fractional one; at scales 1 and 2.
    @Test(arguments: [1, 2])
    func skippingChangesNoPixel(scale: Int) throws {
        let layer: [DrawCommand] = [
            .beginLayer(
                opacity: 1, shadow: Shadow(color: .black, opacity: 0.8, offset: Point(x: 1.5, y: 2), radius: 5)),
            .fill(Rect(x: 20, y: 20, width: 140, height: 120), cornerRadius: 6, color: .white),
            .endLayer,
        ]
        let clips: [[DrawCommand]] = [
            [],
            [.pushClip(Rect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 0)],
            [.pushClip(Rect(x: 30, y: 25, width: 120, height: 110), cornerRadius: 30)],
            [.pushClip(Rect(x: 30.3, y: 25.6, width: 100.2, height: 90.5), cornerRadius: 0)],
        ]
        for clip in clips {
            let scene = Scene(
                size: Size(width: 180, height: 160), scale: scale,
                background: Color(red: 0.9, green: 0.9, blue: 1, alpha: 1),
                commands: clip + layer + (clip.isEmpty ? [] : [.popClip]))
            let skipping = try CairoRenderer().renderImage(scene)
            let painting = CairoRenderer()
            painting.skipsCoveredShadows = false
            #expect(try painting.renderImage(scene) == skipping, "\(clip)")
        }
    }
}
