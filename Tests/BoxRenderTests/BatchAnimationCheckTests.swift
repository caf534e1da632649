import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// `render --check` on an animated spec: its APNG is fresh when it shows the
/// same pictures for the same times, however an optimiser stored it, and
/// stale, with the time and the pixels, when a picture changed.
struct BatchAnimationCheckTests {
    /// A blue dot sliding 10 points right on red, 0.2 s at 10 fps: three
    /// frames, 20×10, the last held 1 s.
    static let slide = animation(dotFrom: 0, to: 10)
    /// The same with the dot still: three identical frames.
    static let still = animation(dotFrom: 4, to: 4)

    static func animation(dotFrom start: Int, to end: Int) -> String {
        func root(_ left: Int) -> String {
            #"{"size": [20, 10], "backgroundColor": "red", "boxes": [{"id": "dot", "size": [5, 5], "#
                + #""backgroundColor": "blue", "margin": {"left": \#(left)}}]}"#
        }
        return #"{"animation": {"from": \#(root(start)), "duration": 0.2, "fps": 10, "holdEnd": 1}, "#
            + #""root": \#(root(end))}"#
    }

    /// The file's frames, as a viewer shows them.
    static func frames(_ url: URL) throws -> [APNGFrame] {
        var frames = try APNGReader([UInt8](Data(contentsOf: url)), maximumFrames: 10).frames()
        var all: [APNGFrame] = []
        while let frame = try frames.next() { all.append(frame) }
        return all
    }

    @Test func anAnimationStoredAnotherWayIsFreshAndAChangedPictureIsStale() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Self.slide.write(to: specs.appendingPathComponent("slide.json"), atomically: true, encoding: .utf8)
        try Self.still.write(to: specs.appendingPathComponent("still.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        let check = ["render", specs.path, "--out-dir", out.path, "--check"]
        #expect(try CLIRunner.run(check).status == 0)
        // Re-encoded as an optimiser might: compressed harder, and the still
        // one's three identical frames merged into one of their total delay.
        // Other bytes, the same animations.
        let file = out.appendingPathComponent("slide.png")
        let frames = try Self.frames(file)
        #expect(frames.count == 3 && Set(frames.map(\.image.pixels)).count == 3)
        let still = out.appendingPathComponent("still.png")
        let stillFrames = try Self.frames(still)
        #expect(stillFrames.count == 3 && Set(stillFrames.map(\.image.pixels)).count == 1)
        for (url, frames) in [(file, frames), (still, stillFrames)] {
            let reencoded = try APNGEncoder.encode(frames, loopCount: 0, compression: .smallest)
            #expect(reencoded != [UInt8](try Data(contentsOf: url)))
            try Data(reencoded).write(to: url)
        }
        #expect(try Self.frames(still).count == 1)
        let fresh = try CLIRunner.run(check)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stderr.hasPrefix("checked 2 specs: fresh 2, stale 0"))
        // One pixel of the middle picture changed: stale, at its time, with its pixels in the report.
        var changed = frames
        changed[1].image.pixels[0] ^= 0x40
        try Data(try APNGEncoder.encode(changed, loopCount: 0)).write(to: file)
        let report = folder.appendingPathComponent("report")
        let stale = try CLIRunner.run(check + ["--report", report.path])
        #expect(stale.status == 3)
        let from = "stale \(file.path) (from \(specs.path)/slide.json): "
        #expect(stale.stderr.contains(from + "its picture at 0.1 s differs: 1 pixel differs"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("files").path)
        #expect(pictures.count == 3)
        // A longer hold at the end, and a middle picture shown too long.
        var held = frames
        held[2].delay += 0.5
        try Data(try APNGEncoder.encode(held, loopCount: 0)).write(to: file)
        #expect(try CLIRunner.run(check).stderr.contains(from + "its picture at 0.2 s lasts 1.5 s, the spec's 1 s"))
        var slow = frames
        slow[0].delay = 0.15
        try Data(try APNGEncoder.encode(slow, loopCount: 0)).write(to: file)
        #expect(try CLIRunner.run(check).stderr.contains(from + "its picture at 0.1 s differs: "))
        // Not an animation any more: stale, saying why.
        try Data(try PNGCodec.encode(frames[2].image)).write(to: file)
        #expect(
            try CLIRunner.run(check).stderr.contains(
                from + "it is not a readable animated PNG (it has no acTL chunk: it is a still PNG)"))
    }

    @Test func anAnimationWhereTheSpecDrawsAStillPictureIsStale() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = #"{"root": {"size": [20, 10], "backgroundColor": "red"}}"#
        try spec.write(to: specs.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        // The spec's picture first, then another: a viewer without APNG
        // support, and Cairo, show only the first.
        let file = out.appendingPathComponent("plain.png")
        let picture = try PNGCodec.decode([UInt8](try Data(contentsOf: file)))
        var other = picture
        other.pixels[0] ^= 0x40
        let frames = [APNGFrame(image: picture, delay: 1), APNGFrame(image: other, delay: 1)]
        try Data(try APNGEncoder.encode(frames, loopCount: 0)).write(to: file)
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 3)
        #expect(
            check.stderr.contains(
                "stale \(file.path) (from \(specs.path)/plain.json): it is an animated PNG, the spec draws a still picture"
            ))
    }

    /// `--threshold` and `--max-diff-pixels` hold for every moment of an
    /// animation as for a still picture (`PictureMatch`): a frame one colour
    /// step off is fresh within the tolerance, stale without one.
    @Test func aToleranceHoldsForAnimationsToo() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Self.slide.write(to: specs.appendingPathComponent("slide.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        let file = out.appendingPathComponent("slide.png")
        var frames = try Self.frames(file)
        frames[1].image.pixels[2] &+= 1
        try Data(try APNGEncoder.encode(frames, loopCount: 0, compression: .default)).write(to: file)
        let check = ["render", specs.path, "--out-dir", out.path, "--check", "-q"]
        let exact = try CLIRunner.run(check)
        #expect(exact.status == 3, "\(exact.stderr)")
        let within = try CLIRunner.run(check + ["--threshold", "0.1"])
        #expect(within.status == 0, "\(within.stderr)")
        #expect(try CLIRunner.run(check + ["--threshold", "0"]).status == 3)
    }
}
