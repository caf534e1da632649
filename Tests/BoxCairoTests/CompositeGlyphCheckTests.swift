import BoxModel
import BoxPixels
import BoxScene
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxText

/// Issue 21: EBDT composite glyphs (image formats 8 and 9) name other glyphs,
/// composites among them. FreeType bounds their depth (100) but not how many
/// glyphs one loads: a chain of composites that each name the one before
/// twice loads 2^n glyphs (glyph 26 of the font below so changed took 1.3 s,
/// glyph 40 hours). The font is Fixtures/fonts/BoxTestComposite.ttf
/// (Scripts/make-bitmap-fonts.py): glyph 1 an 8×8 ring and 2 a 4×4 dot
/// (image format 1); 3 = 1 + 2 at (2, 2) (image format 8, at 26 in EBDT);
/// 4 = 3 (format 9, at 42); 5 = 4 + 2 at (4, 4) (at 56); and each of 6 to 40
/// = the glyph before + 2 at (4, 0) (18 bytes each, from 74 on).
@Suite struct CompositeGlyphCheckTests {
    static let fixture = ColorBitmapTableCheckTests.fixturesFolder + "/BoxTestComposite.ttf"

    static func font() throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture))) }

    /// The font with `bytes` written at each `(offset, bytes)` of its EBDT table.
    static func damaged(_ edits: [(Int, [UInt8])]) throws -> [UInt8] {
        var font = try font()
        let start = try #require(ColorBitmapTableCheckTests.tableOffset("EBDT", in: font))
        for (offset, bytes) in edits {
            font.replaceSubrange((start + offset)..<(start + offset + bytes.count), with: bytes)
        }
        return font
    }

    /// Glyphs 6 to 40 each made of the glyph before, twice, both at (0, 0).
    static let doubling: [(Int, [UInt8])] = (6...40).map { (glyph: Int) -> (Int, [UInt8]) in
        let record: Int = 74 + 18 * (glyph - 6)
        return (record + 14, [0, UInt8(glyph - 1), 0, 0])
    }

    @Test func soundFontPasses() throws {
        #expect(FontFileCheck.problem(in: try Self.font()) == nil)
    }

    @Test(
        arguments: [
            // Glyph 6's first component 5 → 6: it contains itself (FreeType fails 100 deep).
            ([(84, [0, 6])], "composite glyph 6 reaches a cycle: glyph 6 contains itself"),
            // Glyph 3's first component 1 → 5: 3 holds 5, which holds 4, which holds 3.
            ([(34, [0, 5])], "composite glyph 3 reaches a cycle: glyph 3 contains itself"),
            // A chain that doubles at each step: 6 loads 12 glyphs, 7 26, 8 54, 9 110.
            (Self.doubling, "composite glyph 9 loads more than 100 glyphs"),
            // Glyph 3's second component 2 → 0, which has no image: FreeType fails on it.
            ([(38, [0, 0])], "composite glyph 3 names glyph 0, which has no image in the strike"),
            // Glyph 3's dot at (2, 2) → (100, 2), outside the 8×8 bitmap FreeType allocates for glyph 3.
            ([(40, [100])], "composite glyph 3 draws its components from (0, 0) to (104, 8), outside its 8×8 box"),
            // Glyph 5's dot at (4, 4) → (4, -2).
            ([(73, [0xFE])], "composite glyph 5 draws its components from (0, -2) to (8, 8), outside its 8×8 box"),
        ] as [([(Int, [UInt8])], String)])
    func damagedCompositeIsRefused(edits: [(Int, [UInt8])], reason: String) throws {
        let bytes = try Self.damaged(edits)
        let started = ColorBitmapTableCheckTests.threadCPUSeconds()
        #expect(FontFileCheck.problem(in: bytes) == "its `EBLC` table's strike 1: " + reason)
        #expect(ColorBitmapTableCheckTests.threadCPUSeconds() - started < 2)
    }

    /// A component past the font's glyphs is the subtable's problem, as before.
    @Test func componentPastTheGlyphsIsRefused() throws {
        #expect(
            FontFileCheck.problem(in: try Self.damaged([(38, [0xFF, 0xFF])]))
                == "its `EBLC` table's strike 1, glyphs 3 to 3: a composite names glyph 65535; the font has 41")
    }

    /// The sound font draws: glyph 3 is the ring with the dot inside it.
    @Test func soundFontDraws() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try TestSupport.write(try Self.font(), to: directory + "/Composite.ttf")
        let fonts = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        func ink(_ text: String) throws -> Int {
            let label = TextTestSupport.label(text, font: FontSpec(name: "Box Test Composite", size: 8))
            let image = try CairoRenderer(fonts: fonts).renderImage(
                Scene(
                    size: Size(width: 20, height: 20), scale: 1, background: .white,
                    commands: [.text(label, rect: Rect(x: 2, y: 2, width: 16, height: 16))]))
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x: x, y: y] != TextTestSupport.white { count += 1 }
            }
            return count
        }
        // The ring: 28 pixels; the dot: 16; the ring with the dot inside: 44; glyph 40, 38 deep,
        // the ring with dots at (2, 2), (4, 4) and (4, 0): 54.
        #expect(try ink("\u{E000}") == 28)
        #expect(try ink("\u{E001}") == 16)
        #expect(try ink("\u{E002}") == 44)
        #expect(try ink("\u{E027}") == 54)
    }
}
