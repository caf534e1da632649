import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import Testing

/// Colour emoji: Noto Color Emoji's bitmaps, scaled to the text's size, in
/// their own colours; a text shadow is their shape in the shadow's colour.
@Suite struct EmojiDrawingTests {
    private static let heart = "\u{2764}\u{FE0F}"  // ❤️: the emoji form of ❤

    private static func draw(_ label: LabelContent) throws -> RGBAImage {
        try TextTestSupport.render(
            width: 40, height: 60, [.text(label, rect: Rect(x: 0, y: 0, width: 40, height: 30))])
    }

    private static func pixels(_ image: RGBAImage, rows: Range<Int>, where test: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in rows {
            for x in 0..<image.width where test(image[x: x, y: y]) { count += 1 }
        }
        return count
    }

    private static func isRed(_ pixel: Pixel) -> Bool { pixel.r > 200 && pixel.g < 90 && pixel.b < 90 }
    private static func isBlue(_ pixel: Pixel) -> Bool { pixel.b > 200 && pixel.r < 60 && pixel.g < 60 }

    @Test func emojiIsDrawnInColourAtTheTextSize() throws {
        let label = TextTestSupport.label(Self.heart, font: FontSpec(name: "HelveticaNeue", size: 20), color: .black)
        let image = try Self.draw(label)
        // Red, whatever the text colour, and within the label's 30 points (not
        // the font's 109-pixel strike).
        #expect(Self.pixels(image, rows: 0..<30, where: Self.isRed) > 100)
        #expect(Self.pixels(image, rows: 30..<60, where: { $0 != TextTestSupport.white }) == 0)
    }

    /// The shadow pass casts the emoji's shape in the shadow colour, 30 points down.
    @Test func emojiShadowIsItsShapeInTheShadowColour() throws {
        let label = TextTestSupport.label(
            Self.heart, font: FontSpec(name: "HelveticaNeue", size: 20), color: .black,
            shadowColor: Color(red: 0, green: 0, blue: 1), shadowOffset: Point(x: 0, y: 30))
        let image = try Self.draw(label)
        #expect(Self.pixels(image, rows: 0..<30, where: Self.isRed) > 100)
        #expect(Self.pixels(image, rows: 30..<60, where: Self.isRed) == 0)
        #expect(Self.pixels(image, rows: 30..<60, where: Self.isBlue) > 100)
    }

    /// A translucent text colour fades the emoji too; a bare ❤ is text, in the text colour.
    @Test func textAlphaFadesEmojiAndTextFormStaysText() throws {
        let faded = try Self.draw(
            TextTestSupport.label(
                Self.heart, font: FontSpec(name: "HelveticaNeue", size: 20),
                color: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(Self.pixels(faded, rows: 0..<30, where: Self.isRed) == 0)
        #expect(Self.pixels(faded, rows: 0..<30, where: { $0.r > 200 && $0.g < 190 }) > 50)
        let text = try Self.draw(
            TextTestSupport.label(
                "\u{2764}", font: FontSpec(name: "HelveticaNeue", size: 20), color: Color(red: 0, green: 0, blue: 1)))
        #expect(Self.pixels(text, rows: 0..<30, where: Self.isRed) == 0)
        #expect(Self.pixels(text, rows: 0..<30, where: Self.isBlue) > 50)
    }
}
