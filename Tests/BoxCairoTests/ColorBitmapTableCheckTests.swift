import Foundation
import Testing

@testable import BoxCairo
@testable import BoxPNG
@testable import BoxText

/// Issue 21: one changed byte in a colour emoji font's CBLC table made a render
/// run for minutes (or fail inside Cairo); the font check must refuse it first.
/// The font is Fixtures/fonts/BoxTestEmoji.ttf (Scripts/make-color-font.py):
/// six PNG glyphs, one strike, index subtables of formats 1 to 5.
@Suite struct ColorBitmapTableCheckTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fonts").path
    static let fixture = fixturesFolder + "/BoxTestEmoji.ttf"
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    static func font() throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture))) }

    /// Where `tag`'s table starts in `bytes`, from the table directory.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let tables = BigEndian.uint16(bytes, at: 4)
        for index in 0..<tables
        where String(decoding: bytes[(12 + 16 * index)..<(16 + 16 * index)], as: UTF8.self) == tag {
            return BigEndian.uint32(bytes, at: 12 + 16 * index + 8)
        }
        return nil
    }

    @Test func soundFontPasses() throws {
        #expect(FontFileCheck.problem(in: try Self.font()) == nil)
    }

    /// Found by setting each byte of CBLC and CBDT in turn and rendering: each
    /// of these made the render run past 5 s (Cairo loading the glyphs again and
    /// again once FreeType fails on one) or fail inside Cairo.
    @Test(arguments: [
        // The strike's bit depth 32 → 0: Cairo is asked for a pixel format that doesn't exist.
        ("CBLC", 54, UInt8(0x00), "its `CBLC` table's strike 1 has a bit depth of 0"),
        // The third subtable's first glyph 3 → 0: its glyphs shift, each reading a record not its own.
        ("CBLC", 73, 0x00, "its `CBLC` table's strike 1, glyphs 0 to 3: a PNG's length runs past its record"),
        // Its last glyph 3 → 65283: more glyphs than the font has.
        ("CBLC", 74, 0xFF, "its `CBLC` table's strike 1 lists glyphs 3 to 65283; the font has 7"),
        // The first subtable's image offset 4 → 127: its image is read from the middle of another.
        ("CBLC", 103, 0x7F, "its `CBLC` table's strike 1, glyphs 1 to 1: a PNG's length runs past its record"),
        // The first image's PNG length 115 → 0x7F000073, past its record.
        ("CBDT", 9, 0x7F, "its `CBLC` table's strike 1, glyphs 1 to 1: a PNG's length runs past its record"),
        // 115 → 0: no PNG at all.
        ("CBDT", 12, 0x00, "its `CBLC` table's strike 1, glyphs 1 to 1: a glyph's PNG has no PNG header"),
        // The last byte of the first PNG (its IEND checksum).
        (
            "CBDT", 127, 0x00,
            "its `CBLC` table's strike 1, glyphs 1 to 1: a glyph's PNG is damaged (the IEND chunk's checksum is wrong)"
        ),
        // The index format 4 subtable's image end 124 → 0: glyph 4's image from 0 to 0, which FreeType
        // takes for an image and fails to load (formats 1 and 3 take it for no image).
        ("CBLC", 163, 0x00, "its `CBLC` table's strike 1, glyphs 4 to 4: glyph 4's image is 0 bytes long"),
    ])
    func damagedByteIsRefused(table: String, offset: Int, value: UInt8, reason: String) throws {
        var bytes = try Self.font()
        let start = try #require(Self.tableOffset(table, in: bytes))
        #expect(bytes[start + offset] != value)
        bytes[start + offset] = value
        #expect(FontFileCheck.problem(in: bytes) == reason, "\(table)+\(offset) = \(value)")
    }

    /// A damaged colour font in a --font-dir is refused by name before anything is drawn.
    @Test func damagedColorFontInAFolderIsRefusedNamingIt() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var bytes = try Self.font()
        bytes[try #require(Self.tableOffset("CBDT", in: bytes)) + 127] = 0
        try TestSupport.write(bytes, to: directory + "/Emoji.ttf")
        #expect(
            throws: FontError.damagedFontFile(
                path: directory + "/Emoji.ttf",
                reason: "its `CBLC` table's strike 1, glyphs 1 to 1: a glyph's PNG is damaged "
                    + "(the IEND chunk's checksum is wrong)")
        ) {
            try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        }
        try TestSupport.write(try Self.font(), to: directory + "/Emoji.ttf")
        let fonts = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        #expect(try fonts.resolve("Box Test Emoji").file == directory + "/Emoji.ttf")
    }

    /// The check reads each byte a bounded number of times: Noto Color Emoji
    /// (11 MB, 3,700 PNGs, each inflated once) passes, in about 0.3 s of CPU
    /// in a debug build. Measured in this thread's CPU time, so that a busy
    /// machine doesn't fail it.
    @Test func notoColorEmojiPassesQuickly() throws {
        let started = Self.threadCPUSeconds()
        #expect(FontFileCheck.problem(inFileAt: Self.notoColorEmoji) == nil)
        #expect(Self.threadCPUSeconds() - started < 10)
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
