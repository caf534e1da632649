/// Finds one pass's matches the way `enumerateMatchesInString:` found the original's
/// `OPEN(.+?)CLOSE` patterns: the leftmost opener first, the shortest content of at least
/// one scalar, no line terminator anywhere inside, then on from the end of the match.
///
/// The search never moves backwards, so a pass is linear in the text. The shortcut that
/// makes this safe: when an opener finds no closer on its line, no later opener on that
/// line can find one either (its closer would have to lie further right still), so the
/// rest of the line is skipped rather than retried from every position: 50,000 `{#` with
/// no `|`, or 50,000 `{#1|` with no `}`, cost one scan instead of 50,000.
enum MatchFinder {
    /// `**…**`, `//…//`, `__…__`, `` `…` ``: the same delimiter opens and closes.
    static func delimitedMatches(of delimiter: [Unicode.Scalar], in text: [Unicode.Scalar]) -> [MarkupMatch] {
        var matches: [MarkupMatch] = []
        for line in lines(of: text) {
            var position = line.lowerBound
            while let open = firstIndex(of: delimiter, in: text, from: position, before: line.upperBound) {
                let contentStart = open + delimiter.count
                // The content is at least one scalar, so the closer starts one further on.
                guard
                    let close = firstIndex(of: delimiter, in: text, from: contentStart + 1, before: line.upperBound)
                else { break }
                let closeEnd = close + delimiter.count
                matches.append(
                    MarkupMatch(opening: open..<contentStart, content: contentStart..<close, closing: close..<closeEnd)
                )
                position = closeEnd
            }
        }
        return matches
    }

    /// `{#COLOR|text}` and `{bg#COLOR|text}` (`prefix` is `{#` or `{bg#`): COLOR runs to the
    /// first `|`, the text to the first `}` after at least one scalar, so the text may
    /// itself hold `|` or `{`.
    ///
    /// One deliberate difference from the original's `(.+?)`: COLOR may be empty here.
    /// There `{#|x}` stayed literal and `{#|x|y}` threw (COLOR `|x` has no hex digits);
    /// here both are the same "no hex digits" error, which is what an author needs to hear.
    static func colorMatches(opening prefix: [Unicode.Scalar], in text: [Unicode.Scalar]) -> [MarkupMatch] {
        var matches: [MarkupMatch] = []
        for line in lines(of: text) {
            var position = line.lowerBound
            while let open = firstIndex(of: prefix, in: text, from: position, before: line.upperBound) {
                let colorStart = open + prefix.count
                guard
                    let bar = firstIndex(of: ["|"], in: text, from: colorStart, before: line.upperBound),
                    let brace = firstIndex(of: ["}"], in: text, from: bar + 2, before: line.upperBound)
                else { break }
                matches.append(
                    MarkupMatch(
                        opening: open..<(bar + 1),
                        content: (bar + 1)..<brace,
                        closing: brace..<(brace + 1),
                        colorText: colorStart..<bar
                    )
                )
                position = brace + 1
            }
        }
        return matches
    }

    /// The text split at line terminators, which Mush content never crosses.
    static func lines(of text: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, scalar) in text.enumerated() where isLineTerminator(scalar) {
            ranges.append(start..<offset)
            start = offset + 1
        }
        ranges.append(start..<text.count)
        return ranges
    }

    /// ICU's line terminators, the scalars its `.` refuses without DOTALL: LF, VT, FF, CR,
    /// NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Where `pattern` first occurs wholly inside `from..<end`, if anywhere.
    private static func firstIndex(
        of pattern: [Unicode.Scalar], in text: [Unicode.Scalar], from: Int, before end: Int
    ) -> Int? {
        var candidate = from
        while candidate + pattern.count <= end {
            if pattern.indices.allSatisfy({ text[candidate + $0] == pattern[$0] }) { return candidate }
            candidate += 1
        }
        return nil
    }
}
