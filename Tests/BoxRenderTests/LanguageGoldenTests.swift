import BoxPNG
import Foundation
import Testing

/// `Fixtures/languages` (issue 26): a settings screen and a first-run screen
/// in English, German, Arabic, Hebrew, Japanese, Korean, Simplified Chinese,
/// Hindi and Thai, light and dark, made by one command and checked against
/// the committed pictures in `snapshots/languages`, as the docs are.
struct LanguageGoldenTests {
    static let specs = RepositoryPaths.root.appendingPathComponent("Fixtures/languages")
    static let goldens = RepositoryPaths.snapshots.appendingPathComponent("languages")
    static let languages = ["ar", "de", "en", "he", "hi", "ja", "ko", "th", "zh-Hans"]

    @Test func theCommittedPicturesAreFresh() throws {
        let result = try CLIRunner.run([
            "render", Self.specs.path, "--out-dir", Self.goldens.path, "--scale", "2", "--check", "--prune",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("checked 2 specs: fresh 36, stale 0, missing 0, orphaned 0, failed 0"))
    }

    /// Every screen, theme and language, each in one picture of the screen's width.
    @Test func everyLanguageHasItsPictures() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter {
            $0.hasSuffix(".png")
        }
        let expected = ["settings", "welcome"].flatMap { screen in
            ["dark", "light"].flatMap { theme in Self.languages.map { "\(screen)-\(theme)-\($0)@2x.png" } }
        }
        #expect(names.sorted() == expected.sorted())
        for name in names {
            #expect(try PNGCodec.decode(fileAt: Self.goldens.appendingPathComponent(name).path).width == 608, "\(name)")
        }
    }

    /// The mirrored screens: in Arabic and Hebrew the settings title stands at
    /// the right (its ink ends near the card's right edge), in English at the left.
    @Test func rightToLeftScreensAreMirrored() throws {
        func titleInk(_ language: String) throws -> ClosedRange<Int> {
            let image = try PNGCodec.decode(
                fileAt: Self.goldens.appendingPathComponent("settings-light-\(language)@2x.png").path)
            // The title row: 40 points below the card's 8-point margin, at 2x.
            var columns: [Int] = []
            for y in 20..<90 {
                for x in 20..<(image.width - 20) where image[x: x, y: y].r < 100 { columns.append(x) }
            }
            return try #require(columns.min())...(try #require(columns.max()))
        }
        #expect(try titleInk("en").lowerBound < 60)
        #expect(try titleInk("ar").upperBound > 548)
        #expect(try titleInk("he").upperBound > 548)
        #expect(try titleInk("ar").lowerBound > 300)
    }
}
