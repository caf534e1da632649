import Testing

@testable import BoxPixels

/// Blurring a buffer with its long runs of alike rows and columns cut, then
/// laying the result back out, gives the blur of the whole buffer, byte for
/// byte.
struct CollapsedAlphaTests {
    /// A `width` × `height` buffer holding an opaque rectangle with corners
    /// cut round (anti-aliased), inset by `margin`, and a few stray values.
    static func card(width: Int, height: Int, margin: Int, radius: Int, seed: UInt64) -> [UInt8] {
        var alpha = [UInt8](repeating: 0, count: width * height)
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for y in margin..<(height - margin) {
            for x in margin..<(width - margin) {
                let dx = max(0, max(margin + radius - x, x - (width - margin - radius - 1)))
                let dy = max(0, max(margin + radius - y, y - (height - margin - radius - 1)))
                let distance = Double(dx * dx + dy * dy).squareRoot()
                let coverage = min(1, max(0, Double(radius) + 0.5 - distance))
                alpha[y * width + x] = UInt8((coverage * 255).rounded())
            }
        }
        for _ in 0..<3 { alpha[Int(next() % UInt64(alpha.count))] = UInt8(next() % 256) }
        return alpha
    }

    static func wholeBlur(_ alpha: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var blurred = alpha
        gaussianBlur(alpha: &blurred, width: width, height: height, sigma: sigma)
        return blurred
    }

    static func cutBlur(_ alpha: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8]? {
        guard
            let cut = CollapsedAlpha(
                alpha, width: width, height: height, reach: GaussianBlur.reach(sigma: sigma))
        else { return nil }
        var blurred = cut.alpha
        gaussianBlur(alpha: &blurred, width: cut.width, height: cut.height, sigma: sigma)
        var whole = [UInt8](repeating: 0, count: width * height)
        whole.withUnsafeMutableBufferPointer { cut.expand(blurred, into: $0.baseAddress!, stride: width) }
        return whole
    }

    @Test(arguments: [0.5, 1, 2, 3.3, 7, 20])
    func cutAndWholeBlurAlike(sigma: Double) throws {
        for (index, size) in [(60, 200), (300, 90), (121, 121)].enumerated() {
            for radius in [0, 3, 8] {
                let reach = GaussianBlur.reach(sigma: sigma)
                let margin = reach + 1
                guard size.0 > 2 * margin + 2 * radius + 2, size.1 > 2 * margin + 2 * radius + 2 else { continue }
                let alpha = Self.card(
                    width: size.0, height: size.1, margin: margin, radius: radius, seed: UInt64(index * 10 + radius))
                let whole = Self.wholeBlur(alpha, width: size.0, height: size.1, sigma: sigma)
                guard let cut = Self.cutBlur(alpha, width: size.0, height: size.1, sigma: sigma) else { continue }
                #expect(cut == whole, "σ \(sigma), \(size.0)×\(size.1), radius \(radius)")
            }
        }
    }

    /// A run of 10 alike with reach 2 keeps its first 3 and last 2; the 5
    /// between land on the third.
    @Test func cutsALongRunToTwiceTheReachAndOne() {
        let same: Set = [2, 3, 4, 5, 6, 7, 8, 9, 10]  // rows 1…10 alike, 11 and 12 not
        let (map, kept) = CollapsedAlpha.cut(count: 13, reach: 2) { same.contains($0) }
        #expect(kept == [0, 1, 2, 3, 9, 10, 11, 12])
        #expect(map == [0, 1, 2, 3, 3, 3, 3, 3, 3, 4, 5, 6, 7])
    }

    /// Nothing to cut: no collapsed buffer.
    @Test func aBufferWithoutLongRunsIsLeftWhole() {
        let alpha = (0..<100).map { UInt8($0 * 7 % 256) }
        #expect(CollapsedAlpha(alpha, width: 10, height: 10, reach: 1) == nil)
    }
}
