import ArgumentParser

/// `--json-errors`, on every command: problems (and a render's warnings) as
/// one JSON document on standard error, for tools.
///
/// It is read in one way only, `askedByThisProcess`: a scan of the raw
/// arguments, because a command line that does not parse fails before any
/// flag has a value, and that failure must come as JSON too. The `@Flag` is
/// the declaration, what makes ArgumentParser accept the flag on every
/// command and list it in the help; its parsed value is never read, so no
/// run can answer the question two ways.
struct ErrorFormatOptions: ParsableArguments {
    /// The flag's one name, for the declaration and for `asked(in:)`.
    static let name = "json-errors"

    /// The declaration only: read `askedByThisProcess`, never this.
    @Flag(name: .customLong(name), help: "Print problems as one JSON document on standard error, for tools.")
    var declared = false

    /// Whether this process's command line asks for it. The command's name
    /// (`render`, `diff`…) is counted in, and changes nothing: it is neither
    /// the flag nor `--`.
    static let askedByThisProcess = asked(in: Array(CommandLine.arguments.dropFirst()))

    /// Whether `arguments` ask for it, read without parsing them, so that
    /// it holds when the rest of the command line is wrong: the flag, before
    /// any `--` (after which every word is an input's name).
    static func asked(in arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--" + name)
    }
}
