/// MGBox's names, and where obvious its peers' (AQGridView, MKLayoutLibrary,
/// NMView) and UIKit's, for what boxrender spells otherwise: class names for
/// `type`, property names for keys, and `MG…` constants for the names of a
/// string enum. A spec ported from MGBox code is told the boxrender spelling
/// (`` MGBox's `leftItems` is `left` here ``); none of these is ever
/// accepted, so a name here is still an error, only a clearer one.
///
/// Names that MGBox and boxrender share (`topMargin`, `multilineLeft`,
/// `itemPadding`, `topLines`, `font`, …) are not here: they are keys already.
enum MGBoxNames {
    /// Whose name a foreign name is, as messages say it.
    enum Origin: String {
        case mgBox = "MGBox"
        case uiKit = "UIKit"
        case coreAnimation = "CALayer"
        case aqGridView = "AQGridView"
        case mkLayout = "MKLayoutLibrary"
        case nmView = "NMView"
    }

    /// What a foreign type or key is called here.
    struct Name: Sendable {
        let origin: Origin
        /// How messages say what it is here: "`left`", "the `offset` of a `scroll` object".
        let here: String
        /// The boxrender key (or type) it leads to, so that a caller can add
        /// why that key does not fit where the foreign name was written.
        let key: String?

        /// `origin`'s name for something boxrender calls `key`.
        static func renamed(_ origin: Origin, _ key: String) -> Name {
            Name(origin: origin, here: "`\(key)`", key: key)
        }

        /// `origin`'s name for something boxrender says as `phrase`, under `key`.
        static func described(_ origin: Origin, _ phrase: String, key: String? = nil) -> Name {
            Name(origin: origin, here: phrase, key: key)
        }
    }

    // MARK: Types

    /// Class names → what a node of that class is here (spec-format §3's types).
    static let types: [String: Name] = [
        "MGBox": .renamed(.mgBox, "box"),
        "MGScrollView": .renamed(.mgBox, "scroll"),
        "MGTableBox": .renamed(.mgBox, "table"),
        "MGTableBoxStyled": .renamed(.mgBox, "styledTable"),
        "MGLine": .renamed(.mgBox, "line"),
        "MGLineStyled": .renamed(.mgBox, "styledLine"),
        "MGButton": .renamed(.mgBox, "button"),
        "UIView": .renamed(.uiKit, "box"),
        "UIScrollView": .renamed(.uiKit, "scroll"),
        "UIButton": .renamed(.uiKit, "button"),
        "UILabel": .described(.uiKit, "a line's text item (a string in its `left`, `middle` or `right`)"),
        "UIImageView": .described(.uiKit, "a line's picture item (`{ \"image\": \"file.png\" }`) or a box's `image`"),
        "AQGridView": .renamed(.aqGridView, "gridView"),
        "AQGridViewCell": .described(.aqGridView, "any node in a `gridView`'s `cells`"),
        "MKLinearLayout": .renamed(.mkLayout, "linear"),
        "MKStackLayout": .renamed(.mkLayout, "stack"),
        "MKFlowLayout": .renamed(.mkLayout, "flow"),
        "NMView": .renamed(.nmView, "box"),
        "NMGridLayoutManager": .renamed(.nmView, "gridLayout"),
        "NMExplicitLayoutManager": .described(.nmView, "the document's `layouts` (a root per aspect ratio)"),
    ]

    // MARK: Node keys

    /// Property names → the node key (or what) they are here.
    static let nodeKeys: [String: Name] = [
        // MGLine (reference §3)
        "leftItems": .renamed(.mgBox, "left"),
        "middleItems": .renamed(.mgBox, "middle"),
        "rightItems": .renamed(.mgBox, "right"),
        // The README's names for the alignments (reference §12.6).
        "leftItemsTextAlignment": .renamed(.mgBox, "leftItemsAlignment"),
        "middleItemsTextAlignment": .renamed(.mgBox, "middleItemsAlignment"),
        "rightItemsTextAlignment": .renamed(.mgBox, "rightItemsAlignment"),
        // MGScrollView (reference §8) and the animated layout (§9)
        "contentOffset": .described(.mgBox, "the `offset` of a `scroll` object", key: "scroll"),
        "snapToBoxEdges": .described(.mgBox, "the `snapToNearestBox` of a `scroll` object", key: "scroll"),
        "slideBoxesInFromEmpty": .described(.mgBox, "the `slideBoxesInFromEmpty` of the document's `animation`"),
        // UIView+MGEasyFrame (reference §11)
        "width": .described(.mgBox, "the first number of `size`", key: "size"),
        "height": .described(.mgBox, "the second number of `size`", key: "size"),
        "origin": .described(.mgBox, "the position in `frame` (which keeps layout from moving the box)", key: "frame"),
        // UIKit and Core Animation
        "subviews": .renamed(.uiKit, "boxes"),
        "isHidden": .renamed(.uiKit, "hidden"),
        "contentMode": .described(.uiKit, "the `contentMode` of an `image` object", key: "image"),
        "masksToBounds": .renamed(.coreAnimation, "clipsToBounds"),
        "opacity": .renamed(.coreAnimation, "alpha"),
        "borderColor": .renamed(.coreAnimation, "borderColors"),
        "shadowColor": .described(.coreAnimation, "the `color` of a `shadow` object", key: "shadow"),
        "shadowOpacity": .described(.coreAnimation, "the `opacity` of a `shadow` object", key: "shadow"),
        "shadowOffset": .described(.coreAnimation, "the `offset` of a `shadow` object", key: "shadow"),
        "shadowRadius": .described(.coreAnimation, "the `radius` of a `shadow` object", key: "shadow"),
        // AQGridView (peer §1)
        "gridHeaderView": .renamed(.aqGridView, "header"),
        "gridFooterView": .renamed(.aqGridView, "footer"),
        "clipsContentWidthToBounds": .described(
            .aqGridView, "`layoutDirection` (`vertical` for YES, `horizontal` for NO)", key: "layoutDirection"),
        // MKLayoutLibrary's item properties (peer §2.1)
        "gravity": .described(.mkLayout, "the `gravity` of the child's `layoutItem`", key: "layoutItem"),
        "weight": .described(.mkLayout, "the `weight` of the child's `layoutItem`", key: "layoutItem"),
        "insertBorder": .described(.mkLayout, "the `insertBorder` of the child's `layoutItem`", key: "layoutItem"),
    ]

    /// Keys of a `scroll` object under MGScrollView's names.
    static let scrollKeys: [String: Name] = [
        "contentOffset": .renamed(.mgBox, "offset"),
        "snapToBoxEdges": .renamed(.mgBox, "snapToNearestBox"),
    ]

    // MARK: Enum values

    /// `MG…` and the peers' constants → the name a string enum here gives them.
    static let values: [String: (origin: Origin, value: String)] = {
        var values: [String: (origin: Origin, value: String)] = [
            "MGLayoutTableStyle": (.mgBox, "table"),
            "MGLayoutGridStyle": (.mgBox, "grid"),
            "MGBoxLayoutAutomatic": (.mgBox, "automatic"),
            "MGBoxLayoutFixedPosition": (.mgBox, "fixed"),
            "MGBoxLayoutAttached": (.mgBox, "attached"),
            "MGBoxLayoutNone": (.mgBox, "none"),
            "MGBorderNone": (.mgBox, "none"),
        ]
        func add(_ origin: Origin, _ prefix: String, _ names: [String]) {
            for name in names { values[prefix + name.prefix(1).uppercased() + name.dropFirst()] = (origin, name) }
        }
        add(.mgBox, "MGResizing", ["none", "expandWidthToFill", "shrinkWrap"])
        add(.mgBox, "MGSidePrecedence", ["left", "right", "middle"])
        add(.mgBox, "MGVerticalAlignment", ["top", "center", "bottom"])
        add(.mgBox, "MGBorder", ["etchedTop", "etchedBottom", "etchedLeft", "etchedRight", "etchedAll"])
        add(.uiKit, "NSTextAlignment", ["left", "center", "right", "natural"])
        add(.uiKit, "UITextAlignment", ["left", "center", "right"])
        add(.uiKit, "UIViewContentMode", ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center"])
        add(.aqGridView, "AQGridViewLayoutDirection", ["vertical", "horizontal"])
        add(.aqGridView, "AQGridViewCellSeparatorStyle", ["none", "emptySpace", "singleLine"])
        add(.aqGridView, "AQGridViewCellSelectionStyle", ["none", "blue", "gray", "blueGray", "green", "red", "glow"])
        add(.mkLayout, "MKLayoutOrientation", ["horizontal", "vertical"])
        add(
            .mkLayout, "MKLayoutGravity",
            ["none", "top", "bottom", "left", "right", "centerVertical", "centerHorizontal"])
        add(.nmView, "NMGridLayoutDirection", ["leftToRightTopToBottom", "topToBottomLeftToRight"])
        add(.nmView, "NMGridLayoutExtension", ["none", "nextFullPage", "lastItem"])
        add(.nmView, "NMGridLayoutExtensionDirection", ["right", "down"])
        return values
    }()

    // MARK: Messages

    /// `"; MGBox's `MGScrollView` is `scroll` here"`, or nil when `name` is no
    /// class name of the table (matched exactly, else ignoring case).
    static func typeHint(_ name: String) -> String? {
        lookUp(name, in: types, lowercased: lowercasedTypes).map { hint($0.name, $0.entry) }
    }

    /// The boxrender type of the class `name` (matched as `typeHint` matches
    /// it), or nil when it is none of the table's or is something else here.
    static func typeHere(_ name: String) -> String? {
        lookUp(name, in: types, lowercased: lowercasedTypes)?.entry.key
    }

    /// `"; MGBox's `leftItems` is `left` here"`, or nil when `key` is none of `table`'s.
    static func keyHint(_ key: String, in table: [String: Name]) -> (hint: String, key: String?)? {
        guard let entry = table[key] else { return nil }
        return (hint(key, entry), entry.key)
    }

    /// `"; MGBox's `MGSidePrecedenceLeft` is `left` here"` when `name` is a
    /// constant for one of `names`. With `combinable` (a list of flags, as
    /// `borderStyle` and `gravity` take), `A | B` of such constants is the
    /// list of their names.
    static func valueHint(_ name: String, among names: [String], combinable: Bool = false) -> String? {
        if let (constant, entry) = lookUp(name, in: values, lowercased: lowercasedValues),
            names.contains(entry.value)
        {
            return "; \(entry.origin.rawValue)'s `\(constant)` is `\(entry.value)` here"
        }
        guard combinable, name.contains("|") else { return nil }
        var origin: Origin?
        var flags: [String] = []
        for part in name.split(separator: "|") {
            let constant = part.trimmingCharacters(in: " ")
            guard let entry = values[constant], names.contains(entry.value) else { return nil }
            origin = origin ?? entry.origin
            flags.append("\"\(entry.value)\"")
        }
        guard let origin, flags.count > 1 else { return nil }
        return "; \(origin.rawValue)'s `\(name)` is `[\(flags.joined(separator: ", "))]` here"
    }

    /// `"; UIKit's font is `HelveticaNeue 18` here"` for a font written as
    /// UIKit code: `[UIFont fontWithName:@"HelveticaNeue" size:18]` or
    /// `UIFont(name: "HelveticaNeue", size: 18)`.
    static func fontHint(_ text: String) -> String? {
        guard let call = text.range(of: "fontWithName:") ?? text.range(of: "UIFont(name:") else { return nil }
        let rest = text[call.upperBound...]
        guard let open = rest.firstIndex(of: "\""),
            let close = rest[rest.index(after: open)...].firstIndex(of: "\""),
            let sizeLabel = rest[close...].range(of: "size:")
        else { return nil }
        let name = rest[rest.index(after: open)..<close]
        let digits = rest[sizeLabel.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." }
        )
        guard !name.isEmpty, let size = Double(digits), size > 0 else { return nil }
        return "; UIKit's font is `\(name) \(ValueReader.format(size))` here"
    }

    private static func hint(_ name: String, _ entry: Name) -> String {
        // "AQGridView's `AQGridView`" says the library twice.
        let owner = entry.origin.rawValue == name ? "" : "\(entry.origin.rawValue)'s "
        return "; \(owner)`\(name)` is \(entry.here) here"
    }

    private static func lookUp<Entry>(
        _ name: String, in table: [String: Entry], lowercased: [String: String]
    ) -> (name: String, entry: Entry)? {
        if let entry = table[name] { return (name, entry) }
        guard let canonical = lowercased[name.lowercased()], let entry = table[canonical] else { return nil }
        return (canonical, entry)
    }

    private static let lowercasedTypes = lowercasedNames(types.keys)
    private static let lowercasedValues = lowercasedNames(values.keys)

    private static func lowercasedNames(_ names: some Sequence<String>) -> [String: String] {
        Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Substring {
    /// The text without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        guard let first = firstIndex(where: { $0 != character }), let last = lastIndex(where: { $0 != character })
        else { return "" }
        return String(self[first...last])
    }
}
