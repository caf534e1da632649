import BoxPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The opaque middle of a layer's alpha: the rectangle, through its middle
/// row, of alpha 255 as wide as that row's run of 255 and as tall as the
/// rows that hold all of that run. A shadow painted beneath a layer need not
/// be painted there, since the layer covers it whole.
enum OpaqueCore {
    /// Worth clipping out only past this many pixels.
    static let smallest = 64 * 64

    /// The core of `alpha` (`width` × `height`, row-major), in its
    /// coordinates; nil when its middle row has no opaque run or the core
    /// is small.
    static func find(in alpha: [UInt8], width: Int, height: Int) -> PixelRect? {
        guard width > 0, height > 0, alpha.count == width * height else { return nil }
        let middle = height / 2
        let row = alpha[(middle * width)..<((middle + 1) * width)]
        // The longest run of 255 in the middle row.
        var best = 0..<0
        var start: Int?
        for x in 0...width {
            if x < width, row[row.startIndex + x] == 255 {
                if start == nil { start = x }
            } else if let first = start {
                if x - first > best.count { best = first..<x }
                start = nil
            }
        }
        guard !best.isEmpty else { return nil }
        let run = [UInt8](repeating: 255, count: best.count)
        func holdsRun(_ y: Int) -> Bool {
            alpha.withUnsafeBufferPointer { bytes in
                memcmp(bytes.baseAddress! + y * width + best.lowerBound, run, best.count) == 0
            }
        }
        var top = middle
        while top > 0, holdsRun(top - 1) { top -= 1 }
        var bottom = middle + 1
        while bottom < height, holdsRun(bottom) { bottom += 1 }
        let core = PixelRect(x: best.lowerBound, y: top, width: best.count, height: bottom - top)
        return core.area >= smallest ? core : nil
    }
}
