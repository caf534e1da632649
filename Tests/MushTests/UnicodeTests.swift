import BoxModel
import Mush
import Testing

/// Matching works on Unicode scalars; scalars are only deleted (delimiters) or restyled,
/// so emoji and combining marks come through exactly as written.
@Suite struct UnicodeTests {
    private func scalars(_ runs: [TextRun]) -> [[Unicode.Scalar]] {
        runs.map { Array($0.text.unicodeScalars) }
    }

    @Test func emojiSequencesSurviveIntact() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let flag = "\u{1F1EB}\u{1F1F7}"
        let runs = try Mush.parse("**\(family)** \(flag) //\u{1F44D}\u{1F3FD}//")
        #expect(runs == [bold(family), plain(" \(flag) "), italic("\u{1F44D}\u{1F3FD}")])
        #expect(
            scalars(runs) == [
                Array(family.unicodeScalars), Array(" \(flag) ".unicodeScalars), ["\u{1F44D}", "\u{1F3FD}"],
            ]
        )
    }

    /// Swift compares strings by canonical equivalence, so the scalars are checked too:
    /// a decomposed é must not come back precomposed.
    @Test func combiningMarksAreNotNormalised() throws {
        let runs = try Mush.parse("__e\u{301}__ \u{E9}")
        #expect(scalars(runs) == [["e", "\u{301}"], [" ", "\u{E9}"]])
        #expect(runs.map(\.underline) == [true, false])
    }

    /// A combining mark after a closing delimiter forms one Character with it, but the
    /// scalars still match, as they did for ICU; the mark is left, unstyled, on its own.
    @Test func delimitersMatchByScalarEvenUnderACombiningMark() throws {
        let runs = try Mush.parse("**x**\u{301}")
        #expect(scalars(runs) == [["x"], ["\u{301}"]])
        #expect(runs.map(\.face) == [.bold, .base])
    }

    @Test func astralCharactersCountAsOneScalarOfContent() throws {
        #expect(try Mush.parse("`\u{1D11E}`") == [monospace("\u{1D11E}")])
    }
}
