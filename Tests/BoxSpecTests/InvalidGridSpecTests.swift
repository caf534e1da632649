import BoxSpec
import Testing

/// `gridView` and `gridLayout` specs that must be refused, and the exact
/// lines the refusal prints.
struct InvalidGridSpecTests {
    static let gridViewKeys: [InvalidSpec] = [
        InvalidSpec(
            "misspelt grid view key", #"{"root": {"type": "gridView", "size": [1, 1], "celSize": [9, 9]}}"#,
            "spec.json:1:47: root.celSize: unknown key `celSize`; did you mean `cellSize`?"),
        InvalidSpec(
            "cell size of one number", #"{"root": {"type": "gridView", "size": [1, 1], "cellSize": [9]}}"#,
            "spec.json:1:59: root.cellSize: expected [width, height], found an array of 1"),
        InvalidSpec(
            "negative cell size", #"{"root": {"type": "gridView", "size": [1, 1], "cellSize": [9, -1]}}"#,
            "spec.json:1:63: root.cellSize[1]: expected a non-negative number, found -1"),
        InvalidSpec(
            "inset as a string", #"{"root": {"type": "gridView", "size": [1, 1], "leftContentInset": "2"}}"#,
            "spec.json:1:67: root.leftContentInset: expected a number, found a string"),
        InvalidSpec(
            "layout direction near miss",
            #"{"root": {"type": "gridView", "size": [1, 1], "layoutDirection": "vertcal"}}"#,
            "spec.json:1:66: root.layoutDirection: expected `vertical` or `horizontal`, found `vertcal`; "
                + "did you mean `vertical`?"),
        InvalidSpec(
            "separator style", #"{"root": {"type": "gridView", "size": [1, 1], "separatorStyle": "dotted"}}"#,
            "spec.json:1:65: root.separatorStyle: expected `none`, `emptySpace` or `singleLine`, found `dotted`"),
        InvalidSpec(
            "separator colour", ##"{"root": {"type": "gridView", "size": [1, 1], "separatorColor": "#12"}}"##,
            "spec.json:1:65: root.separatorColor: invalid hex colour `#12`: expected 3, 4, 6 or 8 hex digits "
                + "after `#`"),
        InvalidSpec(
            "negative selected index", #"{"root": {"type": "gridView", "size": [1, 1], "selectedIndex": -1}}"#,
            "spec.json:1:64: root.selectedIndex: expected a cell index (an integer from 0), found -1; "
                + "leave `selectedIndex` out to select nothing"),
        InvalidSpec(
            "fractional selected index", #"{"root": {"type": "gridView", "size": [1, 1], "selectedIndex": 1.5}}"#,
            "spec.json:1:64: root.selectedIndex: expected an integer, found 1.5"),
        InvalidSpec(
            "selection style near miss", #"{"root": {"type": "gridView", "size": [1, 1], "selectionStyle": "glw"}}"#,
            "spec.json:1:65: root.selectionStyle: expected `none`, `blue`, `gray`, `blueGray`, `green`, `red` or "
                + "`glow`, found `glw`; did you mean `glow`?"),
        InvalidSpec(
            "glow radius too large",
            #"{"root": {"type": "gridView", "size": [1, 1], "selectionGlowShadowRadius": 2000}}"#,
            "spec.json:1:76: root.selectionGlowShadowRadius: expected at most 1000, found 2000"),
        InvalidSpec(
            "adjustment of three", #"{"root": {"type": "gridView", "size": [1, 1], "cellFrameAdjustment": [1, 2, 3]}}"#,
            "spec.json:1:70: root.cellFrameAdjustment: expected [dx, dy, dw, dh], found an array of 3"),
        InvalidSpec(
            "adjustment as an object",
            #"{"root": {"type": "gridView", "size": [1, 1], "cellFrameAdjustment": {"dx": 1}}}"#,
            "spec.json:1:70: root.cellFrameAdjustment: expected [dx, dy, dw, dh], found an object"),
        InvalidSpec(
            "footer placement", #"{"root": {"type": "gridView", "size": [1, 1], "footerPlacement": "bottom"}}"#,
            "spec.json:1:66: root.footerPlacement: expected `original` or `afterLastRow`, found `bottom`"),
        InvalidSpec(
            "flag as a number", #"{"root": {"type": "gridView", "size": [1, 1], "resizesCellWidthToFit": 1}}"#,
            "spec.json:1:72: root.resizesCellWidthToFit: expected `true` or `false`, found a number"),
        InvalidSpec(
            "grid view without a size", #"{"root": {"boxes": [{"type": "gridView", "cells": []}]}}"#,
            "spec.json:1:21: root.boxes[0]: a `gridView` needs a `size`: the rectangle it lays its children out in"),
    ]

    static let gridViewParts: [InvalidSpec] = [
        InvalidSpec(
            "cells not an array", #"{"root": {"type": "gridView", "size": [1, 1], "cells": {"size": [1, 1]}}}"#,
            "spec.json:1:56: root.cells: expected an array of cells, found an object"),
        InvalidSpec(
            "header as an array", #"{"root": {"type": "gridView", "size": [1, 1], "header": [{}]}}"#,
            "spec.json:1:57: root.header: expected a box (an object), found an array"),
        InvalidSpec(
            "error inside a cell", #"{"root": {"type": "gridView", "size": [1, 1], "cells": [{}, {"alpha": 2}]}}"#,
            "spec.json:1:71: root.cells[1].alpha: expected a number from 0 to 1, found 2"),
        InvalidSpec(
            "boxes on a grid view", #"{"root": {"type": "gridView", "size": [1, 1], "boxes": []}}"#,
            "spec.json:1:47: root.boxes: a `gridView` has no `boxes`: put its items in `cells` (and a `header`, "
                + "`footer` or `backgroundView`)"),
        InvalidSpec(
            "margin on a cell", #"{"root": {"type": "gridView", "size": [1, 1], "cells": [{"margin": 4}]}}"#,
            "spec.json:1:58: root.cells[0].margin: `margin` does not apply to a cell of a `gridView`, which places "
                + "its cells itself"),
        InvalidSpec(
            "frame on the header",
            #"{"root": {"type": "gridView", "size": [1, 1], "header": {"frame": [0, 0, 1, 1]}}}"#,
            "spec.json:1:58: root.header.frame: `frame` does not apply to the `header` of a `gridView`, which places "
                + "it itself"),
        InvalidSpec(
            "attached footer",
            #"{"root": {"type": "gridView", "size": [1, 1], "footer": {"attachedTo": "x"}, "cells": [{"id": "x"}]}}"#,
            "spec.json:1:58: root.footer.attachedTo: `attachedTo` does not apply to the `footer` of a `gridView`, "
                + "which places it itself"),
        InvalidSpec(
            "fixed background view",
            #"{"root": {"type": "gridView", "size": [1, 1], "backgroundView": {"boxLayoutMode": "none"}}}"#,
            "spec.json:1:66: root.backgroundView.boxLayoutMode: `boxLayoutMode` does not apply to the "
                + "`backgroundView` of a `gridView`, which places it itself"),
        InvalidSpec(
            "padding on a grid view", #"{"root": {"type": "gridView", "size": [1, 1], "topPadding": 4}}"#,
            "spec.json:1:47: root.topPadding: `topPadding` does not apply to a `gridView`: `leftContentInset` and "
                + "`rightContentInset` inset its cells"),
        InvalidSpec(
            "container key on a grid view",
            #"{"root": {"type": "gridView", "size": [1, 1], "contentLayoutMode": "grid"}}"#,
            "spec.json:1:47: root.contentLayoutMode: `contentLayoutMode` does not apply to a `gridView`: it places "
                + "and sizes its cells itself"),
    ]

    static let gridLayoutKeys: [InvalidSpec] = [
        InvalidSpec(
            "extension near miss", #"{"root": {"type": "gridLayout", "size": [1, 1], "extension": "lastitem"}}"#,
            "spec.json:1:62: root.extension: expected `none`, `nextFullPage` or `lastItem`, found `lastitem`; "
                + "did you mean `lastItem`?"),
        InvalidSpec(
            "direction", #"{"root": {"type": "gridLayout", "size": [1, 1], "direction": "rightToLeft"}}"#,
            "spec.json:1:62: root.direction: expected `leftToRightTopToBottom` or `topToBottomLeftToRight`, found "
                + "`rightToLeft`"),
        InvalidSpec(
            "extension direction", #"{"root": {"type": "gridLayout", "size": [1, 1], "extensionDirection": "up"}}"#,
            "spec.json:1:71: root.extensionDirection: expected `right` or `down`, found `up`"),
        InvalidSpec(
            "misspelt grid layout key", #"{"root": {"type": "gridLayout", "size": [1, 1], "growCanvas": true}}"#,
            "spec.json:1:49: root.growCanvas: unknown key `growCanvas`; did you mean `growsCanvas`?"),
        InvalidSpec(
            "boxes not an array", #"{"root": {"type": "gridLayout", "size": [1, 1], "boxes": {}}}"#,
            "spec.json:1:58: root.boxes: expected an array of boxes, found an object"),
        InvalidSpec(
            "padding on a grid layout", #"{"root": {"type": "gridLayout", "size": [1, 1], "padding": 8}}"#,
            "spec.json:1:49: root.padding: `padding` does not apply to a `gridLayout`: its gaps are computed, equal "
                + "between boxes and at the edges"),
        InvalidSpec(
            "sizing mode on a grid layout",
            #"{"root": {"type": "gridLayout", "size": [1, 1], "sizingMode": "shrinkWrap"}}"#,
            "spec.json:1:49: root.sizingMode: `sizingMode` does not apply to a `gridLayout`: it places and sizes "
                + "its boxes itself"),
        InvalidSpec(
            "margin on a grid layout's box",
            #"{"root": {"type": "gridLayout", "size": [1, 1], "boxes": [{"leftMargin": 3}]}}"#,
            "spec.json:1:60: root.boxes[0].leftMargin: `leftMargin` does not apply to a box of a `gridLayout`, "
                + "which places its boxes itself"),
        InvalidSpec(
            "grid layout without a size", #"{"root": {"type": "gridLayout"}}"#,
            "spec.json:1:10: root: a `gridLayout` needs a `size`: the rectangle it lays its children out in"),
    ]

    static let misplaced: [InvalidSpec] = [
        InvalidSpec(
            "cells on a box", #"{"root": {"cells": []}}"#,
            "spec.json:1:11: root.cells: `cells` is a key of `gridView`, not of a `box`"),
        InvalidSpec(
            "header on a table", #"{"root": {"type": "table", "header": {}}}"#,
            "spec.json:1:28: root.header: `header` is a key of `gridView`, not of a `table`"),
        InvalidSpec(
            "selected index on a line", #"{"root": {"type": "line", "selectedIndex": 0}}"#,
            "spec.json:1:27: root.selectedIndex: `selectedIndex` is a key of `gridView`, not of a `line`"),
        InvalidSpec(
            "grid layout key on a grid view", #"{"root": {"type": "gridView", "size": [1, 1], "direction": "x"}}"#,
            "spec.json:1:47: root.direction: `direction` is a key of lines (their labels' text direction) "
                + "and of `gridLayout` (its fill order), not of a `gridView`"),
        InvalidSpec(
            "grid view key on a grid layout", #"{"root": {"type": "gridLayout", "size": [1, 1], "cells": []}}"#,
            "spec.json:1:49: root.cells: `cells` is a key of `gridView`, not of a `gridLayout`"),
        InvalidSpec(
            "growsCanvas on a scroll view", #"{"root": {"type": "scroll", "growsCanvas": true}}"#,
            "spec.json:1:29: root.growsCanvas: `growsCanvas` is a key of `gridLayout`, not of a `scroll`"),
        InvalidSpec(
            "hidden as a string", #"{"root": {"hidden": "yes"}}"#,
            "spec.json:1:21: root.hidden: expected `true` or `false`, found a string"),
        InvalidSpec(
            "misspelt grid type", #"{"root": {"type": "gridVew"}}"#,
            "spec.json:1:19: root.type: unknown type `gridVew`; did you mean `gridView`?"),
    ]

    @Test(arguments: gridViewKeys + gridViewParts + gridLayoutKeys + misplaced)
    func refused(spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format, baseDirectory: spec.baseDirectory) == spec.expected)
    }

    @Test func thereAreEnoughCases() {
        #expect((Self.gridViewKeys + Self.gridViewParts + Self.gridLayoutKeys + Self.misplaced).count >= 40)
    }
}
