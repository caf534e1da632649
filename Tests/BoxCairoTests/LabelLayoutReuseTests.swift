import BoxModel
import BoxPixels
import BoxScene
import CCairo
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxText

/// Each label is laid out by Pango once (issue 24): drawing takes the layout
/// measuring made, and text shadows are drawn from the text's own layout.
/// Both must draw exactly what a layout of their own drew, in every format.
@Suite struct LabelLayoutReuseTests {
    static let red = Color(red: 0.8, green: 0.1, blue: 0.1)
    static let blue = Color(red: 0.1, green: 0.2, blue: 0.9)
    static let green = Color(red: 0.1, green: 0.6, blue: 0.2)
    static let shade = Color(red: 0, green: 0, blue: 0, alpha: 0.45)

    /// Labels whose shadows take every path: one run; Mush faces; runs of
    /// their own colours, backgrounds and underlines; an emoji (a colour
    /// font); wrapped and cut text; two shadow offsets, one of which splits
    /// the text where its colours do not (so it gets its own layout).
    static let labels: [(LabelContent, Rect)] = [
        (LabelContent(runs: [TextRun(text: "Shadowed")], shadowColor: shade), Rect(x: 4, y: 2, width: 90, height: 24)),
        (
            LabelContent(
                runs: [
                    TextRun(text: "Plain "), TextRun(text: "bold ", face: .bold), TextRun(text: "it ", face: .italic),
                    TextRun(text: "code", face: .monospace),
                ], shadowColor: .white, shadowOffset: Point(x: 0, y: -1), alignment: .center),
            Rect(x: 100, y: 2, width: 200, height: 24)
        ),
        (
            LabelContent(
                runs: [
                    TextRun(text: "red ", color: red, shadowColor: blue),
                    TextRun(text: "green ", color: green, shadowColor: shade),
                    TextRun(text: "same", color: green, shadowColor: shade, shadowOffset: Point(x: 0, y: 1)),
                ]),
            Rect(x: 4, y: 30, width: 160, height: 24)
        ),
        (
            LabelContent(
                runs: [
                    TextRun(text: "marked", backgroundColor: Color(red: 1, green: 0.92, blue: 0.23)),
                    TextRun(text: " under", underline: true), TextRun(text: " ok 😀 fine"),
                ], shadowColor: shade, alignment: .right),
            Rect(x: 170, y: 30, width: 140, height: 24)
        ),
        (
            LabelContent(
                runs: [TextRun(text: "A longer text that wraps over three lines in its narrow rectangle")],
                multiline: true, shadowColor: shade, alignment: .right),
            Rect(x: 4, y: 60, width: 120, height: 70)
        ),
        (
            LabelContent(runs: [TextRun(text: "A single line that is far too long")], shadowColor: shade),
            Rect(x: 130, y: 60, width: 100, height: 24)
        ),
        (
            LabelContent(
                runs: [
                    TextRun(text: "two ", color: red, shadowColor: blue, shadowOffset: Point(x: 1, y: 1)),
                    TextRun(text: "offsets", color: blue, shadowColor: red, shadowOffset: Point(x: 0, y: 2)),
                ]),
            Rect(x: 130, y: 90, width: 120, height: 24)
        ),
        (
            LabelContent(
                runs: [
                    TextRun(text: "one colour, ", shadowColor: blue), TextRun(text: "two shadows", shadowColor: red),
                ]),
            Rect(x: 130, y: 115, width: 180, height: 24)
        ),
    ]

    static func scene(scale: Int) -> Scene {
        Scene(
            size: Size(width: 320, height: 140), scale: scale, background: Color(red: 0.85, green: 0.87, blue: 0.9),
            commands: labels.map { DrawCommand.text($0.0, rect: $0.1) })
    }

    static func renderer(shadowsFromText: Bool) throws -> CairoRenderer {
        let renderer = CairoRenderer(fonts: try TextTestSupport.fonts())
        renderer.shadowsFromTextLayouts = shadowsFromText
        return renderer
    }

    /// A shadow drawn from the text's layout is the shadow a layout of its own
    /// drew: the same pixels at @1x and @2x, the same SVG and PDF bytes.
    @Test(arguments: [1, 2]) func shadowsFromTheTextLayoutDrawWhatTheirOwnLayoutsDid(scale: Int) throws {
        let scene = Self.scene(scale: scale)
        let recoloured = try Self.renderer(shadowsFromText: true)
        let ownLayouts = try Self.renderer(shadowsFromText: false)
        let image = try recoloured.renderImage(scene)
        #expect(TextTestSupport.differingPixels(image, try ownLayouts.renderImage(scene)) == 0)
        #expect(try recoloured.renderSVG(scene) == (try ownLayouts.renderSVG(scene)))
        #expect(try recoloured.renderPDF(scene) == (try ownLayouts.renderPDF(scene)))
        // The shadows are there: not the picture without them.
        let unshadowed = Scene(
            size: scene.size, scale: scale, background: scene.background,
            commands: Self.labels.map { label, rect in
                var plain = label
                plain.shadowColor = nil
                plain.runs = plain.runs.map { run in
                    var run = run
                    run.shadowColor = nil
                    return run
                }
                return DrawCommand.text(plain, rect: rect)
            })
        #expect(TextTestSupport.differingPixels(image, try ownLayouts.renderImage(unshadowed)) > 100)
    }

    /// Which passes are drawn from the text's layout: those whose colours
    /// change exactly where the text's colours or backgrounds do.
    @Test func aPassIsRecolouredOnlyWhereItSplitsTheTextAsTheTextDoes() {
        func recolours(_ label: LabelContent) -> [Bool] {
            let texts = label.runs.map(\.text)
            return TextShadowPasses.passes(for: label).map {
                ShadowRecolouring(label, runTexts: texts, colors: $0.colors) != nil
            }
        }
        for (label, _) in Self.labels.prefix(6) { #expect(recolours(label).allSatisfy { $0 }) }
        // Two offsets: the first pass colours "two " only; the text splits there too.
        #expect(recolours(Self.labels[6].0) == [true, true])
        // One text colour, two shadow colours: the text's layout has one run.
        #expect(recolours(Self.labels[7].0) == [false])
        // Empty runs split nothing.
        let withEmpty = LabelContent(
            runs: [TextRun(text: "a", color: Self.red), TextRun(text: ""), TextRun(text: "b", color: Self.red)],
            shadowColor: Self.shade)
        #expect(recolours(withEmpty) == [true])
    }

    /// A single-line label measured unwrapped and drawn in a wider rectangle
    /// is drawn from its measuring layout, its line placed where a layout at
    /// that width puts it: left, centred (on whole points when both widths
    /// are whole, as Pango hints) and right, at widths whole and not.
    @Test func anUnwrappedLayoutIsPlacedAsALayoutOfTheDrawnWidth() throws {
        let fonts = try TextTestSupport.fonts()
        for alignment in [TextAlignment.left, .center, .right] {
            for text in ["abc", "Shadowed text", "mixed **x** ok"] {
                // "abc" in Liberation Mono is 28.8046875 pt: not whole.
                for font in [TextTestSupport.mono, FontSpec(name: "CourierNewPSMT", size: 10)] {
                    let label = TextTestSupport.label(text, font: font, alignment: alignment)
                    let labels = LaidOutLabels()
                    let natural = PangoMeasurer(fonts: fonts, labels: labels)
                        .measureText(label, maxWidth: nil, maxHeight: nil).width
                    for width in [natural, natural.rounded(.up), natural + 0.3, 200, 201] {
                        let reused = try #require(labels.layout(of: label, drawnWidth: width, fonts: fonts))
                        let fresh = fonts.withPango { context in
                            let builder = TextLayoutBuilder(fonts: fonts, context: context) {
                                name, face throws(FontError) in
                                try fonts.resolveLocked(name, face: face, context: context)
                            }
                            return (try? builder.makeLayout(label, width: width, paint: .text)).map {
                                TextLines($0.pointer).lines
                            }
                        }
                        let line = try #require(fresh?.first)
                        #expect(reused.lines.lines.count == 1)
                        #expect(reused.lines.lines.first?.logical == line.logical, "\(text) \(alignment) \(width)")
                        #expect(reused.lines.lines.first?.ink == line.ink, "\(text) \(alignment) \(width)")
                        #expect(reused.lines.lines.first?.baseline == line.baseline)
                    }
                    // Narrower than the text: cut with "…", so laid out again.
                    #expect(labels.layout(of: label, drawnWidth: natural - 1, fonts: fonts) == nil)
                }
            }
        }
    }

    /// A multiline label measured in the room its side had and drawn in a
    /// narrower rectangle that its widest line still fits (a line sizes such
    /// a label to its text, rounded up) is drawn from its measuring layout:
    /// the same lines, breaking at the same characters, placed as a layout
    /// wrapped at the drawn width places them. Long words broken between
    /// characters, runs of spaces, line feeds, Mush faces, three alignments.
    @Test func aWrappedLayoutIsPlacedAsALayoutOfANarrowerWidth() throws {
        let fonts = try TextTestSupport.fonts()
        let texts = [
            "A longer text that wraps over several lines in its narrow rectangle",
            "Spaces   between    words and trailing spaces   ",
            "Line one\nLine two is a little longer than its room allows\n\nafter a blank line",
            "Incomprehensibilities antidisestablishmentarianism floccinaucinihilipilification",
            "Row 0: **bold** words, //italic// words, `monospace` words, long enough to wrap.",
        ]
        for alignment in [TextAlignment.left, .center, .right] {
            for text in texts {
                for font in [FontSpec.lineDefault, TextTestSupport.mono] {
                    for room in [96.0, 137.3, 200] {
                        var label = TextTestSupport.label(text, font: font, multiline: true, alignment: alignment)
                        if text.contains("**") {
                            label.runs = [
                                TextRun(text: "Row 0: "), TextRun(text: "bold", face: .bold), TextRun(text: " words, "),
                                TextRun(text: "italic", face: .italic), TextRun(text: " words, "),
                                TextRun(text: "monospace", face: .monospace),
                                TextRun(text: " words, long enough to wrap."),
                            ]
                        }
                        let labels = LaidOutLabels()
                        let widest = PangoMeasurer(fonts: fonts, labels: labels)
                            .measureText(label, maxWidth: room, maxHeight: nil).width
                        for width in [widest, widest.rounded(.up), (widest + room) / 2, room] where width <= room {
                            let reused = try #require(labels.layout(of: label, drawnWidth: width, fonts: fonts))
                            let fresh = try #require(Self.freshLayout(label, width: width, fonts: fonts))
                            let context = "\(text) \(alignment) room \(room) width \(width)"
                            let starts = Self.lineStarts(fresh, fonts)
                            #expect(Self.lineStarts(reused.handle, fonts) == starts, "\(context)")
                            let freshLines = fonts.withPango { _ in TextLines(fresh.pointer).lines }
                            #expect(reused.lines.lines.count == freshLines.count, "\(context)")
                            for (mine, theirs) in zip(reused.lines.lines, freshLines) {
                                #expect(mine.logical == theirs.logical, "\(context)")
                                #expect(mine.ink == theirs.ink, "\(context)")
                                #expect(mine.baseline == theirs.baseline, "\(context)")
                            }
                        }
                        // Narrower than its widest line: laid out again.
                        #expect(labels.layout(of: label, drawnWidth: widest - 1, fonts: fonts) == nil)
                    }
                }
            }
        }
    }

    static func freshLayout(_ label: LabelContent, width: Double, fonts: FontLibrary) -> PangoLayoutHandle? {
        fonts.withPango { context in
            let builder = TextLayoutBuilder(fonts: fonts, context: context) { name, face throws(FontError) in
                try fonts.resolveLocked(name, face: face, context: context)
            }
            return try? builder.makeLayout(label, width: width, paint: .text)
        }
    }

    /// Where each line of the layout starts in its text, and how long it is, in bytes.
    static func lineStarts(_ layout: PangoLayoutHandle, _ fonts: FontLibrary) -> [[Int32]] {
        fonts.withPango { _ in
            (0..<pango_layout_get_line_count(layout.pointer)).compactMap { index in
                pango_layout_get_line_readonly(layout.pointer, index).map {
                    [$0.pointee.start_index, $0.pointee.length]
                }
            }
        }
    }

    /// Pango's placement, worked by hand in units of 1/1024 pt: a 100 pt line
    /// in a 201 pt layout is centred at 101/2 = 50.5 pt, then put on a whole
    /// point (51) because both widths are whole; in 200.5 pt it stays at
    /// 50.25 pt; right-aligned it ends at the layout's edge.
    @Test func alignmentOffsetsAreWorkedOutAsPangoDoes() {
        let point = 1024
        #expect(LaidOutLabels.alignmentOffset(layoutWidth: 201 * point, lineWidth: 100 * point, .center) == 51 * point)
        #expect(LaidOutLabels.alignmentOffset(layoutWidth: 200 * point, lineWidth: 100 * point, .center) == 50 * point)
        #expect(
            LaidOutLabels.alignmentOffset(layoutWidth: 200 * point + 512, lineWidth: 100 * point, .center)
                == 50 * point + 256)
        #expect(LaidOutLabels.alignmentOffset(layoutWidth: 201 * point, lineWidth: 100 * point, .right) == 101 * point)
        #expect(LaidOutLabels.alignmentOffset(layoutWidth: 201 * point, lineWidth: 100 * point, .left) == 0)
        #expect(LaidOutLabels.alignmentOffset(layoutWidth: 0, lineWidth: 100 * point, .right) == 0)
    }

    /// Laid out once: measuring makes a label's layout and drawing it in
    /// every format makes none; labels with the same content share one; a
    /// multiline label drawn wider than it was measured is laid out again,
    /// once for all formats.
    @Test func eachLabelIsLaidOutOnceForMeasuringAndEveryFormat() throws {
        let fonts = try FontLibrary()
        let labels = LaidOutLabels()
        let measurer = PangoMeasurer(fonts: fonts, labels: labels)
        let shadowed = LabelContent(
            runs: [TextRun(text: "Shadowed "), TextRun(text: "bold", face: .bold)], shadowColor: Self.shade,
            alignment: .center)
        let wrapped = LabelContent(
            runs: [TextRun(text: "A longer text that wraps over lines")], multiline: true, shadowColor: Self.shade)
        let natural = measurer.measureText(shadowed, maxWidth: nil, maxHeight: nil)
        _ = measurer.measureText(shadowed, maxWidth: nil, maxHeight: nil)
        let wrappedSize = measurer.measureText(wrapped, maxWidth: 100, maxHeight: nil)
        #expect(fonts.pangoLayoutsMade == 2)

        let scene = Scene(
            size: Size(width: 320, height: 120), scale: 2, background: .white,
            commands: [
                .text(shadowed, rect: Rect(x: 0, y: 0, width: natural.width.rounded(.up) + 20, height: 24)),
                .text(shadowed, rect: Rect(x: 0, y: 30, width: 300, height: 24)),
                .text(wrapped, rect: Rect(x: 0, y: 60, width: 100, height: wrappedSize.height)),
            ])
        let renderer = CairoRenderer(fonts: fonts, labels: labels)
        _ = try renderer.renderPNG(scene)
        _ = try renderer.renderSVG(scene)
        _ = try CairoRenderer(fonts: fonts, labels: labels).renderPDF(scene)
        #expect(fonts.pangoLayoutsMade == 2)

        // Drawn narrower, its lines still fitting: the same layout.
        let narrower = Scene(
            size: scene.size, scale: 1, background: .white,
            commands: [.text(wrapped, rect: Rect(x: 0, y: 0, width: wrappedSize.width.rounded(.up), height: 80))])
        _ = try CairoRenderer(fonts: fonts, labels: labels).renderPNG(narrower)
        #expect(fonts.pangoLayoutsMade == 2)
        // Drawn wider than the room it was measured in: it might wrap
        // elsewhere, so it is laid out again, once for all formats.
        let wider = Scene(
            size: scene.size, scale: 1, background: .white,
            commands: [.text(wrapped, rect: Rect(x: 0, y: 0, width: 160, height: 80))])
        _ = try CairoRenderer(fonts: fonts, labels: labels).renderPNG(wider)
        _ = try CairoRenderer(fonts: fonts, labels: labels).renderSVG(wider)
        #expect(fonts.pangoLayoutsMade == 3)
    }

    /// A label measured in a stand-in font (its own is unknown) is never drawn
    /// from that layout: drawing still refuses the font.
    @Test func aLayoutInAStandInFontIsNotDrawn() throws {
        let fonts = try TextTestSupport.fonts()
        let labels = LaidOutLabels()
        let label = LabelContent(runs: [TextRun(text: "x")], font: FontSpec(name: "NoSuchFont-Regular", size: 12))
        _ = PangoMeasurer(fonts: fonts, labels: labels).measureText(label, maxWidth: nil, maxHeight: nil)
        #expect(labels.layout(of: label, drawnWidth: 100, fonts: fonts) == nil)
        let scene = Scene(
            size: Size(width: 100, height: 20), scale: 1, background: .white,
            commands: [.text(label, rect: Rect(x: 0, y: 0, width: 100, height: 20))])
        #expect(throws: FontError.self) { try CairoRenderer(fonts: fonts, labels: labels).renderPNG(scene) }
    }
}
