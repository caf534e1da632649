import BoxModel

/// The schemas of nodes (spec-format §3–8): one `$defs` entry per type with
/// exactly the keys `NodeKeys.keys(for:)` gives it, a `node` that picks the
/// entry by `type` (or takes a template's `use` node), and a line's items.
enum SchemaNodes {
    private static func ref(_ name: String) -> SchemaJSON { SchemaValues.ref(name) }

    /// The `$defs` name of the schema of a node of `type`: `lineNode`.
    static func definitionName(of type: NodeType) -> String { type.rawValue + "Node" }

    /// What each type is, for its `$defs` entry and its `type` value.
    static func summary(of type: NodeType) -> String {
        switch type {
        case .box: "MGBox: a box of children, stacked as a table or floated as a grid."
        case .scroll: "MGScrollView: its `size` is the viewport; its content may be larger and is clipped."
        case .button: "MGButton: a box with no styling of its own."
        case .table: "MGTableBox: rows in `topLines`, `middleLines` and `bottomLines`, exactly as tall as they are."
        case .styledTable: "MGTableBoxStyled: a table with MGBox's styled look (304 wide, rounded, etched rows)."
        case .line: "MGLine: items on the `left`, `middle` and `right`."
        case .styledLine: "MGLineStyled: a line with MGBox's styled look (304 × 40, 16-point side padding)."
        case .linear: "MKLinearLayout: items in a row or column, sized by points, `match` or weight."
        case .stack: "MKStackLayout: every item in the same rectangle."
        case .flow: "MKFlowLayout: items in lines that wrap."
        case .gridView: "AQGridView: `cells` in equal grid cells that fill the width, in a viewport of its `size`."
        case .gridLayout: "NMGridLayoutManager: every box at the first box's size, in pages of evenly spaced slots."
        case .label, .image: "Made by lines from their items."
        }
    }

    /// The node and line-item entries, in the order `$defs` lists them.
    static var definitions: [(String, SchemaJSON)] {
        var entries: [(String, SchemaJSON)] = [
            ("node", node),
            ("nodes", nodes),
            ("nodeObject", nodeObject),
            ("templateUse", templateUse),
            ("parameterTypeNode", parameterTypeNode),
        ]
        for type in NodeKeys.writableTypes {
            entries.append((definitionName(of: type), typeNode(type)))
        }
        entries += [
            ("lineItems", lineItems),
            ("lineItem", lineItem),
            ("labelItem", labelItem),
            ("span", span),
            ("imageItem", imageItem),
            ("scrollState", scrollState),
        ]
        return entries
    }

    private static var node: SchemaJSON {
        [
            "description": "A node: an object with a `type` (`box` when left out), or a template's `use` node.",
            "anyOf": [ref("nodeObject"), ref("parameter")],
        ]
    }

    private static var nodes: SchemaJSON {
        SchemaValues.orParameter(["type": "array", "items": ref("node")])
            .described("A list of nodes: a container's children, a table's rows or a grid view's cells.")
    }

    /// The `type` key's values.
    private static var typeProperty: SchemaJSON {
        [
            "description": "The node's type. Default `box`.",
            "anyOf": [["enum": .strings(NodeKeys.writableTypes.map(\.rawValue))], ref("parameterText")],
        ]
    }

    /// A `use` node, or a node of the type its `type` names (`box` without one).
    private static var nodeObject: SchemaJSON {
        var cases: [SchemaJSON] = [
            ["if": ["not": ["required": ["type"]]], "then": ref(definitionName(of: .box))]
        ]
        for type in NodeKeys.writableTypes {
            cases.append([
                "if": ["required": ["type"], "properties": ["type": ["const": .string(type.rawValue)]]],
                "then": ref(definitionName(of: type)),
            ])
        }
        cases.append([
            "if": ["required": ["type"], "properties": ["type": ref("parameterText")]],
            "then": ref("parameterTypeNode"),
        ])
        return [
            "description":
                .string(
                    "A node as an object: a template's `use` node, or the keys of the type its `type` names (`box` "
                        + "when left out)."),
            "type": "object",
            "if": ["required": ["use"]],
            "then": ref("templateUse"),
            "else": ["properties": ["type": typeProperty], "allOf": .array(cases)],
        ]
    }

    /// Every node key, each a `use` node's override or a key of a node whose type is a parameter.
    static var anyNodeKeys: [String] {
        var keys: [String] = []
        for type in NodeKeys.writableTypes {
            for key in NodeKeys.keys(for: type) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The schema of node key `key` on a node of `type` (nil: of any type).
    private static func property(_ key: String, type: NodeType?) -> SchemaJSON {
        if key == "type" {
            guard let type else { return typeProperty }
            return ["description": .string(summary(of: type)), "const": .string(type.rawValue)]
        }
        if key == "direction", let type, type.isLine { return SchemaNodeKeys.lineDirection }
        if key == "direction", type == nil, let fillOrder = SchemaNodeKeys.property(key) {
            return (["anyOf": [SchemaNodeKeys.lineDirection, fillOrder]] as SchemaJSON).described(
                "On a line, its labels' text direction; on a `gridLayout`, its fill order.")
        }
        return SchemaNodeKeys.property(key) ?? [:]
    }

    private static func typeNode(_ type: NodeType) -> SchemaJSON {
        SchemaValues.object(NodeKeys.keys(for: type).map { ($0, property($0, type: type)) })
            .described(summary(of: type))
    }

    private static var parameterTypeNode: SchemaJSON {
        SchemaValues.object(anyNodeKeys.map { ($0, property($0, type: nil)) })
            .described("A node whose `type` is a parameter: any node key.")
    }

    /// The keys a `use` node may lay over its template's: any node's, and a text or picture item's.
    static var templateUseKeys: [String] {
        var keys = TemplateLibrary.useKeys + anyNodeKeys
        for key in NodeDecoder.labelItemKeys + NodeDecoder.imageItemKeys where !keys.contains(key) {
            keys.append(key)
        }
        return keys
    }

    private static var templateUse: SchemaJSON {
        let itemProperties = labelItemProperties.merging(imageItemProperties) { node, _ in node }
        let properties = templateUseKeys.map { key -> (String, SchemaJSON) in
            switch key {
            case "use":
                return (key, SchemaJSON.stringType.described("The template's name, one of `templates`."))
            case "with":
                return (
                    key,
                    [
                        "description": "The template's parameters: each `${name}` in it takes the value given here.",
                        "type": "object",
                        "propertyNames": ["pattern": .string("^\(SchemaValues.parameterName)$")],
                    ]
                )
            case let key where SchemaNodeKeys.property(key) != nil || key == "type":
                return (key, property(key, type: nil))
            default:
                return (key, itemProperties[key] ?? [:])
            }
        }
        return SchemaValues.object(properties, required: ["use"])
            .described(
                "A template's node: the template with `with`'s parameters; its other keys replace the template's.")
    }

    private static var lineItems: SchemaJSON {
        [
            "description": "A line side's items: one item or a list.",
            "anyOf": [ref("lineItem"), ["type": "array", "items": ref("lineItem")]],
        ]
    }

    private static var lineItem: SchemaJSON {
        let nodeLike: SchemaJSON = ["anyOf": [["required": ["type"]], ["required": ["use"]]]]
        return [
            "description":
                .string(
                    "A line item: a string (a label; a line break makes it multiline, a `|mush` ending is Mush markup), "
                        + "`{ \"text\" }` or `{ \"spans\" }`, `{ \"image\" }`, or any node with a `type`."),
            "type": ["string", "object"],
            "allOf": [
                [
                    "if": ["type": "object", "anyOf": [["required": ["type"]], ["required": ["use"]]]],
                    "then": ref("nodeObject"),
                ],
                [
                    "if": ["type": "object", "not": nodeLike, "required": ["image"]],
                    "then": ref("imageItem"),
                ],
                [
                    "if": [
                        "type": "object",
                        "not": ["anyOf": [["required": ["type"]], ["required": ["use"]], ["required": ["image"]]]],
                    ],
                    "then": ref("labelItem"),
                ],
            ],
        ]
    }

    private static let labelItemProperties: [String: SchemaJSON] = [
        "text": SchemaJSON.stringType.described(
            "The label's text: a line break makes it multiline; a `|mush` ending is Mush markup."),
        "spans": SchemaValues.orParameter(["type": "array", "items": ref("span"), "minItems": 1]).described(
            "An attributed text: runs with their own attributes, never Mush-parsed."),
        "mush": ref("boolean").described("true: the text is Mush markup; false: shown as written."),
        "multiline": ref("boolean").described("true: word-wrapped; false: one line cut with “…”."),
        "font": ref("font").described("The label's font, instead of its side's."),
        "textColor": ref("color").described("The label's text colour, instead of its side's."),
        "textShadowColor": ref("color").described("The label's text shadow colour, instead of its side's."),
        "textShadowOffset": ref("point").described("The label's text shadow offset, instead of its side's."),
        "direction": SchemaNodeKeys.textDirection.described(
            "The label's text direction (`auto`: from its first strong letter), instead of its line's."),
        "lang": SchemaNodeKeys.languageTag.described(
            "The label's language (BCP 47: `ja`, `zh-Hans`), instead of its line's: CJK forms, line breaks."),
    ]

    private static var labelItem: SchemaJSON {
        SchemaValues.object(NodeDecoder.labelItemKeys.map { ($0, labelItemProperties[$0] ?? [:]) })
            .adding("oneOf", [["required": ["text"]], ["required": ["spans"]]])
            .described("A label with its own style: `text` or `spans`.")
    }

    private static var span: SchemaJSON {
        let flag = { (what: String) in ref("boolean").described(what) }
        let properties: [String: SchemaJSON] = [
            "text": SchemaJSON.stringType.described("The run's text."),
            "bold": flag("Bold (italic and monospace win)."),
            "italic": flag("Italic (monospace wins)."),
            "underline": flag("Underlined."),
            "monospace": flag("Monospace."),
            "font": ref("font").described("The run's font."),
            "color": ref("color").described("The run's text colour."),
            "backgroundColor": ref("color").described("The run's background colour."),
            "shadowColor": ref("color").described("The run's text shadow colour."),
            "shadowOffset": ref("point").described("The run's text shadow offset."),
        ]
        return SchemaValues.object(NodeDecoder.spanKeys.map { ($0, properties[$0] ?? [:]) }, required: ["text"])
            .described("One run of an attributed text.")
    }

    private static let imageItemProperties: [String: SchemaJSON] = [
        "image": ref("nonEmptyString").described("The picture file; `name@2x.png` is 2 pixels a point."),
        "size": ref("size").described("The picture's size; its natural point size when left out."),
        "flipsForRightToLeft": ref("boolean").described(
            "Drawn mirrored when the canvas is right to left (a chevron). Default false."),
    ]

    private static var imageItem: SchemaJSON {
        SchemaValues.object(NodeDecoder.imageItemKeys.map { ($0, imageItemProperties[$0] ?? [:]) }, required: ["image"])
            .described("A picture item.")
    }

    private static var scrollState: SchemaJSON {
        let target = SchemaValues.object(
            ScrollDecoder.targetKeys.map { key in
                key == "id"
                    ? (key, SchemaJSON.stringType.described("The `id` of a box inside this scroll view."))
                    : (key, ref("number").described("Space kept around the box. Default 8."))
            }, required: ["id"])
        let properties: [String: SchemaJSON] = [
            "offset": [
                "description": "y, or `[x, y]`, used as given (not clamped). Default 0.",
                "anyOf": [["type": "number"], ref("point")],
            ],
            "scrollTo": [
                "description": "`scrollToView:withMargin:`: the least scroll that shows the box grown by `margin`.",
                "anyOf": [target, ["type": "null"]],
            ],
            "snapToNearestBox": ref("boolean").described("Scroll to the nearest box's top (or the bottom)."),
        ]
        return SchemaValues.orParameter(
            SchemaValues.object(ScrollDecoder.keys.map { ($0, properties[$0] ?? [:]) })
                .described(
                    "A scroll view's state, applied after layout: `offset`, then `scrollTo`, then `snapToNearestBox`."))
    }
}
