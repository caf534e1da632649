import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import BoxText
import Foundation
import Testing

@Suite struct TextDrawingTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let yellow = Color(red: 1, green: 1, blue: 0)

    static func draw(_ label: LabelContent, in rect: Rect, canvas: Size = Size(width: 60, height: 30)) throws
        -> RGBAImage
    {
        try TextTestSupport.render(width: canvas.width, height: canvas.height, [.text(label, rect: rect)])
    }

    /// "A single line that is far too long" (214.6 pt in the line default) in 150
    /// pt: Pango keeps the longest start that fits with "…" after it. With 23
    /// characters that is 149.92 pt; with 24, 158.5 pt. The cut text is drawn
    /// exactly as that start with a real "…" would be.
    @Test func singleLineCutWithEllipsis() throws {
        let text = "A single line that is far too long"
        let measurer = try TextTestSupport.measurer()
        func width(_ string: String) -> Double {
            measurer.measureText(LabelContent(runs: [TextRun(text: string)]), maxWidth: nil, maxHeight: nil).width
        }
        #expect(width(text) == 214.6015625)
        #expect(width(String(text.prefix(23)) + "…") == 149.921875)
        #expect(width(String(text.prefix(24)) + "…") == 158.5)

        let canvas = Size(width: 300, height: 30)
        let rect = Rect(x: 10, y: 5, width: 150, height: 20)
        let cut = try Self.draw(LabelContent(runs: [TextRun(text: text)]), in: rect, canvas: canvas)
        let wide = Rect(x: 10, y: 5, width: 280, height: 20)
        let whole = try Self.draw(LabelContent(runs: [TextRun(text: text)]), in: wide, canvas: canvas)
        let expected = try Self.draw(
            LabelContent(runs: [TextRun(text: String(text.prefix(23)) + "…")]), in: wide, canvas: canvas)
        #expect(TextTestSupport.differingPixels(cut, expected) == 0)
        // Nothing right of the rectangle; the uncut text goes on to x = 10 + 214.6.
        #expect(TextTestSupport.inkBox(cut)?.maxX ?? 0 < 160)
        #expect(TextTestSupport.inkBox(whole)?.maxX ?? 0 >= 220)
    }

    /// "abc" in Liberation Mono is 28.8046875 pt wide. In a rectangle 20 pt wider,
    /// centring moves it 10 pt and right alignment 20 pt — whole pixels at scale
    /// 1, so the pictures are the left-aligned one shifted. Left-aligned at x = 5,
    /// the ink starts at pixel 6: "a"'s outline begins 128/2048 em = 1 pt into
    /// its advance.
    @Test func alignmentMovesTheText() throws {
        let rect = Rect(x: 5, y: 0, width: 3 * TextTestSupport.monoAdvance + 20, height: 30)
        func draw(_ alignment: TextAlignment) throws -> RGBAImage {
            try Self.draw(TextTestSupport.label("abc", alignment: alignment), in: rect)
        }
        let left = try draw(.left)
        #expect(TextTestSupport.inkBox(left)?.minX == 6)
        #expect(TextTestSupport.isShifted(try draw(.center), from: left, by: 10))
        #expect(TextTestSupport.isShifted(try draw(.right), from: left, by: 20))
    }

    /// Multiline text is aligned line by line within the rectangle's width.
    @Test func multilineLinesAlignSeparately() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let label = TextTestSupport.label("abc\nab", multiline: true, alignment: .right)
        let image = try Self.draw(label, in: rect, canvas: Size(width: 40, height: 40))
        // Right edges at 40: "abc" starts at 40 − 28.8 = 11.195, "ab" at 40 − 19.2 = 20.797.
        // Cairo 1.16 puts each glyph's origin on a whole pixel: "a" at 11 and 21,
        // its ink 1 pt in (xMin 128/2048 em), so from pixels 12 and 22. The last
        // glyphs start at 11.195 + 19.203 = 30.398 and 20.797 + 9.602 = 30.398 → 30;
        // "c" and "b" end 8.44 and 8.52 pt in (xMax 1080 and 1090/2048 em): pixel 38.
        // Lines: 18.125 pt each, the block centred: top = (40 − 36.25)/2 = 1.875.
        let firstLine = try RGBAImage(width: 40, height: 20, pixels: Array(image.pixels[0..<(40 * 20 * 4)]))
        let secondLine = try RGBAImage(width: 40, height: 20, pixels: Array(image.pixels[(40 * 20 * 4)...]))
        #expect(TextTestSupport.inkBox(firstLine)?.minX == 12)
        #expect(TextTestSupport.inkBox(secondLine)?.minX == 22)
        #expect(TextTestSupport.inkBox(firstLine)?.maxX == 38)
        #expect(TextTestSupport.inkBox(secondLine)?.maxX == 38)
    }

    /// Text taller than its rectangle shows only the lines that fit: three lines
    /// (54.375 pt) in 40 pt show the first two, centred like a two-line text.
    @Test func linesThatDontFitAreNotDrawn() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let canvas = Size(width: 40, height: 60)
        let three = try Self.draw(TextTestSupport.label("aaa bbb ccc", multiline: true), in: rect, canvas: canvas)
        let two = try Self.draw(TextTestSupport.label("aaa bbb", multiline: true), in: rect, canvas: canvas)
        #expect(TextTestSupport.differingPixels(three, two) == 0)
    }

    /// The shadow is the text again in the shadow colour, moved by the offset,
    /// under the text: wherever the text leaves the canvas white, the picture is
    /// the red text drawn at the offset.
    @Test func shadowIsAnOffsetCopyUnderTheText() throws {
        let rect = Rect(x: 5, y: 0, width: 40, height: 30)
        let shadowed = try Self.draw(
            TextTestSupport.label("abc", shadowColor: Self.red, shadowOffset: Point(x: 3, y: 2)), in: rect)
        let text = try Self.draw(TextTestSupport.label("abc"), in: rect)
        let copy = try Self.draw(TextTestSupport.label("abc", color: Self.red), in: rect.offsetBy(dx: 3, dy: 2))
        var shadowPixels = 0
        var mismatches = 0
        for y in 0..<30 {
            for x in 0..<60 {
                if text[x: x, y: y] == TextTestSupport.white {
                    if shadowed[x: x, y: y] != copy[x: x, y: y] { mismatches += 1 }
                    if copy[x: x, y: y] != TextTestSupport.white { shadowPixels += 1 }
                } else if text[x: x, y: y] == TestSupport.opaqueBlack, shadowed[x: x, y: y] != TestSupport.opaqueBlack {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(shadowPixels > 50)
    }

    /// A run's own shadow colour and offset stand in for the label's; a clear
    /// one removes the shadow.
    @Test func runShadowOverridesTheLabels() throws {
        let rect = Rect(x: 5, y: 0, width: 40, height: 30)
        let labelShadow = try Self.draw(
            TextTestSupport.label("abc", shadowColor: Self.red, shadowOffset: Point(x: 3, y: 2)), in: rect)
        let runShadow = LabelContent(
            runs: [TextRun(text: "abc", shadowColor: Self.red, shadowOffset: Point(x: 3, y: 2))],
            font: TextTestSupport.mono)
        #expect(TextTestSupport.differingPixels(try Self.draw(runShadow, in: rect), labelShadow) == 0)
        let cleared = LabelContent(
            runs: [TextRun(text: "abc", shadowColor: .clear)], font: TextTestSupport.mono, shadowColor: Self.red)
        let plain = try Self.draw(TextTestSupport.label("abc"), in: rect)
        #expect(TextTestSupport.differingPixels(try Self.draw(cleared, in: rect), plain) == 0)
    }

    /// Liberation Mono 16 in a 30 pt rectangle: the line (18.125 pt) starts at
    /// (30 − 18.125)/2 = 5.9375, the baseline 13.3203125 lower at 19.2578125. The
    /// font's underline is 393/2048 em = 3.0703125 pt below the baseline and
    /// 84/2048 em = 0.65625 pt thick: y = 22.328 … 22.984, within pixel row 22.
    /// It runs under both advances, x = 0 … 19.2.
    @Test func underlineIsALineUnderTheRun() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 30)
        let plain = try Self.draw(TextTestSupport.label("mm"), in: rect)
        let underlined = try Self.draw(
            LabelContent(runs: [TextRun(text: "mm", underline: true)], font: TextTestSupport.mono), in: rect)
        var changedRows = Set<Int>()
        var changedColumns = Set<Int>()
        for y in 0..<30 {
            for x in 0..<60 where plain[x: x, y: y] != underlined[x: x, y: y] {
                changedRows.insert(y)
                changedColumns.insert(x)
            }
        }
        #expect(changedRows == [22])
        #expect(changedColumns == Set(0...19))
        // Covered to 0.65625 of its height: the underline's alpha is 168/255, which
        // leaves 255 − 168 = 87 of the white.
        #expect(underlined[x: 5, y: 22] == Pixel(r: 87, g: 87, b: 87, a: 255))
    }

    /// The background fills the run's line box (y = 5.9375 … 24.0625, x = 0 …
    /// 19.2 for "mm"), behind the glyphs, and nothing else.
    @Test func backgroundFillsBehindTheRun() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 30)
        let label = LabelContent(
            runs: [TextRun(text: "mm", backgroundColor: Self.yellow), TextRun(text: "mm")], font: TextTestSupport.mono)
        let image = try Self.draw(label, in: rect)
        let yellow = Pixel(r: 255, g: 255, b: 0, a: 255)
        #expect(image[x: 0, y: 6] == yellow)
        #expect(image[x: 18, y: 23] == yellow)
        #expect(image[x: 0, y: 5] != yellow)
        #expect(image[x: 0, y: 4] == TextTestSupport.white)
        #expect(image[x: 0, y: 25] == TextTestSupport.white)
        // The second run has none: pixel 25 is above its glyphs, in its line box.
        #expect(image[x: 25, y: 7] == TextTestSupport.white)
        // The glyphs are drawn over it: "m"'s stem is black.
        let plain = try Self.draw(TextTestSupport.label("mmmm"), in: rect)
        #expect(
            TextTestSupport.pixels(of: image, where: plain, is: TestSupport.opaqueBlack) == [TestSupport.opaqueBlack])
    }

    @Test func runColoursAndFaces() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 30)
        let red = LabelContent(runs: [TextRun(text: "mm", color: Self.red)], font: TextTestSupport.mono)
        let image = try Self.draw(red, in: rect)
        let plain = try Self.draw(TextTestSupport.label("mm"), in: rect)
        #expect(TextTestSupport.pixels(of: image, where: plain, is: TestSupport.opaqueBlack) == [TestSupport.opaqueRed])
        let bold = LabelContent(runs: [TextRun(text: "mm", face: .bold)], font: TextTestSupport.mono)
        #expect(TextTestSupport.differingPixels(try Self.draw(bold, in: rect), plain) > 0)
        let boldByName = TextTestSupport.label("mm", font: FontSpec(name: "CourierNewPS-BoldMT", size: 16))
        #expect(
            TextTestSupport.differingPixels(try Self.draw(bold, in: rect), try Self.draw(boldByName, in: rect)) == 0)
    }

    /// The same text always gives the same pixels: with another renderer, and
    /// with another font library made from the same fonts.
    @Test func drawingIsDeterministic() throws {
        let label = LabelContent(
            runs: [TextRun(text: "Asynchronous "), TextRun(text: "layout", face: .bold, underline: true)],
            shadowColor: Self.red)
        let scene = Scene(
            size: Size(width: 200, height: 30), scale: 2, background: .white,
            commands: [.text(label, rect: Rect(x: 5, y: 5, width: 190, height: 20))])
        let first = try CairoRenderer(fonts: TextTestSupport.fonts()).renderPNG(scene)
        let second = try CairoRenderer(fonts: TextTestSupport.fonts()).renderPNG(scene)
        let other = try CairoRenderer(fonts: FontLibrary(cacheDirectory: nil)).renderPNG(scene)
        let same = (first == second, first == other)
        #expect(same == (true, true))
    }

    /// Renders on four threads at once, sharing the font library, agree.
    @Test func concurrentDrawingAgrees() throws {
        let scene = Scene(
            size: Size(width: 120, height: 40), scale: 2, background: .white,
            commands: [
                .text(
                    LabelContent(
                        runs: [TextRun(text: "Lightweight "), TextRun(text: "text markup", face: .italic)],
                        multiline: true, shadowColor: Self.red),
                    rect: Rect(x: 0, y: 0, width: 120, height: 40))
            ])
        let fonts = try TextTestSupport.fonts()
        let expected = try CairoRenderer(fonts: fonts).renderPNG(scene)
        let matches = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10 where (try? CairoRenderer(fonts: fonts).renderPNG(scene)) == expected { matches.add() }
        }
        #expect(matches.value == 40)
    }

    /// Text is not clipped to its rectangle, and a layer around it is sized to
    /// what the text touches: a line taller than the rectangle and its shadow 10
    /// pt below draw the same in a layer as without one.
    @Test func layerHoldsTextOutsideItsRectangle() throws {
        let label = TextTestSupport.label("mm", shadowColor: Self.red, shadowOffset: Point(x: 0, y: 10))
        let text = DrawCommand.text(label, rect: Rect(x: 0, y: 14, width: 40, height: 2))
        let bare = try TextTestSupport.render(width: 40, height: 40, [text])
        let layered = try TextTestSupport.render(
            width: 40, height: 40, [.beginLayer(opacity: 1, shadow: nil), text, .endLayer])
        #expect(TextTestSupport.differingPixels(layered, bare) == 0)
        // Glyphs above the rectangle and shadow below it.
        let box = TextTestSupport.inkBox(bare)
        #expect((box?.minY ?? 99) < 14)
        #expect((box?.maxY ?? 0) > 26)
    }

    @Test func unknownFontFailsTheDrawing() throws {
        let label = TextTestSupport.label("x", font: FontSpec(name: "Nope", size: 12))
        #expect(throws: FontError.self) {
            try TextTestSupport.render(
                width: 10, height: 10, [.text(label, rect: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
    }

    @Test func nonFiniteTextValuesAreRefused() throws {
        var label = TextTestSupport.label("x")
        label.font.size = .nan
        #expect(throws: SceneError.nonFiniteValue(commandIndex: 0)) {
            try TextTestSupport.render(
                width: 10, height: 10, [.text(label, rect: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
        label = TextTestSupport.label("x", shadowColor: .black, shadowOffset: Point(x: .infinity, y: 0))
        #expect(throws: SceneError.nonFiniteValue(commandIndex: 0)) {
            try TextTestSupport.render(
                width: 10, height: 10, [.text(label, rect: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
    }

    /// Absurd sizes draw nothing or something, but never fail or hang.
    @Test(arguments: [0.0, -5, 1e-9, 1e12])
    func absurdFontSizesAreSafe(size: Double) throws {
        let label = TextTestSupport.label("abc", font: FontSpec(name: "HelveticaNeue", size: size))
        let image = try TextTestSupport.render(
            width: 10, height: 10, [.text(label, rect: Rect(x: 0, y: 0, width: 10, height: 10))])
        #expect(image.width == 10)
    }
}

/// A count kept from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
