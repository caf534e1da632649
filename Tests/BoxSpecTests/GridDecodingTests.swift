import BoxModel
import BoxSpec
import Testing

/// `gridView` and `gridLayout` nodes decode to their parameters, with their
/// children in the tree and their parts named in the content.
struct GridDecodingTests {
    @Test func everyGridViewKeyReachesTheParameters() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "gridView", "size": [320, 480], "cellSize": [100, 120], "leftContentInset": -2,
              "rightContentInset": 3.5, "layoutDirection": "horizontal", "resizesCellWidthToFit": true,
              "separatorStyle": "singleLine", "separatorColor": "#FF0000", "backgroundViewExtendsUp": true,
              "selectedIndex": 4, "selectionStyle": "blueGray", "selectionGlowColor": {"white": 0.5},
              "selectionGlowShadowRadius": 6, "cellFrameAdjustment": [1, -2, 3, -4],
              "contentSizeGrowsToFillBounds": false, "footerPlacement": "afterLastRow", "literalColumnFormula": true}}
            """#
        ).tree
        let expected = GridViewParameters(
            cellSize: Size(width: 100, height: 120), leftContentInset: -2, rightContentInset: 3.5,
            layoutDirection: .horizontal, resizesCellWidthToFit: true, separatorStyle: .singleLine,
            separatorColor: Color(red: 1, green: 0, blue: 0), selectedIndex: 4, selectionStyle: .blueGray,
            glow: GridViewGlow(radius: 6, color: Color(white: 0.5)),
            cellFrameAdjustment: GridViewCellFrameAdjustment(dx: 1, dy: -2, dw: 3, dh: -4),
            contentSizeGrowsToFillBounds: false, footerPlacement: .afterLastRow, backgroundViewExtendsUp: true,
            usesLiteralColumnFormula: true)
        #expect(tree[0].content == .gridView(GridViewContent(parameters: expected)))
        #expect(tree[0].size == Size(width: 320, height: 480))
    }

    @Test func aGridViewTakesAQGridViewsDefaultsAndClips() throws {
        let root = try decodeRoot(#"{"type": "gridView", "size": [320, 480]}"#)
        #expect(root.content == .gridView(GridViewContent()))
        #expect(root.style.clipsToBounds)
        #expect(try !decodeRoot(#"{"type": "gridView", "size": [1, 1], "clipsToBounds": false}"#).style.clipsToBounds)
    }

    @Test func partsAreChildrenNamedInTheContentWithTheirPaths() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "gridView", "size": [320, 480],
              "footer": {"id": "f", "size": [0, 20]},
              "cells": [{"id": "c0"}, {"id": "c1", "boxes": [{"id": "inner"}]}, {"type": "gridView", "size": [9, 9]}],
              "backgroundView": {"id": "bg"}, "header": {"type": "line", "left": "Title"}}}
            """#
        ).tree
        // Cells first, then header, footer and background view, whatever the key order.
        #expect(
            tree.nodes.map(\.path) == [
                "root", "root.cells[0]", "root.cells[1]", "root.cells[1].boxes[0]", "root.cells[2]", "root.header",
                "root.header.left", "root.footer", "root.backgroundView",
            ])
        guard case .gridView(let content) = tree[0].content else {
            Issue.record("not a grid view: \(tree[0].content)")
            return
        }
        #expect(content.cells == [1, 2, 4])
        #expect(content.header == 5)
        #expect(content.footer == 7)
        #expect(content.backgroundView == 8)
        #expect(tree[0].children == [1, 2, 4, 5, 7, 8])
        // A nested grid view has its own content.
        #expect(tree[4].content == .gridView(GridViewContent()))
    }

    @Test func aGridLayoutsBoxesAreItsChildren() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "gridLayout", "size": [768, 1004], "direction": "topToBottomLeftToRight",
              "extension": "lastItem", "extensionDirection": "down", "growsCanvas": true,
              "boxes": [{"size": [150, 200]}, {"hidden": true}]}}
            """#
        ).tree
        #expect(
            tree[0].content
                == .gridLayout(
                    GridLayoutParameters(
                        direction: .topToBottomLeftToRight, extension: .lastItem, extensionDirection: .down,
                        growsCanvas: true)))
        #expect(tree.nodes.map(\.path) == ["root", "root.boxes[0]", "root.boxes[1]"])
        #expect(!tree[1].style.isHidden)
        #expect(tree[2].style.isHidden)
        #expect(
            try decodeRoot(#"{"type": "gridLayout", "size": [1, 1]}"#).content == .gridLayout(GridLayoutParameters()))
    }

    @Test func anyNodeMayBeHidden() throws {
        #expect(try decodeRoot(#"{"hidden": true}"#).style.isHidden)
        #expect(try !decodeRoot(#"{"hidden": false}"#).style.isHidden)
        #expect(try !decodeRoot(#"{}"#).style.isHidden)
    }

    @Test func partsMayComeFromTemplates() throws {
        let tree = try decode(
            #"""
            {"templates": {"book": {"size": [80, 100], "backgroundColor": "${colour}"}},
             "root": {"type": "gridView", "size": [320, 480],
               "cells": [{"use": "book", "with": {"colour": "red"}}, {"use": "book", "with": {"colour": "blue"}}]}}
            """#
        ).tree
        #expect(tree.nodes.map(\.path) == ["root", "root.cells[0]", "root.cells[1]"])
        #expect(tree[2].style.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect(tree[0].content == .gridView(GridViewContent(cells: [1, 2])))
    }
}
