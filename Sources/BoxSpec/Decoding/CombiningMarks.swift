/// Combining marks on one character (`a` and 99,000 U+0301s): HarfBuzz,
/// which Pango shapes with, takes time that grows with the square of the
/// marks of one cluster (over a minute for 99,000), so a string with more
/// than `limit` in a row is refused where it is read, before anything is
/// shaped. Unicode's stream-safe text format (UAX #15) allows 30 in a row;
/// no writing system needs more.
enum CombiningMarks {
    static let limit = 30

    /// The most marks (general categories Mn, Mc and Me) in a row in `text`.
    static func longestRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            // No mark comes before U+0300, so most text is never looked up.
            if scalar.value >= 0x300, isMark(scalar) {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        return longest
    }

    static func message(_ run: Int) -> String {
        "the text has \(run) combining marks in a row on one character, more than \(limit) (Unicode's stream-safe "
            + "limit): shaping a character takes time that grows with the square of its marks"
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
