/// UIKit's `@Nx` naming, the one rule for the scale a name says: a picture's
/// (`photo@2x.png` is 2 pixels a point) and an output's (`card@2x.png` is
/// drawn at scale 2). The suffix ends the stem, the name before its first
/// dot for a picture and before its last for an output (whose stem is the
/// spec's own name, dots and all); scale 1 has none.
public enum ScaleName {
    /// The scales a name may say, highest first.
    static let named = [3, 2]

    /// `@2x` for 2, `@3x` for 3; empty for 1.
    public static func suffix(_ scale: Int) -> String {
        scale == 1 ? "" : "@\(scale)x"
    }

    /// The scale `stem` ends in (`photo@3x` → 3), 1 when it ends in none.
    public static func scale<Stem: StringProtocol>(ofStem stem: Stem) -> Int {
        named.first { stem.hasSuffix(suffix($0)) } ?? 1
    }

    /// `stem` without the scale it ends in: `photo@2x` → `photo`.
    public static func removing<Stem: StringProtocol>(from stem: Stem) -> Stem.SubSequence {
        stem.dropLast(suffix(scale(ofStem: stem)).count)
    }
}
