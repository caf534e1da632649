import ArgumentParser
import BoxRender

/// `boxrender fonts`: the fonts and iOS name aliases text is drawn with.
struct FontsCommand: ParsableCommand {
    /// This command's usage, said once: for the help, for the line a usage
    /// error prints and for `boxrender --help`.
    static let synopsis = "boxrender fonts [--font-dir DIR]..."

    static let configuration = CommandConfiguration(
        commandName: "boxrender fonts",
        abstract:
            "List the font families and files boxrender draws text with, the fallbacks for other scripts and emoji, and the iOS font names.",
        usage: FontsCommand.synopsis
    )

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @Option(name: .customLong("font-dir"), help: "Also load the fonts in this folder (repeatable).")
    var fontDirectories: [String] = []

    func run() throws {
        do {
            // Family names and file names come from the fonts and folders
            // given: each line escaped, so a font cannot write to the terminal.
            let text = try FontReport.text(fontDirectories: fontDirectories)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                MessageText.escaped(String($0))
            }
            print(lines.joined(separator: "\n"), terminator: "")
        } catch {
            throw CLIFailure(error)
        }
    }
}
