import BoxModel
import Testing

@testable import BoxSpec

/// MGBox's names (and its peers') in a spec: still errors, each saying the
/// boxrender spelling.
struct MGBoxNameTests {
    static let types: [InvalidSpec] = [
        InvalidSpec(
            "MGScrollView", #"{"root": {"type": "MGScrollView"}}"#,
            "spec.json:1:19: root.type: unknown type `MGScrollView`; MGBox's `MGScrollView` is `scroll` here"),
        InvalidSpec(
            "MGTableBoxStyled", #"{"root": {"type": "MGTableBoxStyled"}}"#,
            "spec.json:1:19: root.type: unknown type `MGTableBoxStyled`; MGBox's `MGTableBoxStyled` is `styledTable` here"
        ),
        InvalidSpec(
            "MGLineStyled among items", #"{"root": {"type": "line", "left": [{"type": "MGLineStyled"}]}}"#,
            "spec.json:1:45: root.left[0].type: unknown type `MGLineStyled`; MGBox's `MGLineStyled` is `styledLine` here"
        ),
        InvalidSpec(
            "a class name in other case", #"{"root": {"type": "mgbox"}}"#,
            "spec.json:1:19: root.type: unknown type `mgbox`; `MGBox` is `box` here"),
        InvalidSpec(
            "a peer's class", #"{"root": {"type": "MKFlowLayout"}}"#,
            "spec.json:1:19: root.type: unknown type `MKFlowLayout`; MKLayoutLibrary's `MKFlowLayout` is `flow` here"),
        InvalidSpec(
            "a library named as its class", #"{"root": {"type": "AQGridView"}}"#,
            "spec.json:1:19: root.type: unknown type `AQGridView`; `AQGridView` is `gridView` here"),
        InvalidSpec(
            "UILabel", #"{"root": {"type": "UILabel"}}"#,
            "spec.json:1:19: root.type: unknown type `UILabel`; UIKit's `UILabel` is a line's text item "
                + "(a string in its `left`, `middle` or `right`) here"),
        InvalidSpec(
            "a typo still gets a suggestion", #"{"root": {"type": "scrol"}}"#,
            "spec.json:1:19: root.type: unknown type `scrol`; did you mean `scroll`?"),
        InvalidSpec(
            "anything else lists the types", #"{"root": {"type": "widget"}}"#,
            "spec.json:1:19: root.type: unknown type `widget`; expected `box`, `scroll`, `table`, `styledTable`, "
                + "`line`, `styledLine`, `button`, `linear`, `stack`, `flow`, `gridView` or `gridLayout`"),
    ]

    static let keys: [InvalidSpec] = [
        InvalidSpec(
            "leftItems", #"{"root": {"type": "line", "leftItems": ["a"]}}"#,
            "spec.json:1:27: root.leftItems: unknown key `leftItems`; MGBox's `leftItems` is `left` here"),
        InvalidSpec(
            "middleItems", #"{"root": {"type": "styledLine", "middleItems": "a"}}"#,
            "spec.json:1:33: root.middleItems: unknown key `middleItems`; MGBox's `middleItems` is `middle` here"),
        InvalidSpec(
            "rightItems on a box",
            #"{"root": {"rightItems": "a"}}"#,
            "spec.json:1:11: root.rightItems: unknown key `rightItems`; MGBox's `rightItems` is `right` here; "
                + "`right` is a key of lines (`line`, `styledLine`), not of a `box`"),
        InvalidSpec(
            "the README's alignment name", #"{"root": {"type": "line", "rightItemsTextAlignment": "right"}}"#,
            "spec.json:1:27: root.rightItemsTextAlignment: unknown key `rightItemsTextAlignment`; "
                + "MGBox's `rightItemsTextAlignment` is `rightItemsAlignment` here"),
        InvalidSpec(
            "contentOffset", #"{"root": {"type": "scroll", "contentOffset": 10}}"#,
            "spec.json:1:29: root.contentOffset: unknown key `contentOffset`; "
                + "MGBox's `contentOffset` is the `offset` of a `scroll` object here"),
        InvalidSpec(
            "contentOffset on a box", #"{"root": {"contentOffset": 10}}"#,
            "spec.json:1:11: root.contentOffset: unknown key `contentOffset`; "
                + "MGBox's `contentOffset` is the `offset` of a `scroll` object here; "
                + "`scroll` sets a scroll view's offset: it belongs on a node of type `scroll`, not a `box`"),
        InvalidSpec(
            "contentOffset in the scroll object", #"{"root": {"type": "scroll", "scroll": {"contentOffset": 10}}}"#,
            "spec.json:1:40: root.scroll.contentOffset: unknown key `contentOffset`; "
                + "MGBox's `contentOffset` is `offset` here"),
        InvalidSpec(
            "a layer's shadow", #"{"root": {"shadowOpacity": 0.5}}"#,
            "spec.json:1:11: root.shadowOpacity: unknown key `shadowOpacity`; "
                + "CALayer's `shadowOpacity` is the `opacity` of a `shadow` object here"),
        InvalidSpec(
            "an MK item's weight on the child",
            #"{"root": {"type": "linear", "size": [9, 9], "boxes": [{"weight": 1}]}}"#,
            "spec.json:1:56: root.boxes[0].weight: unknown key `weight`; "
                + "MKLayoutLibrary's `weight` is the `weight` of the child's `layoutItem` here"),
        InvalidSpec(
            "AQGridView's header on a box", #"{"root": {"gridHeaderView": {}}}"#,
            "spec.json:1:11: root.gridHeaderView: unknown key `gridHeaderView`; "
                + "AQGridView's `gridHeaderView` is `header` here; `header` is a key of `gridView`, not of a `box`"),
        InvalidSpec(
            "a typo still gets a suggestion", #"{"root": {"type": "line", "lefft": "a"}}"#,
            "spec.json:1:27: root.lefft: unknown key `lefft`; did you mean `left`?"),
    ]

    static let values: [InvalidSpec] = [
        InvalidSpec(
            "sidePrecedence", #"{"root": {"type": "line", "sidePrecedence": "MGSidePrecedenceLeft"}}"#,
            "spec.json:1:45: root.sidePrecedence: expected `left`, `middle` or `right`, found `MGSidePrecedenceLeft`; "
                + "MGBox's `MGSidePrecedenceLeft` is `left` here"),
        InvalidSpec(
            "contentLayoutMode", #"{"root": {"contentLayoutMode": "MGLayoutGridStyle"}}"#,
            "spec.json:1:32: root.contentLayoutMode: expected `table` or `grid`, found `MGLayoutGridStyle`; "
                + "MGBox's `MGLayoutGridStyle` is `grid` here"),
        InvalidSpec(
            "boxLayoutMode", #"{"root": {"boxLayoutMode": "MGBoxLayoutFixedPosition"}}"#,
            "spec.json:1:28: root.boxLayoutMode: expected `automatic`, `fixed`, `attached` or `none`, "
                + "found `MGBoxLayoutFixedPosition`; MGBox's `MGBoxLayoutFixedPosition` is `fixed` here"),
        InvalidSpec(
            "sizingMode", #"{"root": {"sizingMode": "MGResizingShrinkWrap"}}"#,
            "spec.json:1:25: root.sizingMode: expected `none`, `shrinkWrap` or `expandWidthToFill`, "
                + "found `MGResizingShrinkWrap`; MGBox's `MGResizingShrinkWrap` is `shrinkWrap` here"),
        InvalidSpec(
            "vertical alignment", #"{"root": {"type": "line", "verticalAlignment": "MGVerticalAlignmentTop"}}"#,
            "spec.json:1:48: root.verticalAlignment: expected `top`, `center` or `bottom`, "
                + "found `MGVerticalAlignmentTop`; MGBox's `MGVerticalAlignmentTop` is `top` here"),
        InvalidSpec(
            "items alignment", #"{"root": {"type": "line", "leftItemsAlignment": "NSTextAlignmentCenter"}}"#,
            "spec.json:1:49: root.leftItemsAlignment: expected `left`, `center`, `right` or `natural`, "
                + "found `NSTextAlignmentCenter`; UIKit's `NSTextAlignmentCenter` is `center` here"),
        InvalidSpec(
            "etched border", #"{"root": {"borderStyle": "MGBorderEtchedTop"}}"#,
            "spec.json:1:26: root.borderStyle: expected `none`, `etchedAll`, `etchedTop`, `etchedBottom`, "
                + "`etchedLeft` or `etchedRight`, found `MGBorderEtchedTop`; MGBox's `MGBorderEtchedTop` is `etchedTop` here"
        ),
        InvalidSpec(
            "etched borders or'd", #"{"root": {"borderStyle": "MGBorderEtchedTop | MGBorderEtchedBottom"}}"#,
            "spec.json:1:26: root.borderStyle: expected `none`, `etchedAll`, `etchedTop`, `etchedBottom`, "
                + "`etchedLeft` or `etchedRight`, found `MGBorderEtchedTop | MGBorderEtchedBottom`; "
                + #"MGBox's `MGBorderEtchedTop | MGBorderEtchedBottom` is `["etchedTop", "etchedBottom"]` here"#),
        InvalidSpec(
            "etched side in a list", #"{"root": {"borderStyle": ["MGBorderEtchedLeft"]}}"#,
            "spec.json:1:27: root.borderStyle[0]: expected `etchedTop`, `etchedBottom`, `etchedLeft` or "
                + "`etchedRight`, found `MGBorderEtchedLeft`; MGBox's `MGBorderEtchedLeft` is `etchedLeft` here"),
        InvalidSpec(
            "content mode",
            #"{"root": {"image": {"src": "a.png", "contentMode": "UIViewContentModeScaleAspectFill"}}}"#,
            "spec.json:1:52: root.image.contentMode: expected `scaleToFill`, `scaleAspectFit`, `scaleAspectFill` "
                + "or `center`, found `UIViewContentModeScaleAspectFill`; "
                + "UIKit's `UIViewContentModeScaleAspectFill` is `scaleAspectFill` here"),
        InvalidSpec(
            "a constant of another enum", #"{"root": {"type": "line", "sidePrecedence": "MGVerticalAlignmentTop"}}"#,
            "spec.json:1:45: root.sidePrecedence: expected `left`, `middle` or `right`, "
                + "found `MGVerticalAlignmentTop`"),
        InvalidSpec(
            "UIFont code", #"{"root": {"type": "line", "font": "[UIFont fontWithName:@\"HelveticaNeue\" size:18]"}}"#,
            #"spec.json:1:35: root.font: expected a font name and a size, as in `HelveticaNeue-Light 16`, "#
                + #"found `[UIFont fontWithName:@"HelveticaNeue" size:18]`; UIKit's font is `HelveticaNeue 18` here"#),
        InvalidSpec(
            "UIFont in Swift", #"{"root": {"type": "line", "font": "UIFont(name: \"Georgia\", size: 12.5)"}}"#,
            #"spec.json:1:35: root.font: expected a font name and a size, as in `HelveticaNeue-Light 16`, "#
                + #"found `UIFont(name: "Georgia", size: 12.5)`; UIKit's font is `Georgia 12.5` here"#),
    ]

    @Test(arguments: types + keys + values)
    func refused(spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format, baseDirectory: spec.baseDirectory) == spec.expected)
    }

    /// A node of an unknown type is still decoded (as the type its message
    /// names, else as a box), so a ported tree's MGBox names under it, and
    /// its own, come in the same run rather than one run at a time.
    @Test func everyNameOfAPortedTreeComesInOneRun() {
        let spec = """
            {"root": {"type": "MGScrollView", "contentOffset": 10, "boxes": [
              {"type": "MGLine", "leftItems": ["a"]},
              {"type": "widget", "subviews": []}]}}
            """
        #expect(
            errorText(spec) == """
                spec.json:1:19: root.type: unknown type `MGScrollView`; MGBox's `MGScrollView` is `scroll` here
                spec.json:1:35: root.contentOffset: unknown key `contentOffset`; MGBox's `contentOffset` is the \
                `offset` of a `scroll` object here
                spec.json:2:12: root.boxes[0].type: unknown type `MGLine`; MGBox's `MGLine` is `line` here
                spec.json:2:22: root.boxes[0].leftItems: unknown key `leftItems`; MGBox's `leftItems` is `left` here
                spec.json:3:12: root.boxes[1].type: unknown type `widget`; expected `box`, `scroll`, `table`, \
                `styledTable`, `line`, `styledLine`, `button`, `linear`, `stack`, `flow`, `gridView` or `gridLayout`
                spec.json:3:22: root.boxes[1].subviews: unknown key `subviews`; UIKit's `subviews` is `boxes` here
                """)
    }

    /// The MG constants of MK's gravity and of the peers' enums.
    @Test func peerValues() {
        let gravity = errorText(
            #"{"root": {"type": "linear", "size": [9, 9], "boxes": [{"layoutItem": {"gravity": "MKLayoutGravityTop | MKLayoutGravityLeft"}}]}}"#
        )
        #expect(
            gravity.hasSuffix(
                #"MKLayoutLibrary's `MKLayoutGravityTop | MKLayoutGravityLeft` is `["top", "left"]` here"#))
        let separator = errorText(
            #"{"root": {"type": "gridView", "size": [9, 9], "separatorStyle": "AQGridViewCellSeparatorStyleSingleLine"}}"#
        )
        #expect(separator.hasSuffix("AQGridView's `AQGridViewCellSeparatorStyleSingleLine` is `singleLine` here"))
        let direction = errorText(
            #"{"root": {"type": "gridLayout", "size": [9, 9], "extension": "NMGridLayoutExtensionLastItem"}}"#)
        #expect(direction.hasSuffix("NMView's `NMGridLayoutExtensionLastItem` is `lastItem` here"))
    }

    /// The issue's `topMargin` is MGBox's name and boxrender's: no error.
    @Test func sharedNamesAreKeys() throws {
        let root = try decodeRoot(#"{"topMargin": 8, "leftPadding": 4, "itemPadding": 2, "type": "line"}"#)
        #expect(root.margin.top == 8)
        #expect(root.padding.left == 4)
    }

    /// Every foreign name is foreign (never a boxrender key or type, so it
    /// cannot shadow one), and every name it leads to exists.
    @Test func tableLeadsToRealNames() {
        let writable = NodeKeys.writableTypes.map(\.rawValue)
        let allKeys = Set(NodeType.allCases.flatMap(NodeKeys.keys(for:)))
        for (name, entry) in MGBoxNames.types {
            #expect(NodeType(rawValue: name) == nil, "\(name)")
            if let type = entry.key { #expect(writable.contains(type), "\(name) → \(type)") }
        }
        for (name, entry) in MGBoxNames.nodeKeys {
            #expect(!allKeys.contains(name), "\(name)")
            if let key = entry.key { #expect(allKeys.contains(key), "\(name) → \(key)") }
        }
        for (name, entry) in MGBoxNames.scrollKeys {
            #expect(!ScrollDecoder.keys.contains(name))
            #expect(entry.key.map(ScrollDecoder.keys.contains) == true, "\(name)")
        }
        let enumNames = Set(
            ContentLayoutMode.allCases.map(\.rawValue) + SizingMode.allCases.map(\.rawValue) + NodeKeys.layoutModes
                + LineSide.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
                + TextAlignment.allCases.map(\.rawValue) + ContentMode.allCases.map(\.rawValue)
                + ValueReader.borderStyleNames.map(\.name) + MKItemDecoder.gravityNames.map(\.name)
                + LinearLayoutParameters.Orientation.allCases.map(\.rawValue)
                + GridViewLayoutDirection.allCases.map(\.rawValue) + GridViewSeparatorStyle.allCases.map(\.rawValue)
                + GridViewSelectionStyle.allCases.map(\.rawValue) + GridLayoutDirection.allCases.map(\.rawValue)
                + GridLayoutExtension.allCases.map(\.rawValue) + GridLayoutExtensionDirection.allCases.map(\.rawValue))
        for (name, entry) in MGBoxNames.values {
            #expect(enumNames.contains(entry.value), "\(name) → \(entry.value)")
        }
    }
}
