import ArgumentParser

/// `--json-errors`, on every command: problems (and a render's warnings) as
/// one JSON document on standard error, for tools. `Boxrender.run` reads it
/// from the arguments as well, so that it holds even when the rest of the
/// command line is wrong.
struct ErrorFormatOptions: ParsableArguments {
    /// The flag's one name, for the declaration and for `asked(in:)`.
    static let name = "json-errors"

    @Flag(name: .customLong(name), help: "Print problems as one JSON document on standard error, for tools.")
    var jsonErrors = false

    /// Whether `arguments` ask for it, read without parsing them, so that
    /// it holds when the rest of the command line is wrong: the flag, before
    /// any `--` (after which every word is an input's name).
    static func asked(in arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--" + name)
    }
}
