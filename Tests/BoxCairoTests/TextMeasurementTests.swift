import BoxCairo
import BoxModel
import BoxText
import Foundation
import Testing

@Suite struct TextMeasurementTests {
    static let mono = TextTestSupport.mono
    static let advance = TextTestSupport.monoAdvance
    static let lineHeight = TextTestSupport.monoLineHeight

    static func measure(_ label: LabelContent, maxWidth: Double? = nil, maxHeight: Double? = nil) throws -> Size {
        try TextTestSupport.measurer().measureText(label, maxWidth: maxWidth, maxHeight: maxHeight)
    }

    /// The line default, HelveticaNeue-Light 16 = Roboto Light 16: a line is
    /// Roboto's hhea ascender + descender, (1900 + 500)/2048 em = 18.75 pt (no line
    /// gap). The advances of "Asynchronous layout" add up to 18837/2048 em =
    /// 147.1640625 pt; Roboto's kerning takes 50/2048 em = 0.390625 pt off that.
    @Test func singleLineInTheLineDefault() throws {
        let label = LabelContent(runs: [TextRun(text: "Asynchronous layout")])
        #expect(try Self.measure(label) == Size(width: 146.7734375, height: 18.75))
    }

    @Test func monospaceWidthIsTheAdvancesAdded() throws {
        #expect(
            try Self.measure(TextTestSupport.label("abcde")) == Size(width: 5 * Self.advance, height: Self.lineHeight))
        #expect(Self.advance == 9.6015625)
        #expect(Self.lineHeight == 18.125)
    }

    /// Sizes scale with the point size: no hinting, no metric rounding.
    @Test func widthScalesWithTheFontSize() throws {
        let label = TextTestSupport.label("abcde", font: FontSpec(name: "CourierNewPSMT", size: 32))
        #expect(try Self.measure(label) == Size(width: 10 * Self.advance, height: 2 * Self.lineHeight))
    }

    /// Single-line text never wraps: a width limit doesn't matter.
    @Test func singleLineIgnoresTheWidthLimit() throws {
        let label = TextTestSupport.label("aaa bbb ccc")
        #expect(try Self.measure(label, maxWidth: 30) == Size(width: 11 * Self.advance, height: Self.lineHeight))
    }

    /// Each word is 3 advances (28.8 pt) and a word plus a space and a word is 7
    /// (67.2 pt): at 40 pt every word gets its own line, at 70 pt two share one.
    @Test func multilineWrapsMoreLinesWhenNarrower() throws {
        let label = TextTestSupport.label("aaa bbb ccc ddd", multiline: true)
        #expect(try Self.measure(label) == Size(width: 15 * Self.advance, height: Self.lineHeight))
        #expect(try Self.measure(label, maxWidth: 70) == Size(width: 7 * Self.advance, height: 2 * Self.lineHeight))
        #expect(try Self.measure(label, maxWidth: 40) == Size(width: 3 * Self.advance, height: 4 * Self.lineHeight))
    }

    /// Line feeds break multiline text; line spacing goes between lines, not after the last.
    @Test func lineFeedsAndLineSpacing() throws {
        var label = TextTestSupport.label("one\nthree\n\nfour", multiline: true)
        label.lineSpacing = 5
        #expect(try Self.measure(label) == Size(width: 5 * Self.advance, height: 4 * Self.lineHeight + 3 * 5))
    }

    /// Only the lines whose bottom is within the height count; at least the first.
    @Test func maxHeightStopsAddingLines() throws {
        let label = TextTestSupport.label("aaa bbb ccc ddd", multiline: true)
        #expect(try Self.measure(label, maxWidth: 40, maxHeight: 40) == Size(width: 3 * Self.advance, height: 36.25))
        #expect(try Self.measure(label, maxWidth: 40, maxHeight: 36.25) == Size(width: 3 * Self.advance, height: 36.25))
        #expect(try Self.measure(label, maxWidth: 40, maxHeight: 5) == Size(width: 3 * Self.advance, height: 18.125))
    }

    /// A word wider than the whole width is broken between characters, as
    /// `NSLineBreakByWordWrapping` does, and each break shows a hyphen (issue
    /// 26; UIKit shows none): 5 glyphs fit a 50 pt line (5 × 9.6 = 48), so
    /// 10 characters take "abcd‐", "efgh‐", "ij".
    @Test func overlongWordBreaksBetweenCharactersWithAHyphen() throws {
        let label = TextTestSupport.label("abcdefghij", multiline: true)
        #expect(try Self.measure(label, maxWidth: 50) == Size(width: 5 * Self.advance, height: 3 * Self.lineHeight))
    }

    /// In a single-line label a line feed is a space.
    @Test func singleLineTreatsLineFeedsAsSpaces() throws {
        #expect(try Self.measure(TextTestSupport.label("ab\ncd")) == Self.measure(TextTestSupport.label("ab cd")))
    }

    @Test func emptyTextIsZero() throws {
        #expect(try Self.measure(TextTestSupport.label("")) == .zero)
        #expect(try Self.measure(LabelContent(runs: [])) == .zero)
    }

    /// Runs with their own font: "ab" in Liberation Mono 16 then "cd" at 32 pt —
    /// the line is as tall as the bigger font's.
    @Test func runsWithTheirOwnFont() throws {
        let label = LabelContent(
            runs: [TextRun(text: "ab"), TextRun(text: "cd", font: FontSpec(name: "CourierNewPSMT", size: 32))],
            font: Self.mono)
        #expect(try Self.measure(label) == Size(width: 6 * Self.advance, height: 2 * Self.lineHeight))
    }

    /// Mush's monospace face is Courier New at the base font's size.
    @Test func monospaceFaceUsesTheBaseSize() throws {
        let label = LabelContent(
            runs: [TextRun(text: "abc", face: .monospace)], font: FontSpec(name: "HelveticaNeue-Light", size: 32))
        let size = try Self.measure(label)
        #expect(size.width == 6 * Self.advance)
    }

    /// An unknown font can't make measuring fail: it is measured in the line
    /// default, and `checkFonts` (and drawing) report it.
    @Test func unknownFontMeasuresAsTheDefaultAndIsReported() throws {
        let unknown = LabelContent(runs: [TextRun(text: "Asynchronous layout")], font: FontSpec(name: "Nope", size: 16))
        let known = LabelContent(runs: [TextRun(text: "Asynchronous layout")])
        #expect(try Self.measure(unknown) == Self.measure(known))
        let measurer = try TextTestSupport.measurer()
        #expect(throws: FontError.self) { try measurer.checkFonts(unknown) }
        try measurer.checkFonts(known)
    }

    @Test func pictureNaturalSizeIsPixelsOverFileScale() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 30, height: 20, in: directory, name: "p@2x.png")
        let measurer = try TextTestSupport.measurer()
        #expect(measurer.naturalSize(of: ImageSource(path: path, fileScale: 2)) == Size(width: 15, height: 10))
        #expect(measurer.naturalSize(of: ImageSource(path: path, fileScale: 1)) == Size(width: 30, height: 20))
        #expect(measurer.naturalSize(of: ImageSource(path: directory + "/missing.png", fileScale: 1)) == .zero)
    }

    /// Four threads measuring the same labels at once get what one thread gets.
    @Test func concurrentMeasuringAgrees() throws {
        let measurer = try TextTestSupport.measurer()
        let labels = (1...12).map { count in
            LabelContent(
                runs: [TextRun(text: String(repeating: "word ", count: count)), TextRun(text: "bold", face: .bold)],
                multiline: count % 2 == 0)
        }
        @Sendable func measureAll() -> [Size] { labels.map { measurer.measureText($0, maxWidth: 120, maxHeight: nil) } }
        let expected = measureAll()
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25 { results.append(measureAll()) }
        }
        #expect(results.values.count == 100)
        #expect(results.values.allSatisfy { $0 == expected })
    }
}

/// Results gathered from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[Size]] = []

    func append(_ sizes: [Size]) {
        lock.lock()
        stored.append(sizes)
        lock.unlock()
    }

    var values: [[Size]] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
