import ArgumentParser
import BoxSpec

/// `boxrender schema`: the JSON Schema of the spec format, for editors.
struct SchemaCommand: ParsableCommand {
    /// This command's usage, said once: for the help, for the line a usage
    /// error prints and for `boxrender --help`.
    static let synopsis = "boxrender schema [-o FILE]"

    static let configuration = CommandConfiguration(
        commandName: "boxrender schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editors.",
        usage: SchemaCommand.synopsis,
        discussion: """
            The schema is made from the decoder's own key tables: it lists every key a spec may \
            have, with a description, and refuses the others, so an editor completes keys and \
            names and underlines mistakes. Point a spec's "$schema" at the file, or map files to \
            it in the editor's settings (see the README's "Editor support").

            Examples:
              boxrender schema -o boxrender.schema.json
              boxrender schema | jq '.["$defs"].lineNode'
            """
    )

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write the schema to this file (atomically) instead of standard output; `-` for standard output.",
            valueName: "FILE"))
    var output: String?

    func run() throws {
        let text = SpecSchema.text()
        guard let output, output != "-" else {
            try writeStandardOutput(Array(text.utf8))
            return
        }
        try writeOutput(Array(text.utf8), to: output)
    }
}
