import BoxPixels

/// Whether two pictures match under `boxrender diff`'s limits, and the one line
/// that says so. The rule is `PictureMatch`, which golden tests and
/// `render --check` use too: sizes equal and no more than `maxDiffPixels`
/// pixels differ once anti-aliasing is excused.
struct DiffVerdict: Equatable {
    var isMatch: Bool
    var line: String

    /// The verdict on `match` (`PictureMatch`, the rule golden tests and
    /// `--check` use too), said in `diff`'s words.
    /// - Parameter subject: what the line says matches or differs: "images",
    ///   or "animations at 0.1 s" for two pictures of animations.
    init(
        match: PictureMatch, expected: RGBAImage, actual: RGBAImage, maxDiffPixels: Int, subject: String = "images"
    ) {
        isMatch = match.matches
        let difference = match.difference
        if difference?.sizesDiffer == true {
            line =
                "\(subject) differ: sizes differ: \(expected.width)×\(expected.height) px vs "
                + "\(actual.width)×\(actual.height) px (expected vs actual)"
            return
        }
        let differing = PictureMatch.differing(difference?.differingPixels ?? 0)
        let antiAliased = difference?.antiAliasedPixels ?? 0
        let excused = antiAliased == 1 ? "1 anti-aliased pixel excused" : "\(antiAliased) anti-aliased pixels excused"
        line = "\(subject) \(isMatch ? "match" : "differ"): \(differing) (limit \(maxDiffPixels); \(excused))"
    }
}
