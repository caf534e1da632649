import BoxLayout
import BoxModel
import Testing

/// The grids nest freely with MGBox boxes, lines and each other: each is laid
/// out bottom-up in the same pass, every frame relative to its parent.
struct GridNestingTests {
    @Test func aGridViewStacksInAnMGBoxTableLikeAnyBox() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"size": [320, 0], "boxes": [
                  {"size": [320, 50]},
                  {"type": "gridView", "size": [320, 200], "margin": {"top": 10}, "cells": \#(cellsJSON(2, 96, 128))},
                  {"size": [320, 30]}]}
                """#)
        #expect(spec.frame("root.boxes[1]") == rect(0, 60, 320, 200))
        #expect(spec.frame("root.boxes[2]") == rect(0, 260, 320, 30))
        #expect(spec.frame("root") == rect(0, 0, 320, 290))
        // Cells relative to the grid view.
        #expect(spec.frame("root.boxes[1].cells[1]") == rect(111, 0, 96, 128))
    }

    @Test func anMGBoxInACellStacksItsOwnBoxes() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "cells": [
                  {"size": [80, 0], "boxes": [{"size": [80, 30]}, {"size": [80, 40], "margin": {"top": 5}}]}]}
                """#)
        // The cell grows to 75 as a table, then is centred: ⌊(106 − 80) ÷ 2⌋, ⌊(128 − 75) ÷ 2⌋.
        #expect(spec.frame("root.cells[0]") == rect(13, 26, 80, 75))
        #expect(spec.frame("root.cells[0].boxes[0]") == rect(0, 0, 80, 30))
        #expect(spec.frame("root.cells[0].boxes[1]") == rect(0, 35, 80, 40))
    }

    @Test func aStretchedCellIsLaidOutAgainAtItsNewWidth() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "resizesCellWidthToFit": true, "cells": [
                  {"size": [50, 0], "contentLayoutMode": "grid", "boxes": \#(cellsJSON(2, 40, 10))}]}
                """#)
        // At 50 wide the two boxes wrap; stretched to 106 they share one row.
        #expect(spec.frame("root.cells[0]") == rect(0, 0, 106, 128))
        #expect(spec.frame("root.cells[0].boxes[1]") == rect(40, 0, 40, 10))
    }

    @Test func aLineHeaderIsLaidOutAcrossTheGridViewsWidth() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480],
                 "header": {"type": "line", "size": [100, 40], "right": {"type": "box", "size": [20, 20]}}}
                """#)
        #expect(spec.frame("root.header") == rect(0, 0, 320, 40))
        // The right item sits at the right edge of the widened line.
        #expect(spec.frame("root.header.right") == rect(300, 10, 20, 20))
    }

    @Test func gridsNestInsideEachOther() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "cells": [
                  {"type": "gridView", "size": [100, 100], "cellSize": [50, 50], "resizesCellWidthToFit": true,
                   "cells": \#(cellsJSON(3, 1, 1))},
                  {"type": "gridLayout", "size": [100, 100], "boxes": \#(cellsJSON(2, 40, 40))}]}
                """#)
        // Each is a 100 × 100 cell centred in its 106 × 128 grid cell.
        #expect(spec.frame("root.cells[0]") == rect(3, 14, 100, 100))
        #expect(spec.frame("root.cells[1]") == rect(109, 14, 100, 100))
        #expect(
            spec.frames("cells", count: 3, of: "root.cells[0]") == [
                rect(0, 0, 50, 50), rect(50, 0, 50, 50), rect(0, 50, 50, 50),
            ])
        // 2 × 2 slots of 40 with gaps of 20/3.
        let gap = 20.0 / 3.0
        #expect(
            spec.frames("boxes", count: 2, of: "root.cells[1]") == [
                rect(gap, gap, 40, 40), rect(gap + (gap + 40), gap, 40, 40),
            ])
    }

    @Test func aGridViewIsALineItemLikeAnyBox() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "line", "size": [320, 200],
                 "left": {"type": "gridView", "size": [212, 128], "cells": \#(cellsJSON(2, 96, 128))}}
                """#)
        #expect(spec.frame("root.left") == rect(0, 36, 212, 128))
        #expect(spec.frame("root.left.cells[1]") == rect(111, 0, 96, 128))
    }
}
