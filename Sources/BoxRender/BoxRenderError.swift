import BoxSpec

/// Everything a render can fail with, sorted by whose fault it is: the CLI maps
/// `.input` to exit status 1 and `.internal` to 4.
public enum BoxRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec, or a file it names, is bad. One message per problem, each
    /// naming the file and, where there is one, the JSON path.
    case input([String])
    /// Something went wrong that no spec should be able to cause.
    case `internal`(String)

    public var description: String {
        switch self {
        case .input(let lines): lines.joined(separator: "\n")
        case .internal(let message): "internal error: \(message)"
        }
    }

    /// One line per problem, for printing.
    public var lines: [String] {
        switch self {
        case .input(let lines): lines
        case .internal: [description]
        }
    }

    static func from(_ errors: SpecErrors) -> BoxRenderError {
        .input(errors.errors.map(\.description))
    }
}
