import BoxModel
import BoxPNG
import CCairo

/// A blurred shadow as a picture of its own colour, for vector documents: what
/// the raster path gets by filling the colour through the blurred alpha as a
/// mask, baked into premultiplied ARGB32 pixels.
enum ShadowPicture {
    /// - Parameter alpha: the blurred coverage, row-major, `width × height`.
    static func surface(alpha: [UInt8], width: Int, height: Int, color: Color, opacity: Double) throws
        -> CairoSurface
    {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        let tint = clamp(color.alpha) * clamp(opacity)
        let channels = [color.red, color.green, color.blue].map(clamp)
        // Premultiplied values for each coverage level, so each pixel is one lookup.
        let pixelForCoverage: [UInt32] = (0...255).map { coverage in
            let pixelAlpha = Double(coverage) * tint
            let premultiplied = channels.map { UInt32(($0 * pixelAlpha).rounded()) }
            return UInt32(pixelAlpha.rounded()) << 24 | premultiplied[0] << 16 | premultiplied[1] << 8
                | premultiplied[2]
        }
        let picture = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        let stride = picture.stride
        picture.withMutableBytes { bytes in
            guard let base = bytes.baseAddress, alpha.count >= width * height else { return }
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    row.storeBytes(
                        of: pixelForCoverage[Int(alpha[y * width + x])], toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        return picture
    }
}
