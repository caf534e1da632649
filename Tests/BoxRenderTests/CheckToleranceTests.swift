import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// `render --check --threshold --max-diff-pixels` (issue 23): a team whose
/// checking machine draws with other libraries than the recording one takes
/// the tolerance `boxrender diff` and the golden tests have.
struct CheckToleranceTests {
    /// Renders a 20×10 card into `out` and changes its files' pixels by `change`.
    static func renderedThenChanged(_ change: (inout RGBAImage) -> Void) throws -> (specs: URL, out: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try ##"{"root": {"size": [20, 10], "backgroundColor": "#336699"}}"##.write(
            to: specs.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "-q"]).status == 0)
        let file = out.appendingPathComponent("card.png")
        var image = try PNGCodec.decode(fileAt: file.path)
        change(&image)
        try Data(PNGCodec.encode(image)).write(to: file)
        return (specs, out)
    }

    static func check(_ specs: URL, _ out: URL, _ extra: [String] = []) throws -> Int32 {
        try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check", "-q"] + extra).status
    }

    /// One pixel's blue one step off: a look-alike that only an exact check calls stale.
    static func nudged(_ image: inout RGBAImage) {
        image.pixels[2] &+= 1
    }

    /// One pixel turned red: beyond any colour threshold.
    static func repainted(_ image: inout RGBAImage) {
        image.pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
    }

    @Test func withoutATolerancePixelsMustBeTheSame() throws {
        let (specs, out) = try Self.renderedThenChanged(Self.nudged)
        #expect(try Self.check(specs, out) == 3)
    }

    @Test func aThresholdPassesALookAlike() throws {
        let (specs, out) = try Self.renderedThenChanged(Self.nudged)
        #expect(try Self.check(specs, out, ["--threshold", "0.1"]) == 0)
        #expect(try Self.check(specs, out, ["--threshold", "0"]) == 3)
    }

    @Test func maxDiffPixelsPassesThatManyPixels() throws {
        let (specs, out) = try Self.renderedThenChanged(Self.repainted)
        #expect(try Self.check(specs, out, ["--max-diff-pixels", "1"]) == 0)
        #expect(try Self.check(specs, out, ["--max-diff-pixels", "0"]) == 3)
    }

    @Test func theyGoWithCheckAndAreChecked() throws {
        let (specs, out) = try Self.renderedThenChanged { _ in }
        let render = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--threshold", "0.1"])
        #expect(render.status == 2)
        #expect(render.stderr.contains("--threshold and --max-diff-pixels go with --check"))
        #expect(try Self.check(specs, out, ["--threshold", "2"]) == 2)
        #expect(try Self.check(specs, out, ["--max-diff-pixels", "-1"]) == 2)
    }
}
