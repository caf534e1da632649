import BoxCairo
import BoxPNG
import BoxRender
import Foundation
import Testing

/// Animated specs (spec-format §9) through the library and the CLI: frames
/// at chosen times by numbers, the animated PNG's frames and delays, the
/// numbered frames, the timeline, one moment as any format.
///
/// The spec used: a 320-wide root of 320-wide boxes going from a (40), b (40),
/// c (40) to n1 (30), n2 (20), b, a, d (10); c is removed. Ends: n1 0, n2 30,
/// b 40 → 50, a 0 → 90, d 130; the root 120 → 140 high. 0.3 s at 30 fps:
/// N = 9, frames at k / 30 s.
struct AnimationSpecTests {
    static func column(_ boxes: [(String, Double)]) -> String {
        let list = boxes.map { #"{"id": "\#($0.0)", "size": [320, \#($0.1)], "backgroundColor": "white"}"# }
        return #"{"size": [320, 0], "boxes": [\#(list.joined(separator: ", "))]}"#
    }

    static let spec = #"""
        { "canvas": { "background": "#6D7179" },
          "animation": { "from": \#(column([("a", 40), ("b", 40), ("c", 40)])), "duration": 0.3, "fps": 30,
                         "loop": 2, "holdEnd": 0.5 },
          "root": \#(column([("n1", 30), ("n2", 20), ("b", 40), ("a", 40), ("d", 10)])) }
        """#

    static func animation() throws -> AnimationRendering {
        let renderer = Renderer()
        return try renderer.prepareAnimation(
            renderer.decodeSpec(bytes: Array(spec.utf8), format: .json, name: "a.json"))
    }

    @Test func framesAndTimesFollowDurationAndFPS() throws {
        let animation = try Self.animation()
        #expect(animation.frameCount == 10)
        #expect(animation.time(ofFrame: 3) == 0.1)
        #expect(animation.time(ofFrame: 9) == 0.3)
        #expect(animation.delay(ofFrame: 0) == 1.0 / 30)
        #expect(animation.delay(ofFrame: 9) == 0.5)
        // The larger canvas: 320 × 140.
        #expect(animation.canvas == Size(width: 320, height: 140))
    }

    @Test func halfwayEveryBoxIsHalfwayInPaintOrderWithGoneBoxesBeneath() throws {
        // t = 0.15 s: t / duration = 0.5, and the ease-in-out curve gives 0.5 there.
        let moment = try Self.animation().moment(at: 0.15)
        let boxes = moment.frames.boxes
        #expect(boxes.map { $0.id ?? "root" } == ["root", "c", "n1", "n2", "b", "a", "d"])
        let ys: [Double] = boxes.map(\.y)
        #expect(ys == [0, 80, -25, 5, 45, 45, 130])
        let alphas: [Double] = boxes.map(\.alpha)
        #expect(alphas == [1, 0.5, 0.5, 0.5, 1, 1, 0.5])
        #expect(boxes[0].height == 130)
        #expect(boxes[1].path == "animation.from.boxes[2]")
    }

    @Test func aMomentsProgressIsTheEasedTime() throws {
        // t = 0.1: B(1/3) = 0.2317748163027486; a moves 90 × that.
        let moment = try Self.animation().moment(at: 0.1)
        let a = try #require(moment.frames.boxes.first { $0.id == "a" })
        #expect(abs(a.y - 90 * 0.23177481630274860812) < 1e-12)
        // Gone at the end: c is transparent, listed, not visible.
        let end = try Self.animation().moment(at: 0.3)
        let c = try #require(end.frames.boxes.first { $0.id == "c" })
        #expect(c.alpha == 0 && !c.visible)
    }

    @Test func theAnimatedPNGHasEveryFrameItsDelaysAndLoopCount() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("a.png")
        let frames = folder.appendingPathComponent("frames")
        let result = try CLIRunner.run([spec.path, "-o", output.path, "--frames-dir", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = try [UInt8](Data(contentsOf: output))
        let controls = APNGChunks.frameControls(file)
        #expect(APNGChunks.animationControl(file) == [10, 2])
        // 1/30 s nine times, then the 0.5 s hold.
        let delays: [Double] = Array(repeating: 1.0 / 30, count: 9) + [0.5]
        #expect(controls.map(\.delay) == delays)
        // Frame 0 is the whole canvas; later frames only what changed (here: not the grey below 140 − …).
        #expect(controls[0].width == 320 && controls[0].height == 140)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == (0...9).map { String(format: "frame-%03d.png", $0) } + ["frames.ffconcat"])
        // Frame 0 of the APNG (its default image) is frame-000.png's pixels.
        let first = try PNGCodec.decode(file)
        #expect(first == (try PNGCodec.decode(fileAt: frames.appendingPathComponent("frame-000.png").path)))
        // Byte-identical the second time.
        let again = folder.appendingPathComponent("b.png")
        #expect(try CLIRunner.run([spec.path, "-o", again.path]).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))
    }

    @Test func eachNumberedFrameIsThePictureAtItsTime() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames")
        #expect(try CLIRunner.run([spec.path, "--frames-dir", frames.path]).status == 0)
        for k in [0, 4, 9] {
            let at = folder.appendingPathComponent("at\(k).png")
            let time = Double(k) / 30
            #expect(try CLIRunner.run([spec.path, "-o", at.path, "--at", "\(time)"]).status == 0)
            let expected = try PNGCodec.decode(fileAt: at.path)
            let frame = try PNGCodec.decode(
                fileAt: frames.appendingPathComponent(String(format: "frame-%03d.png", k)).path)
            #expect(frame == expected, "frame \(k)")
        }
    }

    @Test func theTimelineListsEveryFramesBoxes() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let timeline = folder.appendingPathComponent("t.json")
        let result = try CLIRunner.run([
            spec.path, "-o", folder.appendingPathComponent("a.png").path, "--frames", timeline.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: timeline)) as? [String: Any]
        let header = json?["animation"] as? [String: Double]
        #expect(header == ["duration": 0.3, "fps": 30, "frameCount": 10])
        let moments = json?["timeline"] as? [[String: Any]] ?? []
        #expect(moments.count == 10)
        // Times as written (JSONSerialization reads some decimals a bit off).
        let text = try String(contentsOf: timeline, encoding: .utf8)
        for k in 0...9 {
            let time = k == 9 ? "0.3" : k == 0 ? "0" : "\(Double(k) / 30)"
            #expect(text.contains("{ \"time\": \(time), \"boxes\": ["), "frame \(k)")
        }
        let last = moments.last?["boxes"] as? [[String: Any]] ?? []
        let ys: [Double] = last.compactMap { $0["y"] as? Double }
        #expect(ys == [0, 80, 0, 30, 50, 90, 130])
    }

    @Test func oneMomentMayBeAnSVGWithItsFrames() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("f.json")
        let result = try CLIRunner.run([
            spec.path, "-o", folder.appendingPathComponent("a.svg").path, "--at", "0.15", "--frames", frames.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: frames, encoding: .utf8)
        #expect(text.contains(#""id": "n1", "path": "root.boxes[0]", "type": "box", "x": 0, "y": -25"#))
        #expect(text.contains(#""alpha": 0.5"#))
    }
}

extension AnimationSpecTests {
    @Test func anAnimationBuiltInSwiftIsTheSameAnimatedPNGAsItsSpec() throws {
        func column(_ boxes: [(String, Double)]) -> Box {
            Box(width: 320, height: 0) {
                for (id, height) in boxes {
                    Box(width: 320, height: height).id(id).backgroundColor(.white)
                }
            }
        }
        let animation = Animation(
            from: column([("a", 40), ("b", 40), ("c", 40)]),
            to: column([("n1", 30), ("n2", 20), ("b", 40), ("a", 40), ("d", 10)]), duration: 0.3, fps: 30,
            loop: 2, holdEnd: 0.5)
        let renderer = Renderer()
        let built = try renderer.apng(animation, canvas: CanvasSpec(background: Color(rgb: 0x6D7179)))
        let fromSpec = try renderer.apng(Self.animation())
        #expect(built == fromSpec)
        #expect(try renderer.prepare(animation).moment(at: 0.15).frames.boxes.map(\.y) == [0, 80, -25, 5, 45, 45, 130])
    }
}

extension AnimationSpecTests {
    @Test func aSmallMoveInALargePictureIsASmallFile() throws {
        // A 10-point square crossing 60 points of a 640×480 picture in 31 frames.
        let spec = #"""
            { "canvas": { "width": 640, "height": 480, "background": "#6D7179" },
              "animation": { "from": { "size": [640, 480], "boxes": [
                  { "id": "dot", "boxLayoutMode": "none", "frame": [100, 100, 10, 10], "backgroundColor": "white" } ] },
                "duration": 1, "fps": 30 },
              "root": { "size": [640, 480], "boxes": [
                  { "id": "dot", "boxLayoutMode": "none", "frame": [160, 100, 10, 10], "backgroundColor": "white" } ] } }
            """#
        let renderer = Renderer()
        let animation = try renderer.prepareAnimation(
            renderer.decodeSpec(bytes: Array(spec.utf8), format: .json, name: "dot.json"))
        #expect(animation.frameCount == 31)
        let apng = try renderer.apng(animation)
        let firstFrame = try renderer.png(animation.moment(at: 0))
        let controls = APNGChunks.frameControls(apng)
        // Every later frame is at most the square's old and new places: 10 high, under 10 + 60 / 30 × 2 wide.
        #expect(controls.dropFirst().allSatisfy { $0.height <= 10 && $0.width <= 16 })
        #expect(apng.count < firstFrame.count + 31 * 200, "\(apng.count) bytes; one frame is \(firstFrame.count)")
    }
}

extension AnimationSpecTests {
    /// 201 frames and their ffconcat list staged at once (more than the 64
    /// temporary files the signal handler once knew of): a signal while they
    /// wait, held by a `--frames` FIFO no one reads, removes every one of them.
    @Test func aSignalWhileManyFramesAreStagedRemovesThemAll() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.replacingOccurrences(of: #""duration": 0.3, "fps": 30"#, with: #""duration": 2, "fps": 100"#)
            .write(to: spec, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames")
        let fifo = folder.appendingPathComponent("timeline")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = [spec.path, "--frames-dir", frames.path, "--frames", fifo.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        var staged = 0
        for _ in 0..<1200 where staged < 202 {
            usleep(50_000)
            staged = (try? FileManager.default.contentsOfDirectory(atPath: frames.path).count) ?? 0
        }
        #expect(staged == 202)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).isEmpty)
    }
}

extension AnimationSpecTests {
    @Test func anAnimationBuiltInCodeIsCheckedLikeASpec() throws {
        let tree = BoxTree(root: BoxNode(size: Size(width: 10, height: 10)))
        for (animation, path) in [
            (AnimationSpec(from: tree, duration: 100, fps: 100), "animation"),
            (AnimationSpec(from: tree, duration: 1e8, fps: 1e-6), "animation.fps"),
            (AnimationSpec(from: tree, duration: -1), "animation.duration"),
            (AnimationSpec(from: tree, loop: -2), "animation.loop"),
        ] {
            #expect(throws: BoxRenderError.self) {
                try Renderer().prepareAnimation(Spec(tree: tree, animation: animation))
            }
            do {
                _ = try Renderer().prepareAnimation(Spec(tree: tree, animation: animation))
            } catch {
                #expect("\(error)".contains(path), "\(error)")
            }
        }
    }

    @Test func unchangedFramesAreStillFramesOfTheAnimatedPNG() throws {
        // Nothing moves: every frame is the same picture, and the APNG still has all 10.
        let still = Self.column([("a", 40)])
        let spec = #"{ "animation": { "from": \#(still) }, "root": \#(still) }"#
        let renderer = Renderer()
        let animation = try renderer.prepareAnimation(
            renderer.decodeSpec(bytes: Array(spec.utf8), format: .json, name: "still.json"))
        let apng = try renderer.apng(animation)
        #expect(APNGChunks.animationControl(apng).first == 10)
        #expect(APNGChunks.frameControls(apng).dropFirst().allSatisfy { $0.width == 1 && $0.height == 1 })
    }

    @Test func aFramesFolderEndsWithExactlyThisAnimationsFrames() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("a.json")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for stale in ["frame-050.png", "frame-0001.png", "notes.txt"] {
            try Data("old".utf8).write(to: frames.appendingPathComponent(stale))
        }
        #expect(try CLIRunner.run([spec.path, "--frames-dir", frames.path]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == (0...9).map { String(format: "frame-%03d.png", $0) } + ["frames.ffconcat", "notes.txt"])
        // A run that fails takes back the folder it made.
        let made = folder.appendingPathComponent("made")
        let failed = try CLIRunner.run([spec.path, "--frames-dir", made.path, "--max-layer-pixels", "1"])
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: made.path))
    }
}

/// Reads what the tests need from an APNG's control chunks.
enum APNGChunks {
    struct FrameControl {
        var width: Int
        var height: Int
        var delay: Double
    }

    static func chunks(_ file: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>)] {
        var chunks: [(String, ArraySlice<UInt8>)] = []
        var offset = 8
        while offset + 8 <= file.count {
            let length = Int(integer(file[offset..<offset + 4]))
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, file[offset + 8..<offset + 8 + length]))
            offset += 12 + length
        }
        return chunks
    }

    static func integer(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// `[num_frames, num_plays]`.
    static func animationControl(_ file: [UInt8]) -> [UInt32] {
        guard let data = chunks(file).first(where: { $0.type == "acTL" })?.data else { return [] }
        return [integer(data.prefix(4)), integer(data.dropFirst(4).prefix(4))]
    }

    static func frameControls(_ file: [UInt8]) -> [FrameControl] {
        chunks(file).filter { $0.type == "fcTL" }.map { chunk in
            let data = Array(chunk.data)
            let field = { (at: Int, size: Int) in Int(integer(data[at..<at + size])) }
            let denominator = field(22, 2)
            return FrameControl(
                width: field(4, 4), height: field(8, 4),
                delay: Double(field(20, 2)) / Double(denominator == 0 ? 100 : denominator))
        }
    }
}
