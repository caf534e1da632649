/// The one rule for whether a drawn picture matches the one expected, used
/// by golden tests, `render --check` and `boxrender diff`: the same pixels
/// match, whatever bytes hold them; otherwise, with a tolerance, pictures of
/// the same size match when no more than `maxDiffPixels` pixels look
/// different (`ImageComparison`: pixelmatch's YIQ distance over `threshold`,
/// anti-aliased pixels excused). Pictures of other sizes never match.
public struct PictureTolerance: Equatable, Sendable {
    /// 0…1, as `ImageComparison.threshold`.
    public var threshold: Double
    public var maxDiffPixels: Int

    public init(threshold: Double = 0.1, maxDiffPixels: Int = 0) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
    }
}

/// What the rule found, with the comparison it made (none for the same pixels).
public enum PictureMatch: Equatable, Sendable {
    /// The same pixels.
    case same
    /// Not the same pixels, but within the tolerance.
    case alike(ImageDifference)
    /// Of another size, or beyond the tolerance (or not the same, with none).
    case differ(ImageDifference?)

    /// Judges `actual` against `expected`; `tolerance` nil asks for the same pixels.
    public static func judge(
        expected: RGBAImage, actual: RGBAImage, tolerance: PictureTolerance?
    ) -> PictureMatch {
        if expected == actual { return .same }
        guard let tolerance else { return .differ(nil) }
        let difference = ImageComparison(threshold: tolerance.threshold).compare(expected, actual)
        let within = !difference.sizesDiffer && difference.differingPixels <= tolerance.maxDiffPixels
        return within ? .alike(difference) : .differ(difference)
    }

    /// The comparison made; nil for the same pixels (none was needed).
    public var difference: ImageDifference? {
        switch self {
        case .same: nil
        case .alike(let difference): difference
        case .differ(let difference): difference
        }
    }

    public var matches: Bool {
        if case .differ = self { return false }
        return true
    }

    /// "1 pixel differs", "12 pixels differ": how every verdict counts.
    public static func differing(_ pixels: Int) -> String {
        pixels == 1 ? "1 pixel differs" : "\(pixels) pixels differ"
    }

    /// "1 pixel wider, 20 pixels taller": how `actual`'s size differs from
    /// `expected`'s, for the verdicts on pictures of other sizes.
    public static func sizeChange(from expected: RGBAImage, to actual: RGBAImage) -> String {
        func change(_ by: Int, _ more: String, _ less: String) -> String? {
            by == 0 ? nil : "\(abs(by)) \(abs(by) == 1 ? "pixel" : "pixels") \(by > 0 ? more : less)"
        }
        return [
            change(actual.width - expected.width, "wider", "narrower"),
            change(actual.height - expected.height, "taller", "shorter"),
        ].compactMap { $0 }.joined(separator: ", ")
    }
}
