import BoxPixels
import BoxRender
import Testing

/// Characters that come from the fallback chain are drawn wherever they sit
/// in a line: an arrow after Chinese text once vanished (it went to the
/// emoji font in a Han run's context and was drawn off its place).
@Suite struct FallbackInkTests {
    /// Pixels darker than mid-grey in a line of `text` on white.
    private func ink(_ text: String) throws -> Int {
        let spec =
            #"{ "canvas": { "background": "white" }, "root": { "type": "line", "size": [160, 30], "left": "\#(text)" } }"#
        let renderer = Renderer()
        let image = try renderer.image(try renderer.prepare(specText: spec, name: "ink.json"))
        var dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image[x: x, y: y].g) < 128 { dark += 1 }
        }
        return dark
    }

    @Test(arguments: ["↩", "⇒", "☺", "⌚"])
    func aSymbolAfterChineseIsDrawn(_ symbol: String) throws {
        let with = try ink("4 中 \(symbol) Y")
        let without = try ink("4 中 Y")
        #expect(with > without + 10, "\(symbol): \(with) dark pixels with it, \(without) without")
    }
}
