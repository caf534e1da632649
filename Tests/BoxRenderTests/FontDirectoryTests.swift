import Foundation
import Testing

/// Issue 21 through the CLI: damaged `sbix` and EBDT composite glyphs in a
/// `--font-dir` are refused in bounded time, naming the file; and the
/// private copy fontconfig loads the fonts from is gone when a run ends,
/// however it ends.
@Suite struct FontDirectoryTests {
    static let fonts = RepositoryPaths.root.appendingPathComponent("Fixtures/fonts")

    /// A folder holding `fonts/NAME` (the fixture `fixture` with `edits` to
    /// its `table`) and a spec drawing `text` in `family`.
    static func folder(
        fixture: String, name: String, table: String, edits: [(Int, [UInt8])], family: String, text: String
    ) throws -> (folder: URL, spec: String, font: String) {
        let folder = try CLIRunner.temporaryFolder()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
        var bytes = [UInt8](try Data(contentsOf: Self.fonts.appendingPathComponent(fixture)))
        let start = try #require(tableOffset(table, in: bytes))
        for (offset, data) in edits {
            bytes.replaceSubrange((start + offset)..<(start + offset + data.count), with: data)
        }
        let font = fonts.appendingPathComponent(name)
        try Data(bytes).write(to: font)
        let spec = folder.appendingPathComponent("spec.json")
        let root: [String: Any] = ["size": [240, 60], "type": "line", "middle": text, "font": family + " 32"]
        try JSONSerialization.data(withJSONObject: ["version": 1, "root": root]).write(to: spec)
        return (folder, spec.path, font.path)
    }

    /// Glyphs 6 to 40 of BoxTestComposite.ttf each made of the glyph before, twice.
    static let doubling: [(Int, [UInt8])] = (6...40).map { (glyph: Int) -> (Int, [UInt8]) in
        let record: Int = 74 + 18 * (glyph - 6)
        return (record + 14, [0, UInt8(glyph - 1), 0, 0])
    }

    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<tables
        where String(decoding: bytes[(12 + 16 * index)..<(16 + 16 * index)], as: UTF8.self) == tag {
            return bytes[(20 + 16 * index)..<(24 + 16 * index)].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }

    /// Each drawn by a label of the font's glyphs: refused in a moment, where
    /// FreeType would fail on a glyph (and Cairo then load the run's glyphs
    /// again and again) or, for the doubling composites, load 2^35 glyphs.
    @Test(
        arguments: [
            (
                "BoxTestSbix.ttf", "sbix", [(170, [UInt8(0)])],
                "its `sbix` table's strike 1: glyph 1: a glyph's PNG is damaged (the IEND chunk's checksum is wrong)"
            ),
            (
                "BoxTestSbix.ttf", "sbix", [(302, [0, 5]), (435, [0, 3])],
                "its `sbix` table's strike 1: glyph 3: a `dupe` of glyph 5, which is not a `png `"
                    + " (a `dupe` of a `dupe` is refused)"
            ),
            (
                "BoxTestSbix.ttf", "sbix", [(12, [0x7F])],
                "its `sbix` table's strike 2, at 2130706872, runs past the table's end (1020 bytes)"
            ),
            (
                "BoxTestComposite.ttf", "EBDT", Self.doubling,
                "its `EBLC` table's strike 1: composite glyph 9 loads more than 100 glyphs"
            ),
            (
                "BoxTestComposite.ttf", "EBDT", [(84, [0, 6])],
                "its `EBLC` table's strike 1: composite glyph 6 reaches a cycle: glyph 6 contains itself"
            ),
        ] as [(String, String, [(Int, [UInt8])], String)])
    func aDamagedBitmapFontIsRefusedQuickly(fixture: String, table: String, edits: [(Int, [UInt8])], reason: String)
        throws
    {
        let family = fixture == "BoxTestSbix.ttf" ? "Box Test Sbix" : "Box Test Composite"
        let text = fixture == "BoxTestSbix.ttf" ? "\u{E000}\u{E001}\u{E002}\u{E003}\u{E004}" : "\u{E005}\u{E027}"
        let (folder, spec, font) = try Self.folder(
            fixture: fixture, name: "Damaged.ttf", table: table, edits: edits, family: family, text: text)
        let out = folder.appendingPathComponent("out.png")
        let started = Date()
        let result = try CLIRunner.run(
            [spec, "-o", out.path, "--font-dir", folder.appendingPathComponent("fonts").path])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: \(font): the font file is damaged (\(reason)); "
                + "replace it or remove it from the --font-dir folder\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// The sound fonts draw.
    @Test(arguments: [
        ("BoxTestSbix.ttf", "Box Test Sbix", "\u{E000}\u{E001}\u{E002}\u{E003}\u{E004}"),
        ("BoxTestComposite.ttf", "Box Test Composite", "\u{E000}\u{E002}\u{E027}"),
    ])
    func aSoundBitmapFontDraws(fixture: String, family: String, text: String) throws {
        let (folder, spec, _) = try Self.folder(
            fixture: fixture, name: "Sound.ttf", table: "head", edits: [], family: family, text: text)
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.run(
            [spec, "-o", out.path, "--font-dir", folder.appendingPathComponent("fonts").path, "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    /// `$TMPDIR` is empty after a run that drew with a --font-dir, one that
    /// refused a font in it, and one ended by SIGTERM while it waited for its
    /// spec on standard input (the fonts already copied).
    @Test func thePrivateCopyIsGoneHoweverARunEnds() throws {
        let (folder, spec, _) = try Self.folder(
            fixture: "BoxTestSbix.ttf", name: "Sbix.ttf", table: "head", edits: [], family: "Box Test Sbix",
            text: "\u{E000}")
        let fonts = folder.appendingPathComponent("fonts").path
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        let out = folder.appendingPathComponent("out.png").path
        let drawn = try CLIRunner.runShell(
            "TMPDIR=\"$1\" exec \"$0\" \"$2\" -o \"$3\" --font-dir \"$4\"",
            arguments: [CLIRunner.executable.path, temporary.path, spec, out, fonts])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])

        try Data("not a font".utf8).write(to: URL(fileURLWithPath: fonts + "/Broken.ttf"))
        let refused = try CLIRunner.runShell(
            "TMPDIR=\"$1\" exec \"$0\" fonts --font-dir \"$2\"",
            arguments: [CLIRunner.executable.path, temporary.path, fonts])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(fonts + "/Broken.ttf"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        try FileManager.default.removeItem(atPath: fonts + "/Broken.ttf")

        // Standard input a FIFO the shell holds open: boxrender waits for its spec.
        let killed = try CLIRunner.runShell(
            """
            fifo="$1/../in"; mkfifo "$fifo"; exec 3<>"$fifo"
            TMPDIR="$1" "$0" - -o "$2" --font-dir "$3" <&3 2>/dev/null & pid=$!
            for i in $(seq 200); do [ -n "$(ls -A "$1")" ] && break; sleep 0.05; done
            [ -n "$(ls -A "$1")" ] || { kill -KILL $pid; echo "no private copy made" >&2; exit 3; }
            kill -TERM $pid; wait $pid; echo "status $?" >&2
            """,
            arguments: [CLIRunner.executable.path, temporary.path, out, fonts])
        #expect(killed.stderr == "status 143\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
