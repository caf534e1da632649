/// How boxrender spells JSON's scalars: in the documents it writes (through
/// `JSONValue.text`), and where a message shows a number as those documents
/// would. Key order and number spelling are part of those documents'
/// contract, which Foundation's encoders fix neither of, so every document is
/// written here.
public enum JSONText {
    /// Whole numbers without a fraction (`8`, not `8.0`); others in Swift's
    /// shortest round-tripping form. Not finite: `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// How a string's control characters other than line feed, carriage
    /// return and tab are escaped: all as `\u00XX`, or backspace and form
    /// feed as `\b` and `\f`. `report.json` was first written by Foundation's
    /// encoder, which uses the short forms; keeping them keeps its bytes.
    public enum ControlEscapes: Sendable {
        case unicode
        case short
    }

    /// A JSON string literal, escaped as RFC 8259 requires and no more: `/`
    /// and everything from U+007F up is written as it is.
    public static func string(_ value: String, escaping controls: ControlEscapes = .unicode) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}" where controls == .short: out += "\\b"
            case "\u{C}" where controls == .short: out += "\\f"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
