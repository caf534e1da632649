import BoxPixels

/// The canvas operations an APNG reader composites frames with, in straight
/// RGBA. Regions are within the image (the reader checks each frame's).
extension RGBAImage {
    /// A copy of the pixels of `region`.
    func region(_ region: PixelRect) throws(SizeError) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(region.width * region.height * 4)
        for row in region.y..<region.maxY {
            let start = (row * width + region.x) * 4
            pixels += self.pixels[start..<(start + region.width * 4)]
        }
        return try RGBAImage(width: region.width, height: region.height, pixels: pixels)
    }

    /// Transparent black over `region`.
    mutating func clear(_ region: PixelRect) {
        for row in region.y..<region.maxY {
            let start = (row * width + region.x) * 4
            pixels.replaceSubrange(start..<(start + region.width * 4), with: repeatElement(0, count: region.width * 4))
        }
    }

    /// `image` (of `region`'s size) put at `region`: replacing the pixels
    /// there, or drawn over them.
    ///
    /// Drawn over, a pixel that is opaque or lands on transparency is
    /// itself, and one that is transparent leaves the canvas, exactly; other
    /// pixels mix by Porter-Duff's "over", rounded to the nearest byte.
    mutating func place(_ image: RGBAImage, at region: PixelRect, blending: FrameControl.Blend) {
        for row in 0..<region.height {
            let source = row * image.width * 4
            let target = ((region.y + row) * width + region.x) * 4
            guard blending == .over else {
                pixels.replaceSubrange(
                    target..<(target + region.width * 4), with: image.pixels[source..<(source + region.width * 4)])
                continue
            }
            for column in 0..<region.width {
                let from = source + column * 4
                let to = target + column * 4
                Self.over(image.pixels, at: from, onto: &pixels, at: to)
            }
        }
    }

    private static func over(_ source: [UInt8], at from: Int, onto target: inout [UInt8], at to: Int) {
        let alpha = Double(source[from + 3]) / 255
        let below = Double(target[to + 3]) / 255
        if alpha == 0 { return }
        if alpha == 1 || below == 0 {
            for channel in 0..<4 { target[to + channel] = source[from + channel] }
            return
        }
        let result = alpha + below * (1 - alpha)
        for channel in 0..<3 {
            let mixed =
                (Double(source[from + channel]) * alpha + Double(target[to + channel]) * below * (1 - alpha)) / result
            target[to + channel] = UInt8(min(255, max(0, mixed.rounded())))
        }
        target[to + 3] = UInt8(min(255, max(0, (result * 255).rounded())))
    }
}
