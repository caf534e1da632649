import BoxPixels
import Foundation

/// Where a frame of an animation differs from the frame before, so that an APNG
/// stores only that rectangle: a blinking caret or a turning spinner on a
/// 640×1136 screen then costs a few hundred bytes a frame instead of a picture.
package enum APNGChangedRegion {
    /// The smallest rectangle holding every pixel whose RGBA bytes differ
    /// between two pictures of the same size; `nil` when none does. Pictures
    /// that don't match in size or bytes (which the encoder refuses before
    /// asking) differ everywhere.
    ///
    /// Everything is compared with `memcmp` first: whole rows from the top and
    /// from the bottom for the first and last that changed, then, in each row
    /// between, the columns left and right of those already known to have
    /// changed. Pixels are looked at one by one only where a run did differ,
    /// to find the new edge, so any frame costs about one pass of `memcmp`
    /// over it.
    package static func between(_ old: RGBAImage, _ new: RGBAImage) -> PixelRect? {
        let (width, height) = (new.width, new.height)
        let rowBytes = width * 4
        guard old.width == width, old.height == height, old.pixels.count == height * rowBytes,
            new.pixels.count == height * rowBytes, rowBytes > 0
        else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        return old.pixels.withUnsafeBytes { oldBytes -> PixelRect? in
            new.pixels.withUnsafeBytes { newBytes -> PixelRect? in
                guard let before = oldBytes.baseAddress, let after = newBytes.baseAddress else { return nil }
                func differ(_ y: Int, columns: Range<Int>) -> Bool {
                    let offset = y * rowBytes + columns.lowerBound * 4
                    return memcmp(before + offset, after + offset, columns.count * 4) != 0
                }
                func rowDiffers(_ y: Int) -> Bool { differ(y, columns: 0..<width) }
                func pixelDiffers(_ x: Int, _ y: Int) -> Bool {
                    let offset = y * rowBytes + x * 4
                    return before.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        != after.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).reversed().first(where: rowDiffers) ?? top
                // Columns known to have changed so far: left ... right (none yet).
                var left = width
                var right = -1
                for y in top...bottom {
                    // Only the columns outside left ... right can widen the rectangle.
                    if differ(y, columns: 0..<left) {
                        var x = 0
                        while !pixelDiffers(x, y) { x += 1 }
                        left = x
                    }
                    if differ(y, columns: (right + 1)..<width) {
                        var x = width - 1
                        while !pixelDiffers(x, y) { x -= 1 }
                        right = x
                    }
                }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The pixels of `region` (which lies inside `image`) as a picture of
    /// their own: `image` itself, not a copy, when the region is all of it.
    package static func crop(_ image: RGBAImage, to region: PixelRect) throws -> RGBAImage {
        if region == PixelRect(x: 0, y: 0, width: image.width, height: image.height) { return image }
        let rowBytes = region.width * 4
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * region.height)
        for y in region.y..<region.maxY {
            let start = (y * image.width + region.x) * 4
            pixels += image.pixels[start..<(start + rowBytes)]
        }
        return try RGBAImage(width: region.width, height: region.height, pixels: pixels)
    }
}
