import Testing

@testable import BoxPixels

/// Expected values: Y = 0.29889531 r + 0.58662247 g + 0.11448223 b,
/// I = 0.59597799 r − 0.27417610 g − 0.32180189 b, Q = 0.21147017 r − 0.52261711 g + 0.31114694 b,
/// distance = 0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ².
@Suite struct YIQDistanceTests {
    @Test(arguments: [
        // Greys have I = Q = 0 (each row of coefficients sums to 0), so only Y counts:
        // 0.5053 × (255 × 1.00000001)².
        (Pixel(r: 0, g: 0, b: 0, a: 255), Pixel(r: 255, g: 255, b: 255, a: 255), 32_857.133_157_142_65),
        // Red: ΔY = 76.21830405, ΔI = 151.97438745, ΔQ = 53.92489335.
        (Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 0, b: 0, a: 255), 10_410.246_852_085_8),
        // Red against green: ΔY = −73.37, ΔI = 221.89, ΔQ = 187.19 (each × 255 of the coefficient sums).
        (Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 255, b: 0, a: 255), 24_298.875_518_734_4),
        // Black at alpha 128 over white is 255 − 255 × 128/255 = 127: a grey 128 darker than white.
        (Pixel(r: 0, g: 0, b: 0, a: 128), Pixel(r: 255, g: 255, b: 255, a: 255), 8_278.835_365_576_704),
        // Fully transparent is white, whatever colour it stores.
        (Pixel(r: 90, g: 10, b: 200, a: 0), Pixel(r: 255, g: 255, b: 255, a: 255), 0.0),
    ])
    func distance(first: Pixel, second: Pixel, expected: Double) {
        #expect(abs(ImageComparison.colorDistance(first, second) - expected) < 1e-9)
        #expect(abs(ImageComparison.colorDistance(second, first) - expected) < 1e-9)
    }

    @Test func signTellsBrighterFromDarker() {
        let black = Pixel(r: 0, g: 0, b: 0, a: 255)
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        #expect(YIQ.delta(white, black) < 0)
        #expect(YIQ.delta(black, white) > 0)
    }
}
