import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// `--max-picture-reads`: Cairo's PDF and SVG backends read a translucent
/// picture's pixels, up to the first translucent one, at every draw. A
/// picture with only clear and opaque pixels is read whole each time, so a
/// large one drawn many times near its size was minutes of work (2,000 draws
/// of a 7000×7000 picture: about 10¹¹ pixels). Each draw is now counted by
/// what Cairo will read, and the total is held to a limit before drawing.
struct PictureReadsTests {
    /// A 400×400 picture drawn 25 times at its own size, as `format`: with
    /// `pixels` (RGBA, row by row), 25 draws read 25 × its scan length.
    static func render(
        _ pixels: [UInt8], format: String, limit: Int
    ) throws -> (status: Int32, stderr: String, made: Bool, folder: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let picture = try RGBAImage(width: 400, height: 400, pixels: pixels)
        try Data(PNGCodec.encode(picture)).write(to: folder.appendingPathComponent("picture.png"))
        let boxes = (0..<25).map { _ in #"{"size": [400, 400], "image": "picture.png"}"# }
        let spec = folder.appendingPathComponent("pictures.json")
        try #"{"version": 1, "root": {"size": [400, 400], "boxes": [\#(boxes.joined(separator: ", "))]}}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.\(format)")
        let result = try CLIRunner.run([spec.path, "-o", out.path, "--max-picture-reads", "\(limit)"])
        return (result.status, result.stderr, FileManager.default.fileExists(atPath: out.path), folder)
    }

    /// Clear on the left half, opaque on the right: no pixel is translucent, so Cairo reads all 160,000.
    static let clearAndOpaque: [UInt8] = (0..<400 * 400).flatMap { index -> [UInt8] in
        index % 400 < 200 ? [0, 0, 0, 0] : [200, 30, 30, 255]
    }

    @Test(arguments: ["pdf", "svg"])
    func aPictureReadWholeAtEveryDrawIsCountedByItsPixels(format: String) throws {
        // 25 draws × 160,000 pixels = 4,000,000.
        let refused = try Self.render(Self.clearAndOpaque, format: format, limit: 3_999_999)
        #expect(refused.status == 1)
        let folder = refused.folder
        #expect(
            refused.stderr.contains(
                "pictures.json: root.boxes[0].image: \(folder.path)/picture.png: with this picture the document's "
                    + "draws of translucent pictures read more than 3999999 pixels"), "\(refused.stderr)")
        #expect(refused.stderr.contains("(the limit; --max-picture-reads raises it)"))
        #expect(!refused.made)
        let drawn = try Self.render(Self.clearAndOpaque, format: format, limit: 4_000_000)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.made)
    }

    @Test func aPictureTranslucentEarlyIsReadOnlyThatFar() throws {
        // The third pixel is half clear: Cairo stops there, 3 pixels a draw, 75 in all.
        var pixels = Self.clearAndOpaque
        pixels[2 * 4 + 3] = 128
        #expect(try Self.render(pixels, format: "pdf", limit: 75).status == 0)
        #expect(try Self.render(pixels, format: "pdf", limit: 74).status == 1)
    }

    @Test func anOpaquePictureCostsNothing() throws {
        let opaque = [UInt8](repeating: 255, count: 400 * 400 * 4)
        #expect(try Self.render(opaque, format: "svg", limit: 1).status == 0)
    }

    @Test func pngIsNotHeldToIt() throws {
        #expect(try Self.render(Self.clearAndOpaque, format: "png", limit: 1).status == 0)
    }
}
