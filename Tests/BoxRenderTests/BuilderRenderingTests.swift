import BoxRender
import Foundation
import Testing

/// `Renderer`'s entry points for trees built in Swift give what the same
/// tree written as JSON gives, in every output format.
@Suite struct BuilderRenderingTests {
    private static let card = StyledTable(topLines: [
        StyledLine(left: "**Profile**|mush", size: Size(width: 240, height: 40))
    ]) {
        StyledLine(left: "Name", right: "Ada", size: Size(width: 240, height: 40))
    }
    .margin(8)

    private static let cardJSON = """
        { "canvas": { "scale": 2 },
          "root": { "type": "styledTable", "margin": 8,
                    "topLines": [ { "type": "styledLine", "left": "**Profile**|mush", "size": [240, 40] } ],
                    "middleLines": [ { "type": "styledLine", "left": "Name", "right": "Ada", "size": [240, 40] } ] } }
        """

    @Test(arguments: OutputFormat.allCases)
    func everyFormatMatchesTheJSON(_ format: OutputFormat) throws {
        let renderer = Renderer()
        let built = try renderer.render(Self.card, canvas: CanvasSpec(scale: 2), format: format)
        let decoded = try renderer.data(renderer.prepare(specText: Self.cardJSON), as: format)
        #expect(built == decoded)
        let signature: [UInt8] =
            switch format {
            case .png: [0x89, 0x50, 0x4E, 0x47]
            case .svg: Array("<?xml".utf8)
            case .pdf: Array("%PDF".utf8)
            case .gif: Array("GIF89a".utf8)
            case .webp: Array("RIFF".utf8)
            }
        #expect(Array(built.prefix(signature.count)) == signature)
    }

    @Test func framesMatchTheJSON() throws {
        let renderer = Renderer()
        let frames = try renderer.frames(Self.card, canvas: CanvasSpec(scale: 2))
        #expect(frames == (try renderer.prepare(specText: Self.cardJSON).frames))
        // A styled table given no width is 304 points wide, whatever its rows; it sits at its 8-point margins.
        #expect(frames.boxes.first?.path == "root")
        #expect(frames.boxes.first.map { [$0.x, $0.y, $0.width] } == [8, 8, 304])
        #expect(frames.canvas.width == 320)
    }

    @Test func optionsAndScreenshotsApply() throws {
        let renderer = Renderer()
        let screenshot = try renderer.frames(Self.card, screenshot: ScreenshotMode(), options: RenderOptions(scale: 3))
        // The root, 304 × 80, on a canvas 20 points larger on every side.
        #expect(screenshot.canvas.width == 344)
        #expect(screenshot.canvas.height == 120)
        #expect(screenshot.canvas.scale == 3)
    }
}
