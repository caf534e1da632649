import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// `boxrender diff` of two animated PNGs: compared as animations, by the
/// pictures shown at each time, not by their first frames or their storage.
@Suite struct DiffAnimationTests {
    static func white() throws -> RGBAImage { try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)) }

    /// White, then white with three blue pixels at 0.1 s, then white again at
    /// 0.3 s, held 1 s.
    static func frames(middle: RGBAImage) throws -> [APNGFrame] {
        [
            APNGFrame(image: try white(), delay: 0.1), APNGFrame(image: middle, delay: 0.2),
            APNGFrame(image: try white(), delay: 1),
        ]
    }

    static func write(_ files: [String: [UInt8]]) throws -> (URL, [String: String]) {
        let folder = try CLIRunner.temporaryFolder()
        var paths: [String: String] = [:]
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            paths[name] = url.path
        }
        return (folder, paths)
    }

    @Test func animationsAreComparedPictureByPictureOverTime() throws {
        let blue = try DiffCommandTests.whiteWithThreeBlue()
        var unchangedMiddle = try Self.frames(middle: blue)
        // The same animation stored another way: the middle picture in two frames.
        unchangedMiddle[1].delay = 0.1
        unchangedMiddle.insert(unchangedMiddle[1], at: 1)
        let writer = try APNGWriter(
            width: 4, height: 4, loopCount: 0, opaque: true, compression: .smallest, mergesIdenticalFrames: false)
        for frame in unchangedMiddle { try writer.append(frame.image, delay: frame.delay) }
        let (folder, paths) = try Self.write([
            "a.png": try APNGEncoder.encode(try Self.frames(middle: blue), loopCount: 0),
            "same.png": try writer.finish(),
            "other.png": try APNGEncoder.encode(try Self.frames(middle: try Self.white()), loopCount: 0),
            "longer.png": try APNGEncoder.encode(
                try Self.frames(middle: blue).enumerated().map {
                    $0.offset == 2 ? APNGFrame(image: try Self.white(), delay: 2) : $0.element
                },
                loopCount: 0),
            "still.png": try PNGCodec.encode(try Self.white()),
        ])
        let path = { (name: String) in try #require(paths[name]) }
        let same = try CLIRunner.run(["diff", try path("a.png"), try path("same.png")])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(DiffCommandTests.text(same.stdout) == "animations match\n")
        // The first frames are equal; the picture at 0.1 s is not.
        let panel = folder.appendingPathComponent("diff.png").path
        let other = try CLIRunner.run(["diff", try path("a.png"), try path("other.png"), "-o", panel])
        #expect(other.status == 3)
        #expect(
            DiffCommandTests.text(other.stdout)
                == "animations at 0.1 s differ: 3 pixels differ (limit 0; 0 anti-aliased pixels excused); "
                + "see \(panel) (expected | difference | actual)\n")
        let picture = try PNGCodec.decode(fileAt: panel)
        #expect(picture.width == 20 && picture[x: 2, y: 1] == DiffCommandTests.blue)
        #expect(
            try CLIRunner.run(["diff", try path("a.png"), try path("other.png"), "--max-diff-pixels", "3"]).status == 0)
        let longer = try CLIRunner.run(["diff", try path("a.png"), try path("longer.png")])
        #expect(longer.status == 3)
        #expect(
            DiffCommandTests.text(longer.stdout)
                == "animations differ: the picture at 0.3 s lasts 1 s vs 2 s (expected vs actual)\n")
        let still = try CLIRunner.run(["diff", try path("still.png"), try path("a.png")])
        #expect(still.status == 3)
        #expect(
            DiffCommandTests.text(still.stdout)
                == "animations differ: \(try path("a.png")) is an animated PNG, \(try path("still.png")) a still one\n")
        let many = try CLIRunner.run(["diff", try path("a.png"), try path("same.png"), "--max-frames", "3"])
        #expect(many.status == 1)
        #expect(
            many.stderr
                == "boxrender: \(try path("same.png")): not a readable animated PNG "
                + "(it declares 4 frames, more than the 3 allowed); --max-frames raises the limit\n")
    }

    /// 600 frames (`--max-frames`) of a 1300×1300 canvas: a small file, and
    /// just past the default 10⁹ pixels of frames × canvas. Every frame would
    /// be decoded onto a whole canvas and compared; refused from the headers.
    @Test func framesTimesCanvasPastTheBudgetIsRefusedBeforeAnyFrameIsDecoded() throws {
        let picture = try RGBAImage(width: 1300, height: 1300, fill: (255, 255, 255, 255))
        let writer = try APNGWriter(
            width: 1300, height: 1300, loopCount: 0, opaque: true, compression: .fast, mergesIdenticalFrames: false)
        for _ in 0..<600 { try writer.append(picture, delay: 0.1) }
        let (_, paths) = try Self.write(["long.png": try writer.finish()])
        let path = try #require(paths["long.png"])
        let started = Date()
        let diff = try CLIRunner.run(["diff", path, path])
        #expect(diff.status == 1)
        #expect(
            diff.stderr
                == "boxrender: \(path): not a readable animated PNG (it declares 600 frames of 1300×1300 pixels, "
                + "1014000000 pixels in all, more than the 1000000000 allowed); --max-animation-pixels raises the "
                + "limit\n")
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
