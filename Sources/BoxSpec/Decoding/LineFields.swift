import BoxModel

/// A line's keys (spec-format §4), gathered while its members are read and
/// resolved at the end, so that fallbacks (a side without `middleFont` uses
/// `font`) and checks between keys (`minHeight` against `maxHeight`) do not
/// depend on the order the keys are written in.
struct LineFields {
    private var content = LineContent()
    private var items: [LineSide: (member: SpecMember, forcesMultiline: Bool)] = [:]
    private var fonts: [LineSide: FontSpec] = [:]
    private var textColors: [LineSide: Color] = [:]
    private var shadowColors: [LineSide: Color] = [:]
    private var shadowOffsets: [LineSide: Point] = [:]
    private var lineSpacings: [LineSide: Double] = [:]
    private var minHeight: SpecMember?
    private var maxHeight: SpecMember?
    /// The base direction of the line's labels: its own `direction`, else the canvas's.
    private var direction: TextDirection
    /// The language of the line's labels: its own `lang`, else the canvas's.
    private var language: String?

    init(direction: TextDirection = .auto, language: String? = nil) {
        self.direction = direction
        self.language = language
    }

    /// MGLine's text defaults (reference §3.1, 2.1): shadows are white, 1 point down.
    static let defaultTextShadowColor = Color.white
    static let defaultTextShadowOffset = Point(x: 0, y: 1)

    /// Reads `member` if it is a line key; false when it is not one.
    mutating func decode(_ member: SpecMember, reader: ValueReader, nodePath: String) -> Bool {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        if let sideKey = LineSideKey.byName[member.key] {
            decodeSideKey(sideKey.key, side: sideKey.side, member, reader: reader, nodePath: nodePath)
            return true
        }
        switch member.key {
        case "verticalAlignment":
            content.verticalAlignment =
                reader.choice(value, as: VerticalAlignment.self, at: keyPath()) ?? content.verticalAlignment
        case "sidePrecedence":
            content.sidePrecedence = reader.choice(value, as: LineSide.self, at: keyPath()) ?? content.sidePrecedence
        case "itemPadding":
            content.itemPadding = reader.nonNegative(value, at: keyPath()) ?? content.itemPadding
        case "minHeight":
            guard let height = reader.nonNegative(value, at: keyPath()) else { return true }
            content.minHeight = height
            minHeight = member
        case "maxHeight":
            guard let height = reader.nonNegative(value, at: keyPath()) else { return true }
            content.maxHeight = height
            maxHeight = member
        case "widenAsNeeded":
            content.widenAsNeeded = reader.bool(value, at: keyPath()) ?? content.widenAsNeeded
        case "direction":
            direction = reader.choice(value, as: TextDirection.self, at: keyPath()) ?? direction
        case "lang":
            language = reader.languageTag(value, at: keyPath()) ?? language
        default:
            return false
        }
        return true
    }

    private mutating func decodeSideKey(
        _ key: LineSideKey, side: LineSide, _ member: SpecMember, reader: ValueReader, nodePath: String
    ) {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        switch key {
        case .items, .multilineItems:
            noteItems(member, side: side, forcesMultiline: key == .multilineItems, reader: reader, nodePath: nodePath)
        case .font:
            if let font = reader.font(value, at: keyPath()) { fonts[side] = font }
        case .textColor:
            if let color = reader.color(value, at: keyPath()) { textColors[side] = color }
        case .textShadowColor:
            if let color = reader.color(value, at: keyPath()) { shadowColors[side] = color }
        case .textShadowOffset:
            if let offset = reader.point(value, at: keyPath()) { shadowOffsets[side] = offset }
        case .itemsAlignment:
            guard let alignment = reader.choice(value, as: TextAlignment.self, at: keyPath()) else { return }
            switch side {
            case .left: content.leftItemsAlignment = alignment
            case .middle: content.middleItemsAlignment = alignment
            case .right: content.rightItemsAlignment = alignment
            }
        case .width:
            guard let width = reader.nonNegative(value, at: keyPath()) else { return }
            switch side {
            case .left: content.leftWidth = width
            case .middle: content.middleWidth = width
            case .right: content.rightWidth = width
            }
        case .lineSpacing:
            if let spacing = reader.nonNegative(value, at: keyPath()) { lineSpacings[side] = spacing }
        }
    }

    /// `left` (one item or a list) or `multilineLeft` (one string); a side
    /// given both ways is an error at the later key.
    private mutating func noteItems(
        _ member: SpecMember, side: LineSide, forcesMultiline: Bool, reader: ValueReader, nodePath: String
    ) {
        let keyPath = JSONPath.appending(key: member.key, to: nodePath)
        if let earlier = items[side] {
            reader.diagnostics.report(
                "`\(earlier.member.key)` and `\(member.key)` both give the \(side.rawValue) items; keep one",
                at: member.keyPosition, path: keyPath)
            return
        }
        if forcesMultiline, reader.string(member.value, at: keyPath) == nil { return }
        items[side] = (member, forcesMultiline)
    }

    /// The line's content (its item indices still empty: the tree builder
    /// fills them as it adds the items) and its items, left side first.
    func resolve(reader: ValueReader, nodePath: String) -> (content: LineContent, items: [ChildGroup]) {
        checkHeights(reader: reader, nodePath: nodePath)
        var groups: [ChildGroup] = []
        for side in LineSide.allCases {
            guard let given = items[side] else { continue }
            let member = given.member
            let context = LineItemContext(side: side, label: label(for: side), forcesMultiline: given.forcesMultiline)
            let values: [SpecValue]
            let isArray: Bool
            if case .array(let elements) = member.value.kind {
                (values, isArray) = (elements, true)
            } else {
                (values, isArray) = ([member.value], false)
            }
            groups.append(ChildGroup(key: member.key, values: values, isArray: isArray, role: .lineItem(context)))
        }
        return (content, groups)
    }

    /// A side's text style, with MGLine's fallbacks: middle and right use the
    /// left (un-prefixed) font and colours unless given their own.
    func label(for side: LineSide) -> LabelContent {
        LabelContent(
            runs: [],
            font: fonts[side] ?? fonts[.left] ?? .lineDefault,
            textColor: textColors[side] ?? textColors[.left] ?? .black,
            shadowColor: shadowColors[side] ?? shadowColors[.left] ?? Self.defaultTextShadowColor,
            shadowOffset: shadowOffsets[side] ?? Self.defaultTextShadowOffset,
            alignment: content.alignment(side),
            lineSpacing: lineSpacings[side] ?? 0,
            direction: direction, language: language)
    }

    /// A `maxHeight` other than 0 (no limit) below `minHeight` would leave the
    /// line no height to take (reference §3.8).
    private func checkHeights(reader: ValueReader, nodePath: String) {
        guard let maxHeight, minHeight != nil, content.maxHeight != 0, content.minHeight > content.maxHeight else {
            return
        }
        reader.diagnostics.report(
            "expected 0 (no limit) or at least `minHeight` (\(ValueReader.format(content.minHeight))), "
                + "found \(ValueReader.format(content.maxHeight))",
            at: maxHeight.value.position, path: JSONPath.appending(key: "maxHeight", to: nodePath))
    }
}
