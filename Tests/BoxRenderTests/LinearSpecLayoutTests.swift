import BoxLayout
import BoxRender
import BoxScene
import Testing

/// `linear` specs (MKLinearLayout, peer §2.3) through decoding, layout and
/// the scene: the reference's worked examples by their numbers.
@Suite struct LinearSpecLayoutTests {
    /// Peer §2.3's worked example: 300 wide, spacing 10, a fixed 30, weights 1 and 2.
    private static let workedExample = #"""
        { "type": "linear", "size": [300, 40], "spacing": 10, "boxes": [
            { "layoutItem": { "size": [30, "match"] } },
            { "layoutItem": { "weight": 1 } },
            { "layoutItem": { "weight": 2 } } ] }
        """#

    /// U = 300 − 2 × 10 = 280, 250 left for weights: slots 0/30, 40/83.333, 133.333/166.667.
    /// At scale 1 each value rounds on its own: 83.333 → 83, 133.333 → 133, 166.667 → 167.
    @Test func workedExampleAtScale1() throws {
        let frames = try MKSpec.frames(root: Self.workedExample, scale: 1)
        #expect(frames == [.at(0, 0, 300, 40), .at(0, 0, 30, 40), .at(40, 0, 83, 40), .at(133, 0, 167, 40)])
    }

    /// The reference's numbers at scale 2: 40 / 83.5 and 133.5 / 166.5.
    @Test func workedExampleAtScale2() throws {
        let frames = try MKSpec.frames(root: Self.workedExample, scale: 2)
        #expect(frames == [.at(0, 0, 300, 40), .at(0, 0, 30, 40), .at(40, 0, 83.5, 40), .at(133.5, 0, 166.5, 40)])
    }

    /// Peer §2.3's separator example: 300 wide, thickness 4, two weight-1 items, the second
    /// with `insertBorder`: U = 296, each 148, the separator at 148–152, the second item at 152.
    @Test func separatorExample() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "type": "linear", "size": [300, 20], "backgroundColor": "#EEEEEE",
                  "separator": { "thickness": 4, "color": "black" }, "boxes": [
                    { "layoutItem": { "weight": 1 }, "backgroundColor": "red" },
                    { "layoutItem": { "weight": 1, "insertBorder": true }, "backgroundColor": "blue" } ] }
                """#)
        #expect(rendering.layout.frames == [.at(0, 0, 300, 20), .at(0, 0, 148, 20), .at(152, 0, 148, 20)])
        #expect(rendering.layout.separators == [LayoutSeparator(node: 0, rect: .at(148, 0, 4, 20), color: .black)])
        // Over the linear's background, under its items.
        let grey = Color(white: 238.0 / 255.0)
        #expect(
            rendering.scene.commands == [
                .fill(.at(0, 0, 300, 20), cornerRadius: 0, color: grey),
                .fill(.at(148, 0, 4, 20), cornerRadius: 0, color: .black),
                .fill(.at(0, 0, 148, 20), cornerRadius: 0, color: Color(red: 1, green: 0, blue: 0)),
                .fill(.at(152, 0, 148, 20), cornerRadius: 0, color: Color(red: 0, green: 0, blue: 1)),
            ])
    }

    /// Separator spacing and intersection offsets in a vertical linear: 100 high, spacing 5,
    /// thickness 2, two weight-1 items with a separator before the second:
    /// U = 100 − 2 − 2 × 5 = 88, each 44; the separator spans y 49–51 and, across, the content
    /// width 60 grown by the offsets (left 3, right 1): x −3, width 64.
    @Test func verticalSeparatorWithSpacingAndOffsets() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "type": "linear", "orientation": "vertical", "size": [60, 100], "spacing": 5,
                  "separator": { "thickness": 2, "intersectionOffsets": { "left": 3, "right": 1 } }, "boxes": [
                    { "layoutItem": { "weight": 1 } },
                    { "layoutItem": { "weight": 1, "insertBorder": true } } ] }
                """#)
        #expect(rendering.layout.frames == [.at(0, 0, 60, 100), .at(0, 0, 60, 44), .at(0, 56, 60, 44)])
        #expect(
            rendering.layout.separators == [
                LayoutSeparator(node: 0, rect: .at(-3, 49, 64, 2), color: Color(white: 221.0 / 255.0))
            ])
        // Drawn as laid out: 3 points past the linear's left edge, 1 past its right.
        #expect(
            rendering.scene.commands.contains(
                .fill(.at(-3, 49, 64, 2), cornerRadius: 0, color: Color(white: 221.0 / 255.0))))
    }

    /// A linear inside a table box, and a box beside it: MGBox stacks the linear like any
    /// child (at the padding, under the first box, with no outer margin: its `margin` is
    /// the inset around its items), and the linear places its items and separator inside.
    /// Content 290 × 30 at (5, 5); U = 290 − 1 − 2 × 4 = 281, each 140.5: the first item ends
    /// at 145.5, then spacing, the separator at 149.5–150.5, spacing, the second item at 154.5.
    @Test func linearInABox() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "id": "root", "size": [320, 0], "padding": 10, "boxes": [
                    { "id": "top", "size": [300, 20] },
                    { "id": "bar", "type": "linear", "size": [300, 40], "margin": 5, "spacing": 4,
                      "separator": { "thickness": 1, "color": "black" }, "boxes": [
                        { "id": "left", "layoutItem": { "weight": 1 } },
                        { "id": "right", "layoutItem": { "weight": 1, "insertBorder": true } } ] } ] }
                """#, scale: 2)
        let frames = MKSpec.absoluteFrames(rendering)
        #expect(frames["root"] == .at(0, 0, 320, 80))
        #expect(frames["top"] == .at(10, 10, 300, 20))
        #expect(frames["bar"] == .at(10, 30, 300, 40))
        #expect(frames["left"] == .at(15, 35, 140.5, 30))
        #expect(frames["right"] == .at(164.5, 35, 140.5, 30))
        #expect(rendering.layout.frames[3] == .at(5, 5, 140.5, 30))
        // The separator, in the linear's space, is drawn moved by the linear's origin (10, 30).
        #expect(rendering.layout.separators == [LayoutSeparator(node: 2, rect: .at(149.5, 5, 1, 30), color: .black)])
        #expect(rendering.scene.commands.contains(.fill(.at(159.5, 35, 1, 30), cornerRadius: 0, color: .black)))
    }

    /// Fixed 80 and a weight in 100 with spacing 30: U = 70, used 80, so the weight's share is
    /// −10. Clamped (the default) it is 0 wide at x 110; with `clampNegative: false` it is MK's −10.
    @Test(arguments: [(true, 0.0), (false, -10)])
    func clampNegative(clamp: Bool, weightedWidth: Double) throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "linear", "size": [100, 20], "spacing": 30, "clampNegative": \#(clamp), "boxes": [
                    { "layoutItem": { "size": [80, "match"] }, "backgroundColor": "red" },
                    { "layoutItem": { "weight": 1 }, "backgroundColor": "blue" } ] }
                """#)
        #expect(frames == [.at(0, 0, 100, 20), .at(0, 0, 80, 20), .at(110, 0, weightedWidth, 20)])
    }

    /// A frame with a negative width is drawn, not refused: the picture is made.
    @Test func aNegativeFrameStillRenders() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "type": "linear", "size": [100, 20], "spacing": 30, "clampNegative": false,
                  "separator": { "thickness": 40 }, "boxes": [
                    { "layoutItem": { "size": [80, "match"] } },
                    { "layoutItem": { "weight": 1, "insertBorder": true }, "backgroundColor": "blue" } ] }
                """#)
        let image = try Renderer().image(rendering)
        #expect(image.width == 100 && image.height == 20)
    }
}
