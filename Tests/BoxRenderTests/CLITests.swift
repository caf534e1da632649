import BoxRender
import Foundation
import Testing

/// The CLI as a user meets it: exit statuses (spec-format §10), messages,
/// atomic output, `-o -`, `--frames`.
@Suite struct CLITests {
    private let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path

    @Test func rendersAFixtureToTheSameBytesAsTheLibrary() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.run([fixture, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let renderer = Renderer()
        let expected = try renderer.png(try renderer.prepare(specAt: fixture))
        #expect(try Data(contentsOf: out) == Data(expected))
        // No temporary files are left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func dashWritesThePictureToStandardOutput() throws {
        let result = try CLIRunner.run([fixture, "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdout.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func framesFileHasTheDocumentedShape() throws {
        let folder = try CLIRunner.temporaryFolder()
        let frames = folder.appendingPathComponent("frames.json")
        let result = try CLIRunner.run([
            fixture, "-o", folder.appendingPathComponent("o.png").path, "--frames", frames.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: frames, encoding: .utf8)
        // table-stacking.json: padding 10; boxes 300×40, then 200×30 with top 8 / left 20,
        // then 250×50 with top 4 / bottom 12, then 100×20 with left 150.
        // y: 10 → 10+40 = 50 → +8 = 58 → 58+30 = 88 → +4 = 92 → 92+50+12 = 154 → 154+20 = 174; height 174+10.
        #expect(text.hasPrefix("{ \"canvas\": { \"width\": 320, \"height\": 184, \"scale\": 1 },\n  \"boxes\": [\n"))
        let lines = [
            #"{ "id": null, "path": "root", "type": "box", "x": 0, "y": 0, "width": 320, "height": 184, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }"#,
            #"{ "id": null, "path": "root.boxes[0]", "type": "box", "x": 10, "y": 10, "width": 300, "height": 40, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }"#,
            #"{ "id": null, "path": "root.boxes[1]", "type": "box", "x": 30, "y": 58, "width": 200, "height": 30, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }"#,
            #"{ "id": null, "path": "root.boxes[2]", "type": "box", "x": 10, "y": 92, "width": 250, "height": 50, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }"#,
            #"{ "id": null, "path": "root.boxes[3]", "type": "box", "x": 160, "y": 154, "width": 100, "height": 20, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }"#,
        ]
        for line in lines {
            #expect(text.contains(line), "missing \(line)")
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["boxes"] as? [Any])?.count == 5)
    }

    @Test func scaleAndSizeFlagsOverrideTheCanvas() throws {
        let result = try CLIRunner.run([fixture, "-o", "-", "--scale", "2", "--width", "100", "--height", "50"])
        #expect(result.status == 0, "\(result.stderr)")
        // IHDR width and height, big-endian, at bytes 16…23.
        let header = [UInt8](result.stdout.prefix(24))
        #expect(Array(header[16..<24]) == [0, 0, 0, 200, 0, 0, 0, 100])
    }

    @Test func aBadSpecExitsOneWithOneLineAndLeavesTheOldFileAlone() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("bad.json")
        try Data(#"{ "version": 1, "root": { "size": [10, 10], "paddding": 4 } }"#.utf8).write(to: spec)
        let out = folder.appendingPathComponent("out.png")
        try Data("precious".utf8).write(to: out)
        let result = try CLIRunner.run([spec.path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.json:1:45: root.paddding:"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean `padding`?"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "out.png"])
    }

    @Test func aMissingSpecFileExitsOne() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.run([folder.appendingPathComponent("nope.json").path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nope.json"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func anUnwritableOutputFolderExitsOneWithNoOutput() throws {
        let result = try CLIRunner.run([fixture, "-o", "/nonexistent-folder/out.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent-folder/out.png: cannot write"), "\(result.stderr)")
    }

    @Test(arguments: [
        ["--scale", "4"], ["--width", "-3"], ["--height", "0"], ["--bogus"],
    ])
    func usageErrorsExitTwo(_ extra: [String]) throws {
        let result = try CLIRunner.run([fixture, "-o", "-"] + extra)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func missingOutputIsAUsageError() throws {
        let result = try CLIRunner.run([fixture])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--output"))
    }

    @Test func helpExitsZeroAndNamesTheFlags() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        let text = String(decoding: result.stdout, as: UTF8.self)
        for flag in ["--scale", "--width", "--height", "--frames", "-o"] {
            #expect(text.contains(flag), "help lacks \(flag)")
        }
    }
}

/// `boxrender fonts` and `--font-dir`.
@Suite struct FontCommandTests {
    @Test func fontsListsFamiliesFilesAndIOSNames() throws {
        let result = try CLIRunner.run(["fonts"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("Roboto-Light  weight 300  "))
        #expect(text.contains("HelveticaNeue-Light → Roboto, weight 300"))
        #expect(text.contains("CourierNewPSMT → Liberation Mono, weight 400"))
        #expect(text.contains("SFProText-Semibold → Roboto, weight 500"))
        #expect(text.contains("systemBold → Roboto, weight 700"))
    }

    /// The fallback chain, in order: family, what it covers, its files.
    @Test func fontsListsTheFallbacks() throws {
        let result = try CLIRunner.run(["fonts"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("Fallbacks, in order, for characters the requested face lacks:\n"))
        #expect(text.contains("  1. Noto Sans Symbols: arrows and symbols (→ ← ♫)\n"))
        #expect(text.contains("  3. Noto Sans Math: arrows and mathematical signs (↩ ⇒ ∑)\n"))
        #expect(text.contains("  4. Noto Color Emoji: emoji, in colour (💬 👍🏽 🇩🇪)\n"))
        #expect(text.contains("       /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf\n"))
        #expect(text.contains("  9. Noto Sans CJK SC: Chinese, Japanese and Korean, regular and bold (中文 かな 한글)\n"))
        #expect(text.contains("       /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc\n"))
        let order = [
            "Symbols:", "Symbols2:", "Math:", "Emoji:", "Arabic:", "Hebrew:", "Devanagari:", "Thai:", "CJK SC:",
        ]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }

    @Test func aMissingFontDirectoryExitsOneWithNoOutput() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let spec = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path
        let result = try CLIRunner.run([spec, "-o", out.path, "--font-dir", "/nonexistent-fonts"])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: font directory /nonexistent-fonts does not exist or is not a directory\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try CLIRunner.run(["fonts", "--font-dir", "/nonexistent-fonts"]).status == 1)
    }
}
