import BoxModel
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxText

/// Issue 21: fontconfig, FreeType and Cairo opened `--font-dir` files by path
/// after the check, so a folder changed between the check and the load (or
/// the draw: Cairo opens faces again when it likes) was outside what was
/// checked. They now open only a private copy of the bytes checked.
@Suite struct PrivateFontCopyTests {
    static func emoji() throws -> [UInt8] { try ColorBitmapTableCheckTests.font() }

    /// The folder's font replaced by another (a font of another family, a
    /// damaged colour font) and a font added, right after the check: what is
    /// listed, resolved and opened is the font checked, from the private copy.
    @Test(arguments: ["another family", "damaged", "added"])
    func fontChangedAfterTheCheckIsNotTheOneLoaded(change: String) throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = try Self.emoji()
        try TestSupport.write(original, to: directory + "/Emoji.ttf")
        var copyFolder = ""
        let fonts = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil) { folder in
            copyFolder = folder
            switch change {
            case "another family":
                try? FileManager.default.removeItem(atPath: directory + "/Emoji.ttf")
                let other = try? TextTestSupport.renamedMonoFont(in: directory)
                try? FileManager.default.moveItem(atPath: other ?? "", toPath: directory + "/Emoji.ttf")
            case "damaged":
                var bytes = original
                bytes[ColorBitmapTableCheckTests.tableOffset("CBDT", in: bytes)! + 127] = 0
                try? TestSupport.write(bytes, to: directory + "/Emoji.ttf")
            default:
                _ = try? TextTestSupport.renamedMonoFont(in: directory)
            }
        }
        #expect(fonts.families.contains("Box Test Emoji"))
        #expect(!fonts.families.contains("Zyxwvutsrq Mono"))
        // Listed and resolved by the path the user gave…
        #expect(fonts.faces.filter { $0.file.hasPrefix(directory + "/") }.map(\.file) == [directory + "/Emoji.ttf"])
        #expect(try fonts.resolve("Box Test Emoji").file == directory + "/Emoji.ttf")
        // …opened from the private copy, which holds the bytes checked.
        let opened = try fonts.openedFile("Box Test Emoji")
        #expect(opened.hasPrefix(copyFolder + "/"), "\(opened)")
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: opened))) == original)
    }

    /// The copy is private (0700), and removed with the library, and when a
    /// font in it is refused.
    @Test func theCopyIsPrivateAndRemoved() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/inner", withIntermediateDirectories: false)
        try TestSupport.write(try Self.emoji(), to: directory + "/inner/Emoji.ttf")
        var copyFolder = ""
        var fonts: FontLibrary? = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil) {
            copyFolder = $0
        }
        var status = stat()
        #expect(lstat(copyFolder, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o700)
        #expect(status.st_mode & S_IFMT == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: copyFolder) == ["0.ttf"])
        #expect(try fonts?.resolve("Box Test Emoji").file == directory + "/inner/Emoji.ttf")
        fonts = nil
        #expect(!FileManager.default.fileExists(atPath: copyFolder))

        var bytes = try Self.emoji()
        bytes[try #require(ColorBitmapTableCheckTests.tableOffset("CBDT", in: bytes)) + 127] = 0
        try TestSupport.write(bytes, to: directory + "/inner/Emoji.ttf")
        copyFolder = ""
        #expect(throws: FontError.self) {
            try FontLibrary(fontDirectories: [directory], cacheDirectory: nil) { copyFolder = $0 }
        }
        #expect(!copyFolder.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: copyFolder))
    }

    /// All the fonts copied together are bounded; past the bound, the file
    /// that crosses it is named.
    @Test func theCopyIsBounded() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["A.ttf", "B.ttf"] { try TestSupport.write(try Self.emoji(), to: directory + "/" + name) }
        let size = try Self.emoji().count
        let copy = try PrivateFontCopy(environment: [:], totalLimit: 2 * size - 1)
        #expect(
            throws: FontError.unusableFontFile(
                path: directory + "/B.ttf",
                reason: "the --font-dir fonts together are longer than \(2 * size - 1) bytes")
        ) {
            try FontFolderCheck.copy(directory, into: copy)
        }
        let roomy = try PrivateFontCopy(environment: [:], totalLimit: 2 * size)
        try FontFolderCheck.copy(directory, into: roomy)
        #expect(roomy.files.map(\.shown) == [directory + "/A.ttf", directory + "/B.ttf"])
    }

    @Test(arguments: [("Font.TTF", ".ttf"), ("a.b.otf", ".otf"), ("noext", ""), (".hidden", ""), ("x.toolongext", "")])
    func copiesKeepAPlainExtension(name: String, expected: String) {
        #expect(PrivateFontCopy.fileExtension(of: "/fonts/" + name) == expected)
    }
}
