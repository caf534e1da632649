import BoxPixels

/// Whether two pictures match under `boxrender diff`'s limits, and the one line
/// that says so. The rule is `GoldenCheck`'s: sizes equal and no more than
/// `maxDiffPixels` pixels differ once anti-aliasing is excused.
struct DiffVerdict: Equatable {
    var isMatch: Bool
    var line: String

    /// - Parameter subject: what the line says matches or differs: "images",
    ///   or "animations at 0.1 s" for two pictures of animations.
    init(
        difference: ImageDifference, expected: RGBAImage, actual: RGBAImage, maxDiffPixels: Int,
        subject: String = "images"
    ) {
        if difference.sizesDiffer {
            isMatch = false
            line =
                "\(subject) differ: sizes differ: \(expected.width)×\(expected.height) px vs "
                + "\(actual.width)×\(actual.height) px (expected vs actual)"
            return
        }
        isMatch = difference.differingPixels <= maxDiffPixels
        let differing = Self.differing(difference.differingPixels)
        let excused =
            difference.antiAliasedPixels == 1
            ? "1 anti-aliased pixel excused" : "\(difference.antiAliasedPixels) anti-aliased pixels excused"
        line = "\(subject) \(isMatch ? "match" : "differ"): \(differing) (limit \(maxDiffPixels); \(excused))"
    }

    /// "1 pixel differs", "12 pixels differ": how `diff` and `--check` count.
    static func differing(_ pixels: Int) -> String {
        pixels == 1 ? "1 pixel differs" : "\(pixels) pixels differ"
    }
}
