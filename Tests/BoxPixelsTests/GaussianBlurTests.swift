import Testing

@testable import BoxPixels

@Suite struct GaussianBlurTests {
    /// σ = 2: ideal width √(12·4/3 + 1) = √17 ≈ 4.12 → lower odd width 3, upper 5;
    /// m = (48 − 27 − 36 − 9) / (−16) = 1.5 → 2 boxes of 3, one of 5.
    @Test func boxSizesForSigmaTwo() {
        #expect(GaussianBlur.boxSizes(sigma: 2) == [3, 3, 5])
        #expect(GaussianBlur.reach(sigma: 2) == 4)
    }

    /// σ = 4: √65 ≈ 8.06 → 7 and 9; m = (192 − 147 − 84 − 9) / (−32) = 1.5 → 2.
    @Test func boxSizesForSigmaFour() {
        #expect(GaussianBlur.boxSizes(sigma: 4) == [7, 7, 9])
    }

    @Test(arguments: [0.0, -3.0, Double.nan, Double.infinity * 0])
    func nonPositiveSigmaIsIdentity(sigma: Double) {
        var alpha: [UInt8] = [0, 255, 7, 99, 3, 200]
        gaussianBlur(alpha: &alpha, width: 3, height: 2, sigma: sigma)
        #expect(alpha == [0, 255, 7, 99, 3, 200])
    }

    @Test func hugeSigmaDoesNotTrap() {
        var alpha = [UInt8](repeating: 255, count: 9)
        gaussianBlur(alpha: &alpha, width: 3, height: 3, sigma: 1e300)
        #expect(alpha == [UInt8](repeating: 0, count: 9))
    }

    /// The 1-D kernel of boxes 3, 3, 5 is [1 2 3 2 1]/9 ∗ [1 1 1 1 1]/5 = [1 3 6 8 9 8 6 3 1]/45,
    /// and the 2-D kernel is its outer product.
    static let kernel: [Double] = [1, 3, 6, 8, 9, 8, 6, 3, 1].map { $0 / 45 }

    @Test func singlePixelSpreadsToTheKernel() {
        let size = 13
        var values = [Double](repeating: 0, count: size * size)
        values[6 * size + 6] = 1
        GaussianBlur.blur(&values, width: size, height: size, sigma: 2)
        for y in 0..<size {
            for x in 0..<size {
                let dx = x - 6
                let dy = y - 6
                let expected = abs(dx) <= 4 && abs(dy) <= 4 ? Self.kernel[dx + 4] * Self.kernel[dy + 4] : 0
                #expect(abs(values[y * size + x] - expected) < 1e-12, "at (\(x), \(y))")
            }
        }
    }

    @Test func massIsPreservedAwayFromTheEdges() {
        let size = 30
        var values = [Double](repeating: 0, count: size * size)
        for y in 10..<17 {
            for x in 9..<20 { values[y * size + x] = Double(x * y % 11) }
        }
        let before = values.reduce(0, +)
        GaussianBlur.blur(&values, width: size, height: size, sigma: 2.7)
        #expect(abs(values.reduce(0, +) - before) < 1e-9)
    }

    @Test func blurIsSymmetric() {
        let size = 21
        var alpha = [UInt8](repeating: 0, count: size * size)
        alpha[10 * size + 10] = 255
        alpha[10 * size + 9] = 255
        alpha[10 * size + 11] = 255
        alpha[9 * size + 10] = 255
        alpha[11 * size + 10] = 255
        gaussianBlur(alpha: &alpha, width: size, height: size, sigma: 3)
        for y in 0..<size {
            for x in 0..<size {
                let value = alpha[y * size + x]
                #expect(value == alpha[x * size + y], "transpose at (\(x), \(y))")
                #expect(value == alpha[y * size + (size - 1 - x)], "mirror at (\(x), \(y))")
                #expect(value == alpha[(size - 1 - y) * size + x], "flip at (\(x), \(y))")
            }
        }
    }

    /// An 8-bit buffer rounds once, at the end: 255 × (9/45)² = 10.2 → 10 at the
    /// centre, 255 × (8/45)(9/45) = 9.07 → 9 beside it, 255 × (1/45)² = 0.126 → 0
    /// at the far corner.
    @Test func eightBitBlurRoundsOnce() {
        let size = 11
        var alpha = [UInt8](repeating: 0, count: size * size)
        alpha[5 * size + 5] = 255
        gaussianBlur(alpha: &alpha, width: size, height: size, sigma: 2)
        #expect(alpha[5 * size + 5] == 10)
        #expect(alpha[5 * size + 6] == 9)
        #expect(alpha[1 * size + 1] == 0)
    }

    /// A half-plane of 255 from column 10: pixel x gets the kernel taps that reach
    /// column 10 or beyond, e.g. x = 9 gets (8 + 6 + 3 + 1)/45 = 0.4 → 102.
    @Test func stepResponseAtAnEdge() {
        let width = 20
        let height = 20
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 10..<width { alpha[y * width + x] = 255 }
        }
        gaussianBlur(alpha: &alpha, width: width, height: height, sigma: 2)
        let row = Array(alpha[10 * width..<(11 * width)])
        // 1/45, 4/45, 10/45, 18/45 of 255 outside (5.7, 22.7, 56.7, 102); 27/45, 35/45, 41/45, 44/45 inside.
        #expect(Array(row[5..<14]) == [0, 6, 23, 57, 102, 153, 198, 232, 249])
    }

    @Test func strideSkipsPaddingAndMatchesTheUnpaddedBlur() {
        var packed: [UInt8] = [0, 255, 0, 0, 40, 0, 90, 0, 0]
        var padded: [UInt8] = [0, 255, 0, 77, 0, 40, 0, 77, 90, 0, 0, 77]
        gaussianBlur(alpha: &packed, width: 3, height: 3, sigma: 1.5)
        gaussianBlur(alpha: &padded, width: 3, height: 3, stride: 4, sigma: 1.5)
        #expect(padded[3] == 77 && padded[7] == 77 && padded[11] == 77)
        #expect(Array(padded[0..<3]) + Array(padded[4..<7]) + Array(padded[8..<11]) == packed)
        #expect(packed != [0, 255, 0, 0, 40, 0, 90, 0, 0])
    }

    @Test func tooShortBufferIsLeftAlone() {
        var alpha: [UInt8] = [1, 2, 3]
        gaussianBlur(alpha: &alpha, width: 2, height: 2, sigma: 2)
        #expect(alpha == [1, 2, 3])
    }
}
