import ArgumentParser
import BoxRender

/// `boxrender fonts`: the fonts and iOS name aliases text is drawn with.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxrender fonts",
        abstract:
            "List the font families and files boxrender draws text with, the fallbacks for other scripts and emoji, and the iOS font names."
    )

    @Option(name: .customLong("font-dir"), help: "Also load the fonts in this folder (repeatable).")
    var fontDirectories: [String] = []

    func run() throws {
        do {
            print(try FontReport.text(fontDirectories: fontDirectories), terminator: "")
        } catch {
            throw CLIFailure(error)
        }
    }
}
