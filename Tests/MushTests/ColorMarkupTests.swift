import BoxModel
import Mush
import Testing

/// `{#COLOR|text}` and `{bg#COLOR|text}` (reference §6.1–6.2, spec-format §5).
@Suite struct ColorMarkupTests {
    /// COLOR parsing: every `#` deleted, leading whitespace skipped, optional `0x`, hex digits
    /// up to the first other character, low 24 bits as RRGGBB.
    @Test(arguments: [
        // No CSS shorthand: f00 is 0x000F00, a dark green.
        ("{#f00|x}", rgb(0, 15, 0)),
        ("{#FF0000|x}", red),
        ("{#ff0000|x}", red),
        ("{#0xff0000|x}", red),
        ("{#0X00FF00|x}", green),
        ("{#  ff0000|x}", red),
        ("{#\tff0000|x}", red),
        ("{#\u{3000}ff0000|x}", red),
        ("{##ff0000|x}", red),
        ("{# #0000ff|x}", blue),
        // Eight digits lose the top byte.
        ("{#80ff0000|x}", red),
        // Trailing non-hex characters are ignored.
        ("{#ff0000zz|x}", red),
        ("{#ff 00 00|x}", rgb(0, 0, 255)),
        ("{#12 3456|x}", rgb(0, 0, 0x12)),
        // Nine digits overflow scanHexInt:, which clamps to 0xFFFFFFFF: white.
        ("{#123456789|x}", rgb(255, 255, 255)),
        // A 0x with no hex digit after it scans as the digit 0.
        ("{#0x|x}", rgb(0, 0, 0)),
        ("{#0xg|x}", rgb(0, 0, 0)),
        ("{#abc|x}", rgb(0, 0x0A, 0xBC)),
    ])
    func foregroundColour(markup: String, expected: Color) throws {
        #expect(try Mush.parse(markup) == [TextRun(text: "x", color: expected)])
    }

    @Test func backgroundColour() throws {
        #expect(
            try Mush.parse("a {bg#00ff00|b} c") == [
                plain("a "), TextRun(text: "b", backgroundColor: green), plain(" c"),
            ])
        #expect(try Mush.parse("{bg#f00|x}") == [TextRun(text: "x", backgroundColor: rgb(0, 15, 0))])
    }

    @Test(arguments: ["{#ff0000|**x**}", "**{#ff0000|x}**"])
    func colourAndBoldNestEitherWay(markup: String) throws {
        #expect(try Mush.parse(markup) == [TextRun(text: "x", face: .bold, color: red)])
    }

    @Test func everythingCombines() throws {
        #expect(
            try Mush.parse("{bg#0000ff|{#ff0000|__//x//__}}") == [
                TextRun(text: "x", face: .italic, underline: true, color: red, backgroundColor: blue)
            ]
        )
    }

    /// The text runs to the first `}`, so it may hold `|`, and an inner colour's `}` closes
    /// the outer one.
    @Test func colourTextEndsAtTheFirstBrace() throws {
        #expect(try Mush.parse("{#ff0000|a|b}") == [TextRun(text: "a|b", color: red)])
        #expect(try Mush.parse("{#ff0000|{#00ff00|x}}") == [TextRun(text: "{#00ff00|x", color: red), plain("}")])
        #expect(try Mush.parse("{#ff0000|}}") == [TextRun(text: "}", color: red)])
    }

    @Test func colourMarkupRunsBeforeBackgroundMarkup() throws {
        #expect(
            try Mush.parse("{#ff0000|a}{bg#0000ff|b}") == [
                TextRun(text: "a", color: red), TextRun(text: "b", backgroundColor: blue),
            ])
    }

    /// 5.0.3+ needs the `#`: the 2.1 form `{ff0000|x}` is not colour markup.
    @Test(arguments: [
        "{ff0000|x}", "{bg ff0000|x}", "{BG#ff0000|x}", "{#ff0000|}", "{#ff0000|x", "{#ff0000 x}",
        "{#ff0000\n|x}", "{#ff0000|x\n}", "{bg#ff0000|\ny}",
    ])
    func notColourMarkupStaysLiteral(markup: String) throws {
        #expect(try Mush.parse(markup) == [plain(markup)])
    }

    @Test(arguments: [
        ("{#|x}", "{#|x}"),
        ("{#zz|x}", "{#zz|x}"),
        ("{#  |x}", "{#  |x}"),
        ("{##|x}", "{##|x}"),
        ("{#|x|y}", "{#|x|y}"),
        ("a {#|x} b", "{#|x}"),
        // Quoted as written, with the bold delimiters the first pass deleted.
        ("{#**zz**|x}", "{#**zz**|x}"),
    ])
    func colourWithoutHexDigitsIsAnError(markup: String, quoted: String) {
        let expected = MushError(markup: quoted, reason: "a Mush colour needs hex digits after `#`")
        #expect(throws: expected) { try Mush.parse(markup) }
    }

    @Test func errorMessageNamesTheMarkup() {
        #expect(
            MushError(markup: "{#|x}", reason: "a Mush colour needs hex digits after `#`").description
                == "`{#|x}`: a Mush colour needs hex digits after `#`"
        )
        #expect(throws: MushError(markup: "{bg#q|x}", reason: "a Mush background colour needs hex digits after `bg#`"))
        {
            try Mush.parse("{bg#q|x}")
        }
    }
}
