import BoxLayout
import BoxModel
import Testing

/// `gridLayout` specs laid out end to end: peer §3.3's worked example and
/// parameters as the frames the boxes get, relative to the grid layout.
struct GridLayoutSpecLayoutTests {
    @Test func theDemoNibInPortrait() throws {
        let spec = try LaidOutSpec(
            root: #"{"type": "gridLayout", "size": [768, 1004], "boxes": \#(cellsJSON(6, 150, 200))}"#)
        // perRow = perCol = 5; hGap = (768 − 750) ÷ 6 = 3; vGap = (1004 − 1000) ÷ 6 = 0.667.
        let vGap = 4.0 / 6.0
        let boxes = spec.frames("boxes", count: 6)
        #expect(boxes[0] == rect(3, vGap, 150, 200))
        #expect(boxes[1] == rect(156, vGap, 150, 200))
        #expect(boxes[4] == rect(3 + 4 * 153, vGap, 150, 200))
        #expect(boxes[5] == rect(3, vGap + (vGap + 200), 150, 200))
        #expect(spec.frame("root") == rect(0, 0, 768, 1004))
    }

    @Test func theDemoNibInLandscape() throws {
        let spec = try LaidOutSpec(
            root: #"{"type": "gridLayout", "size": [1024, 748], "boxes": \#(cellsJSON(7, 150, 200))}"#)
        // perRow = 6, perCol = 3; hGap = 124 ÷ 7 = 17.714, vGap = 37.
        let hGap = 124.0 / 7.0
        let boxes = spec.frames("boxes", count: 7)
        #expect(boxes[0] == rect(hGap, 37, 150, 200))
        #expect(boxes[5] == rect(hGap + 5 * (hGap + 150), 37, 150, 200))
        #expect(boxes[6] == rect(hGap, 37 + (37 + 200), 150, 200))
    }

    @Test func everyBoxTakesTheFirstBoxsSize() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridLayout", "size": [320, 100],
                 "boxes": [{"size": [100, 100]}, {"size": [10, 10]}, {"size": [300, 300]}]}
                """#)
        // perRow = 3, hGap = (320 − 300) ÷ 4 = 5, perCol = 1, vGap = 0.
        #expect(
            spec.frames("boxes", count: 3) == [rect(5, 0, 100, 100), rect(110, 0, 100, 100), rect(215, 0, 100, 100)])
    }

    @Test func columnFirstFillingGoesDownFirst() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridLayout", "size": [220, 220], "direction": "topToBottomLeftToRight",
                 "boxes": \#(cellsJSON(3, 100, 100))}
                """#)
        // 2 × 2 slots, gaps of 20/3; slot 1 is below slot 0, slot 2 right of it.
        let gap = 20.0 / 3.0
        #expect(
            spec.frames("boxes", count: 3) == [
                rect(gap, gap, 100, 100), rect(gap, gap + (gap + 100), 100, 100),
                rect(gap + (gap + 100), gap, 100, 100),
            ])
    }

    @Test func aHiddenBoxGetsAFrameButNoSlot() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridLayout", "size": [320, 100],
                 "boxes": [{"size": [100, 100]}, {"hidden": true}, {}, {}]}
                """#)
        // The hidden box sits in slot 1, which the next box takes too.
        #expect(
            spec.frames("boxes", count: 4) == [
                rect(5, 0, 100, 100), rect(110, 0, 100, 100), rect(110, 0, 100, 100), rect(215, 0, 100, 100),
            ])
    }

    @Test func overflowPagesToTheRightAndGrowsTheCanvasOnRequest() throws {
        let boxes = cellsJSON(4, 100, 100)
        let kept = try LaidOutSpec(
            root: #"{"type": "gridLayout", "size": [320, 100], "extension": "nextFullPage", "boxes": \#(boxes)}"#)
        // The fourth box starts page 2: 5 + 320.
        #expect(kept.frame("root.boxes[3]") == rect(325, 0, 100, 100))
        #expect(kept.frame("root") == rect(0, 0, 320, 100))
        #expect(kept.contentSize("root") == Size(width: 640, height: 100))
        let grown = try LaidOutSpec(
            root: #"""
                {"type": "gridLayout", "size": [320, 100], "extension": "nextFullPage", "growsCanvas": true,
                 "boxes": \#(boxes)}
                """#)
        #expect(grown.frame("root") == rect(0, 0, 640, 100))
        #expect(grown.frame("root.boxes[3]") == rect(325, 0, 100, 100))
    }

    @Test func pagesGoDownWithOneGapAcrossWithLastItem() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridLayout", "size": [320, 110], "extension": "lastItem", "extensionDirection": "down",
                 "growsCanvas": true, "boxes": \#(cellsJSON(4, 100, 100))}
                """#)
        // vGap = 5; page 1 starts 110 − 5 lower, so one gap separates the pages.
        #expect(spec.frame("root.boxes[3]") == rect(5, 5 + 105, 100, 100))
        // The original's size: from the first box's minimum to the last box's
        // maximum (not the union), plus a gap on each side: 100 + 10 wide, 205 + 10 tall.
        #expect(spec.frame("root") == rect(0, 0, 2 * 5 + (105 - 5), 2 * 5 + (210 - 5)))
    }

    /// Peer §4 point 8: a grid layout lays out in its own rectangle wherever it
    /// sits. Placed at (10, 30) by its parent's padding, its boxes have the
    /// frames (relative to it) of the same grid at the origin: ⌊200 ÷ 60⌋ = 3
    /// by ⌊100 ÷ 40⌋ = 2 slots of 60 × 40, gaps (200 − 180) ÷ 4 and (100 − 80) ÷ 3.
    @Test func framesAreRelativeToTheGridWhereverItSits() throws {
        let grid = #"{"type": "gridLayout", "size": [200, 100], "boxes": \#(cellsJSON(2, 60, 40))}"#
        let nested = try LaidOutSpec(
            root: #"{"size": [300, 0], "padding": {"top": 30, "left": 10}, "boxes": [\#(grid)]}"#)
        let alone = try LaidOutSpec(root: grid)
        #expect(nested.frame("root.boxes[0]") == rect(10, 30, 200, 100))
        let gapY = 20.0 / 3
        let expected = [rect(5, gapY, 60, 40), rect(70, gapY, 60, 40)]
        #expect(nested.frames("boxes", count: 2, of: "root.boxes[0]") == expected)
        #expect(alone.frames("boxes", count: 2) == expected)
    }
}
