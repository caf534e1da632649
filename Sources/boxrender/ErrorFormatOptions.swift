import ArgumentParser

/// `--json-errors`, on every command: problems (and a render's warnings) as
/// one JSON document on standard error, for tools. `Boxrender.run` reads it
/// from the arguments as well, so that it holds even when the rest of the
/// command line is wrong.
struct ErrorFormatOptions: ParsableArguments {
    @Flag(help: "Print problems as one JSON document on standard error, for tools.")
    var jsonErrors = false
}
