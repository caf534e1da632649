import BoxModel
import BoxPixels
import BoxScene
import Testing

@testable import BoxText

/// A label's base direction (issue 26): from its first strong letter unless
/// it says otherwise, with natural alignment following it. Tested by where
/// the coloured runs of one label land in the pixels.
@Suite struct TextDirectionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let rect = Rect(x: 10, y: 5, width: 300, height: 30)

    /// An Arabic run in red, then a Latin one in blue, multiline so that the
    /// label is the rectangle's width and its alignment shows.
    static func label(
        _ direction: TextDirection, alignment: TextAlignment = .natural, latinFirst: Bool = false
    ) -> LabelContent {
        let arabic = TextRun(text: "مرحبا بك ", color: red)
        let latin = TextRun(text: "Trailmate", color: blue)
        return LabelContent(
            runs: latinFirst ? [latin, TextRun(text: " "), arabic] : [arabic, latin], multiline: true,
            font: FontSpec(name: "HelveticaNeue", size: 16), alignment: alignment, direction: direction)
    }

    /// The columns the pixels nearest `color` (reddish or bluish ink) span.
    static func columns(of image: RGBAImage, nearest color: Color) -> ClosedRange<Int>? {
        var low: Int?
        var high = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x: x, y: y]
                let (red, blue) = (Int(pixel.r), Int(pixel.b))
                let isInk = color.red == 1 ? red - blue > 120 : blue - red > 120
                guard isInk else { continue }
                low = min(low ?? x, x)
                high = max(high, x)
            }
        }
        return low.map { $0...high }
    }

    static func draw(_ label: LabelContent) throws -> RGBAImage {
        try TextTestSupport.render(width: 320, height: 40, [.text(label, rect: rect)])
    }

    @Test func arabicFirstIsRightToLeftAndAgainstTheRightEdge() throws {
        let image = try Self.draw(Self.label(.auto))
        let arabic = try #require(Self.columns(of: image, nearest: Self.red))
        let latin = try #require(Self.columns(of: image, nearest: Self.blue))
        #expect(latin.upperBound < arabic.lowerBound, "the Latin run goes left of the Arabic one")
        let ink = try #require(TextTestSupport.inkBox(image))
        #expect(ink.maxX >= 305 && ink.maxX < 310, "natural alignment puts the paragraph against the right edge")
        #expect(ink.minX > 100)
    }

    @Test func ltrKeepsTheLogicalOrderFromTheLeft() throws {
        let image = try Self.draw(Self.label(.ltr))
        let arabic = try #require(Self.columns(of: image, nearest: Self.red))
        let latin = try #require(Self.columns(of: image, nearest: Self.blue))
        #expect(arabic.upperBound < latin.lowerBound)
        let ink = try #require(TextTestSupport.inkBox(image))
        #expect(ink.minX >= 10 && ink.minX < 16)
    }

    @Test func rtlForcesALatinFirstLabel() throws {
        let auto = try Self.draw(Self.label(.auto, latinFirst: true))
        let forced = try Self.draw(Self.label(.rtl, latinFirst: true))
        let autoLatin = try #require(Self.columns(of: auto, nearest: Self.blue))
        let autoArabic = try #require(Self.columns(of: auto, nearest: Self.red))
        #expect(autoLatin.upperBound < autoArabic.lowerBound, "Latin first: left to right")
        let forcedLatin = try #require(Self.columns(of: forced, nearest: Self.blue))
        let forcedArabic = try #require(Self.columns(of: forced, nearest: Self.red))
        #expect(forcedArabic.upperBound < forcedLatin.lowerBound, "forced right to left: Latin on the right")
        #expect(try #require(TextTestSupport.inkBox(forced)).maxX >= 305)
    }

    /// `left` and `right` are literal whatever the direction.
    @Test func explicitAlignmentIsLiteral() throws {
        let left = try #require(TextTestSupport.inkBox(try Self.draw(Self.label(.auto, alignment: .left))))
        #expect(left.minX >= 10 && left.minX < 16)
        let right = try #require(TextTestSupport.inkBox(try Self.draw(Self.label(.ltr, alignment: .right))))
        #expect(right.maxX >= 305 && right.maxX < 310)
    }

    /// Unicode's P2–P3: the first strong letter; digits, punctuation and
    /// what stands inside an isolate do not count; none = left to right.
    @Test(arguments: [
        ("", false), ("123 !?", false), ("abc مرحبا", false), ("مرحبا abc", true), ("123 שלום", true),
        ("\u{2067}مرحبا\u{2069} abc", false), ("\u{2066}abc\u{2069} שלום", true), ("\u{200F}abc", true),
        ("\u{200E}שלום", false), ("\u{2067}مرحبا", false), ("ߊ", true), ("ܐ", true),
    ])
    func firstStrongLetter(text: String, isRightToLeft: Bool) {
        #expect(BaseDirection.isRightToLeft(.auto, text: text) == isRightToLeft)
        #expect(BaseDirection.isRightToLeft(.ltr, text: text) == false)
        #expect(BaseDirection.isRightToLeft(.rtl, text: text) == true)
    }
}
