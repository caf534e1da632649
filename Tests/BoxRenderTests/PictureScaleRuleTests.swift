import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxRender
import Foundation
import Testing

/// One @2x rule on every path (issue 22): a picture named `dot.png` is read
/// from `dot@2x.png` at scale 2, whether the scale comes from `--scale`, the
/// spec's `canvas.scale`, `RenderOptions(scale:)` or a tree built in Swift.
struct PictureScaleRuleTests {
    /// A folder with `dot.png` red and `dot@2x.png` green (2×2 and 4×4 pixels).
    static func pictures() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try Data(PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255))))
            .write(to: folder.appendingPathComponent("dot.png"))
        try Data(PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (0, 255, 0, 255))))
            .write(to: folder.appendingPathComponent("dot@2x.png"))
        return folder
    }

    /// Whether the middle of a picture is the green of `dot@2x.png`.
    static func isGreen(_ png: [UInt8]) throws -> Bool {
        let image = try PNGCodec.decode(png)
        let pixel = image[x: image.width / 2, y: image.height / 2]
        #expect(pixel.r == 255 || pixel.g == 255, "neither picture: \(pixel)")
        return pixel.g == 255
    }

    @Test func canvasScalePicksTheTwoXFile() throws {
        let folder = try Self.pictures()
        let spec = folder.appendingPathComponent("card.json")
        try #"{"canvas": {"scale": 2}, "root": {"size": [2, 2], "image": "dot.png"}}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("card.png")
        let result = try CLIRunner.run([spec.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.isGreen(Array(Data(contentsOf: out))))
        // --scale 1 says otherwise, and wins.
        #expect(try CLIRunner.run([spec.path, "-o", out.path, "--scale", "1"]).status == 0)
        #expect(try !Self.isGreen(Array(Data(contentsOf: out))))
    }

    @Test func aSwiftTreePicksTheTwoXFileByRenderOptionsOrCanvas() throws {
        let folder = try Self.pictures().path
        let dot = Box(width: 2, height: 2).image("dot.png")
        let renderer = Renderer()
        #expect(try !Self.isGreen(renderer.render(dot, baseDirectory: folder)))
        #expect(try Self.isGreen(renderer.render(dot, baseDirectory: folder, options: RenderOptions(scale: 2))))
        #expect(try Self.isGreen(renderer.render(dot, canvas: CanvasSpec(scale: 2), baseDirectory: folder)))
    }

    @Test func aMissingPictureNamesItsScaledFiles() throws {
        let folder = try Self.pictures()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("dot.png"))
        let spec = folder.appendingPathComponent("card.json")
        try #"{"root": {"size": [2, 2], "image": "dot.png"}}"#.write(to: spec, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run([spec.path, "-o", folder.appendingPathComponent("card.png").path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "image file not found: \(folder.path)/dot.png; `dot@2x.png` is there, chosen only when the picture "
                    + "is drawn at scale 2 or more (`canvas.scale`, --scale): draw at that scale, or name the file "
                    + "itself"), "\(result.stderr)")
    }

    @Test(arguments: [
        ("photo.png", 2, "photo@2x.png"), ("photo@2x.png", 3, "photo@3x.png"), ("a/photo.v2.png", 3, "photo@3x.v2.png"),
        ("photo", 2, "photo@2x"),
    ])
    func theNameAtAScale(path: String, scale: Int, name: String) {
        #expect(ImageSource.fileName(forPath: path, atScale: scale) == name)
    }

    /// The one @Nx rule (`ScaleName`) that pictures, outputs and the check
    /// report's columns all read and write names by.
    @Test(arguments: [
        ("photo", 1, "photo"), ("photo@2x", 2, "photo"), ("card-dark@3x", 3, "card-dark"), ("@2x", 2, ""),
    ])
    func theScaleANameSays(stem: String, scale: Int, without: String) {
        #expect(ScaleName.scale(ofStem: stem) == scale)
        #expect(ScaleName.removing(from: stem) == without)
        #expect(without + ScaleName.suffix(scale) == stem)
    }
}
