import BoxModel
import BoxPixels
import BoxRender
import BoxSpec
import Foundation
import Testing

/// `canvas.direction: rtl` (issue 26): the left-to-right layout mirrored
/// across the canvas, tested by frames worked out by hand and by pixels.
@Suite struct RightToLeftLayoutTests {
    /// A 200-point line with a 30-point box on the left and a 40-point one on
    /// the right, then a grid row of three 50-point boxes, in a 200 × 100 root.
    static func spec(_ direction: String) -> String {
        """
        { "canvas": { "direction": "\(direction)", "background": "#FFFFFF" },
          "root": { "id": "root", "size": [200, 100], "contentLayoutMode": "table", "boxes": [
            { "type": "line", "id": "line", "size": [200, 40],
              "left": { "type": "box", "id": "lead", "size": [30, 20], "backgroundColor": "#FF0000" },
              "right": { "type": "box", "id": "trail", "size": [40, 20], "backgroundColor": "#0000FF" } },
            { "id": "grid", "size": [200, 30], "contentLayoutMode": "grid", "boxes": [
              { "id": "g1", "size": [50, 30] }, { "id": "g2", "size": [50, 30] }, { "id": "g3", "size": [50, 30] } ] },
            { "type": "linear", "id": "row", "size": [200, 30], "orientation": "horizontal", "boxes": [
              { "id": "m1", "layoutItem": { "size": [20, 30] } }, { "id": "m2", "layoutItem": { "size": [60, 30] } } ] }
          ] } }
        """
    }

    static func xs(_ direction: String) throws -> [String: (x: Double, width: Double)] {
        let rendering = try Renderer().prepare(specText: spec(direction))
        var frames: [String: (x: Double, width: Double)] = [:]
        for box in rendering.frames.boxes {
            if let id = box.id { frames[id] = (box.x, box.width) }
        }
        return frames
    }

    /// Left to right: the left box at 0, the right one against the end (160),
    /// the grid's boxes at 0, 50, 100, the linear's items at 0 and 20. Mirrored
    /// (x → 200 − x − width): 170 and 0; 150, 100, 50; 180 and 120.
    @Test func framesAreMirroredAcrossTheCanvas() throws {
        let ltr = try Self.xs("ltr")
        let rtl = try Self.xs("rtl")
        let expectedLTR: [String: Double] = [
            "root": 0, "line": 0, "lead": 0, "trail": 160, "grid": 0, "g1": 0, "g2": 50, "g3": 100, "row": 0,
            "m1": 0, "m2": 20,
        ]
        let expectedRTL: [String: Double] = [
            "root": 0, "line": 0, "lead": 170, "trail": 0, "grid": 0, "g1": 150, "g2": 100, "g3": 50, "row": 0,
            "m1": 180, "m2": 120,
        ]
        #expect(ltr.mapValues(\.x) == expectedLTR)
        #expect(rtl.mapValues(\.x) == expectedRTL)
        #expect(rtl.mapValues(\.width) == ltr.mapValues(\.width))
        // `auto` lays out left to right, as before the extension.
        #expect(try Self.xs("auto").mapValues(\.x) == expectedLTR)
    }

    /// The pixels agree: red (the left item) at the right, blue at the left.
    @Test func thePixelsAreMirroredToo() throws {
        let image = try Renderer().image(try Renderer().prepare(specText: Self.spec("rtl")))
        #expect(image[x: 185, y: 20] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 20, y: 20] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[x: 5, y: 20] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// A picture that flips for right to left is drawn mirrored in an `rtl`
    /// canvas; one that does not keeps its pixels; in `ltr` neither flips.
    @Test func onlyFlippingPicturesAreMirrored() throws {
        let folder = RepositoryPaths.renderFixtures.path
        func spec(_ direction: String) -> String {
            """
            { "canvas": { "direction": "\(direction)", "background": "#FFFFFF" },
              "root": { "type": "line", "size": [100, 40], "itemPadding": 0,
                "left": { "image": "assets/arrow@2x.png", "flipsForRightToLeft": true },
                "right": { "image": "assets/arrow@2x.png" } } }
            """
        }
        let ltrRendering = try Renderer().prepare(specText: spec("ltr"), baseDirectory: folder)
        let rtlRendering = try Renderer().prepare(specText: spec("rtl"), baseDirectory: folder)
        let ltr = try Renderer().image(ltrRendering)
        let rtl = try Renderer().image(rtlRendering)
        let ltrFrames = ltrRendering.frames.boxes.filter { $0.type == "image" }
        let rtlFrames = rtlRendering.frames.boxes.filter { $0.type == "image" }
        try #require(ltrFrames.count == 2 && rtlFrames.count == 2)
        // The left item, mirrored to the right: its pixels reversed in each row.
        let flipped = try #require(rtlFrames.first { $0.path == "root.left" })
        let original = try #require(ltrFrames.first { $0.path == "root.left" })
        // The right item, mirrored to the left: the same pixels.
        let kept = try #require(rtlFrames.first { $0.path == "root.right" })
        let keptOriginal = try #require(ltrFrames.first { $0.path == "root.right" })
        var reversed = 0
        var same = 0
        var rows = 0
        for y in Int(original.y)..<Int(original.y + original.height) {
            rows += 1
            for dx in 0..<Int(original.width) {
                let mirrored = Int(flipped.x) + Int(flipped.width) - 1 - dx
                if rtl[x: mirrored, y: y] == ltr[x: Int(original.x) + dx, y: y] { reversed += 1 }
                if rtl[x: Int(kept.x) + dx, y: y] == ltr[x: Int(keptOriginal.x) + dx, y: y] { same += 1 }
            }
        }
        let area = rows * Int(original.width)
        #expect(area > 0 && reversed == area && same == area)
        // And the arrow is not symmetric, so a flip shows.
        var symmetric = true
        for y in Int(original.y)..<Int(original.y + original.height) {
            for dx in 0..<Int(original.width)
            where
                ltr[x: Int(original.x) + dx, y: y] != ltr[x: Int(original.x + original.width) - 1 - dx, y: y]
            {
                symmetric = false
            }
        }
        #expect(!symmetric)
    }

    /// A `linear`'s separator is drawn in its node's coordinates: mirrored
    /// with the items. Items 20 and 60 wide, the second with `insertBorder`,
    /// and a 4-point black separator (peer §2.3: it reserves its thickness
    /// before the item): columns 20–23 left to right, 176–179 mirrored.
    @Test func separatorsAreMirroredWithTheirItems() throws {
        func image(_ direction: String) throws -> RGBAImage {
            let text = """
                { "canvas": { "direction": "\(direction)", "background": "#FFFFFF" },
                  "root": { "type": "linear", "size": [200, 30], "orientation": "horizontal",
                    "separator": { "thickness": 4, "color": "#000000" }, "boxes": [
                      { "layoutItem": { "size": [20, 30] } },
                      { "layoutItem": { "size": [60, 30], "insertBorder": true } } ] } }
                """
            return try Renderer().image(try Renderer().prepare(specText: text))
        }
        let black = Pixel(r: 0, g: 0, b: 0, a: 255)
        let ltr = try image("ltr")
        let rtl = try image("rtl")
        let ltrColumns = (0..<200).filter { ltr[x: $0, y: 15] == black }
        let rtlColumns = (0..<200).filter { rtl[x: $0, y: 15] == black }
        #expect(ltrColumns == [20, 21, 22, 23])
        #expect(rtlColumns == [176, 177, 178, 179])
    }

    /// A grid view's `singleLine` separators stay between its columns when
    /// mirrored: the picture is the left-to-right one reflected, column for column.
    @Test func gridViewSeparatorsAreMirroredWithTheirCells() throws {
        func image(_ direction: String) throws -> RGBAImage {
            let text = """
                { "canvas": { "direction": "\(direction)", "background": "#FFFFFF" },
                  "root": { "type": "gridView", "size": [300, 100], "cellSize": [100, 100],
                    "resizesCellWidthToFit": true, "separatorStyle": "singleLine", "separatorColor": "#000000",
                    "cells": [ { "backgroundColor": "#FFFFFF" }, { "backgroundColor": "#FFFFFF" },
                               { "backgroundColor": "#FFFFFF" } ] } }
                """
            return try Renderer().image(try Renderer().prepare(specText: text))
        }
        let ltr = try image("ltr")
        let rtl = try image("rtl")
        let black = Pixel(r: 0, g: 0, b: 0, a: 255)
        let ltrColumns = (0..<300).filter { ltr[x: $0, y: 50] == black }
        let rtlColumns = (0..<300).filter { rtl[x: $0, y: 50] == black }
        #expect(ltrColumns == [99, 199])
        #expect(rtlColumns == [100, 200])
    }

    /// In an `rtl` canvas labels are right to left unless they say otherwise.
    @Test func theCanvasDirectionIsTheLabelsToo() throws {
        let spec = try decodedSpec(
            #"{"canvas": {"direction": "rtl"}, "root": {"type": "line", "left": "a", "right": {"text": "b", "direction": "auto"}}}"#
        )
        let labels = spec.tree.nodes.compactMap { node -> TextDirection? in
            guard case .label(let label) = node.content else { return nil }
            return label.direction
        }
        #expect(labels == [.rtl, .auto])
    }

    private func decodedSpec(_ text: String) throws -> Spec {
        try SpecDecoder.decode(bytes: Array(text.utf8), format: .json, sourcePath: "spec.json", baseDirectory: "")
    }
}
