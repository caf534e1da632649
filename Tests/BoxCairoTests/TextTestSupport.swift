import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import BoxText
import Foundation

/// Shared fixtures for the text tests.
enum TextTestSupport {
    /// Liberation Mono (CourierNewPSMT) 16 pt: every glyph advances 1229/2048 em
    /// = 9.6015625 pt, the line is (1705 + 615)/2048 em = 18.125 pt tall (hhea
    /// ascender and descender, no line gap), so its numbers can be worked out by hand.
    static let mono = FontSpec(name: "CourierNewPSMT", size: 16)
    static let monoAdvance = 1229.0 / 2048 * 16
    static let monoLineHeight = (1705.0 + 615) / 2048 * 16
    static let monoAscent = 1705.0 / 2048 * 16

    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    static func fonts() throws -> FontLibrary { try FontLibrary.shared() }

    static func measurer() throws -> PangoMeasurer { PangoMeasurer(fonts: try fonts()) }

    static func label(
        _ text: String, font: FontSpec = mono, multiline: Bool = false, alignment: TextAlignment = .left,
        color: Color = .black, shadowColor: Color? = nil, shadowOffset: Point = Point(x: 0, y: 1)
    ) -> LabelContent {
        LabelContent(
            runs: [TextRun(text: text)], multiline: multiline, font: font, textColor: color, shadowColor: shadowColor,
            shadowOffset: shadowOffset, alignment: alignment)
    }

    /// The commands drawn on an opaque white canvas.
    static func render(width: Double, height: Double, scale: Int = 1, _ commands: [DrawCommand]) throws
        -> RGBAImage
    {
        try CairoRenderer(fonts: try fonts()).renderImage(
            Scene(size: Size(width: width, height: height), scale: scale, background: .white, commands: commands))
    }

    /// How many pixels differ (all of them when the sizes do): a number, so that a
    /// failed expectation doesn't print two whole images.
    static func differingPixels(_ first: RGBAImage, _ second: RGBAImage) -> Int {
        guard first.width == second.width, first.height == second.height else {
            return max(1, first.width * first.height)
        }
        var count = 0
        for y in 0..<first.height {
            for x in 0..<first.width where first[x: x, y: y] != second[x: x, y: y] { count += 1 }
        }
        return count
    }

    /// The distinct colours `image` has where `mask` is `color`.
    static func pixels(of image: RGBAImage, where mask: RGBAImage, is color: Pixel) -> Set<Pixel> {
        var found = Set<Pixel>()
        for y in 0..<min(image.height, mask.height) {
            for x in 0..<min(image.width, mask.width) where mask[x: x, y: y] == color {
                found.insert(image[x: x, y: y])
            }
        }
        return found
    }

    /// The smallest pixel box holding every pixel that isn't `background`, or `nil`.
    static func inkBox(_ image: RGBAImage, background: Pixel = white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y] != background {
                let old = box ?? (x, y, x, y)
                box = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
            }
        }
        return box
    }

    /// True when `moved` is `original` shifted right by `dx` pixels, with
    /// `background` where nothing was shifted in.
    static func isShifted(_ moved: RGBAImage, from original: RGBAImage, by dx: Int, background: Pixel = white) -> Bool {
        guard moved.width == original.width, moved.height == original.height else { return false }
        for y in 0..<moved.height {
            for x in 0..<moved.width {
                let source = x - dx
                let expected = source >= 0 && source < original.width ? original[x: source, y: y] : background
                if moved[x: x, y: y] != expected { return false }
            }
        }
        return true
    }

    /// A copy of Liberation Mono whose names say "Zyxwvutsrq" instead of
    /// "Liberation" (same length, so no table moves): a family no bundled font
    /// has, in a directory of its own. FreeType doesn't check table checksums.
    static func renamedMonoFont(in directory: String) throws -> String {
        let source = "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        let old: [UInt8] = Array("Liberation".utf8)
        let new: [UInt8] = Array("Zyxwvutsrq".utf8)
        func utf16BigEndian(_ ascii: [UInt8]) -> [UInt8] { ascii.flatMap { byte -> [UInt8] in [0, byte] } }
        replaceAll(old, with: new, in: &bytes)
        replaceAll(utf16BigEndian(old), with: utf16BigEndian(new), in: &bytes)
        let path = directory + "/ZyxwvutsrqMono-Regular.ttf"
        try TestSupport.write(bytes, to: path)
        return path
    }

    private static func replaceAll(_ old: [UInt8], with new: [UInt8], in bytes: inout [UInt8]) {
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index..<(index + old.count)].elementsEqual(old) {
                bytes.replaceSubrange(index..<(index + old.count), with: new)
                index += old.count
            } else {
                index += 1
            }
        }
    }
}
