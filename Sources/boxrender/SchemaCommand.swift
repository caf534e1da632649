import ArgumentParser
import BoxSpec

/// `boxrender schema`: the JSON Schema of the spec format, for editors, or
/// (`--markdown`) the key reference made from it, Docs/Reference/SpecKeys.md.
struct SchemaCommand: ParsableCommand {
    /// This command's usage, said once: for the help, for the line a usage
    /// error prints and for `boxrender --help`.
    static let synopsis = "boxrender schema [--markdown] [-o FILE]"

    static let configuration = CommandConfiguration(
        commandName: "boxrender schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editors, or its key reference.",
        usage: SchemaCommand.synopsis,
        discussion: """
            The schema is made from the decoder's own key tables: it lists every key a spec may \
            have, with a description, and refuses the others, so an editor completes keys and \
            names and underlines mistakes. Point a spec's "$schema" at the file, or map files to \
            it in the editor's settings (see "Editor support" in Docs/Guides/WritingSpecs.md).

            With --markdown it prints the same tables as a Markdown reference page instead: every \
            key of the document, of each node type and of the objects they hold, with its value \
            and meaning. Docs/Reference/SpecKeys.md is that page.

            Examples:
              boxrender schema -o boxrender.schema.json
              boxrender schema | jq '.["$defs"].lineNode'
              boxrender schema --markdown -o Docs/Reference/SpecKeys.md
            """
    )

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @Flag(help: "Print the spec format's key reference as Markdown instead of the JSON Schema.")
    var markdown = false

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write the schema (or the Markdown) to this file (atomically) instead of standard output; `-` for "
                + "standard output.",
            valueName: "FILE"))
    var output: String?

    func run() throws {
        let text = markdown ? SpecSchema.markdown() : SpecSchema.text()
        guard let output, output != "-" else {
            try writeStandardOutput(Array(text.utf8))
            return
        }
        try writeOutput(Array(text.utf8), to: output)
    }
}
