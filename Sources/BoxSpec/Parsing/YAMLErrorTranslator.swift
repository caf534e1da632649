import Yams

/// Turns Yams's multi-line `YamlError`s into one-line `SpecError`s located
/// like JSON's: libyaml's problem text at its line and column, with the
/// construct it was reading when that helps.
struct YAMLErrorTranslator {
    let file: String
    let text: String
    let bytes: [UInt8]
    let maximumDepth: Int
    /// libyaml stops at this depth whatever its caller asks.
    static let libyamlDepth = 1000

    func translate(_ error: YamlError) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return spec(message(problem, context), line: mark.line, column: mark.column)
        case .reader(let problem, let offset, _, _):
            let position = offset.map(position(ofCharacterOffset:)) ?? SourcePosition(line: 0, column: 0)
            return spec(problem, line: position.line, column: position.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            if let second = secondOccurrence(ofKey: key, after: context.mark) {
                return spec(
                    "duplicate key `\(key)`; first given on line \(context.mark.line)",
                    line: second.line, column: second.column)
            }
            return spec("duplicate key `\(key)`", line: context.mark.line, column: context.mark.column)
        default:
            return spec("could not read the YAML", line: 0, column: 0)
        }
    }

    private func message(_ problem: String, _ context: YamlError.Context?) -> String {
        if problem.hasPrefix("Maximum nesting level") {
            // libyaml's own ceiling, below ours only when --max-depth was raised past it.
            guard maximumDepth < Self.libyamlDepth else {
                return "arrays and objects are nested more than \(Self.libyamlDepth) levels deep, "
                    + "the most a YAML spec may nest (a JSON spec may nest up to --max-depth)"
            }
            return DepthMessage.tooDeep(maximumDepth)
        }
        if problem == "found character that cannot start any token", let context,
            character(atLine: context.mark.line, column: context.mark.column) == "\t"
        {
            return "a tab cannot indent YAML: indent with spaces"
        }
        if problem == "found undefined alias" {
            return "unknown alias: an alias `*name` needs an anchor `&name` earlier in the file"
        }
        if problem == "but found another document" {
            return "expected a single YAML document, found another one"
        }
        guard let context else { return problem }
        return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
    }

    /// The character at a 1-based line and column (counted in Unicode scalars, as libyaml does).
    private func character(atLine line: Int, column: Int) -> Unicode.Scalar? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let scalars = Array(lines[line - 1].unicodeScalars)
        return column >= 1 && column <= scalars.count ? scalars[column - 1] : nil
    }

    private func spec(_ message: String, line: Int, column: Int) -> SpecError {
        SpecError(file: file, path: "", line: line, column: column, message: message)
    }

    /// Yams reports reader problems as a distance in `Character`s.
    private func position(ofCharacterOffset offset: Int) -> SourcePosition {
        let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        let byteOffset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        return bytes.withUnsafeBufferPointer { SourceText.position(ofOffset: byteOffset, in: $0) }
    }

    /// Yams names only the first of two equal keys. In a block mapping the
    /// second sits at the same column on a later line before the mapping ends
    /// (a line indented less); find it so the message can name both lines.
    private func secondOccurrence(ofKey key: String, after first: Mark) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count, !key.isEmpty else { return nil }
        let indent = first.column - 1
        for lineIndex in first.line..<lines.count {
            let line = lines[lineIndex].unicodeScalars
            let leading = line.prefix { $0 == " " }.count
            let rest = String(String.UnicodeScalarView(line.dropFirst(leading)))
            if rest.isEmpty || rest.hasPrefix("#") { continue }
            if leading < indent { return nil }
            guard leading == indent else { continue }
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
                let after = rest.dropFirst(spelling.count).drop { $0 == " " }
                if after.hasPrefix(":") { return SourcePosition(line: lineIndex + 1, column: first.column) }
            }
        }
        return nil
    }
}
