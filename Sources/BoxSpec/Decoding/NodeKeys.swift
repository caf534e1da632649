/// The names spec-format §3 gives node keys and types, in the order the
/// format lists them (suggestions prefer earlier names on a tie).
enum NodeKeys {
    static let supported = [
        "type", "id", "size", "padding", "margin",
        "topPadding", "leftPadding", "bottomPadding", "rightPadding",
        "topMargin", "leftMargin", "bottomMargin", "rightMargin",
        "zIndex", "boxLayoutMode", "fixedPosition", "attachedTo", "frame",
        "contentLayoutMode", "sizingMode", "minWidth", "boxes",
        "backgroundColor", "cornerRadius", "clipsToBounds", "alpha", "shadow",
        "borderColors", "topBorderColor", "leftBorderColor", "bottomBorderColor", "rightBorderColor",
        "borderStyle", "image",
    ]

    /// Keys any node may carry in the format that this boxrender does not
    /// implement yet: templates (§8) and peer-layout items (§6).
    static let notYetSupported = ["use", "with", "layoutItem"]

    static let all = supported + notYetSupported

    /// Types of the format that this boxrender does not implement yet.
    static let notYetSupportedTypes = [
        "table", "styledTable", "line", "styledLine", "gridView", "linear", "stack", "flow", "gridLayout",
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
}
