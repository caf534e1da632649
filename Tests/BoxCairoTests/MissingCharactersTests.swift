import BoxModel
import Testing

@testable import BoxCairo
@testable import BoxText

/// `PangoMeasurer.missingCharacters(in:)`: what no font of the chain draws.
@Suite struct MissingCharactersTests {
    private static let light = FontSpec(name: "HelveticaNeue-Light", size: 16)

    private func missing(_ text: String, font: FontSpec = light) throws -> [Unicode.Scalar] {
        try TextTestSupport.measurer().missingCharacters(in: TextTestSupport.label(text, font: font))
    }

    @Test func emojiAndEveryScriptAreDrawn() throws {
        #expect(try missing("💬") == [])
        #expect(try missing("Chat 💬 👍🏽 🇩🇪 ❤️ 👩‍💻 ✓ ✎ → ★ ⌘") == [])
        #expect(try missing("中文 日本語 かな 한국어 مرحبا שלום नमस्ते สวัสดี") == [])
        // The Liberation faces fall back along the same chain.
        #expect(try missing("✓ 💬 中", font: FontSpec(name: "Helvetica", size: 12)) == [])
    }

    /// A private-use character has no glyph anywhere: it is reported, once,
    /// with the others, in the order of the text.
    @Test func privateUseAndUnassignedCharactersAreReported() throws {
        #expect(try missing("a\u{E000}b") == ["\u{E000}"])
        #expect(try missing("\u{F8FF} x \u{E000}\u{E000} 💬 \u{F8FF}") == ["\u{F8FF}", "\u{E000}"])
        // Across runs, and in multiline labels.
        let label = LabelContent(
            runs: [TextRun(text: "one \u{E001}\n"), TextRun(text: "two \u{E002}", face: .bold)], multiline: true,
            font: Self.light, textColor: .black, shadowColor: nil, shadowOffset: .zero, alignment: .left)
        #expect(try TextTestSupport.measurer().missingCharacters(in: label) == ["\u{E001}", "\u{E002}"])
    }

    @Test func emptyAndPlainTextMissNothing() throws {
        #expect(try missing("") == [])
        #expect(try missing("Crème brûlée") == [])
    }

    /// A label measured already answers from its measuring layout (one layout
    /// fewer a label, issue 24): the same characters as laying it out again,
    /// wrapped or not, and no second layout.
    @Test func aMeasuredLabelAnswersFromItsMeasuringLayout() throws {
        let measurer = try TextTestSupport.measurer()
        let label = LabelContent(
            runs: [TextRun(text: "a \u{E000} wrapped over lines \u{F8FF} b")], multiline: true, font: Self.light)
        #expect(measurer.labels.missingCharacters(of: label) == nil)
        _ = measurer.measureText(label, maxWidth: 40, maxHeight: nil)
        #expect(measurer.labels.missingCharacters(of: label) == ["\u{E000}", "\u{F8FF}"])
        #expect(try TextTestSupport.measurer().missingCharacters(in: label) == ["\u{E000}", "\u{F8FF}"])
        // What was kept is what is said: nothing is laid out again.
        measurer.labels.keep(["x"], of: label)
        #expect(measurer.missingCharacters(in: label) == ["x"])
    }
}
