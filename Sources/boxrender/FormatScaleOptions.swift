import ArgumentParser
import BoxModel
import BoxRender

/// `--format` and `--scale`, declared once for the two commands that draw
/// specs, which always take them together: `boxrender SPEC` one value of
/// each (`OneValue`), `boxrender render` comma-separated lists
/// (`CommaList`). Every word goes through `FormatScaleRules`, and the help
/// and the usage's `[--format …] [--scale …]` are made here from the same
/// names, so the two commands cannot drift apart.
///
/// There is no `validate()`: each command checks these where its own
/// `validate()` always did, so a command line with several mistakes still
/// gets the same first message.
struct FormatScaleOptions<Form: ValueForm>: ParsableArguments {
    @Option(help: FormatScaleOptions.formatHelp)
    var format: String?

    // A single scale is a number, parsed unconditionally as `--width` is, so
    // `--scale -5` is refused as a scale rather than read as a flag with its
    // value missing; a list keeps the parsing it always had.
    @Option(parsing: Form.isList ? .next : .unconditional, help: FormatScaleOptions.scaleHelp)
    var scale: String?

    /// `--format`'s value in the help and the usage: `png|svg|pdf|gif|webp`
    /// for one, `png,svg,pdf,gif,webp` for a list.
    static var formatValueName: String { FormatScaleRules.formatNames.joined(separator: Form.isList ? "," : "|") }

    /// `--scale`'s value in the usage: `N` for one, `1,2,3` for a list.
    static var scaleValueName: String { Form.isList ? FormatScaleRules.scaleNames.joined(separator: ",") : "N" }

    /// The options as a command's usage line shows them.
    static var synopsis: String { "[--format \(formatValueName)] [--scale \(scaleValueName)]" }

    private static var formatHelp: ArgumentHelp {
        guard Form.isList else {
            let names = FormatScaleRules.formatNames.inWords(joinedWith: "or")
            return ArgumentHelp("The file format, overriding -o's extension (\(names)).", valueName: formatValueName)
        }
        let name = CommaList.defaultFormat.rawValue
        let animated = FormatScaleRules.animatedFormatNames.inWords(joinedWith: "and")
        // The last words are what ArgumentParser printed when the option was
        // declared with its default; kept, so the help reads as it did.
        return ArgumentHelp(
            "The formats to write, comma-separated (default \(name)); an animation's \(animated) are animated. "
                + "(default: \(name))", valueName: formatValueName)
    }

    private static var scaleHelp: ArgumentHelp {
        guard Form.isList else {
            return ArgumentHelp("Pixels per point (\(CanvasSpec.scalesInWords)), overriding canvas.scale.")
        }
        return ArgumentHelp(
            "Scales to write, comma-separated: 1 writes name.png, 2 name@2x.png, 3 name@3x.png, pictures "
                + "following UIImage's @2x rule (default: each spec's own, as name.png).",
            valueName: scaleValueName)
    }
}

extension FormatScaleOptions where Form == OneValue {
    /// `--format`, checked; nil without it (the format then follows `-o`).
    func chosenFormat() throws -> OutputFormat? {
        try format.map(FormatScaleRules.format)
    }

    /// `--scale`, checked; nil without it (the canvas's own).
    func chosenScale() throws -> Int? {
        try scale.map(FormatScaleRules.scale)
    }
}

extension FormatScaleOptions where Form == CommaList {
    /// `--format png,svg` as formats; `[.png]` without it.
    func formats() throws -> [OutputFormat] {
        try CommaList.values(
            of: format ?? CommaList.defaultFormat.rawValue, option: "--format", names: FormatScaleRules.formatNames,
            value: FormatScaleRules.format)
    }

    /// `--scale 1,2,3` as scales; `[nil]` (each spec's own) without it.
    func scales() throws -> [Int?] {
        guard let scale else { return [nil] }
        return try CommaList.values(
            of: scale, option: "--scale", names: FormatScaleRules.scaleNames, value: FormatScaleRules.scale)
    }
}

extension CommaList {
    /// What a list command writes without `--format`.
    static let defaultFormat = OutputFormat.png
}
