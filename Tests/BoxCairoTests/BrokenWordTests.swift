import BoxModel
import CCairo
import Testing

@testable import BoxText

/// A word broken inside shows a hyphen and is named (issue 26).
@Suite struct BrokenWordTests {
    static func label(_ text: String, language: String? = nil) -> LabelContent {
        LabelContent(
            runs: [TextRun(text: text)], multiline: true, font: FontSpec(name: "HelveticaNeue-Light", size: 16),
            language: language)
    }

    /// Pango's own layout of `label` at `width`, read inside the lock.
    static func withLayout<Result>(
        _ label: LabelContent, width: Double, _ body: (OpaquePointer) -> Result
    ) throws -> Result {
        let measurer = try TextTestSupport.measurer()
        return try #require(
            measurer.withLayout(of: label, width: width) { layout, _ in layout.map { body($0.pointer) } })
    }

    /// The German compound of the issue in 150 points: its first line ends
    /// with a hyphen glyph of Roboto that is not in the text, and the word is
    /// named once; the ordinary words after it break at spaces.
    @Test func aBrokenCompoundShowsAHyphenAndIsNamed() throws {
        let label = Self.label("Datenschutzeinstellungsverwaltungsbereich öffnen", language: "de")
        let (lines, hyphenated) = try Self.withLayout(label, width: 150) { layout in
            (Int(pango_layout_get_line_count(layout)), BrokenWords.lineEndsWithAddedHyphen(layout, line: 0))
        }
        #expect(lines >= 3)
        #expect(hyphenated)
        let measurer = try TextTestSupport.measurer()
        #expect(measurer.brokenWords(in: label, width: 150) == ["Datenschutzeinstellungsverwaltungsbereich"])
        // Wide enough, nothing breaks inside a word.
        #expect(measurer.brokenWords(in: label, width: 400).isEmpty)
        // A single-line label is cut, never broken.
        var single = label
        single.multiline = false
        #expect(measurer.brokenWords(in: single, width: 150).isEmpty)
    }

    /// Words that wrap at spaces are not broken, and no hyphen is added.
    @Test func wrappingAtSpacesAddsNoHyphen() throws {
        let label = Self.label("Pictures of your boxes in every language")
        let hyphenated = try Self.withLayout(label, width: 150) { BrokenWords.lineEndsWithAddedHyphen($0, line: 0) }
        #expect(!hyphenated)
        #expect(try TextTestSupport.measurer().brokenWords(in: label, width: 150).isEmpty)
    }

    /// An Arabic word broken inside is named, and drawn without a hyphen
    /// (right-to-left labels never get one); an author's soft hyphen is a
    /// break the text allows, not a broken word.
    @Test func arabicIsBrokenWithoutAHyphenAndSoftHyphensAreAllowed() throws {
        let arabic = Self.label("صورصناديقكبكللغةصورصناديقك", language: "ar")
        let hyphenated = try Self.withLayout(arabic, width: 60) { BrokenWords.lineEndsWithAddedHyphen($0, line: 0) }
        #expect(!hyphenated)
        #expect(try TextTestSupport.measurer().brokenWords(in: arabic, width: 60) == ["صورصناديقكبكللغةصورصناديقك"])
        let soft = Self.label("Ein Donau\u{AD}schiff fährt", language: "de")
        #expect(try TextTestSupport.measurer().brokenWords(in: soft, width: 60).isEmpty)
    }

    /// Japanese breaks between any two characters, with no hyphen: nothing to name.
    @Test func japaneseBreaksWithoutAHyphen() throws {
        let label = Self.label("ご利用プランの自動更新設定を確認してください", language: "ja")
        let hyphenated = try Self.withLayout(label, width: 150) { BrokenWords.lineEndsWithAddedHyphen($0, line: 0) }
        #expect(!hyphenated)
        #expect(try TextTestSupport.measurer().brokenWords(in: label, width: 150).isEmpty)
    }
}
