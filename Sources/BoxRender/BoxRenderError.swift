import BoxSpec

/// Everything a render can fail with, sorted by whose fault it is: the CLI maps
/// `.input` to exit status 1 and `.internal` to 4.
///
/// Every stage (parsing, decoding, image and font checks, layout, drawing)
/// reports a bad input the same way, as `SpecError`s: the file, the JSON path
/// and, where the problem has a place in the text, its line and column, with
/// what was found and what was expected. The CLI prints them one per line or,
/// with `--json-errors`, as JSON.
public enum BoxRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec, or a file it names, is bad: one error per problem.
    case input([SpecError])
    /// Something went wrong that no spec should be able to cause.
    case `internal`(String)

    public var description: String {
        lines.joined(separator: "\n")
    }

    /// One line per problem, for printing.
    public var lines: [String] {
        switch self {
        case .input(let errors): errors.map(\.description)
        case .internal(let message): ["internal error: \(message)"]
        }
    }

    /// One bad input that has no place in the text: `file: path: message`.
    public static func input(file: String, path: String = "", _ message: String) -> BoxRenderError {
        .input([SpecError(file: file, path: path, line: 0, column: 0, message: message)])
    }

    static func from(_ errors: SpecErrors) -> BoxRenderError {
        .input(errors.errors)
    }
}
