import BoxModel
import BoxPixels
import BoxScene
import BoxText
import Testing

/// Bold and italic a font has no face for are synthesised, as iOS does, and
/// named (issue 26).
@Suite struct SynthesisedStyleTests {
    static func label(_ text: String, face: FontFace) -> LabelContent {
        LabelContent(runs: [TextRun(text: text, face: face)], font: FontSpec(name: "HelveticaNeue", size: 24))
    }

    static func ink(_ label: LabelContent) throws -> (count: Int, image: RGBAImage) {
        let image = try TextTestSupport.render(
            width: 120, height: 40, [.text(label, rect: Rect(x: 4, y: 4, width: 116, height: 32))])
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y] != TextTestSupport.white { count += 1 }
        }
        return (count, image)
    }

    /// ✓ comes from Noto Sans Symbols2, which has no bold: struck twice, it
    /// has more ink, and the measurer names the family.
    @Test func boldOfAFaceWithoutOneIsStruckTwiceAndNamed() throws {
        let measurer = try TextTestSupport.measurer()
        let bold = Self.label("✓", face: .bold)
        #expect(
            measurer.synthesisedStyles(in: bold)
                == [SynthesisedStyle(family: "Noto Sans Symbols2", bold: true, italic: false, sample: "✓")])
        #expect(measurer.synthesisedStyles(in: Self.label("✓", face: .base)).isEmpty)
        let regularInk = try Self.ink(Self.label("✓", face: .base)).count
        let boldInk = try Self.ink(bold).count
        #expect(boldInk > regularInk + regularInk / 20, "bold \(boldInk), regular \(regularInk)")
    }

    /// A translucent synthesised bold is as translucent as the text around
    /// it: its two strikes are one shape, not two layers of colour.
    @Test func aTranslucentSynthesisedBoldIsFilledOnce() throws {
        let label = LabelContent(
            runs: [TextRun(text: "★", face: .bold)], font: FontSpec(name: "HelveticaNeue", size: 24),
            textColor: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let image = try Self.ink(label).image
        var darkest = 255
        for y in 0..<image.height {
            for x in 0..<image.width { darkest = min(darkest, Int(image[x: x, y: y].r)) }
        }
        #expect(darkest == 127 || darkest == 128, "\(darkest)")
    }

    /// Arabic has no italic: slanted, its pixels differ from the upright
    /// text's; Roboto has real italics, which are not reported.
    @Test func italicOfAFaceWithoutOneIsSlantedAndNamed() throws {
        let measurer = try TextTestSupport.measurer()
        let italic = Self.label("مرحبا", face: .italic)
        let styles = measurer.synthesisedStyles(in: italic)
        #expect(styles.map(\.family) == ["Noto Sans Arabic"] && styles.allSatisfy { $0.italic && !$0.bold })
        #expect(measurer.synthesisedStyles(in: Self.label("Italic", face: .italic)).isEmpty)
        #expect(measurer.synthesisedStyles(in: Self.label("Bold", face: .bold)).isEmpty)
        let slanted = try Self.ink(italic).image
        let upright = try Self.ink(Self.label("مرحبا", face: .base)).image
        #expect(TextTestSupport.differingPixels(slanted, upright) > 50)
    }
}
