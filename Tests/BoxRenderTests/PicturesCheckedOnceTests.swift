import BoxLayout
import BoxModel
import BoxPNG
import BoxSpec
import Foundation
import Testing

@testable import BoxRender

/// Each picture is opened once, by `ImageCheck`, however many nodes name
/// it: its header and, in the same open, the rest of the file for drawing;
/// layout and the warnings measure line pictures from what it read, not
/// from the file (issue 24: the 8 opens of one picture named three times
/// became 1).
struct PicturesCheckedOnceTests {
    static func files(keptBytes: Int = 32 << 20) -> PictureFiles {
        PictureFiles(fileLimit: SpecLimits().imageFileBytes, keptBytes: keptBytes)
    }

    /// A folder holding `arrow@2x.png` (30×30 pixels) and a spec naming it from
    /// two boxes and a line item.
    static func spec() throws -> (folder: URL, spec: Spec) {
        let folder = try CLIRunner.temporaryFolder()
        try FileManager.default.copyItem(
            at: RepositoryPaths.renderFixtures.appendingPathComponent("assets/arrow@2x.png"),
            to: folder.appendingPathComponent("arrow@2x.png"))
        let text = #"""
            { "root": { "size": [100, 0], "contentLayoutMode": "table", "boxes": [
                { "size": [20, 20], "image": { "src": "arrow@2x.png" } },
                { "size": [20, 20], "image": { "src": "arrow@2x.png" } },
                { "type": "line", "size": [100, 30], "left": [ { "image": "arrow@2x.png" } ] } ] } }
            """#
        let file = folder.appendingPathComponent("spec.json")
        try Data(text.utf8).write(to: file)
        return (folder, try SpecDecoder.decode(fileAt: file.path))
    }

    @Test func onePictureNamedThreeTimesIsCheckedOnce() throws {
        let (_, spec) = try Self.spec()
        let checked = try ImageCheck.check(spec.tree, file: "spec.json", limits: SpecLimits(), files: Self.files())
        #expect(checked.pixelSizes.count == 1)
        #expect(checked.pixelSizes.values.first == ImageCheck.PixelSize(width: 30, height: 30))
        #expect(checked.namedBy.values.first == "root.boxes[0].image")
    }

    /// Once checked, the picture's natural size (30 pixels ÷ @2x) needs no
    /// file: layout gives the line picture its 15 points with the file gone.
    @Test func layoutMeasuresFromTheCheckNotTheFile() throws {
        let (folder, spec) = try Self.spec()
        let checked = try ImageCheck.check(spec.tree, file: "spec.json", limits: SpecLimits(), files: Self.files())
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        let measurer = CheckedPictureMeasurer(text: NoContentMeasurer(), pictures: checked)
        let laidOut = try LaidOutTree(spec.tree, scale: 2, measurer: measurer, file: "spec.json")
        let picture = try #require(spec.tree.nodes.firstIndex { $0.path == "root.boxes[2].left[0]" })
        #expect(laidOut.frames[picture].size == Size(width: 15, height: 15))
        let other = ImageSource(path: "elsewhere.png", fileScale: 1)
        #expect(measurer.naturalSize(of: other) == .zero)
    }

    /// A file that is not a PNG, read once, is still reported against every node that names it.
    @Test func aBadPictureIsReportedAtEachNode() throws {
        let (folder, _) = try Self.spec()
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("arrow@2x.png"))
        let spec = try SpecDecoder.decode(fileAt: folder.appendingPathComponent("spec.json").path)
        #expect {
            try ImageCheck.check(spec.tree, file: "spec.json", limits: SpecLimits(), files: Self.files())
        } throws: { error in
            guard case .input(let problems) = error as? BoxRenderError else { return false }
            return problems.map(\.path) == ["root.boxes[0].image", "root.boxes[1].image", "root.boxes[2].left[0]"]
                && problems.allSatisfy { $0.message.hasSuffix("not a PNG image (no PNG signature and IHDR header)") }
        }
    }

    /// The check read the whole file: drawing opens nothing, so a picture
    /// removed after `prepare` is still drawn.
    @Test func drawingReadsWhatTheCheckRead() throws {
        let (folder, spec) = try Self.spec()
        let renderer = Renderer()
        let drawnFromTheFile = try renderer.png(try renderer.prepare(spec))
        let rendering = try renderer.prepare(spec)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        #expect(try renderer.png(rendering) == drawnFromTheFile)
    }

    /// Past what may be kept, a file is read again when decoded: with no
    /// room, the removed picture is missed at drawing.
    @Test func aFileNotKeptIsReadAgainToDraw() throws {
        let (folder, spec) = try Self.spec()
        let rendering = try Renderer().prepare(spec, options: RenderOptions(), pictureFiles: Self.files(keptBytes: 0))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        #expect(throws: BoxRenderError.self) { try Renderer().png(rendering) }
    }

    /// A picture past `--max-image-pixels`, or past what the spec's
    /// pictures may have in all (the 30×30 picture is 900 pixels), is
    /// refused from its header; the rest of its file is not read.
    @Test(arguments: [\SpecLimits.imagePixels, \SpecLimits.totalImagePixels])
    func aPictureRefusedByItsHeaderIsNotReadWhole(limit: WritableKeyPath<SpecLimits, Int> & Sendable) throws {
        let (folder, spec) = try Self.spec()
        let files = Self.files()
        var limits = SpecLimits()
        limits[keyPath: limit] = 899
        #expect(throws: BoxRenderError.self) {
            try ImageCheck.check(spec.tree, file: "spec.json", limits: limits, files: files)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        let source = try #require(spec.tree[1].style.image?.source)
        #expect(throws: ImageLoadError.self) { try files.take(source) }
    }

    /// A batch job's store keeps a file once decoded, for its other variants
    /// and scales, which then draw the bytes the job hashed; a rendering's
    /// own store lets it go.
    @Test func aBatchJobKeepsItsFilesAfterDecoding() throws {
        let (folder, spec) = try Self.spec()
        let source = try #require(spec.tree[1].style.image?.source)
        let job = PictureFiles(fileLimit: SpecLimits().imageFileBytes, keepsAfterDecoding: true)
        let rendering = Self.files()
        let hashed = try job.bytes(of: source)
        _ = try rendering.bytes(of: source)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        #expect(try job.take(source) == hashed)
        #expect(try job.take(source) == hashed)
        #expect(try rendering.take(source) == hashed)
        #expect(throws: ImageLoadError.self) { try rendering.take(source) }
    }

    /// Kept bytes are the file the sandbox checked: a source checked to
    /// another real path does not get them.
    @Test func keptBytesAreForTheRealPathChecked() throws {
        let (folder, spec) = try Self.spec()
        let source = try #require(spec.tree[1].style.image?.source)
        let files = Self.files()
        _ = try files.bytes(of: source)
        var other = source
        other.realPath = folder.appendingPathComponent("elsewhere.png").path
        #expect(throws: ImageLoadError.self) { try files.take(other) }
    }

    /// A rendering's pictures are decoded at its first drawing and kept for
    /// the others: once drawn as PNG, its SVG and PDF need no file (a batch's
    /// three formats open a picture 3 times, not 25).
    @Test func everyFormatOfARenderingDrawsFromOneDecoding() throws {
        let (folder, spec) = try Self.spec()
        let renderer = Renderer()
        let rendering = try renderer.prepare(spec)
        let png = try renderer.png(rendering)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        #expect(try renderer.png(rendering) == png)
        #expect(!(try renderer.svg(rendering)).isEmpty)
        #expect(!(try renderer.pdf(rendering)).isEmpty)
        // A rendering prepared anew decodes anew, and finds the file gone.
        #expect(throws: BoxRenderError.self) { try renderer.png(try renderer.prepare(spec)) }
    }

    /// Every moment of an animation draws from its one decoding (11 frames opened the picture 14 times, now 2).
    @Test func everyMomentOfAnAnimationDrawsFromOneDecoding() throws {
        let (folder, _) = try Self.spec()
        let text = #"""
            { "animation": { "from": { "size": [40, 20], "boxes": [
                  { "size": [10, 10], "image": { "src": "arrow@2x.png" } } ] }, "duration": 1, "fps": 10 },
              "root": { "size": [40, 20], "boxes": [ { "size": [20, 20], "image": { "src": "arrow@2x.png" } } ] } }
            """#
        let file = folder.appendingPathComponent("moving.json")
        try Data(text.utf8).write(to: file)
        let renderer = Renderer()
        let animation = try renderer.prepareAnimation(try SpecDecoder.decode(fileAt: file.path))
        _ = try renderer.png(animation.moment(at: 0))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arrow@2x.png"))
        for frame in 1..<animation.frameCount {
            #expect(!(try renderer.png(animation.moment(at: animation.time(ofFrame: frame)))).isEmpty)
        }
    }
}
