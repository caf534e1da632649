import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// `boxrender diff` through the built binary: verdicts, exact counts, the
/// three-panel picture and the exit statuses of spec-format §10.
@Suite struct DiffCommandTests {
    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let grey = Pixel(r: 128, g: 128, b: 128, a: 255)
    static let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    static let red = Pixel(r: 255, g: 0, b: 0, a: 255)

    /// 6×5: columns 0…2 black, 3…5 white, a hard vertical edge; `softColumn`
    /// repaints column 2, as when the edge moves by half a pixel.
    static func edge(softColumn: Pixel? = nil) throws -> RGBAImage {
        var image = try RGBAImage(width: 6, height: 5, fill: (255, 255, 255, 255))
        for y in 0..<5 {
            for x in 0..<3 { image[x: x, y: y] = black }
            if let softColumn { image[x: 2, y: y] = softColumn }
        }
        return image
    }

    /// 4×4 white with three blue pixels: clearly different from plain white.
    static func whiteWithThreeBlue() throws -> RGBAImage {
        var image = try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        for (x, y) in [(2, 1), (0, 3), (3, 3)] { image[x: x, y: y] = blue }
        return image
    }

    /// Writes each image as a PNG in a fresh folder; returns the folder and the paths.
    static func write(_ images: [String: RGBAImage]) throws -> (URL, [String: String]) {
        let folder = try CLIRunner.temporaryFolder()
        var paths: [String: String] = [:]
        for (name, image) in images {
            let url = folder.appendingPathComponent(name)
            try Data(try PNGCodec.encode(image)).write(to: url)
            paths[name] = url.path
        }
        return (folder, paths)
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func equalImagesMatch() throws {
        let (_, paths) = try Self.write(["a.png": try Self.edge()])
        let a = try #require(paths["a.png"])
        let result = try CLIRunner.run(["diff", a, a])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.text(result.stdout) == "images match: 0 pixels differ (limit 0; 0 anti-aliased pixels excused)\n")
        #expect(result.stderr.isEmpty)
    }

    /// Column 2 turns grey: each grey pixel sits between black and white, so all
    /// five are anti-aliasing (as BoxPixelsTests' ImageComparisonTests work out)
    /// and are excused even with no differing pixels allowed.
    @Test func antiAliasingOnlyIsExcusedAndCounted() throws {
        let (_, paths) = try Self.write([
            "hard.png": try Self.edge(), "soft.png": try Self.edge(softColumn: Self.grey),
        ])
        let hard = try #require(paths["hard.png"])
        let soft = try #require(paths["soft.png"])
        for extra in [[], ["--max-diff-pixels", "0"]] {
            let result = try CLIRunner.run(["diff", hard, soft] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                Self.text(result.stdout) == "images match: 0 pixels differ (limit 0; 5 anti-aliased pixels excused)\n")
        }
    }

    @Test func clearlyDifferentImagesExitThreeWithTheExactCountAndAPanel() throws {
        let (folder, paths) = try Self.write([
            "white.png": try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)),
            "blue.png": try Self.whiteWithThreeBlue(),
        ])
        let white = try #require(paths["white.png"])
        let blue = try #require(paths["blue.png"])
        let panelPath = folder.appendingPathComponent("diff.png").path
        let result = try CLIRunner.run(["diff", white, blue, "-o", panelPath])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(
            Self.text(result.stdout)
                == "images differ: 3 pixels differ (limit 0; 0 anti-aliased pixels excused); "
                + "see \(panelPath) (expected | difference | actual)\n")
        #expect(result.stderr.isEmpty)
        // Three 4 px panels and two 4 px gaps: 4 + 4 + 4 + 4 + 4 = 20 × 4.
        let panel = try PNGCodec.decode(fileAt: panelPath)
        #expect(panel.width == 20 && panel.height == 4)
        // The middle panel starts at x = 8; the blue pixel at (2, 1) is red there,
        // and the actual panel (from x = 16) shows it blue.
        #expect(panel[x: 10, y: 1] == Self.red)
        #expect(panel[x: 18, y: 1] == Self.blue)
        #expect(panel[x: 2, y: 1] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Nothing but the inputs and the panel: no temporary file is left.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["blue.png", "diff.png", "white.png"])
    }

    @Test func withoutOutputADifferenceWritesNothing() throws {
        let (folder, paths) = try Self.write([
            "white.png": try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)),
            "blue.png": try Self.whiteWithThreeBlue(),
        ])
        let result = try CLIRunner.run(["diff", try #require(paths["white.png"]), try #require(paths["blue.png"])])
        #expect(result.status == 3)
        #expect(Self.text(result.stdout) == "images differ: 3 pixels differ (limit 0; 0 anti-aliased pixels excused)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blue.png", "white.png"])
    }

    @Test(arguments: [(2, Int32(3), "differ"), (3, Int32(0), "match"), (100, Int32(0), "match")])
    func maxDiffPixelsDecides(limit: Int, status: Int32, verdict: String) throws {
        let (_, paths) = try Self.write([
            "white.png": try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)),
            "blue.png": try Self.whiteWithThreeBlue(),
        ])
        let result = try CLIRunner.run([
            "diff", try #require(paths["white.png"]), try #require(paths["blue.png"]), "--max-diff-pixels", "\(limit)",
        ])
        #expect(result.status == status, "\(result.stderr)")
        #expect(
            Self.text(result.stdout)
                == "images \(verdict): 3 pixels differ (limit \(limit); 0 anti-aliased pixels excused)\n")
    }

    /// A change of (5, 5, 5) is a squared YIQ distance of about 12.6: below the
    /// default 35215 × 0.1² = 352.15, above 35215 × 0.01² = 3.52.
    @Test func thresholdDecidesWhatCountsAsDifferent() throws {
        var nearlyWhite = try RGBAImage(width: 2, height: 2, fill: (255, 255, 255, 255))
        nearlyWhite[x: 0, y: 0] = Pixel(r: 250, g: 250, b: 250, a: 255)
        let (_, paths) = try Self.write([
            "white.png": try RGBAImage(width: 2, height: 2, fill: (255, 255, 255, 255)), "near.png": nearlyWhite,
        ])
        let white = try #require(paths["white.png"])
        let near = try #require(paths["near.png"])
        #expect(try CLIRunner.run(["diff", white, near]).status == 0)
        let strict = try CLIRunner.run(["diff", white, near, "--threshold", "0.01"])
        #expect(strict.status == 3)
        #expect(Self.text(strict.stdout) == "images differ: 1 pixel differs (limit 0; 0 anti-aliased pixels excused)\n")
    }

    @Test func differentSizesAreADifferenceWithBothSizes() throws {
        let (folder, paths) = try Self.write([
            "small.png": try RGBAImage(width: 4, height: 3, fill: (0, 0, 0, 255)),
            "wide.png": try RGBAImage(width: 5, height: 3, fill: (0, 0, 0, 255)),
        ])
        let panelPath = folder.appendingPathComponent("diff.png").path
        let result = try CLIRunner.run([
            "diff", try #require(paths["small.png"]), try #require(paths["wide.png"]), "-o", panelPath,
        ])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(
            Self.text(result.stdout)
                == "images differ: sizes differ: 4×3 px vs 5×3 px (expected vs actual); "
                + "see \(panelPath) (expected | difference | actual)\n")
        // expected 4 + difference 5 (the larger size) + actual 5 + two gaps of 4 = 22 × 3.
        let panel = try PNGCodec.decode(fileAt: panelPath)
        #expect(panel.width == 22 && panel.height == 3)
    }

    /// On a match nothing is written and an old picture at -o is neither replaced nor removed.
    @Test func aMatchLeavesTheOutputAlone() throws {
        let (folder, paths) = try Self.write(["a.png": try Self.edge()])
        let a = try #require(paths["a.png"])
        let old = folder.appendingPathComponent("diff.png")
        try Data("old".utf8).write(to: old)
        let result = try CLIRunner.run(["diff", a, a, "-o", old.path])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: old) == Data("old".utf8))
        let fresh = folder.appendingPathComponent("fresh.png")
        #expect(try CLIRunner.run(["diff", a, a, "-o", fresh.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    /// `-o -`: the picture alone on standard output, the verdict on standard error.
    @Test func dashWritesThePanelToStandardOutput() throws {
        let (_, paths) = try Self.write([
            "white.png": try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)),
            "blue.png": try Self.whiteWithThreeBlue(),
        ])
        let result = try CLIRunner.run([
            "diff", try #require(paths["white.png"]), try #require(paths["blue.png"]), "-o", "-",
        ])
        #expect(result.status == 3)
        #expect(result.stderr == "images differ: 3 pixels differ (limit 0; 0 anti-aliased pixels excused)\n")
        let panel = try PNGCodec.decode([UInt8](result.stdout))
        #expect(panel.width == 20 && panel.height == 4)
    }

    @Test func aMissingFileExitsOneNamingIt() throws {
        let (folder, paths) = try Self.write(["a.png": try Self.edge()])
        let missing = folder.appendingPathComponent("nope.png").path
        let result = try CLIRunner.run(["diff", try #require(paths["a.png"]), missing])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(missing): no such file\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFileThatIsNotAPNGExitsOneNamingIt() throws {
        let (folder, paths) = try Self.write(["a.png": try Self.edge()])
        let text = folder.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        let result = try CLIRunner.run(["diff", text.path, try #require(paths["a.png"])])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(text.path): not a PNG image (no PNG signature and IHDR header)\n")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ["--threshold", "1.5"], ["--threshold=-0.1"], ["--threshold", "nan"], ["--max-diff-pixels=-1"],
        ["--max-diff-pixels", "many"], ["-o", ""], ["--bogus"],
    ])
    func usageErrorsExitTwo(_ extra: [String]) throws {
        let (_, paths) = try Self.write(["a.png": try Self.edge()])
        let a = try #require(paths["a.png"])
        let result = try CLIRunner.run(["diff", a, a] + extra)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func thresholdOutOfRangeSaysWhy() throws {
        let (_, paths) = try Self.write(["a.png": try Self.edge()])
        let a = try #require(paths["a.png"])
        let result = try CLIRunner.run(["diff", a, a, "--threshold", "2"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("boxrender: --threshold must be between 0 and 1, not 2.0\n"))
    }

    /// An -o naming an input would replace the picture being compared.
    @Test func outputOverAnInputIsAUsageError() throws {
        let (_, paths) = try Self.write([
            "white.png": try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)),
            "blue.png": try Self.whiteWithThreeBlue(),
        ])
        let white = try #require(paths["white.png"])
        let before = try Data(contentsOf: URL(fileURLWithPath: white))
        let result = try CLIRunner.run(["diff", white, try #require(paths["blue.png"]), "-o", white])
        #expect(result.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: white)) == before)
    }

    @Test func helpExitsZeroAndExplainsTheCommand() throws {
        let result = try CLIRunner.run(["diff", "--help"])
        #expect(result.status == 0)
        let text = Self.text(result.stdout)
        for phrase in ["boxrender diff EXPECTED.png ACTUAL.png", "--threshold", "--max-diff-pixels", "anti-aliasing"] {
            #expect(text.contains(phrase), "help lacks \(phrase)")
        }
    }
}
