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

    /// Compares two images pixel by pixel. Images of different sizes are
    /// compared over their union, both laid at the top left (as Playwright
    /// does): a pixel inside one and outside the other differs, and the diff
    /// image is the union's size, red there and wherever the two differ.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return overUnion(expected, actual)
        }
        return compareAlike(expected, actual, inside: nil)
    }

    /// Images of the same size; `inside`, when given, the sizes of the two
    /// images they were padded from: a pixel outside either differs.
    private func compareAlike(
        _ expected: RGBAImage, _ actual: RGBAImage, inside: (first: (Int, Int), second: (Int, Int))?
    ) -> ImageDifference {
        let maxDelta = YIQ.maxDelta * threshold * threshold
        var diff = RGBAImage(uncheckedTransparentWidth: expected.width, height: expected.height)
        var differing = 0
        var antiAliased = 0
        var outside = 0
        let expectedView = PixelView(expected)
        let actualView = PixelView(actual)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                if let inside,
                    x >= min(inside.first.0, inside.second.0) || y >= min(inside.first.1, inside.second.1)
                {
                    outside += 1
                    differing += 1
                    diff[x: x, y: y] = Self.differenceColor
                    continue
                }
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
            sizesDiffer: inside != nil, differingPixels: differing, antiAliasedPixels: antiAliased, diffImage: diff,
            pixelsOutside: outside)
    }

    /// The pixel's brightness, faded towards white, as an opaque grey: context for
    /// the red and yellow marks without competing with them.
    static func faded(_ pixel: Pixel) -> Pixel {
        let brightness = YIQ.y(Double(pixel.r), Double(pixel.g), Double(pixel.b))
        let alpha = fadedAlpha * Double(pixel.a) / 255
        let grey = UInt8(min(255, max(0, (255 + (brightness - 255) * alpha).rounded())))
        return Pixel(r: grey, g: grey, b: grey, a: 255)
    }

    /// Two images of different sizes, each padded with transparent pixels
    /// to the union of both and compared; what lies outside either differs.
    private func overUnion(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageDifference {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        return compareAlike(
            expected.padded(width: width, height: height), actual.padded(width: width, height: height),
            inside: ((expected.width, expected.height), (actual.width, actual.height)))
    }
}

extension RGBAImage {
    /// The image at the top left of a transparent one `width` × `height`
    /// (at least its own size).
    func padded(width: Int, height: Int) -> RGBAImage {
        guard width != self.width || height != self.height else { return self }
        var result = RGBAImage(uncheckedTransparentWidth: width, height: height)
        let rowBytes = self.width * 4
        for y in 0..<self.height {
            let from = y * rowBytes
            let to = y * width * 4
            result.pixels.replaceSubrange(to..<(to + rowBytes), with: pixels[from..<(from + rowBytes)])
        }
        return result
    }
}

/// What `ImageComparison.compare` found.
public struct ImageDifference: Equatable, Sendable {
    public var sizesDiffer: Bool
    /// Pixels that look different and are not excused as anti-aliasing.
    public var differingPixels: Int
    /// Pixels that differ but look like anti-aliasing (0 when it is included).
    public var antiAliasedPixels: Int
    /// The expected image faded to grey, differing pixels red, anti-aliased
    /// ones yellow; for images of different sizes, the size of their union.
    public var diffImage: RGBAImage
    /// For images of different sizes: the pixels of their union outside one
    /// of them (counted in `differingPixels` too); 0 otherwise.
    public var pixelsOutside: Int

    public init(
        sizesDiffer: Bool, differingPixels: Int, antiAliasedPixels: Int, diffImage: RGBAImage, pixelsOutside: Int = 0
    ) {
        self.sizesDiffer = sizesDiffer
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.diffImage = diffImage
        self.pixelsOutside = pixelsOutside
    }

    /// True when nothing differs beyond the threshold (anti-aliasing aside).
    public var isMatch: Bool { !sizesDiffer && differingPixels == 0 }
}
