/// One problem in a spec, located well enough for a person to fix it without
/// guessing: the file, the JSON path and the line and column.
///
/// `description` is a single line in the compiler style (control characters
/// escaped and long quoted input cut, by `MessageText`),
/// `spec.json:3:14: root.boxes[0].padding: expected a number, found a string`,
/// so editors and terminals can jump to it. Parts that are unknown are left out
/// (a file that cannot be read has no line; a syntax error outside any
/// container has no path).
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec file as it was named to the decoder; empty when decoding bytes of no file.
    public var file: String
    /// The JSON path of the offending value, e.g. `root.boxes[0].padding` or `canvas.scale`;
    /// empty for problems with the file as a whole.
    public var path: String
    /// 1-based line, or 0 when the problem has no place in the text.
    public var line: Int
    /// 1-based column counted in Unicode scalars (as libyaml counts), or 0 with `line`.
    public var column: Int
    /// What is wrong, short and without Swift type names.
    public var message: String

    public init(file: String, path: String, line: Int, column: Int, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public init(file: String, path: String, position: SourcePosition, message: String) {
        self.init(file: file, path: path, line: position.line, column: position.column, message: message)
    }

    public var description: String {
        var text = file
        if line > 0 {
            text += text.isEmpty ? "\(line):\(column)" : ":\(line):\(column)"
        }
        if !text.isEmpty { text += ": " }
        if !path.isEmpty { text += path + ": " }
        return MessageText.printable(text + message)
    }
}

/// Every problem found in one spec, in document order. The decoder keeps going
/// after most errors so one run reports them all, not one per edit.
public struct SpecErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [SpecError]

    public init(_ errors: [SpecError]) {
        self.errors = errors
    }

    /// One line per error.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
