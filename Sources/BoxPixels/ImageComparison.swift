/// A perceptual image comparison after mapbox/pixelmatch's algorithm: pixels are
/// compared by YIQ colour distance over white with a threshold, and pixels that
/// look like anti-aliasing on an edge that moved by a fraction of a pixel are
/// excused — the kind of difference a font or Cairo upgrade makes.
public struct ImageComparison: Equatable, Sendable {
    /// 0…1: how different two pixels may look and still count as equal; 0.1 is
    /// pixelmatch's default. The squared YIQ distance must exceed `35215 × threshold²`.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of excusing them.
    public var includeAntiAliasing: Bool

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// How much of the expected picture shows through in the diff image, as in pixelmatch.
    static let fadedAlpha = 0.1
    static let differenceColor = Pixel(r: 255, g: 0, b: 0, a: 255)
    static let antiAliasedColor = Pixel(r: 255, g: 255, b: 0, a: 255)

    /// The squared YIQ distance of two pixels each blended over white (0 = they
    /// look the same). The value `compare` tests against `35215 × threshold²`.
    public static func colorDistance(_ first: Pixel, _ second: Pixel) -> Double {
        abs(YIQ.delta(first, second))
    }

    /// Compares two images pixel by pixel. Images of different sizes differ
    /// everywhere: every pixel of the larger one counts and the diff image, the
    /// size of both together, is all red.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return sizeMismatch(expected, actual)
        }
        let maxDelta = YIQ.maxDelta * threshold * threshold
        var diff = RGBAImage(uncheckedTransparentWidth: expected.width, height: expected.height)
        var differing = 0
        var antiAliased = 0
        let expectedView = PixelView(expected)
        let actualView = PixelView(actual)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let first = expectedView[x, y]
                let second = actualView[x, y]
                let delta = first == second ? 0 : YIQ.delta(first, second)
                if abs(delta) > maxDelta {
                    if !includeAntiAliasing
                        && (expectedView.isAntiAliased(x: x, y: y, other: actualView)
                            || actualView.isAntiAliased(x: x, y: y, other: expectedView))
                    {
                        antiAliased += 1
                        diff[x: x, y: y] = Self.antiAliasedColor
                    } else {
                        differing += 1
                        diff[x: x, y: y] = Self.differenceColor
                    }
                } else {
                    diff[x: x, y: y] = Self.faded(first)
                }
            }
        }
        return ImageDifference(
            sizesDiffer: false, differingPixels: differing, antiAliasedPixels: antiAliased, diffImage: diff)
    }

    /// The pixel's brightness, faded towards white, as an opaque grey: context for
    /// the red and yellow marks without competing with them.
    static func faded(_ pixel: Pixel) -> Pixel {
        let brightness = YIQ.y(Double(pixel.r), Double(pixel.g), Double(pixel.b))
        let alpha = fadedAlpha * Double(pixel.a) / 255
        let grey = UInt8(min(255, max(0, (255 + (brightness - 255) * alpha).rounded())))
        return Pixel(r: grey, g: grey, b: grey, a: 255)
    }

    private func sizeMismatch(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageDifference {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var diff = RGBAImage(uncheckedTransparentWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width { diff[x: x, y: y] = Self.differenceColor }
        }
        return ImageDifference(
            sizesDiffer: true,
            differingPixels: max(expected.width * expected.height, actual.width * actual.height),
            antiAliasedPixels: 0,
            diffImage: diff
        )
    }
}

/// What `ImageComparison.compare` found.
public struct ImageDifference: Equatable, Sendable {
    public var sizesDiffer: Bool
    /// Pixels that look different and are not excused as anti-aliasing.
    public var differingPixels: Int
    /// Pixels that differ but look like anti-aliasing (0 when it is included).
    public var antiAliasedPixels: Int
    /// The expected image faded to grey, differing pixels red, anti-aliased ones yellow.
    public var diffImage: RGBAImage

    public init(sizesDiffer: Bool, differingPixels: Int, antiAliasedPixels: Int, diffImage: RGBAImage) {
        self.sizesDiffer = sizesDiffer
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.diffImage = diffImage
    }

    /// True when nothing differs beyond the threshold (anti-aliasing aside).
    public var isMatch: Bool { !sizesDiffer && differingPixels == 0 }
}
