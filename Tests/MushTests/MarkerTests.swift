import BoxModel
import Mush
import Testing

/// The four font and underline markers, alone and together (reference §6.1–6.2).
@Suite struct MarkerTests {
    @Test func emptyTextHasNoRuns() throws {
        #expect(try Mush.parse("") == [])
    }

    @Test func plainTextIsOneBaseRun() throws {
        #expect(try Mush.parse("plain text, no markup") == [plain("plain text, no markup")])
    }

    @Test(arguments: [
        ("a **b** c", [plain("a "), bold("b"), plain(" c")]),
        ("a //b// c", [plain("a "), italic("b"), plain(" c")]),
        ("a __b__ c", [plain("a "), underlined("b"), plain(" c")]),
        ("a `b` c", [plain("a "), monospace("b"), plain(" c")]),
        ("**whole**", [bold("whole")]),
    ])
    func eachMarkerAlone(markup: String, expected: [TextRun]) throws {
        #expect(try Mush.parse(markup) == expected)
    }

    /// Different markers nest in either textual order because each pass is independent.
    @Test(arguments: ["**__x__**", "__**x**__"])
    func boldAndUnderlineNestEitherWay(markup: String) throws {
        #expect(try Mush.parse(markup) == [TextRun(text: "x", face: .bold, underline: true)])
    }

    @Test(arguments: ["**//x//**", "//**x**//"])
    func italicBeatsBold(markup: String) throws {
        #expect(try Mush.parse(markup) == [italic("x")])
    }

    @Test(arguments: ["**`x`**", "`**x**`", "//`x`//", "`//x//`", "**//`x`//**"])
    func monospaceBeatsBoldAndItalic(markup: String) throws {
        #expect(try Mush.parse(markup) == [monospace("x")])
    }

    @Test func italicInsideBoldOnlyReplacesTheInnerFont() throws {
        #expect(try Mush.parse("**a //b// c**") == [bold("a "), italic("b"), bold(" c")])
    }

    @Test func underlineKeepsTheFontItLandsOn() throws {
        #expect(
            try Mush.parse("__a **b** `c`__") == [
                underlined("a "),
                TextRun(text: "b", face: .bold, underline: true),
                underlined(" "),
                TextRun(text: "c", face: .monospace, underline: true),
            ]
        )
    }

    /// `**` at 0, then the shortest content of at least one scalar ("*x") before the next `**`.
    @Test func tripleStarsGiveBoldStarAndALiteralStar() throws {
        #expect(try Mush.parse("***x***") == [bold("*x"), plain("*")])
    }

    /// Content needs at least one scalar, so an empty pair stays literal; with a fifth star
    /// the middle one becomes the content.
    @Test func emptyPairsStayLiteral() throws {
        #expect(try Mush.parse("****") == [plain("****")])
        #expect(try Mush.parse("a //// b ____ c") == [plain("a //// b ____ c")])
        #expect(try Mush.parse("``") == [plain("``")])
        #expect(try Mush.parse("*****") == [bold("*")])
        #expect(try Mush.parse("```") == [monospace("`")])
    }

    @Test(arguments: ["**x", "x**", "a //b", "__a _b_", "`a", "*a*", "/a/", "_a_", "a ** b"])
    func unclosedMarkersStayLiteral(markup: String) throws {
        #expect(try Mush.parse(markup) == [plain(markup)])
    }

    @Test func anUnmatchedOpenerAfterAPairStaysLiteral() throws {
        #expect(try Mush.parse("**a** **b") == [bold("a"), plain(" **b")])
    }

    /// LF, CR, CRLF, VT, FF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR all end a line.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func markersAcrossALineBreakStayLiteral(lineBreak: String) throws {
        let markup = "**a\(lineBreak)b** //c\(lineBreak)d// `e\(lineBreak)f`"
        #expect(try Mush.parse(markup) == [plain(markup)])
    }

    @Test func markersOnSeparateLinesEachApply() throws {
        #expect(try Mush.parse("**a**\n//b//") == [bold("a"), plain("\n"), italic("b")])
    }

    /// An opener whose line has no closer doesn't pair with one on the next line.
    @Test func anUnclosedLineDoesNotStealTheNextLinesMarkers() throws {
        #expect(try Mush.parse("**a\n**b**") == [plain("**a\n"), bold("b")])
    }

    @Test func thereAreNoEscapes() throws {
        #expect(try Mush.parse("see http://a//b") == [plain("see http:"), italic("a"), plain("b")])
    }

    @Test func matchesAreShortestAndDoNotOverlap() throws {
        #expect(try Mush.parse("**a** b **c**") == [bold("a"), plain(" b "), bold("c")])
        #expect(try Mush.parse("`a` `b`") == [monospace("a"), plain(" "), monospace("b")])
    }

    /// Each pass works on the text the previous one left: deleting the bold delimiters of
    /// `/**/x/**/` leaves `//x//` (its middle bold), which the italic pass then takes.
    @Test func laterPassesSeeTheTextEarlierPassesLeft() throws {
        #expect(try Mush.parse("/**/x/**/") == [italic("x")])
    }

    /// Runs merge by attributes, not by where the markup was.
    @Test func adjacentRunsWithTheSameAttributesMerge() throws {
        #expect(try Mush.parse("**a****b**") == [bold("ab")])
        #expect(try Mush.parse("**a**//b//") == [bold("a"), italic("b")])
    }
}
