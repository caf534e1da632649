import BoxModel

/// The schema and description of every key a node may have (spec-format
/// §3–6), by name. A key means the same on every type that takes it, so one
/// table serves them all; which type takes which keys is `NodeKeys.keys(for:)`.
enum SchemaNodeKeys {
    private static func ref(_ name: String) -> SchemaJSON { SchemaValues.ref(name) }
    private static func choice(_ names: [String]) -> SchemaJSON { SchemaValues.choice(names) }
    private static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> SchemaJSON
    where T.RawValue == String { SchemaValues.choice(type) }

    /// The property schema of node key `key`, nil for a key no node has.
    static func property(_ key: String) -> SchemaJSON? {
        all[key]
    }

    /// Every node key's property schema (`type` is each type's own constant, added by `SchemaNodes`).
    static let all: [String: SchemaJSON] = {
        var keys = common.merging(container) { $1 }.merging(children) { $1 }.merging(mkLayout) { $1 }
            .merging(gridView) { $1 }.merging(gridLayout) { $1 }.merging(line) { $1 }
        for (key, side) in sideInsetKeys { keys[key] = side }
        for (key, side) in NodeKeys.borderSides {
            keys[key] = ref("color").described(
                "The \(side.name) border's colour; wins over `borderColors`' \(side.name).")
        }
        return keys
    }()

    private static let sideInsetKeys: [String: SchemaJSON] = NodeKeys.insetSides.mapValues { group, side in
        ref("number").described("The \(side.name) \(group) alone (MGBox's name); not also in `\(group)`.")
    }

    private static let common: [String: SchemaJSON] = [
        "id": ref("nonEmptyString").described(
            "A name, unique in the file, for `attachedTo`, `scrollTo`, `--frames` and animation."),
        "size": ref("size").described(
            "The frame size, MGBox's `boxWithSize:`; containers grow to fit. Default [0, 0]."),
        "padding": ref("insets").described("Space inside the box around its children. Default 0."),
        "margin": ref("insets").described(
            "Space outside the box; margins add, never collapse, and may be negative. "
                + "On an MK layout, the inset around its items. Default 0."),
        "zIndex": ref("integer").described(
            "Paint order among siblings, stable; negative goes under the parent's borders. Default 0."),
        "boxLayoutMode": choice(NodeKeys.layoutModes).described(
            "How the parent places the box; `fixedPosition`, `attachedTo` and `frame` set it. Default `automatic`."),
        "fixedPosition": ref("point").described(
            "`[x, y]`: pinned in a scroll view's viewport (only y is used, as MGBox)."),
        "attachedTo": SchemaJSON.stringType.described(
            "A sibling's `id`: the box sits at its origin plus this box's left and top margins."),
        "frame": ref("frame").described("`[x, y, width, height]`: never positioned by layout (mode `none`)."),
        "backgroundColor": ref("color").described("The background colour. Default clear."),
        "cornerRadius": ref("nonNegative").described(
            "Rounds the background; children are clipped only with `clipsToBounds`. Default 0."),
        "clipsToBounds": ref("boolean").described(
            "Clip children to the rounded bounds. Default false (`scroll`: true)."),
        "alpha": ref("unit").described("Opacity of the box and its subtree, as one group. Default 1."),
        "hidden": ref("boolean").described(
            "Not drawn, with its subtree, but still takes its place where boxes are stacked. Default false."),
        "shadow": ref("shadow").described(
            "A shadow: `{ \"color\", \"opacity\", \"offset\", \"radius\" }`, Core Animation's meaning."),
        "borderColors": ref("borderColors").described(
            "The 1-point borders' colours: one, by side, or `[top, left, bottom, right]`."),
        "borderStyle": ref("borderStyle").described(
            "MGBox's etched borders, coloured from the background. Default `none`."),
        "image": ref("image").described("A picture in the box's bounds: a path or `{ \"src\", \"contentMode\" }`."),
        "layoutItem": ref("layoutItem").described(
            "How a `linear`, `stack` or `flow` places this child (an error anywhere else)."),
    ]

    private static let container: [String: SchemaJSON] = [
        "contentLayoutMode": choice(ContentLayoutMode.self).described(
            "`table` stacks the children; `grid` floats them left in rows. Default `table`."),
        "sizingMode": choice(SizingMode.self).described(
            "`shrinkWrap` fits the children exactly (at least `minWidth`); `expandWidthToFill` takes the "
                + "parent's width. Default `none`."),
        "minWidth": ref("nonNegative").described("The least width of a shrink-wrapped container. Default 0."),
    ]

    private static let children: [String: SchemaJSON] = [
        "boxes": ref("nodes").described("The children, any nodes, in order."),
        "scroll": ref("scrollState").described("The scroll view's offset, applied after layout."),
        "topLines": ref("nodes").described("The table's top rows, any nodes (usually lines)."),
        "middleLines": ref("nodes").described("The table's middle rows, any nodes (usually lines)."),
        "bottomLines": ref("nodes").described("The table's bottom rows, any nodes (usually lines)."),
    ]

    /// The objects inside node keys, as `$defs` entries: every type refers to the same one.
    static var definitions: [(String, SchemaJSON)] {
        [("layoutItem", SchemaValues.orParameter(layoutItem)), ("separator", separator)]
    }

    private static var layoutItem: SchemaJSON {
        let length: SchemaJSON =
            ([
                "anyOf": [
                    ["type": "number", "minimum": 0], ["enum": .strings(MKItemDecoder.lengthNames)],
                    ref("parameterText"),
                ]
            ])
        let size: SchemaJSON =
            ([
                "description":
                    .string(
                        "`[w, h]` or `{ \"width\", \"height\" }`, each points (padding included), `match` (the slot) "
                            + "or `natural` (the child's own size). Default `[\"match\", \"match\"]`."),
                "anyOf": [
                    SchemaValues.tuple([length, length]),
                    SchemaValues.object(ValueReader.sizeKeys.map { ($0, length) }, required: ValueReader.sizeKeys),
                    ref("parameter"),
                ],
            ])
        let gravityNames = MKItemDecoder.gravityNames.map(\.name)
        let properties: [String: SchemaJSON] = [
            "size": size,
            "padding": ref("insets").described("Shrinks the view within its `size`. Default 0."),
            "offset": ref("point").described("`[x, y]`, added after gravity. Default [0, 0]."),
            "gravity": [
                "description":
                    .string(
                        "Where a smaller view sits in its slot: a name, a list of names, or MK's integer mask (0…127). "
                            + "Default top left."),
                "anyOf": [
                    ["enum": .strings(gravityNames)],
                    ["type": "array", "items": choice(gravityNames)],
                    ["type": "integer", "minimum": 0, "maximum": 127],
                    ref("parameterText"),
                ],
            ],
            "weight": ref("nonNegative").described(
                "`linear` only: a share of the length that fixed and `match` items leave."),
            "insertBorder": ref("boolean").described(
                "`linear` only: a separator, with spacing on both sides, before this item. Default false."),
        ]
        return SchemaValues.object(MKItemDecoder.keys.map { ($0, properties[$0] ?? [:]) })
            .described("How a `linear`, `stack` or `flow` places one child: its slot, padding, offset and gravity.")
    }

    private static let mkLayout: [String: SchemaJSON] = [
        "orientation": choice(LinearLayoutParameters.Orientation.self).described(
            "`linear`, `flow`: the direction items go in. Default `horizontal`."),
        "spacing": ref("nonNegative").described(
            "`linear`: between two items, and on both sides of a separator. Default 0."),
        "separator": ref("separator").described("`linear`: a line drawn before each item with `insertBorder`."),
        "clampNegative": ref("boolean").described(
            "Negative lengths (an overfull linear's weights) become 0; false is MK exactly. Default true."),
        "flowOriginBug": ref("boolean").described(
            "`flow`: MK's bug, items placed as if the flow were at (0, 0). Default false."),
    ]

    private static var separator: SchemaJSON {
        SchemaValues.orParameter(
            SchemaValues.object(
                MKLayoutFields.separatorKeys.map { key in
                    let properties: [String: SchemaJSON] = [
                        "thickness": ref("nonNegative").described("Default 1."),
                        "color": ref("color").described("Default #DDDDDD."),
                        "intersectionOffsets": ref("insets").described("Insets that lengthen it across. Default 0."),
                    ]
                    return (key, properties[key] ?? [:])
                }
            ).described("The line a `linear` draws before each item with `insertBorder`."))
    }

    private static let gridView: [String: SchemaJSON] = [
        "cellSize": ref("size").described(
            "The minimum grid cell; vertically only its width is expanded. Default [96, 128]."),
        "leftContentInset": ref("number").described(
            "Shrinks the layout width and shifts the columns right. Default 0."),
        "rightContentInset": ref("number").described("Shrinks the layout width. Default 0."),
        "layoutDirection": choice(GridViewLayoutDirection.self).described(
            "`horizontal`: cells exactly `cellSize`, rows that fit the height. Default `vertical`."),
        "resizesCellWidthToFit": ref("boolean").described("Stretch every cell to its whole grid cell. Default false."),
        "separatorStyle": choice(GridViewSeparatorStyle.self).described(
            "`singleLine` draws 1-point lines inside each cell. Default `emptySpace`."),
        "separatorColor": ref("color").described("The `singleLine` colour. Default #DDDDDD."),
        "cells": ref("nodes").described("The items, any nodes, in item order."),
        "header": ref("node").described("One node above the cells, made as wide as the grid view."),
        "footer": ref("node").described("One node below the cells, made as wide as the grid view."),
        "backgroundView": ref("node").described("One node under everything, from the header down."),
        "backgroundViewExtendsUp": ref("boolean").described("The background starts 500 points higher. Default false."),
        "selectedIndex": SchemaValues.orParameter([
            "type": "integer", "minimum": 0, "maximum": .integer(Int(Int32.max)),
        ])
        .described("The cell drawn selected; past the last cell, none."),
        "selectionStyle": choice(GridViewSelectionStyle.self).described(
            "`glow`, `none`, or a gradient over the cell's background. Default `glow`."),
        "selectionGlowColor": ref("color").described("The glow's colour. Default { \"white\": 0.3333 }."),
        "selectionGlowShadowRadius": SchemaValues.orParameter([
            "type": "number", "minimum": 0, "maximum": .number(exactly: GridViewFields.maximumGlowRadius),
        ]).described("The glow's radius, at most 1000. Default 12."),
        "cellFrameAdjustment": SchemaValues.orParameter(
            SchemaValues.tuple([ref("number"), ref("number"), ref("number"), ref("number")])
        ).described("`[dx, dy, dw, dh]` added to every cell's frame after centring. Default [0, 0, 0, 0]."),
        "contentSizeGrowsToFillBounds": ref("boolean").described(
            "The content is at least the viewport's height. Default true."),
        "footerPlacement": choice(GridViewFooterPlacement.self).described(
            "`original` (AQGridView's) or `afterLastRow`. Default `original`."),
        "literalColumnFormula": ref("boolean").described(
            "Columns = ⌊W ÷ cell width⌋ with the full width, as the original computes it. Default false."),
    ]

    /// A text's base direction: a label's, a line's or the canvas's.
    static var textDirection: SchemaJSON { choice(TextDirection.self) }

    /// `direction` on a line: its labels' text direction. The one key whose
    /// meaning depends on the type: on a `gridLayout` it is the fill order
    /// (`all`'s entry), so `SchemaNodes` picks this one for lines.
    static let lineDirection = textDirection.described(
        "The text direction of the line's labels (`auto`: from each label's first strong letter), instead of the "
            + "canvas's. Default the canvas's.")

    /// A label's language, `lang`: a BCP 47 tag.
    static var languageTag: SchemaJSON {
        SchemaValues.orParameter([
            "type": "string", "pattern": .string("^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"),
            "maxLength": .integer(35),
        ])
    }

    private static let gridLayout: [String: SchemaJSON] = [
        "direction": choice(GridLayoutDirection.self).described("The fill order. Default `leftToRightTopToBottom`."),
        "extension": choice(GridLayoutExtension.self).described(
            "How pages continue: `lastItem` puts one gap across a page boundary. Default `none`."),
        "extensionDirection": choice(GridLayoutExtensionDirection.self).described(
            "Where further pages go. Default `right`."),
        "growsCanvas": ref("boolean").described(
            "Grow the box to the content size the original computes. Default false."),
    ]

    private static let line: [String: SchemaJSON] = {
        var keys: [String: SchemaJSON] = [
            "verticalAlignment": choice(VerticalAlignment.self).described(
                "Where items shorter than the line sit. Default `center`."),
            "sidePrecedence": choice(LineSide.self).described(
                "The side that may use the whole width; later sides are cut, then dropped. Default `left`."),
            "itemPadding": ref("nonNegative").described("Points around every item."),
            "minHeight": ref("nonNegative").described("The least height of the line."),
            "maxHeight": ref("nonNegative").described("The greatest height of the line; 0 is no limit."),
            "widenAsNeeded": ref("boolean").described("The line widens instead of cutting its items. Default false."),
            "lang": languageTag.described(
                "The language of the line's labels (BCP 47: `ja`, `zh-Hans`), instead of the canvas's: CJK forms, "
                    + "line breaks."),
        ]
        for key in LineSideKey.allCases {
            for side in LineSide.allCases {
                keys[key.name(for: side)] = sideKey(key, side: side)
            }
        }
        return keys
    }()

    private static func sideKey(_ key: LineSideKey, side: LineSide) -> SchemaJSON {
        let name = side.rawValue
        let fallback = side == .left ? "" : " Falls back to the left side's."
        switch key {
        case .items:
            return ref("lineItems").described("The \(name) items: one item or a list (MGLine's `\(name)Items`).")
        case .multilineItems:
            return SchemaJSON.stringType.described(
                "The \(name) items: one string, multiline even without a line break.")
        case .font:
            return ref("font").described("The \(name) side's font. Default HelveticaNeue-Light 16.\(fallback)")
        case .textColor:
            return ref("color").described("The \(name) side's text colour. Default black.\(fallback)")
        case .textShadowColor:
            return ref("color").described("The \(name) side's text shadow colour. Default white.\(fallback)")
        case .textShadowOffset:
            return ref("point").described("The \(name) side's text shadow offset. Default [0, 1].")
        case .itemsAlignment:
            let byDefault = side == .left ? "natural" : side == .middle ? "center" : "right"
            return choice(TextAlignment.self).described(
                "How the \(name) items align in their column, and a multiline label's text; `natural` is left, "
                    + "and right for right-to-left text. Default `\(byDefault)`.")
        case .width:
            return ref("nonNegative").described("A fixed width for the \(name) column; 0 is flexible.")
        case .lineSpacing:
            return ref("nonNegative").described("Extra space between lines of the \(name) side's multiline text.")
        }
    }
}
