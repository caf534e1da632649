import CPixelKernels

/// A Gaussian blur approximated by three successive box blurs per axis — the
/// "boxes for Gauss" construction — so that the cost is O(pixels) whatever σ is:
/// each box pass keeps a running sum instead of re-adding its window.
///
/// Everything beyond the buffer counts as 0 (transparent), which is what a shadow
/// needs: the shadow of a shape near the buffer's edge fades out rather than
/// smearing the edge pixels outward. Give the content a margin of `reach(sigma:)`
/// pixels and no blurred mass is lost.
public enum GaussianBlur {
    /// The widths (odd, in pixels) of the three box blurs whose succession best
    /// approximates a Gaussian of standard deviation `sigma`: the ideal width is
    /// √(12σ²/n + 1); `m` boxes take the odd width just below it and the rest the
    /// one just above, with `m` chosen to match the variance.
    public static func boxSizes(sigma: Double, passes: Int = 3) -> [Int] {
        guard passes > 0 else { return [] }
        guard sigma.isFinite, sigma > 0 else { return [Int](repeating: 1, count: passes) }
        let count = Double(passes)
        // Beyond ~10⁹ pixels every box covers any real image; capping keeps the
        // integer conversions below from trapping on absurd input.
        let clampedSigma = min(sigma, 1e9)
        let variance12 = 12 * clampedSigma * clampedSigma
        let idealWidth = (variance12 / count + 1).squareRoot()
        var lower = Int(idealWidth.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerD = Double(lower)
        let idealLowerCount =
            (variance12 - count * lowerD * lowerD - 4 * count * lowerD - 3 * count) / (-4 * lowerD - 4)
        let lowerCount = min(passes, max(0, Int(idealLowerCount.rounded())))
        return (0..<passes).map { $0 < lowerCount ? lower : upper }
    }

    /// How far, in pixels, one input pixel spreads: the sum of the box radii. A
    /// buffer with this margin around its content loses nothing to its edges.
    public static func reach(sigma: Double) -> Int {
        boxSizes(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// Blurs `values` (row-major, `width × height`) in place. Sizes that don't
    /// match the buffer leave it unchanged; σ ≤ 0 (or not finite) is the identity.
    public static func blur(_ values: inout [Double], width: Int, height: Int, sigma: Double) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, values.count == area else { return }
        let sizes = boxSizes(sigma: sigma)
        guard sizes.contains(where: { $0 > 1 }) else { return }
        // Every pass writes all of it before reading it.
        var scratch = [Double](unsafeUninitializedCapacity: values.count) { _, count in count = values.count }
        var sums = [Double](repeating: 0, count: width)
        values.withUnsafeMutableBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { scratch in
                sums.withUnsafeMutableBufferPointer { sums in
                    guard let data = values.baseAddress, let between = scratch.baseAddress,
                        let sums = sums.baseAddress
                    else { return }
                    for size in sizes where size > 1 {
                        boxrender_box_blur_pass(data, between, sums, width, height, (size - 1) / 2)
                    }
                }
            }
        }
    }
}

/// Blurs an 8-bit alpha buffer (row-major, `stride` bytes per row, of which the
/// first `width` are pixels) in place with `GaussianBlur`. The passes run in
/// floating point and round once at the end, so six passes don't compound
/// rounding errors. A buffer too short for its sizes is left unchanged.
public func gaussianBlur(alpha: inout [UInt8], width: Int, height: Int, stride: Int? = nil, sigma: Double) {
    let rowStride = stride ?? width
    guard width > 0, height > 0, rowStride >= width else { return }
    let (span, overflow) = rowStride.multipliedReportingOverflow(by: height - 1)
    guard !overflow, span <= alpha.count - width else { return }
    // `boxrender_alpha_to_doubles` writes every value.
    var values = [Double](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
    alpha.withUnsafeMutableBufferPointer { alpha in
        values.withUnsafeMutableBufferPointer { values in
            guard let bytes = alpha.baseAddress, let doubles = values.baseAddress else { return }
            boxrender_alpha_to_doubles(bytes, rowStride, width, height, doubles)
        }
    }
    GaussianBlur.blur(&values, width: width, height: height, sigma: sigma)
    alpha.withUnsafeMutableBufferPointer { alpha in
        values.withUnsafeBufferPointer { values in
            guard let bytes = alpha.baseAddress, let doubles = values.baseAddress else { return }
            boxrender_doubles_to_alpha(doubles, width, height, rowStride, bytes)
        }
    }
}
