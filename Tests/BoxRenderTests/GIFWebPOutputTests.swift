import Foundation
import Testing

/// `-o x.gif`, `-o x.webp` and `--format gif|webp` through the CLI (issue
/// 22, item 6): an animation's frames, delays, end hold and loop count as the
/// animated PNG has them; what a GIF cannot play refused before anything is
/// drawn; stills as one frame; the batch; `--frames-dir`'s ffconcat list.
/// The spec is `AnimationSpecTests.spec`: 0.3 s at 30 fps, held 0.5 s,
/// played twice, on an opaque grey canvas of 320 × 140.
struct GIFWebPOutputTests {
    static func specFile(_ text: String = AnimationSpecTests.spec) throws -> (folder: URL, spec: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        return (folder, spec)
    }

    @Test func anAnimatedGIFHasEveryFrameItsDelaysTheEndHoldAndTheLoop() throws {
        let (folder, spec) = try Self.specFile()
        let output = folder.appendingPathComponent("a.gif")
        let result = try CLIRunner.run([spec.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = try [UInt8](Data(contentsOf: output))
        let gif = try GIFStructure(file)
        #expect(gif.width == 320 && gif.height == 140)
        #expect(gif.frames.count == 10)
        // Each frame starts at the hundredth nearest k / 30 s; the last holds 0.5 s.
        let centiseconds = gif.frames.compactMap(\.centiseconds)
        #expect(centiseconds == [3, 4, 3, 3, 4, 3, 3, 4, 3, 50])
        #expect(centiseconds.reduce(0, +) == 80)
        // Two plays: one repeat.
        #expect(gif.loopRepeats == 1)
        // The canvas is opaque: the first frame whole, then what changed, kept (disposal 1).
        #expect(gif.frames[0].width == 320 && gif.frames[0].height == 140)
        #expect(gif.frames.allSatisfy { $0.disposal == 1 && $0.transparentIndex == nil })
        // The same bytes the second time, and from --format gif to standard output.
        let piped = try CLIRunner.run([spec.path, "-o", "-", "--format", "gif"])
        #expect(piped.status == 0 && [UInt8](piped.stdout) == file)
    }

    @Test func anAnimatedWebPHasEveryFrameItsDurationsTheEndHoldAndTheLoop() throws {
        let (folder, spec) = try Self.specFile()
        let output = folder.appendingPathComponent("a.WEBP")
        let result = try CLIRunner.run([spec.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let webp = try WebPStructure([UInt8](Data(contentsOf: output)))
        #expect(webp.animated && webp.canvasWidth == 320 && webp.canvasHeight == 140)
        #expect(webp.frames.count == 10)
        #expect(webp.frames.map(\.milliseconds) == [33, 34, 33, 33, 34, 33, 33, 34, 33, 500])
        #expect(webp.loopCount == 2)
        #expect(webp.frames.allSatisfy { $0.imageChunk == "VP8L" })
    }

    /// At 60 fps some GIF frames would last one hundredth, which browsers
    /// show for ten: refused before anything is drawn or written, naming
    /// `fps`; WebP and APNG keep such delays.
    @Test func aGIFFrameBrowsersWouldSlowDownIsRefused() throws {
        let (folder, spec) = try Self.specFile(
            AnimationSpecTests.spec.replacingOccurrences(of: #""fps": 30"#, with: #""fps": 60"#))
        let output = folder.appendingPathComponent("a.gif")
        try Data("precious".utf8).write(to: output)
        let frames = folder.appendingPathComponent("frames")
        let result = try CLIRunner.run([spec.path, "-o", output.path, "--frames-dir", frames.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "a.json: animation.fps: GIF delays are hundredths of a second, and browsers show a frame of less than "
                    + "2 for 10, so frame 1 (from 0.017 s to 0.033 s) would last 1 hundredth of a second"),
            "\(result.stderr)")
        #expect(result.stderr.contains("give a GIF at most 50 fps"), "\(result.stderr)")
        #expect(try Data(contentsOf: output) == Data("precious".utf8))
        #expect(!FileManager.default.fileExists(atPath: frames.path))
        for name in ["a.webp", "a.png"] {
            let other = try CLIRunner.run([spec.path, "-o", folder.appendingPathComponent(name).path])
            #expect(other.status == 0, "\(other.stderr)")
        }
    }

    /// A last frame of 0 s (no end hold) would be held 0.1 s by browsers when
    /// the GIF loops: refused, naming `holdEnd`; a GIF that plays once ends
    /// on it, so there it may be.
    @Test(arguments: [(0, false), (2, false), (1, true)])
    func noEndHoldIsRefusedUnlessTheGIFPlaysOnce(loop: Int, passes: Bool) throws {
        let (folder, spec) = try Self.specFile(
            AnimationSpecTests.spec.replacingOccurrences(
                of: #""loop": 2, "holdEnd": 0.5"#, with: #""loop": \#(loop), "holdEnd": 0"#))
        let output = folder.appendingPathComponent("a.gif")
        let result = try CLIRunner.run([spec.path, "-o", output.path])
        #expect(result.status == (passes ? 0 : 1), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path) == passes)
        if !passes {
            #expect(result.stderr.contains("a.json: animation.holdEnd: "), "\(result.stderr)")
            #expect(result.stderr.contains("hold it 0.02 s or more, or play the GIF once (loop 1)"))
        }
    }

    /// A GIF frame lasts at most 655.35 s (65,535 hundredths); a WebP's 4.6 hours.
    @Test func aHoldLongerThanAGIFFrameIsRefused() throws {
        let (folder, spec) = try Self.specFile(
            AnimationSpecTests.spec.replacingOccurrences(of: #""holdEnd": 0.5"#, with: #""holdEnd": 700"#))
        let result = try CLIRunner.run([spec.path, "-o", folder.appendingPathComponent("a.gif").path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "a.json: animation.holdEnd: a GIF frame lasts at most 655.35 s, and the last would last 700 s"),
            "\(result.stderr)")
        let webp = try CLIRunner.run([spec.path, "-o", folder.appendingPathComponent("a.webp").path])
        #expect(webp.status == 0, "\(webp.stderr)")
        let frames = try WebPStructure([UInt8](Data(contentsOf: folder.appendingPathComponent("a.webp")))).frames
        #expect(frames.last?.milliseconds == 700_000)
    }

    /// The animation budget holds before any frame is drawn or encoded.
    @Test(arguments: ["a.gif", "a.webp"])
    func theAnimationBudgetHoldsBeforeEncoding(_ name: String) throws {
        let (folder, spec) = try Self.specFile()
        let result = try CLIRunner.run([
            spec.path, "-o", folder.appendingPathComponent(name).path, "--max-animation-pixels", "100000",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the animation would draw 10 frames of 320×140 pixels"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
    }

    /// A still spec as GIF or WebP is one picture, as a PNG is: a GIF of one
    /// frame (no loop, no delay) and a lossless WebP with no animation.
    @Test func aStillSpecIsOneFrame() throws {
        let (folder, spec) = try Self.specFile(
            ##"{ "canvas": { "background": "#6D7179", "width": 340, "height": 60 }, "##
                + #""root": \#(AnimationSpecTests.column([("a", 40)])) }"#)
        let gifURL = folder.appendingPathComponent("s.gif")
        let webpURL = folder.appendingPathComponent("s.webp")
        #expect(try CLIRunner.run([spec.path, "-o", gifURL.path]).status == 0)
        #expect(try CLIRunner.run([spec.path, "-o", webpURL.path]).status == 0)
        let gif = try GIFStructure([UInt8](Data(contentsOf: gifURL)))
        #expect(gif.frames.count == 1 && gif.loopExtensions == 0 && gif.frames[0].centiseconds == nil)
        // Grey and white: exact.
        #expect(Set(gif.frames[0].colors) == [0x6D7179, 0xFFFFFF])
        let webp = try WebPStructure([UInt8](Data(contentsOf: webpURL)))
        #expect(webp.chunks == ["VP8L"])
        // One moment of an animation, too.
        let (_, animated) = try Self.specFile()
        let moment = folder.appendingPathComponent("m.gif")
        #expect(try CLIRunner.run([animated.path, "-o", moment.path, "--at", "0.1"]).status == 0)
        #expect(try GIFStructure([UInt8](Data(contentsOf: moment))).frames.count == 1)
    }

    /// `render --format gif,webp`: an animated spec's files are animated, a
    /// still's are stills; a second run finds nothing to do, and `--check`
    /// finds them fresh.
    @Test func theBatchWritesGIFAndWebP() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try AnimationSpecTests.spec.write(
            to: specs.appendingPathComponent("moving.json"), atomically: true, encoding: .utf8)
        try #"{ "root": \#(AnimationSpecTests.column([("a", 40)])) }"#.write(
            to: specs.appendingPathComponent("still.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let render = ["render", specs.path, "--out-dir", out.path, "--format", "gif,webp"]
        let first = try CLIRunner.run(render)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("rendered 2, unchanged 0, failed 0"), "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == [".boxrender-manifest.json", "moving.gif", "moving.webp", "still.gif", "still.webp"])
        let moving = try GIFStructure([UInt8](Data(contentsOf: out.appendingPathComponent("moving.gif"))))
        #expect(moving.frames.count == 10 && moving.loopRepeats == 1)
        let movingWebP = try WebPStructure([UInt8](Data(contentsOf: out.appendingPathComponent("moving.webp"))))
        #expect(movingWebP.frames.count == 10 && movingWebP.loopCount == 2)
        #expect(try GIFStructure([UInt8](Data(contentsOf: out.appendingPathComponent("still.gif")))).frames.count == 1)
        let manifest = try String(contentsOf: out.appendingPathComponent(".boxrender-manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"moving.gif\"") && manifest.contains("\"still.webp\""))
        let second = try CLIRunner.run(render)
        #expect(second.stderr.contains("rendered 0, unchanged 2, failed 0"), "\(second.stderr)")
        let check = try CLIRunner.run(render + ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("fresh 4, stale 0, missing 0"), "\(check.stderr)")
        // SVG of an animation is still refused, naming the formats that hold one.
        let svg = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--format", "svg"])
        #expect(svg.status == 1)
        #expect(svg.stderr.contains("render it as png, gif or webp"), "\(svg.stderr)")
    }

    /// `--frames-dir` writes `frames.ffconcat`: every frame with its duration
    /// to the microsecond (starts rounded, not durations), the last named
    /// again, and each with the option that keeps ffmpeg from rounding to 1/25 s.
    @Test func theFramesFolderListsTheFramesDurationsForFFmpeg() throws {
        let (folder, spec) = try Self.specFile()
        let frames = folder.appendingPathComponent("frames")
        #expect(try CLIRunner.run([spec.path, "--frames-dir", frames.path]).status == 0)
        let list = try String(contentsOf: frames.appendingPathComponent("frames.ffconcat"), encoding: .utf8)
        let lines = list.split(separator: "\n").map(String.init)
        #expect(lines.first == "ffconcat version 1.0")
        #expect(lines.contains(#"#   ffmpeg -safe 0 -i frames.ffconcat -vf "fps=30,format=yuv420p" animation.mp4"#))
        let files = lines.filter { $0.hasPrefix("file ") }
        #expect(files == (0...9).map { String(format: "file frame-%03d.png", $0) } + ["file frame-009.png"])
        #expect(lines.filter { $0 == "option framerate 1000000" }.count == 11)
        let durations = lines.filter { $0.hasPrefix("duration ") }.map { String($0.dropFirst(9)) }
        #expect(
            durations == [
                "0.033333", "0.033334", "0.033333", "0.033333", "0.033334", "0.033333", "0.033333", "0.033334",
                "0.033333", "0.5",
            ])
        #expect(list.contains("# boxrender: 10 frames, 0.8 s with the end hold."))
    }
}
