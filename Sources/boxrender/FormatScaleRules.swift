import ArgumentParser
import BoxModel
import BoxRender

/// The one rule for a word of `--format` and one for a word of `--scale`,
/// whichever command takes it and whether alone or in a list: the same bad
/// value gets the same message from `boxrender SPEC` and `boxrender render`.
/// The names come from `OutputFormat` and `CanvasSpec.scales`, the rules the
/// renderer itself holds to.
enum FormatScaleRules {
    /// Every format's name, in `OutputFormat`'s order: png, svg, pdf, gif, webp.
    static let formatNames = OutputFormat.allCases.map(\.rawValue)

    /// The formats that hold a whole animation (an animated PNG, GIF or WebP).
    static let animatedFormatNames = OutputFormat.allCases.filter(\.holdsAnimation).map(\.rawValue)

    /// Every scale as a word: 1, 2, 3.
    static let scaleNames = CanvasSpec.scales.map(String.init)

    /// A format by its name, in any case (`svg`, `PDF`).
    static func format(_ word: String) throws -> OutputFormat {
        guard let format = OutputFormat(rawValue: word.lowercased()) else {
            throw ValidationError("--format must be \(formatNames.inWords(joinedWith: "or")), not \(word)")
        }
        return format
    }

    /// A scale: a whole number (as `Int` reads one: `+2` is 2, ` 2` is
    /// not a number) that is one of `CanvasSpec.scales`.
    static func scale(_ word: String) throws -> Int {
        guard let scale = Int(word), CanvasSpec.scales.contains(scale) else {
            throw ValidationError("--scale must be \(CanvasSpec.scalesInWords), not \(word)")
        }
        return scale
    }
}
