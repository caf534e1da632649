import BoxModel
import BoxSpec
import Testing

/// `linear`, `stack` and `flow` (spec-format §6, MKLayoutLibrary): their keys
/// become `LinearLayoutParameters`, each child's `layoutItem` its
/// `LayoutItemParameters`, and what does not fit is refused with its reason.
struct MKSpecDecodingTests {
    @Test func aLinearsKeysBecomeItsParameters() throws {
        let node = try decodeRoot(
            #"""
            {"type": "linear", "size": [300, 40], "orientation": "vertical", "spacing": 10, "margin": 4,
             "separator": {"thickness": 2, "color": "#FF0000", "intersectionOffsets": {"top": -3, "bottom": 5}},
             "clampNegative": false}
            """#)
        let separator = LinearLayoutParameters.Separator(
            thickness: 2, color: Color(red: 1, green: 0, blue: 0),
            intersectionOffsets: Insets(top: -3, left: 0, bottom: 5, right: 0))
        #expect(node.type == .linear)
        #expect(
            node.mkLayout
                == LinearLayoutParameters(
                    kind: .linear, orientation: .vertical, spacing: 10, margin: Insets(all: 4), separator: separator,
                    clampNegative: false))
        #expect(node.size == Size(width: 300, height: 40))
    }

    @Test func theMarginIsTheInnerInsetAndTheNodeHasNoOuterMargin() throws {
        let node = try decodeRoot(#"{"type": "stack", "margin": {"left": 2}, "topMargin": 3}"#)
        #expect(node.mkLayout?.margin == Insets(top: 3, left: 2, bottom: 0, right: 0))
        #expect(node.margin == .zero)
    }

    @Test func defaultsAreMKs() throws {
        let flow = try decodeRoot(#"{"type": "flow", "flowOriginBug": true}"#)
        #expect(flow.mkLayout == LinearLayoutParameters(kind: .flow, flowOriginBug: true))
        let separator = try decodeRoot(#"{"type": "linear", "separator": {}}"#).mkLayout?.separator
        // 1 point of #DDDDDD, no overhang.
        #expect(separator == LinearLayoutParameters.Separator(thickness: 1, color: Color(white: 221.0 / 255.0)))
    }

    @Test func aLayoutItemBecomesTheChildsItemParameters() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "linear", "boxes": [
              {"layoutItem": {"size": ["match", 30], "padding": {"left": 2}, "offset": [1, -1],
                              "gravity": ["bottom", "centerHorizontal"], "weight": 2.5, "insertBorder": true}},
              {"layoutItem": {"size": {"width": "natural", "height": 12}, "gravity": "center"}},
              {"layoutItem": {"gravity": 17}},
              {}
            ]}}
            """#
        ).tree
        #expect(
            tree[1].layoutItem
                == LayoutItemParameters(
                    width: .match, height: .points(30), padding: Insets(top: 0, left: 2, bottom: 0, right: 0),
                    gravity: [.bottom, .centerHorizontal], offset: Point(x: 1, y: -1), weight: 2.5, insertBorder: true))
        #expect(tree[2].layoutItem == LayoutItemParameters(width: .natural, height: .points(12), gravity: .center))
        // 17 = None (1) + Right (16): the None bit has no effect.
        #expect(tree[3].layoutItem == LayoutItemParameters(gravity: .right))
        #expect(tree[4].layoutItem == nil)
    }

    @Test func nestedLayoutsKeepTheirMarginAndTheirOwnItem() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "linear", "boxes": [
              {"type": "flow", "margin": 5, "layoutItem": {"weight": 1}, "boxes": [
                {"layoutItem": {"size": [10, 10]}}]}]}}
            """#
        ).tree
        #expect(tree[1].mkLayout == LinearLayoutParameters(kind: .flow, margin: Insets(all: 5)))
        #expect(tree[1].layoutItem == LayoutItemParameters(weight: 1))
        #expect(tree[2].layoutItem == LayoutItemParameters(width: .points(10), height: .points(10)))
        #expect(tree.parents == [-1, 0, 1])
    }

    @Test func aTemplatesLayoutItemIsKept() throws {
        let tree = try decode(
            #"""
            {"templates": {"cell": {"layoutItem": {"weight": "${w}"}}},
             "root": {"type": "linear", "boxes": [{"use": "cell", "with": {"w": 3}}]}}
            """#
        ).tree
        #expect(tree[1].layoutItem == LayoutItemParameters(weight: 3))
    }

    static let refused: [InvalidSpec] = [
        InvalidSpec(
            "spacing on a flow", #"{"root": {"type": "flow", "spacing": 4}}"#,
            "spec.json:1:27: root.spacing: `spacing` does not apply to a `flow`: MK's flow layout has none "
                + "(only `linear` has)"),
        InvalidSpec(
            "orientation on a stack", #"{"root": {"type": "stack", "orientation": "vertical"}}"#,
            "spec.json:1:28: root.orientation: `orientation` does not apply to a `stack`: every item gets the "
                + "whole inner rectangle"),
        InvalidSpec(
            "separator on a stack", #"{"root": {"type": "stack", "separator": {}}}"#,
            "spec.json:1:28: root.separator: `separator` does not apply to a `stack`: only a `linear` draws "
                + "separators"),
        InvalidSpec(
            "flowOriginBug on a linear", #"{"root": {"type": "linear", "flowOriginBug": true}}"#,
            "spec.json:1:29: root.flowOriginBug: `flowOriginBug` is a key of `flow`, not of a `linear`"),
        InvalidSpec(
            "padding on a linear", #"{"root": {"type": "linear", "leftPadding": 4}}"#,
            "spec.json:1:29: root.leftPadding: `leftPadding` does not apply to a `linear`: its `margin` is the "
                + "inset around its items (an item's `layoutItem.padding` insets the item)"),
        InvalidSpec(
            "sizingMode on a flow", #"{"root": {"type": "flow", "sizingMode": "shrinkWrap"}}"#,
            "spec.json:1:27: root.sizingMode: `sizingMode` does not apply to a `flow`: it places and sizes its "
                + "items itself"),
        InvalidSpec(
            "orientation on a box", #"{"root": {"orientation": "vertical"}}"#,
            "spec.json:1:11: root.orientation: `orientation` is a key of MK layouts (`linear`, `stack`, `flow`), "
                + "not of a `box`"),
        InvalidSpec(
            "orientation misspelt", #"{"root": {"type": "linear", "orientation": "horizontl"}}"#,
            "spec.json:1:44: root.orientation: expected `horizontal` or `vertical`, found `horizontl`; "
                + "did you mean `horizontal`?"),
        InvalidSpec(
            "negative spacing", #"{"root": {"type": "linear", "spacing": -1}}"#,
            "spec.json:1:40: root.spacing: expected a non-negative number, found -1"),
        InvalidSpec(
            "separator key misspelt", #"{"root": {"type": "linear", "separator": {"colour": "red"}}}"#,
            "spec.json:1:43: root.separator.colour: unknown key `colour`; did you mean `color`?"),
        InvalidSpec(
            "negative separator thickness", #"{"root": {"type": "linear", "separator": {"thickness": -2}}}"#,
            "spec.json:1:56: root.separator.thickness: expected a non-negative number, found -2"),
        InvalidSpec(
            "layoutItem in a box", #"{"root": {"boxes": [{"layoutItem": {"weight": 1}}]}}"#,
            "spec.json:1:22: root.boxes[0].layoutItem: `layoutItem` places an item in a `linear`, `stack` or "
                + "`flow`, but this node's parent is a `box`"),
        InvalidSpec(
            "layoutItem on the root", #"{"root": {"type": "linear", "layoutItem": {}}}"#,
            "spec.json:1:29: root.layoutItem: `layoutItem` places an item in a `linear`, `stack` or `flow`, "
                + "but the root has no parent"),
        InvalidSpec(
            "layoutItem on a line item", #"{"root": {"type": "line", "left": [{"type": "box", "layoutItem": {}}]}}"#,
            "spec.json:1:52: root.left[0].layoutItem: `layoutItem` places an item in a `linear`, `stack` or "
                + "`flow`, but this node's parent is a `line`"),
        InvalidSpec(
            "weight in a stack", #"{"root": {"type": "stack", "boxes": [{"layoutItem": {"weight": 1}}]}}"#,
            "spec.json:1:54: root.boxes[0].layoutItem.weight: `weight` applies to the items of a `linear`, "
                + "not of a `stack`"),
        InvalidSpec(
            "insertBorder in a flow", #"{"root": {"type": "flow", "boxes": [{"layoutItem": {"insertBorder": true}}]}}"#,
            "spec.json:1:53: root.boxes[0].layoutItem.insertBorder: `insertBorder` applies to the items of a "
                + "`linear`, not of a `flow`"),
        InvalidSpec(
            "MK's -1 for match", #"{"root": {"type": "linear", "boxes": [{"layoutItem": {"size": [-1, 4]}}]}}"#,
            "spec.json:1:64: root.boxes[0].layoutItem.size[0]: expected a non-negative number, `match` or "
                + "`natural`, found -1 (MK's −1 is written `match`)"),
        InvalidSpec(
            "length misspelt", #"{"root": {"type": "linear", "boxes": [{"layoutItem": {"size": [1, "mach"]}}]}}"#,
            "spec.json:1:67: root.boxes[0].layoutItem.size[1]: expected a non-negative number, `match` or "
                + "`natural`, found `mach`; did you mean `match`?"),
        InvalidSpec(
            "gravity misspelt", #"{"root": {"type": "linear", "boxes": [{"layoutItem": {"gravity": ["centre"]}}]}}"#,
            "spec.json:1:67: root.boxes[0].layoutItem.gravity[0]: expected `top`, `bottom`, `left`, `right`, "
                + "`centerVertical`, `centerHorizontal`, `center` or `none`, found `centre`; did you mean `center`?"),
        InvalidSpec(
            "gravity mask too large", #"{"root": {"type": "linear", "boxes": [{"layoutItem": {"gravity": 128}}]}}"#,
            "spec.json:1:66: root.boxes[0].layoutItem.gravity: expected a gravity mask from 0 to 127, found 128"),
        InvalidSpec(
            "layoutItem key misspelt", #"{"root": {"type": "linear", "boxes": [{"layoutItem": {"wieght": 1}}]}}"#,
            "spec.json:1:55: root.boxes[0].layoutItem.wieght: unknown key `wieght`; did you mean `weight`?"),
        InvalidSpec(
            "margin on an item", #"{"root": {"type": "flow", "boxes": [{"size": [4, 4], "rightMargin": 2}]}}"#,
            "spec.json:1:54: root.boxes[0].rightMargin: `rightMargin` does not apply to an item of a `flow`: "
                + "MK items have no outer margin (use `layoutItem.padding`)"),
        InvalidSpec(
            "placement on an item", #"{"root": {"type": "stack", "boxes": [{"frame": [0, 0, 4, 4]}]}}"#,
            "spec.json:1:39: root.boxes[0].frame: `frame` does not apply to an item of a `stack`: the layout "
                + "places every item (use `layoutItem`)"),
    ]

    @Test(arguments: refused)
    func refusedWithItsReason(_ spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format, baseDirectory: spec.baseDirectory) == spec.expected)
    }

    @Test func aNestedLayoutKeepsItsMarginButNotAPlacement() {
        let text = #"{"root": {"type": "linear", "boxes": [{"type": "stack", "margin": 3, "attachedTo": "x"}]}}"#
        #expect(
            errorText(text)
                == "spec.json:1:70: root.boxes[0].attachedTo: `attachedTo` does not apply to an item of a `linear`: "
                + "the layout places every item (use `layoutItem`)")
    }
}
