import BoxLayout
import BoxPixels
import BoxRender
import Testing

/// `flow`, `stack` and nested MK layouts (peer §2.2, §2.4, §2.5) through
/// decoding and layout: frames relative to their parents, by their numbers.
@Suite struct MKSpecLayoutTests {
    /// Peer §2.5's example, 120 wide: 30 × 30 with gravity bottom and 20 × 50 share a line
    /// 50 high, so the first lands at y 20; a third item 80 wide would pass the end
    /// (50 + 80 > 120) and wraps to the next line, at y 50.
    @Test func flowExample() throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "flow", "size": [120, 100], "boxes": [
                    { "layoutItem": { "size": [30, 30], "gravity": "bottom" } },
                    { "layoutItem": { "size": [20, 50] } },
                    { "layoutItem": { "size": [80, 10] } } ] }
                """#)
        #expect(frames == [.at(0, 0, 120, 100), .at(0, 20, 30, 30), .at(30, 0, 20, 50), .at(0, 50, 80, 10)])
    }

    /// A flow nested at x 10 of a linear places its items relative to its own rectangle;
    /// `flowOriginBug` reproduces MK placing them as if that rectangle were at (0, 0), which
    /// puts the item 10 points left of the flow.
    @Test(arguments: [(false, 0.0), (true, -10)])
    func flowOrigin(originBug: Bool, itemX: Double) throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "linear", "size": [200, 60], "margin": { "left": 10 }, "boxes": [
                    { "type": "flow", "flowOriginBug": \#(originBug), "boxes": [
                        { "layoutItem": { "size": [30, 30] } } ] } ] }
                """#)
        #expect(frames == [.at(0, 0, 200, 60), .at(10, 0, 190, 60), .at(itemX, 0, 30, 30)])
    }

    /// Every item of a stack gets the inner rectangle (10, 10, 80, 80). A 40 × 20 item with
    /// padding 2 aligned right and bottom sits at (50, 70) and shrinks to (52, 72, 36, 16), then
    /// moves by its offset (1, 1). A natural-sized centred box keeps its 30 × 10 at
    /// (10 + 40 − 15, 10 + 40 − 5). An item with no `layoutItem` fills the rectangle.
    @Test func stackPlacesEveryItemInTheInnerRectangle() throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "stack", "size": [100, 100], "margin": 10, "boxes": [
                    { "layoutItem": { "size": [40, 20], "padding": 2, "gravity": ["right", "bottom"],
                                      "offset": [1, 1] } },
                    { "size": [30, 10], "layoutItem": { "size": ["natural", "natural"], "gravity": "center" } },
                    { } ] }
                """#)
        #expect(
            frames == [.at(0, 0, 100, 100), .at(53, 73, 36, 16), .at(35, 45, 30, 10), .at(10, 10, 80, 80)])
    }

    /// Peer §4 point 7: MK items paint in tree order (the order MK adds their
    /// views), and `zIndex` still sorts siblings, stably; `--frames` lists them
    /// in paint order. Three items overlap in one stack's rectangle.
    @Test(arguments: [
        ((0, 0, 0), ["a", "b", "c"]), ((1, 0, 0), ["b", "c", "a"]), ((0, 0, -1), ["c", "a", "b"]),
    ])
    func itemsPaintInTreeOrderThenByZIndex(zIndexes: (Int, Int, Int), order: [String]) throws {
        let text = """
            { "root": { "type": "stack", "id": "stack", "size": [40, 40], "boxes": [
                { "id": "a", "zIndex": \(zIndexes.0), "backgroundColor": "red" },
                { "id": "b", "zIndex": \(zIndexes.1), "backgroundColor": "green" },
                { "id": "c", "zIndex": \(zIndexes.2), "backgroundColor": "blue" } ] } }
            """
        let rendering = try Renderer().prepare(specText: text)
        #expect(rendering.frames.boxes.map(\.id) == ["stack"] + order)
        // The last painted covers the middle of the stack.
        let pixels = try Renderer().image(rendering)
        let colours = [
            "a": Pixel(r: 255, g: 0, b: 0, a: 255), "b": Pixel(r: 0, g: 128, b: 0, a: 255),
            "c": Pixel(r: 0, g: 0, b: 255, a: 255),
        ]
        #expect(pixels[x: 20, y: 20] == colours[order[2]])
    }

    /// Boxes in a vertical linear keep their own layout. The card's children stack to 40 high,
    /// and its natural size (60 × 40) is centred across 100; the second box takes the rest
    /// by weight (200 − 40 = 160) and its stretched frame leaves its child where MGBox put it.
    @Test func boxesInALinear() throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "linear", "orientation": "vertical", "size": [100, 200], "boxes": [
                    { "size": [60, 0],
                      "layoutItem": { "size": ["natural", "natural"], "gravity": "centerHorizontal" },
                      "boxes": [ { "size": [60, 20] }, { "size": [60, 20] } ] },
                    { "layoutItem": { "weight": 1 }, "boxes": [ { "size": [10, 10], "margin": 5 } ] } ] }
                """#)
        #expect(
            frames == [
                .at(0, 0, 100, 200),
                .at(20, 0, 60, 40), .at(0, 0, 60, 20), .at(0, 20, 60, 20),
                .at(0, 40, 100, 160), .at(5, 5, 10, 10),
            ])
    }

    /// Three weight-1 slots of 33.333 in 100 (scale 1); the middle one is a vertical linear
    /// whose two items split its height. Its own frame rounds like a view's, (33, 0, 33, 30);
    /// its items round from the unrounded slot and come out relative to that frame.
    @Test func linearInALinear() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "type": "linear", "size": [100, 30], "boxes": [
                    { "id": "a", "layoutItem": { "weight": 1 } },
                    { "id": "inner", "type": "linear", "orientation": "vertical", "layoutItem": { "weight": 1 },
                      "boxes": [ { "id": "x", "layoutItem": { "weight": 1 } },
                                 { "id": "y", "layoutItem": { "weight": 1 } } ] },
                    { "id": "c", "layoutItem": { "weight": 1 } } ] }
                """#)
        #expect(
            rendering.layout.frames == [
                .at(0, 0, 100, 30), .at(0, 0, 33, 30), .at(33, 0, 33, 30), .at(0, 0, 33, 15), .at(0, 15, 33, 15),
                .at(67, 0, 33, 30),
            ])
        let frames = MKSpec.absoluteFrames(rendering)
        #expect(frames["x"] == .at(33, 0, 33, 15))
        #expect(frames["y"] == .at(33, 15, 33, 15))
    }

    /// A nested layout's margin adds to the rectangle its slot gives it: a horizontal linear
    /// with margin 10 (content 180 × 30) gives weights 1 : 2 → 60 and 120; the vertical linear
    /// in the first slot has margin 2 (content 56 × 26) and spacing 6, so its two items get 10 each.
    @Test func nestedMarginsAdd() throws {
        let frames = try MKSpec.frames(
            root: #"""
                { "type": "linear", "size": [200, 50], "margin": 10, "boxes": [
                    { "type": "linear", "orientation": "vertical", "margin": 2, "spacing": 6,
                      "layoutItem": { "weight": 1 },
                      "boxes": [ { "layoutItem": { "weight": 1 } }, { "layoutItem": { "weight": 1 } } ] },
                    { "layoutItem": { "weight": 2 } } ] }
                """#)
        #expect(
            frames == [
                .at(0, 0, 200, 50), .at(10, 10, 60, 30), .at(2, 2, 56, 10), .at(2, 18, 56, 10), .at(70, 10, 120, 30),
            ])
    }

    /// An MK root is as big as its `size` (it fills what it is given, whatever its items), and its
    /// `margin`, being the inset around its items, moves neither it nor the canvas edge.
    @Test func anMKRootSetsTheCanvas() throws {
        let rendering = try MKSpec.laidOut(
            root: #"""
                { "type": "flow", "size": [200, 50], "margin": 10, "boxes": [
                    { "id": "big", "layoutItem": { "size": [300, 300] } } ] }
                """#)
        #expect(rendering.frames.canvas.width == 200)
        #expect(rendering.frames.canvas.height == 50)
        #expect(rendering.layout.frames == [.at(0, 0, 200, 50), .at(10, 10, 300, 300)])
    }
}
