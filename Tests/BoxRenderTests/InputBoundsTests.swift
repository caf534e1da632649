import BoxCairo
import BoxPixels
import BoxRender
import Foundation
import Testing

/// Inputs that had no size limit (issue 12, class 3) and files refused for
/// their real reason (class 6), through the CLI. The spec fixtures in
/// `Fixtures/invalid/` cover the spec's own limits; these need standard
/// input, `diff` or a font folder.
@Suite struct InputBoundsTests {
    static let spec = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path

    /// `boxrender - < /dev/zero` grew to gigabytes and aborted: now it stops
    /// one byte past the limit.
    @Test func standardInputThatNeverEndsStopsAtTheLimit() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.runShell(
            "exec \"$0\" - -o \"$1\" < /dev/zero", arguments: [CLIRunner.executable.path, out.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: <stdin>: the spec is longer than 16777216 bytes (the limit; --max-spec-bytes raises it)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A valid spec followed by 100 MB of blanks is refused from its size,
    /// before it is read.
    @Test func aSpecFileLongerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("padded.json")
        try Data(#"{ "root": { "size": [10, 10] } }"#.utf8).write(to: spec)
        let handle = try FileHandle(forWritingTo: spec)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let result = try CLIRunner.run([spec.path, "-o", folder.appendingPathComponent("out.png").path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: \(spec.path): the spec is longer than 16777216 bytes (the limit; --max-spec-bytes raises it)\n"
        )
    }

    @Test func aRaisedSpecLimitLetsALongerSpecThrough() throws {
        let folder = try CLIRunner.temporaryFolder()
        let small = try CLIRunner.run(
            [Self.spec, "-o", folder.appendingPathComponent("a.png").path, "--max-spec-bytes", "10"])
        #expect(small.status == 1)
        let raised = try CLIRunner.run(
            [Self.spec, "-o", folder.appendingPathComponent("b.png").path, "--max-spec-bytes", "1000000"])
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    /// `diff` holds both pictures to the pixel limit, from their headers.
    @Test func diffRefusesPicturesPastThePixelLimitBeforeDecodingThem() throws {
        let (folder, paths) = try DiffCommandTests.write([
            "a.png": try RGBAImage(width: 20, height: 20, fill: (255, 0, 0, 255)),
            "b.png": try RGBAImage(width: 20, height: 20, fill: (0, 0, 255, 255)),
        ])
        let a = try #require(paths["a.png"])
        let b = try #require(paths["b.png"])
        let result = try CLIRunner.run(["diff", a, b, "--max-image-pixels", "399"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: \(a): the picture is 20×20 pixels, more than 399 (the limit; --max-image-pixels raises it)\n"
                + "boxrender: \(b): the picture is 20×20 pixels, more than 399 (the limit; --max-image-pixels raises it)\n"
        )
        let bytes = try CLIRunner.run(["diff", a, b, "--max-image-bytes", "10"])
        #expect(bytes.status == 1)
        #expect(
            bytes.stderr.contains("\(a): the file is longer than 10 bytes (the limit; --max-image-bytes raises it)"))
        _ = folder
    }

    /// A 64×64 picture whose data inflates to 50 MB more than its rows: the
    /// comparison stops at the declared rows instead of inflating all of it.
    @Test func diffRefusesAPictureWhoseDataRunsPastItsRows() throws {
        let (folder, paths) = try DiffCommandTests.write([
            "a.png": try RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        ])
        let bomb = RepositoryPaths.invalidFixtures.appendingPathComponent("assets/inflates-past-rows.png").path
        let result = try CLIRunner.run(["diff", try #require(paths["a.png"]), bomb])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: \(bomb): not a readable PNG image (its image data inflates to more than the 68 bytes "
                + "its header declares)\n")
        _ = folder
    }

    /// A font cut short is listed by fontconfig and then draws nothing: it is
    /// refused, naming the file and the table it lacks.
    @Test func aTruncatedFontIsRefusedNamingTheFile() throws {
        let folder = try CLIRunner.temporaryFolder()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
        let roboto = try Data(
            contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Thin.ttf"))
        let cut = fonts.appendingPathComponent("Cut.ttf")
        try roboto.prefix(roboto.count * 9 / 10).write(to: cut)
        let result = try CLIRunner.run(
            [Self.spec, "-o", folder.appendingPathComponent("out.png").path, "--font-dir", fonts.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("boxrender: \(cut.path): the font file is damaged (its `GPOS` table needs"))
        #expect(result.stderr.hasSuffix("); replace it or remove it from the --font-dir folder\n"))
    }

    /// A file named as a font that holds no font (garbage, or cut before its
    /// names) is refused too, naming it, even beside a good font, and so is
    /// `boxrender fonts` with that folder.
    @Test func aGarbageFontFileIsRefusedNamingTheFile() throws {
        let folder = try CLIRunner.temporaryFolder()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Thin.ttf"),
            to: fonts.appendingPathComponent("Good.ttf"))
        let garbage = fonts.appendingPathComponent("Garbage.ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: garbage)
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.run([Self.spec, "-o", out.path, "--font-dir", fonts.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "boxrender: \(garbage.path): the font file is damaged (FreeType finds no font in it);"
                + " replace it or remove it from the --font-dir folder\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let listing = try CLIRunner.run(["fonts", "--font-dir", fonts.path])
        #expect(listing.status == 1)
        #expect(listing.stderr.contains(garbage.path))
    }

    /// Negative numbers are values, refused as such, not "Missing value".
    @Test(arguments: [
        (["--height", "-5"], "--height must be a positive number of points, not -5.0"),
        (["--max-nodes", "-1"], "--max-nodes must be a positive whole number, not -1"),
        (["--max-blur-pixels", "-3"], "--max-blur-pixels must be a positive whole number, not -3"),
    ])
    func negativeNumbersAreRefusedAsValues(arguments: [String], message: String) throws {
        let result = try CLIRunner.run([Self.spec, "-o", "/dev/null", "--format", "png"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("boxrender: \(message)\n"), "\(result.stderr)")
    }

    /// The picture limits are declared once (`PictureLimitOptions`): `diff`
    /// and `render` say the same four, each with `SpecLimits.default`'s value.
    @Test func diffAndRenderShareThePictureLimits() throws {
        func limitLines(_ command: String) throws -> [String] {
            let help = try CLIRunner.run([command, "--help"])
            let text = String(decoding: help.stdout, as: UTF8.self) + help.stderr
            let joined = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: " ")
            return ["--max-image-bytes", "--max-image-pixels", "--max-frames", "--max-animation-pixels"].map { flag in
                guard let start = joined.range(of: flag + " <") else { return "\(flag) missing" }
                let rest = joined[start.lowerBound...]
                return String(rest[..<(rest.range(of: ").")?.upperBound ?? rest.endIndex)])
            }
        }
        let diff = try limitLines("diff")
        #expect(diff == (try limitLines("render")))
        #expect(diff[1].hasSuffix("(default \(SpecLimits.default.imagePixels)).") == true)
        #expect(diff[3].hasSuffix("(default \(SpecLimits.default.animationPixels)).") == true)
    }
}
