import BoxModel

/// The names spec-format §3–4 gives node keys and types, in the order the
/// format lists them (suggestions prefer earlier names on a tie), and which
/// types each key belongs to.
enum NodeKeys {
    /// Keys every node type accepts: identity, geometry, layout mode and looks.
    static let common = [
        "type", "id", "size", "padding", "margin",
        "topPadding", "leftPadding", "bottomPadding", "rightPadding",
        "topMargin", "leftMargin", "bottomMargin", "rightMargin",
        "zIndex", "boxLayoutMode", "fixedPosition", "attachedTo", "frame",
        "backgroundColor", "cornerRadius", "clipsToBounds", "alpha", "hidden", "shadow",
        "borderColors", "topBorderColor", "leftBorderColor", "bottomBorderColor", "rightBorderColor",
        "borderStyle", "image", "layoutItem",
    ]

    /// MGBox's inner insets, which the grids (`gridView`, `gridLayout`) have no use for.
    static let paddingKeys = ["padding", "topPadding", "leftPadding", "bottomPadding", "rightPadding"]

    /// How a container stacks and sizes its children; a line places its items itself.
    static let container = ["contentLayoutMode", "sizingMode", "minWidth"]

    /// A table's rows, in the order MGTableBox stacks them (reference §4.1).
    static let tableLines = ["topLines", "middleLines", "bottomLines"]

    /// Spec-format §4, in its order.
    static let line = [
        "left", "middle", "right", "multilineLeft", "multilineMiddle", "multilineRight",
        "font", "middleFont", "rightFont", "textColor", "middleTextColor", "rightTextColor",
        "textShadowColor", "middleTextShadowColor", "rightTextShadowColor",
        "leftTextShadowOffset", "middleTextShadowOffset", "rightTextShadowOffset",
        "leftItemsAlignment", "middleItemsAlignment", "rightItemsAlignment",
        "leftWidth", "middleWidth", "rightWidth", "leftLineSpacing", "middleLineSpacing", "rightLineSpacing",
        "verticalAlignment", "sidePrecedence", "itemPadding", "minHeight", "maxHeight", "widenAsNeeded", "direction",
        "lang",
    ]

    /// Keys any node may carry in the format that this boxrender does not
    /// implement yet: none at the moment.
    static let notYetSupported: [String] = []

    /// Every key a node of `type` accepts, type-specific keys first so that
    /// suggestions for a line's misspelt key prefer line keys.
    static func keys(for type: NodeType) -> [String] {
        switch type {
        case .table, .styledTable: tableLines + common + container + notYetSupported
        case .line, .styledLine: line + common + notYetSupported
        case .scroll: common + container + ["boxes", "scroll"] + notYetSupported
        case .box, .button, .label, .image: common + container + ["boxes"] + notYetSupported
        case .linear, .stack, .flow:
            MKLayoutFields.keys(for: type.mkLayoutKind ?? .linear) + common.filter { !paddingKeys.contains($0) }
                + ["boxes"] + notYetSupported
        case .gridView: GridViewFields.keys + common.filter { !paddingKeys.contains($0) } + notYetSupported
        case .gridLayout: GridLayoutFields.keys + common.filter { !paddingKeys.contains($0) } + ["boxes"]
        }
    }

    /// Types of the format that this boxrender does not implement yet.
    static let notYetSupportedTypes: [String] = []

    /// Types a line makes from its items; a spec may not name them.
    static let madeByLines: [NodeType] = [.label, .image]

    /// The types a spec may write, in spec-format §3's order.
    static let writableTypes: [NodeType] = [
        .box, .scroll, .table, .styledTable, .line, .styledLine, .button, .linear, .stack, .flow, .gridView,
        .gridLayout,
    ]

    /// `boxLayoutMode` names.
    static let layoutModes = ["automatic", "fixed", "attached", "none"]

    /// The single-side inset keys: key, the insets they belong to, and the side.
    static let insetSides: [String: (group: String, side: Sides)] = [
        "topPadding": ("padding", .top), "leftPadding": ("padding", .left),
        "bottomPadding": ("padding", .bottom), "rightPadding": ("padding", .right),
        "topMargin": ("margin", .top), "leftMargin": ("margin", .left),
        "bottomMargin": ("margin", .bottom), "rightMargin": ("margin", .right),
    ]

    /// The single-side border colour keys and their sides.
    static let borderSides: [String: Sides] = [
        "topBorderColor": .top, "leftBorderColor": .left, "bottomBorderColor": .bottom, "rightBorderColor": .right,
    ]

    /// Why a key known to the format is refused on a node of `type`, or nil
    /// when the key is unknown everywhere (then a suggestion is the best help).
    static func misplacedKeyMessage(_ key: String, on type: NodeType) -> String? {
        let isLine = type.isLine
        let isTable = type == .table || type == .styledTable
        switch key {
        case "with":
            // `use` nodes are expanded before decoding; a `with` left over had none.
            return "`with` gives a template's parameters; it needs `use` beside it"
        case "scroll" where type != .scroll:
            return
                "`scroll` sets a scroll view's offset: it belongs on a node of type `scroll`, not a `\(type.rawValue)`"
        case "boxes" where isTable:
            return "a table has no `boxes`: put its rows in `topLines`, `middleLines` and `bottomLines`"
        case "boxes" where isLine:
            return "a line has no `boxes`: put its items in `left`, `middle` and `right`"
        case let key where container.contains(key) && isLine:
            return "`\(key)` does not apply to a line: a line places and sizes its items itself"
        case "direction" where !isLine && type != .gridLayout:
            return "`direction` is a key of lines (their labels' text direction) and of `gridLayout` (its fill order), "
                + "not of a `\(type.rawValue)`"
        case let key where line.contains(key) && !isLine:
            return "`\(key)` is a key of lines (`line`, `styledLine`), not of a `\(type.rawValue)`"
        case let key where MKLayoutFields.keys.contains(key) && !type.isMKLayout:
            return "`\(key)` is a key of MK layouts (`linear`, `stack`, `flow`), not of a `\(type.rawValue)`"
        case let key where tableLines.contains(key) && !isTable:
            return "`\(key)` is a key of tables (`table`, `styledTable`), not of a `\(type.rawValue)`"
        case let key where GridViewFields.keys.contains(key) && type != .gridView:
            return "`\(key)` is a key of `gridView`, not of a `\(type.rawValue)`"
        case let key where GridLayoutFields.keys.contains(key) && type != .gridLayout:
            return "`\(key)` is a key of `gridLayout`, not of a `\(type.rawValue)`"
        default:
            return nil
        }
    }
}
