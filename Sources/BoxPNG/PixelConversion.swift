import BoxPixels
import CCairo
import CPixelKernels

/// Between Cairo's image formats and straight RGBA.
///
/// Cairo's ARGB32 is one native-endian 32-bit word per pixel, A in the top byte,
/// colour premultiplied by alpha; RGB24 is the same with the top byte unused
/// (opaque). Reading whole words keeps this right on either byte order.
package enum PixelConversion {
    /// round(p × 255 / a), halves up, clamped to 255 in case of malformed data —
    /// exactly what Cairo's PNG writer does, so pixels read back here and pixels
    /// written to a PNG agree. (`boxrender_unpremultiply_rows` computes the same.)
    @inline(__always)
    static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt32 {
        min(255, (channel * 255 + alpha / 2) / alpha)
    }

    /// The surface's pixels as straight RGBA. Formats other than ARGB32 (RGB24
    /// among them, whose top byte is unused) are first drawn onto an ARGB32 surface.
    static func image(from surface: CairoSurface) throws -> RGBAImage {
        guard surface.format == CAIRO_FORMAT_ARGB32 else { return try image(from: convertedToARGB32(surface)) }
        var pixels = [UInt8](repeating: 0, count: surface.width * surface.height * 4)
        copyRows(of: surface, rows: surface.height, into: &pixels, at: 0)
        return try RGBAImage(width: surface.width, height: surface.height, pixels: pixels)
    }

    /// Unpremultiplies the first `rows` rows of an ARGB32 `surface` into
    /// straight RGBA `pixels` starting at byte `offset`.
    package static func copyRows(of surface: CairoSurface, rows: Int, into pixels: inout [UInt8], at offset: Int) {
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            _ = unpremultiplyRows(of: surface, rows: rows, alpha: true, into: base + offset)
        }
    }

    /// The first `rows` rows of an ARGB32 `surface` as packed straight RGBA
    /// (or RGB, dropping alpha, when `alpha` is false), and whether every pixel
    /// in them is opaque.
    package static func packedRows(of surface: CairoSurface, rows: Int, alpha: Bool) -> (pixels: [UInt8], opaque: Bool)
    {
        let count = surface.width * rows * (alpha ? 4 : 3)
        var opaque = true
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                opaque = unpremultiplyRows(of: surface, rows: rows, alpha: alpha, into: base)
            }
            initialized = count
        }
        return (pixels, opaque)
    }

    /// The first `rows` rows of an ARGB32 `surface` as indices into `palette`,
    /// which gains the new colours; `nil` once it would need a 257th.
    package static func paletteIndices(of surface: CairoSurface, rows: Int, palette: inout boxrender_palette)
        -> [UInt8]?
    {
        let (width, stride) = (surface.width, surface.stride)
        var fits = false
        let indices = [UInt8](unsafeUninitializedCapacity: width * rows) { buffer, initialized in
            surface.withMutableBytes { bytes in
                guard let base = bytes.baseAddress, let out = buffer.baseAddress, rows <= surface.height else { return }
                fits =
                    boxrender_palette_map_rows(
                        &palette, base.assumingMemoryBound(to: UInt8.self), stride, width, rows, out) != 0
            }
            initialized = fits ? width * rows : 0
        }
        return fits ? indices : nil
    }

    /// Rows of one-byte indices (each below 2^`bits`) packed `8 / bits` to a
    /// byte, the leftmost pixel in the high bits, each row padded to a byte.
    package static func packing(_ indices: [UInt8], width: Int, bits: Int) -> [UInt8] {
        let perByte = 8 / bits
        let rowBytes = (width + perByte - 1) / perByte
        let rows = indices.count / width
        var packed = [UInt8](repeating: 0, count: rowBytes * rows)
        for y in 0..<rows {
            for x in 0..<width {
                let shift = 8 - bits * (x % perByte + 1)
                packed[y * rowBytes + x / perByte] |= indices[y * width + x] << shift
            }
        }
        return packed
    }

    /// The palette's colours as straight RGBA, in index order.
    package static func straightColors(of palette: boxrender_palette) -> [Pixel] {
        withUnsafeBytes(of: palette.colors) { words in
            words.bindMemory(to: UInt32.self).prefix(Int(palette.count)).map { word in
                let alpha = word >> 24
                func channel(_ shift: UInt32) -> UInt8 {
                    let value = (word >> shift) & 0xFF
                    return UInt8(alpha == 0 ? 0 : alpha == 255 ? value : unpremultiply(value, alpha))
                }
                return Pixel(r: channel(16), g: channel(8), b: channel(0), a: UInt8(alpha))
            }
        }
    }

    /// The loop behind `copyRows` and `packedRows` (in C, where the opaque
    /// rows' byte shuffle is vectorised); returns whether every pixel was opaque.
    private static func unpremultiplyRows(
        of surface: CairoSurface, rows: Int, alpha keepAlpha: Bool, into out: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let (width, stride) = (surface.width, surface.stride)
        return surface.withMutableBytes { bytes in
            guard let base = bytes.baseAddress, rows <= surface.height else { return true }
            return boxrender_unpremultiply_rows(
                base.assumingMemoryBound(to: UInt8.self), stride, width, rows, keepAlpha ? 1 : 0, out) != 0
        }
    }

    private static func convertedToARGB32(_ surface: CairoSurface) throws -> CairoSurface {
        let converted = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: surface.width, height: surface.height)
        let context = try CairoContext(converted)
        cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context.pointer)
        try context.checkStatus("converting an image to ARGB32")
        return converted
    }
}
