import ArgumentParser
import BoxRender

/// What both rendering commands (`boxrender SPEC` and `boxrender render`)
/// take about their specs' inputs and output: fonts, the folders pictures
/// and includes may come from, PNG compression, and parameter values.
struct SpecInputOptions: ParsableArguments {
    /// `--png-compression`'s words, from `PNGCompression`: `fast|default|smallest`.
    static let pngCompressionNames = PNGCompression.allCases.map(\.rawValue).joined(separator: "|")
    /// How both commands' usage lines show `--png-compression`.
    static let pngCompressionSynopsis = "[--png-compression \(pngCompressionNames)]"

    @Option(
        help: ArgumentHelp(
            "How hard to compress a PNG: fast (ISA-L's igzip, level 1: quickest, larger), default (zlib "
                + "level 6), or smallest (zlib level 9, four strategies per band, several times slower). Same "
                + "pixels either way.",
            valueName: pngCompressionNames))
    var pngCompression: String = PNGCompression.default.rawValue

    @Option(name: .customLong("font-dir"), help: "Also load the fonts in this folder (repeatable).")
    var fontDirectories: [String] = []

    @Option(
        name: .customLong("asset-dir"),
        help: "Also let specs' pictures and includes come from this folder (repeatable), after the spec's own.")
    var assetDirectories: [String] = []

    @Flag(help: "Let specs read files anywhere: absolute paths, `..`, links out. Only for specs you trust.")
    var allowAnyPath = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Give one of the spec's params a value (repeatable); text that reads as a number or true/false "
                + "takes its default's kind.", valueName: "NAME=VALUE"))
    var settings: [String] = []

    @Flag(
        help: ArgumentHelp(
            "Treat warnings (text that does not fit, dropped items, missing glyphs…) as errors: exit 1, "
                + "nothing written."))
    var strict = false

    func validate() throws {
        _ = try compression()
        _ = try parameters()
    }

    /// `--png-compression`, checked.
    func compression() throws -> PNGCompression {
        guard let chosen = PNGCompression(rawValue: pngCompression.lowercased()) else {
            throw ValidationError("--png-compression must be fast, default or smallest, not \(pngCompression)")
        }
        return chosen
    }

    /// `--set`'s values by name (a name given twice keeps its last value).
    func parameters() throws -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for setting in settings {
            let (name, value) = try Self.split(setting, option: "--set")
            values[name] = .text(value)
        }
        return values
    }

    /// `NAME=VALUE` as its two parts; the value may be empty and hold `=`.
    static func split(_ setting: String, option: String) throws -> (String, String) {
        guard let equals = setting.firstIndex(of: "="), equals > setting.startIndex else {
            throw ValidationError("\(option) takes NAME=VALUE, such as theme=dark, not \(setting)")
        }
        return (String(setting[..<equals]), String(setting[setting.index(after: equals)...]))
    }

    /// Under `--strict`, the warnings as the failure they become; nothing otherwise.
    func refuse(_ warnings: [RenderWarning]) throws {
        guard strict, !warnings.isEmpty else { return }
        throw CLIFailure(status: ExitStatus.badInput, problems: warnings.map(\.asError))
    }

    var assets: AssetAccess { AssetAccess(directories: assetDirectories, allowsAnyPath: allowAnyPath) }

    /// The renderer with `--font-dir`'s fonts.
    func renderer() throws -> Renderer {
        do {
            return try Renderer(fontDirectories: fontDirectories)
        } catch {
            throw CLIFailure(error)
        }
    }
}
