import BoxRender
import Testing

/// `--frames` for the peer grids: every cell, header, footer and background
/// view, with its path, in the grid view's paint order, at canvas coordinates.
struct GridFramesTests {
    @Test func aGridViewsPartsAreListedInPaintOrderWithTheirPaths() throws {
        let rendering = try Renderer().prepare(
            specText: #"""
                {"root": {"type": "gridView", "size": [320, 300], "margin": {"top": 10, "left": 5},
                  "header": {"size": [0, 20]}, "footer": {"size": [0, 30]}, "backgroundView": {},
                  "cells": [{"size": [80, 100]}, {"size": [80, 100]}, {"size": [80, 100]}, {"size": [80, 100]}]}}
                """#)
        let boxes = rendering.frames.boxes
        #expect(
            boxes.map(\.path) == [
                "root", "root.backgroundView", "root.cells[3]", "root.cells[2]", "root.cells[1]", "root.cells[0]",
                "root.header", "root.footer",
            ])
        let frames = boxes.map { [$0.x, $0.y, $0.width, $0.height] }
        // Cells centred in 106 × 128 below the 20-point header, offset by the root's margins.
        #expect(frames[5] == [5 + 13, 10 + 20 + 14, 80, 100])
        #expect(frames[2] == [5 + 13, 10 + 148 + 14, 80, 100])
        #expect(frames[6] == [5, 10, 320, 20])
        // 256 + 20 + 30 = 306, below 300 + 60: the content becomes 330, the footer at its bottom.
        #expect(frames[7] == [5, 10 + 300, 320, 30])
        #expect(boxes.map(\.type) == ["gridView", "box", "box", "box", "box", "box", "box", "box"])
    }

    @Test func aGridLayoutsHiddenBoxIsListedThoughNotDrawn() throws {
        let rendering = try Renderer().prepare(
            specText: #"""
                {"root": {"type": "gridLayout", "size": [320, 100], "backgroundColor": "white",
                  "boxes": [{"size": [100, 100], "backgroundColor": "red"}, {"hidden": true, "backgroundColor": "red"}]}}
                """#)
        #expect(rendering.frames.boxes.map(\.path) == ["root", "root.boxes[0]", "root.boxes[1]"])
        #expect(rendering.frames.boxes[2].x == 110)
        // The white grid and the first red box; the hidden one is not drawn.
        #expect(rendering.scene.commands.count == 2)
    }
}
