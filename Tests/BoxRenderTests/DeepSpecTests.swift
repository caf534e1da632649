import BoxRender
import Testing

/// Nesting at the depth ceiling goes through every stage (decoding, layout,
/// the draw list, drawing) on a test's thread without overflowing its stack:
/// nothing after parsing recurses per level.
@Suite struct DeepSpecTests {
    @Test func aSpecNestedToTheCeilingRenders() throws {
        // The document, then 2,046 boxes each adding an object and an array, then
        // the innermost box and its size: 1 + 4,092 + 2 = 4,095 levels, the ceiling's last odd one.
        let boxes = (SpecLimits.depthCeiling - 4) / 2
        let text =
            #"{"root": "# + String(repeating: #"{"padding": 1, "boxes": ["#, count: boxes)
            + ##"{"size": [4, 4], "backgroundColor": "#c00"}"## + String(repeating: "]}", count: boxes) + "}"
        let options = RenderOptions(limits: SpecLimits(depth: SpecLimits.depthCeiling))
        let rendering = try Renderer().prepare(specText: text, options: options)
        // Each level adds a point of padding on every side around the 4-point box.
        #expect(rendering.frames.boxes.count == boxes + 1)
        #expect(rendering.frames.canvas.width == Double(4 + 2 * boxes))
        let png = try Renderer().png(rendering)
        #expect(png.starts(with: [137, 80, 78, 71]))
    }
}
