import BoxModel
import BoxPixels
import BoxScene
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxText

/// Issue 21: `sbix` tables (Apple's colour glyphs, which FreeType decodes
/// with libpng) are checked as CBLC/CBDT are. The font is
/// Fixtures/fonts/BoxTestSbix.ttf (Scripts/make-bitmap-fonts.py): two strikes
/// (16 and 32 pixels per em, at 16 and 440 in the table), glyphs 1, 2 and 4
/// PNG discs, 3 a `dupe` of 1 and 5 a `dupe` of 2, at U+E000 to U+E004.
@Suite struct SbixTableCheckTests {
    static let fixture = ColorBitmapTableCheckTests.fixturesFolder + "/BoxTestSbix.ttf"

    static func font() throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture))) }

    /// The font with `bytes` written at each `(offset, bytes)` of its `sbix` table.
    static func damaged(_ edits: [(Int, [UInt8])]) throws -> [UInt8] {
        var font = try font()
        let start = try #require(ColorBitmapTableCheckTests.tableOffset("sbix", in: font))
        for (offset, bytes) in edits {
            #expect(Array(font[(start + offset)..<(start + offset + bytes.count)]) != bytes, "\(offset)")
            font.replaceSubrange((start + offset)..<(start + offset + bytes.count), with: bytes)
        }
        return font
    }

    @Test func soundFontPasses() throws {
        #expect(FontFileCheck.problem(in: try Self.font()) == nil)
    }

    /// Each refused with the strike and glyph it is in.
    @Test(
        arguments: [
            // A strike offset's first byte: strike 2 at 0x7F0001B8.
            ([(12, [0x7F])], "its `sbix` table's strike 2, at 2130706872, runs past the table's end (1020 bytes)"),
            // The number of strikes 2 → 0x01000002.
            ([(4, [0x01])], "its `sbix` table's 16777218 strikes run past its end"),
            // Glyph 2's offset in strike 1 (where glyph 1's record ends) 155 → 0x0100009B.
            (
                [(28, [0x01])],
                "its `sbix` table's strike 1: glyph 1's record, 32 to 16777371, runs past the table's end"
            ),
            // The same offset 155 → 411, past glyph 2's end at 278.
            ([(30, [0x01])], "its `sbix` table's strike 1: glyph 2's record ends before it starts"),
            // The last byte of glyph 1's PNG (its IEND checksum).
            (
                [(170, [0x00])],
                "its `sbix` table's strike 1: glyph 1: a glyph's PNG is damaged (the IEND chunk's checksum is wrong)"
            ),
            // Glyph 1's graphic type `png ` → `jpg `, which FreeType does not draw.
            (
                [(52, Array("jpg ".utf8))],
                "its `sbix` table's strike 1: glyph 1: its graphic type is `jpg `; FreeType draws only `png ` and `dupe`"
            ),
            // Glyph 3 a `dupe` of 5 and 5 of 3: a cycle FreeType follows 4 deep, then fails.
            (
                [(302, [0, 5]), (435, [0, 3])],
                "its `sbix` table's strike 1: glyph 3: a `dupe` of glyph 5, which is not a `png `"
                    + " (a `dupe` of a `dupe` is refused)"
            ),
            // Glyph 3 a `dupe` of itself.
            ([(302, [0, 3])], "its `sbix` table's strike 1: glyph 3: a `dupe` of itself"),
            // A `dupe` of glyph 0x0501, past the font's 6.
            ([(302, [5])], "its `sbix` table's strike 1: glyph 3: a `dupe` of glyph 1281; the font has 6"),
            // A `dupe` of glyph 0, which has no record.
            ([(303, [0])], "its `sbix` table's strike 1: glyph 3: a `dupe` of glyph 0, which has no image"),
            // Strike 2's pixels per em 32 → 0.
            ([(441, [0])], "its `sbix` table's strike 2 is 0 pixels per em"),
            // The version 1 → 0x0101.
            ([(0, [1])], "its `sbix` table is version 257, not 1"),
        ] as [([(Int, [UInt8])], String)])
    func damagedTableIsRefused(edits: [(Int, [UInt8])], reason: String) throws {
        #expect(FontFileCheck.problem(in: try Self.damaged(edits)) == reason)
    }

    /// Two strikes at one offset are one strike, walked once; strikes laid
    /// over each other are read as they are; strikes whose
    /// offsets overlap are refused once they cover more than the table:
    /// 65,535 strikes 4 bytes apart, each of 1,000 glyphs (all sound: every
    /// word 0x00200020 is 32 pixels per em as a strike's first, an empty
    /// record's offset as any other), would otherwise have every glyph of
    /// each walked, in time that grows with the square of the table.
    @Test func strikesAreWalkedOnceEach() throws {
        #expect(FontFileCheck.problem(in: try Self.damaged([(14, [0, 16])])) == nil)
        // Strike 2 at 18, over strike 1's: its ppem strike 1's ppi, its first offset 0x00200000.
        #expect(
            FontFileCheck.problem(in: try Self.damaged([(14, [0, 18])]))
                == "its `sbix` table's strike 2: glyph 0's record, 2097152 to 2097152, runs past the table's end")
        let glyphs = 1000
        let strikes = 8 + 4 * 0xFFFF
        var table = [UInt8](repeating: 0, count: strikes + 4 * 0xFFFF + 0x0020_0020 + 4 * (glyphs + 2))
        table.replaceSubrange(0..<8, with: [0, 1, 0, 1, 0, 0, 0xFF, 0xFF])
        for k in 0..<0xFFFF {
            let offset = strikes + 4 * k
            table.replaceSubrange(
                (8 + 4 * k)..<(12 + 4 * k), with: (0..<4).map { UInt8(truncatingIfNeeded: offset >> (24 - 8 * $0)) })
        }
        for k in stride(from: strikes, to: table.count - 3, by: 4) {
            table[k + 1] = 0x20
            table[k + 3] = 0x20
        }
        let started = ColorBitmapTableCheckTests.threadCPUSeconds()
        let problem = SbixTableCheck.problem(
            in: FontTable(tag: "sbix", bytes: table, start: 0, length: table.count), glyphCount: glyphs)
        #expect(problem == "its `sbix` table's strikes overlap, covering more than its length")
        #expect(ColorBitmapTableCheckTests.threadCPUSeconds() - started < 5)
    }

    /// The sound font draws its discs, the `dupe`s as the glyphs they name,
    /// from a --font-dir; a damaged one is refused naming the file.
    @Test func soundFontDrawsAndDamagedFontIsRefusedNamingIt() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try TestSupport.write(try Self.damaged([(170, [0x00])]), to: directory + "/Sbix.ttf")
        #expect(
            throws: FontError.damagedFontFile(
                path: directory + "/Sbix.ttf",
                reason: "its `sbix` table's strike 1: glyph 1: a glyph's PNG is damaged "
                    + "(the IEND chunk's checksum is wrong)")
        ) {
            try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        }
        try TestSupport.write(try Self.font(), to: directory + "/Sbix.ttf")
        let fonts = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        #expect(try fonts.resolve("Box Test Sbix").file == directory + "/Sbix.ttf")
        func draw(_ text: String) throws -> RGBAImage {
            let label = TextTestSupport.label(text, font: FontSpec(name: "Box Test Sbix", size: 32))
            return try CairoRenderer(fonts: fonts).renderImage(
                Scene(
                    size: Size(width: 60, height: 50), scale: 1, background: .white,
                    commands: [.text(label, rect: Rect(x: 5, y: 5, width: 50, height: 40))]))
        }
        /// How many pixels are near `colour` (the discs' edges are blended with white).
        func count(_ image: RGBAImage, _ colour: (Int, Int, Int)) -> Int {
            var found = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image[x: x, y: y]
                    if abs(Int(pixel.r) - colour.0) < 8, abs(Int(pixel.g) - colour.1) < 8,
                        abs(Int(pixel.b) - colour.2) < 8
                    {
                        found += 1
                    }
                }
            }
            return found
        }
        let red = try draw("\u{E000}")
        let green = try draw("\u{E001}")
        #expect(count(red, (230, 60, 60)) > 300)
        #expect(count(green, (60, 160, 60)) > 300)
        #expect(count(try draw("\u{E003}"), (60, 60, 230)) > 300)
        // Glyph 3 is a `dupe` of 1, 5 of 2.
        #expect(TextTestSupport.differingPixels(try draw("\u{E002}"), red) == 0)
        #expect(TextTestSupport.differingPixels(try draw("\u{E004}"), green) == 0)
    }
}
