import BoxPixels
import CCairo
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Opaque pictures are kept as RGB24 (CairoSurface.opaqueFormIfOpaque), so
/// Cairo's PDF and SVG backends know they are opaque without scanning them
/// at every draw; translucent ones stay ARGB32; the pixels never change.
@Suite struct OpaquePictureTests {
    static func surface(_ image: RGBAImage) throws -> CairoSurface {
        try PNGCodec.decodeSurface(PNGCodec.encode(image))
    }

    static func words(_ surface: CairoSurface) -> [UInt32] {
        cairo_surface_flush(surface.pointer)
        let data = cairo_image_surface_get_data(surface.pointer)!
        return (0..<surface.height).flatMap { row in
            (0..<surface.width).map { column in
                UnsafeRawPointer(data + row * surface.stride).load(fromByteOffset: column * 4, as: UInt32.self)
            }
        }
    }

    @Test func anOpaquePictureBecomesRGB24WithTheSamePixels() throws {
        var image = try RGBAImage(width: 5, height: 3, fill: (10, 20, 30, 255))
        image[x: 4, y: 2] = Pixel(r: 200, g: 100, b: 50, a: 255)
        // One translucent pixel keeps the picture ARGB32.
        let withAlpha = try PNGCodec.decodeSurface(
            PNGCodec.encode(try RGBAImage(width: 5, height: 3, fill: (10, 20, 30, 254))))
        #expect(withAlpha.format == CAIRO_FORMAT_ARGB32)
        #expect(try withAlpha.opaqueFormIfOpaque() === withAlpha)
        // An opaque picture in an ARGB32 surface (as an RGBA PNG decodes).
        let argb = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: 5, height: 3)
        let cr = try #require(cairo_create(argb.pointer))
        let source = try Self.surface(image)
        withExtendedLifetime(source) {
            cairo_set_source_surface(cr, source.pointer, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        let opaque = try argb.opaqueFormIfOpaque()
        #expect(opaque.format == CAIRO_FORMAT_RGB24)
        // RGB24 keeps the same 32-bit words, its top byte unused.
        #expect(Self.words(opaque) == Self.words(argb))
        #expect(Self.words(argb)[4 + 2 * 5] == 0xFFC8_6432)
    }
}
