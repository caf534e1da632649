/// Minimal JSON text for the documents boxrender writes, where key order and
/// number spelling are part of the contract (Foundation's encoder fixes neither).
public enum JSONText {
    /// Whole numbers without a fraction (`8`, not `8.0`); others in Swift's
    /// shortest round-tripping form.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A JSON string literal, escaped as RFC 8259 requires.
    public static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
