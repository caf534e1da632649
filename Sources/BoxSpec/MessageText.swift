/// Text from a spec or the command line, made safe to print inside a one-line
/// message: the spec is untrusted, and what it says is echoed back.
///
/// - Control characters (line breaks, ESC, BEL, C1 codes) and the invisible
///   direction overrides are written as escapes (`\n`, `\u{1B}`), so a key with
///   a line break cannot print a second, forged message, and nothing reaches
///   the terminal as a command.
/// - Quoted input (between backticks in messages, `["…"]` in JSON paths)
///   longer than 80 characters is cut there with "…", and so is any longer
///   run of characters between spaces, quotes, dots, brackets, colons and
///   slashes (a key in a path, a number): a 99,000-character key or a
///   1,000,000-digit number costs a line, not a megabyte.
public enum MessageText {
    /// The most characters of one quoted piece of input that a message shows.
    public static let quotedLimit = 80

    /// Shortened and escaped: for a terminal or a log.
    public static func printable(_ text: String) -> String {
        escaped(shortened(text))
    }

    /// Quoted input cut to `quotedLimit` characters (for `--json-errors`,
    /// where JSON's own escaping takes care of control characters).
    public static func shortened(_ text: String) -> String {
        // Nothing can need cutting in a line this short.
        guard text.utf8.count > quotedLimit else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        // A closing quote not found from one place is not found from any later
        // one: remembered, so that a line of openings is scanned once, not once each.
        var unclosed: Set<[Unicode.Scalar]> = []
        while index < scalars.count {
            let quoted = quote(startingAt: index, in: scalars).flatMap { opening, closing in
                unclosed.contains(closing) ? nil : (opening, closing)
            }
            let end = quoted.flatMap { opening, closing in find(closing, in: scalars, from: index + opening.count) }
            if let quoted, end == nil { unclosed.insert(quoted.1) }
            guard let (opening, closing) = quoted, let end else {
                var wordEnd = index
                while wordEnd < scalars.count, !isWordBoundary(scalars[wordEnd]) { wordEnd += 1 }
                guard wordEnd > index else {
                    result.append(scalars[index])
                    index += 1
                    continue
                }
                result.append(contentsOf: scalars[index..<min(wordEnd, index + quotedLimit)])
                if wordEnd - index > quotedLimit { result.append("…") }
                index = wordEnd
                continue
            }
            let content = scalars[(index + opening.count)..<end]
            result.append(contentsOf: opening)
            result.append(contentsOf: content.prefix(quotedLimit))
            if content.count > quotedLimit { result.append("…") }
            result.append(contentsOf: closing)
            index = end + closing.count
        }
        return String(result)
    }

    /// Control characters and direction overrides as visible escapes.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isWordBoundary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "`", "[", "]", "\"", ".", ":", "/", "(", ")", ",", ";": true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The quotes that may open at `index`: a backtick, or `["` of a path.
    private static func quote(startingAt index: Int, in scalars: [Unicode.Scalar]) -> (
        [Unicode.Scalar], [Unicode.Scalar]
    )? {
        if scalars[index] == "`" { return (["`"], ["`"]) }
        if scalars[index] == "[", index + 1 < scalars.count, scalars[index + 1] == "\"" {
            return (["[", "\""], ["\"", "]"])
        }
        return nil
    }

    private static func find(_ pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var candidate = start
        while candidate + pattern.count <= scalars.count {
            if scalars[candidate] == pattern[0], pattern.count == 1 || scalars[candidate + 1] == pattern[1] {
                return candidate
            }
            candidate += 1
        }
        return nil
    }
}
