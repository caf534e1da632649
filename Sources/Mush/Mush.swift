import BoxModel

/// Mush, MGBox2's lightweight markup (reference §6): `**bold**`, `//italic//`,
/// `__underline__`, `` `monospace` ``, `{#RRGGBB|colour}` and `{bg#RRGGBB|background}`.
///
/// The original ran one regular expression per marker, in a fixed order, over the text
/// left behind by the previous ones. That order is what makes `***x***`, italic beating
/// bold and `{#f00|{#0f0|x}}` come out the way they do, so this parser keeps it: every
/// pass rewrites the current text, each scalar carrying its attributes along.
///
/// Matching works on Unicode scalars, as ICU's `.` matches one code point: "content is at
/// least one character" means at least one scalar. Scalars are only ever deleted (the
/// delimiters) or restyled, never split or joined, so emoji and combining marks survive
/// byte for byte.
public enum Mush {
    /// Mush text as styled runs. Adjacent scalars with identical attributes share a run;
    /// runs leave `font` nil (the label's own font is the base the faces refer to).
    ///
    /// Throws when a colour has no hex digits (`{#|x}`, `{#zz|x}`), naming the markup as
    /// written: the original threw an exception there, and the spec makes it an error.
    public static func parse(_ text: String) throws(MushError) -> [TextRun] {
        let source = Array(text.unicodeScalars)
        var styled = source.enumerated().map { offset, scalar in
            StyledScalar(scalar: scalar, attributes: MushAttributes(), sourceOffset: offset)
        }
        for pass in MushPass.allCases {
            styled = try pass.apply(to: styled, source: source)
        }
        return RunMerging.runs(from: styled)
    }

    /// The text to parse when a plain label string opts into Mush (reference §6.3): the
    /// string minus its suffix when it ends exactly with `|mush` (case-sensitive), else nil.
    ///
    /// The comparison is scalar by scalar, like NSString's, so `x|mush ` (trailing space),
    /// `x|MUSH` and `x|mush` followed by a combining mark are not Mush. The caller trims
    /// multiline text first; this helper doesn't trim.
    public static func markedText(_ raw: String) -> String? {
        let suffix = Array("|mush".unicodeScalars)
        let scalars = raw.unicodeScalars
        guard scalars.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return String(String.UnicodeScalarView(scalars.dropLast(suffix.count)))
    }
}
