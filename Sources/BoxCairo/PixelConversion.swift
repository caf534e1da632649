import BoxPixels
import CCairo
import CPixelKernels

/// Between Cairo's image formats and straight RGBA.
///
/// Cairo's ARGB32 is one native-endian 32-bit word per pixel, A in the top byte,
/// colour premultiplied by alpha; RGB24 is the same with the top byte unused
/// (opaque). Reading whole words keeps this right on either byte order.
enum PixelConversion {
    /// round(c × a / 255). There are no ties to break: c × a / 255 is never an
    /// odd multiple of ½ because 255 is odd. Matches Cairo's own PNG reader.
    @inline(__always)
    static func premultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt32 {
        (channel * alpha + 127) / 255
    }

    /// round(p × 255 / a), halves up, clamped to 255 in case of malformed data —
    /// exactly what Cairo's PNG writer does, so pixels read back here and pixels
    /// written to a PNG agree.
    @inline(__always)
    static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt32 {
        min(255, (channel * 255 + alpha / 2) / alpha)
    }

    /// The surface's pixels as straight RGBA. Formats other than ARGB32 and RGB24
    /// are first drawn onto an ARGB32 surface.
    static func image(from surface: CairoSurface) throws -> RGBAImage {
        let format = surface.format
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            return try image(from: convertedToARGB32(surface))
        }
        let width = surface.width
        let height = surface.height
        let stride = surface.stride
        let opaque = format == CAIRO_FORMAT_RGB24
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        surface.withMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var out = 0
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = opaque ? 255 : word >> 24
                    let red = (word >> 16) & 0xFF
                    let green = (word >> 8) & 0xFF
                    let blue = word & 0xFF
                    if alpha == 255 {
                        pixels[out] = UInt8(red)
                        pixels[out + 1] = UInt8(green)
                        pixels[out + 2] = UInt8(blue)
                    } else if alpha > 0 {
                        pixels[out] = UInt8(unpremultiply(red, alpha))
                        pixels[out + 1] = UInt8(unpremultiply(green, alpha))
                        pixels[out + 2] = UInt8(unpremultiply(blue, alpha))
                    }
                    pixels[out + 3] = UInt8(alpha)
                    out += 4
                }
            }
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Unpremultiplies the first `rows` rows of an ARGB32 `surface` into
    /// straight RGBA `pixels` starting at byte `offset`.
    static func copyRows(of surface: CairoSurface, rows: Int, into pixels: inout [UInt8], at offset: Int) {
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            _ = unpremultiplyRows(of: surface, rows: rows, alpha: true, into: base + offset)
        }
    }

    /// The first `rows` rows of an ARGB32 `surface` as packed straight RGBA
    /// (or RGB, dropping alpha, when `alpha` is false), and whether every pixel
    /// in them is opaque.
    static func packedRows(of surface: CairoSurface, rows: Int, alpha: Bool) -> (pixels: [UInt8], opaque: Bool) {
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
    static func paletteIndices(of surface: CairoSurface, rows: Int, palette: inout boxrender_palette) -> [UInt8]? {
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
    static func packing(_ indices: [UInt8], width: Int, bits: Int) -> [UInt8] {
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
    static func straightColors(of palette: boxrender_palette) -> [Pixel] {
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

    /// A new surface holding `image`: RGB24 when every pixel is opaque (so a
    /// PNG of it needs no alpha channel), else premultiplied ARGB32.
    static func surface(from image: RGBAImage) throws -> CairoSurface {
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        let surface = try CairoSurface(
            format: opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width: image.width, height: image.height)
        let rowStride = surface.stride
        surface.withMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var source = 0
            for y in 0..<image.height {
                let row = base + y * rowStride
                for x in 0..<image.width {
                    let alpha = UInt32(image.pixels[source + 3])
                    var red = UInt32(image.pixels[source])
                    var green = UInt32(image.pixels[source + 1])
                    var blue = UInt32(image.pixels[source + 2])
                    if alpha < 255 {
                        red = premultiply(red, alpha)
                        green = premultiply(green, alpha)
                        blue = premultiply(blue, alpha)
                    }
                    row.storeBytes(
                        of: alpha << 24 | red << 16 | green << 8 | blue, toByteOffset: x * 4, as: UInt32.self)
                    source += 4
                }
            }
        }
        return surface
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
