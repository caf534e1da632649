import BoxModel
import BoxPixels
import BoxScene
import Testing

/// A label's `lang` (issue 26): the CJK font's `locl` forms follow it.
@Suite struct TextLanguageTests {
    /// 直 and 今 differ between the Japanese, Simplified and Traditional
    /// Chinese and Korean forms of Noto Sans CJK.
    static func draw(_ language: String?, _ text: String = "直 今", bold: Bool = false) throws -> RGBAImage {
        let label = LabelContent(
            runs: [TextRun(text: text, face: bold ? .bold : .base)], font: FontSpec(name: "HelveticaNeue", size: 24),
            language: language)
        return try TextTestSupport.render(
            width: 80, height: 40, [.text(label, rect: Rect(x: 4, y: 4, width: 76, height: 32))])
    }

    @Test func theSameHanCharacterTakesEachLanguagesForm() throws {
        let japanese = try Self.draw("ja")
        let simplified = try Self.draw("zh-Hans")
        let traditional = try Self.draw("zh-Hant")
        let korean = try Self.draw("ko")
        #expect(TextTestSupport.differingPixels(japanese, simplified) > 20)
        #expect(TextTestSupport.differingPixels(traditional, simplified) > 20)
        #expect(TextTestSupport.differingPixels(korean, japanese) > 20)
        // No language: the Simplified Chinese forms, as before `lang` existed.
        #expect(TextTestSupport.differingPixels(try Self.draw(nil), simplified) == 0)
        // A language without CJK forms of its own changes nothing either.
        #expect(TextTestSupport.differingPixels(try Self.draw("de"), simplified) == 0)
    }

    /// Bold CJK comes from the bold face: more ink than the regular one.
    @Test func boldCJKIsBold() throws {
        func ink(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x: x, y: y] != TextTestSupport.white { count += 1 }
            }
            return count
        }
        let regular = ink(try Self.draw("ja", "日本語"))
        let bold = ink(try Self.draw("ja", "日本語", bold: true))
        #expect(bold > regular + regular / 5, "bold \(bold) against regular \(regular)")
    }
}
