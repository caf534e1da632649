import BoxModel
import Foundation
import Mush

/// How a label item's text becomes runs (reference §3.3, §6.3): the multiline
/// rule with its trimming, then Mush for strings that opt in.
package enum LabelText {
    /// Whether a label is multiline and the text it shows. `forced` is the
    /// item's `multiline` key or a `multilineLeft`-style key: `true` makes the
    /// text multiline as MGLine's setters do (they prepend a line feed, which
    /// the trim then removes); `false` keeps it on one line untrimmed; `nil`
    /// applies MGLine's rule: a line feed anywhere makes it multiline, trimmed
    /// of leading and trailing whitespace and newlines.
    static func layout(_ raw: String, forced: Bool?) -> (text: String, multiline: Bool) {
        let multiline = forced ?? raw.unicodeScalars.contains("\n")
        return multiline ? (raw.trimmingCharacters(in: .whitespacesAndNewlines), true) : (raw, false)
    }

    /// The runs of a string label. `mush` nil applies the `|mush` suffix rule
    /// to the (already trimmed) text; `true` parses it as Mush anyway (a
    /// `|mush` suffix is still removed); `false` shows it as written.
    static func runs(_ text: String, mush: Bool?) throws(MushError) -> [TextRun] {
        let marked = Mush.markedText(text)
        switch mush {
        case .none:
            guard let marked else { return [TextRun(text: text)] }
            return try Mush.parse(marked)
        case .some(true):
            return try Mush.parse(marked ?? text)
        case .some(false):
            return [TextRun(text: text)]
        }
    }

    /// Runs without leading whitespace in the first runs and trailing
    /// whitespace in the last ones (runs left empty are dropped): an
    /// attributed label's multiline trim, which works on the whole text.
    static func trimmed(_ runs: [TextRun]) -> [TextRun] {
        let blanks = CharacterSet.whitespacesAndNewlines
        var runs = runs
        while let first = runs.first {
            let kept = first.text.unicodeScalars.drop { blanks.contains($0) }
            if kept.isEmpty {
                runs.removeFirst()
                continue
            }
            runs[0].text = String(String.UnicodeScalarView(kept))
            break
        }
        while let last = runs.last {
            let scalars = last.text.unicodeScalars
            guard let end = scalars.lastIndex(where: { !blanks.contains($0) }) else {
                runs.removeLast()
                continue
            }
            runs[runs.count - 1].text = String(String.UnicodeScalarView(scalars[...end]))
            break
        }
        return runs
    }

    /// A text as a message quotes it: on one line, and shortened when long.
    package static func excerpt(_ text: String) -> String {
        let limit = 60
        var scalars = String.UnicodeScalarView()
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                scalars.append("…")
                break
            }
            switch scalar {
            case "\n": scalars.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": scalars.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t": scalars.append(contentsOf: #"\t"#.unicodeScalars)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
