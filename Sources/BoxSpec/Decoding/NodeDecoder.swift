import BoxModel

/// One node object decoded on its own; the tree builder links it to the rest.
struct DecodedNode {
    var node: BoxNode
    /// The child values (`boxes`, a table's lines, a line's items) in the
    /// order they become children, decoded later in pre-order.
    var children: [ChildGroup]
    /// The `id` and where it was written, for the uniqueness check.
    var id: (name: String, value: SpecValue)?
    /// The `attachedTo` id, resolved once all siblings are known.
    var attachedTo: (name: String, value: SpecValue)?
    /// The `layoutItem`, decoded by the tree builder once the parent is known
    /// (`MKItemDecoder`): what it may hold depends on the parent's kind.
    var layoutItem: SpecMember? = nil
    /// A scroll view's `scroll` object, its `scrollTo` resolved once the tree is built.
    var scroll: PendingScroll? = nil
}

/// Decodes the keys of spec-format §3–4 for every type this boxrender draws.
/// Keys are read in file order; keys that interact (insets and their single
/// sides, border colours and theirs, the layout-mode keys, a line's fallbacks)
/// are gathered first and reconciled at the end, so the order they are written
/// in never changes the result. Styled types start from their styled defaults
/// (`StyledDefaults`), which any key overrides.
struct NodeDecoder {
    let reader: ValueReader
    /// Where image paths lead, and whether they may be read.
    let assets: AssetResolver
    /// The canvas's `direction`: the base direction of the labels of a line
    /// that sets none.
    var textDirection = TextDirection.auto
    /// The canvas's `lang`: the language of the labels of a line that sets none.
    var textLanguage: String?

    /// The node, or nil when it is not an object or its type cannot be
    /// written (a label's or a picture's). A node of an unknown type is
    /// reported and decoded all the same (`standIn(for:)`), so that the
    /// problems of its keys and children come in the same run.
    /// - Parameter placed: what the node is to the grid that places it, if
    ///   any; such a node may not say where it goes (`PlacedChild`).
    func decode(_ value: SpecValue, path: String, placedBy placed: PlacedChild? = nil) -> DecodedNode? {
        guard case .object(let members) = value.kind else {
            return reader.typeMismatch("a box (an object)", value, { path })
        }
        guard let (type, standsIn) = nodeType(members, path: path) else { return nil }
        let node = type == .scroll ? BoxNode.scroll(path: path, size: .zero) : BoxNode(type: type, path: path)
        var decoded = DecodedNode(node: node, children: [], id: nil, attachedTo: nil)
        StyledDefaults.apply(to: &decoded.node)
        var fields = NodeFields()
        // Only lines pay for gathering line keys.
        var line: LineFields? = type.isLine ? LineFields(direction: textDirection, language: textLanguage) : nil
        var mkLayout = type.mkLayoutKind.map(MKLayoutFields.init)
        var gridView = type == .gridView ? GridViewFields() : nil
        var gridLayout = type == .gridLayout ? GridLayoutFields() : nil
        var tableLines: [String: SpecMember] = [:]
        for member in members where member.key != "type" {
            if line?.decode(member, reader: reader, nodePath: path) == true { continue }
            if mkLayout?.decode(member, reader: reader, nodePath: path) == true { continue }
            if let placed, PlacedChild.refusedKeys.contains(member.key) {
                diagnostics.report(
                    placed.refusal(of: member.key), at: member.keyPosition,
                    path: JSONPath.appending(key: member.key, to: path))
                continue
            }
            if gridView?.decode(member, reader: reader, nodePath: path) == true { continue }
            if gridLayout?.decode(member, reader: reader, nodePath: path) == true { continue }
            if isTable(type), NodeKeys.tableLines.contains(member.key) {
                if case .array = member.value.kind {
                    tableLines[member.key] = member
                } else {
                    diagnostics.report(
                        "expected an array of lines, found \(member.value.kindDescription)", at: member.value.position,
                        path: JSONPath.appending(key: member.key, to: path))
                }
                continue
            }
            decodeKey(member, type: type, into: &decoded, &fields, path: path)
        }
        let (padding, margin) = (decoded.node.padding, decoded.node.margin)
        decoded.node.padding = fields.padding.resolve(base: padding, reader: reader, nodePath: path)
        decoded.node.margin = fields.margin.resolve(base: margin, reader: reader, nodePath: path)
        if let mkLayout {
            // An MK layout's `margin` is its inner inset (spec-format §6); it has no outer margin.
            decoded.node.content = .linear(mkLayout.resolve(margin: decoded.node.margin))
            decoded.node.margin = .zero
        }
        decoded.node.style.borderColors = fields.borderColors.resolve(base: .none, reader: reader, nodePath: path)
        var layout = fields.layout.resolve(reader: reader, nodePath: path, defaultSize: StyledDefaults.size(of: type))
        if type == .styledTable {
            layout = StyledDefaults.widenedTable(size: layout.size, mode: layout.mode)
        }
        decoded.node.size = layout.size
        decoded.node.layoutMode = layout.mode
        if let line {
            let resolved = line.resolve(reader: reader, nodePath: path)
            decoded.node.content = .line(resolved.content)
            decoded.children = resolved.items
        } else if isTable(type) {
            let role: ChildRole = type == .styledTable ? .styledTableLine : .box
            decoded.children = NodeKeys.tableLines.compactMap { key in
                guard let member = tableLines[key], case .array(let lines) = member.value.kind else { return nil }
                return ChildGroup(key: key, values: lines, isArray: true, role: role)
            }
        } else if let gridView {
            let resolved = gridView.resolve()
            decoded.node.content = .gridView(resolved.content)
            decoded.children = resolved.children
        } else if let gridLayout {
            (decoded.node.content, decoded.children) = gridLayout.resolve()
        }
        // A stand-in's type was never written: what it lacks as that type is no problem of the spec's yet.
        if gridView != nil || gridLayout != nil, !standsIn,
            !members.contains(where: { $0.key == "size" || $0.key == "frame" })
        {
            diagnostics.report(
                "a `\(type.rawValue)` needs a `size`: the rectangle it lays its children out in", at: value.position,
                path: path)
        }
        return decoded
    }

    private func isTable(_ type: NodeType) -> Bool { type == .table || type == .styledTable }

    /// The node's type, and whether it stands in for an unknown one; nil
    /// when `type` is no string or names a type that cannot be written.
    private func nodeType(_ members: [SpecMember], path: String) -> (type: NodeType, standsIn: Bool)? {
        guard let member = members.first(where: { $0.key == "type" }) else { return (.box, false) }
        let typePath = { JSONPath.appending(key: "type", to: path) }
        guard let name = reader.string(member.value, at: typePath()) else { return nil }
        if let type = NodeType(rawValue: name) {
            guard NodeKeys.madeByLines.contains(type) else { return (type, false) }
            return reader.fail(Self.madeByLinesMessage(type), member.value, typePath)
        }
        if NodeKeys.notYetSupportedTypes.contains(name) {
            return reader.fail("type `\(name)` is not supported yet", member.value, typePath)
        }
        diagnostics.report(Self.unknownTypeMessage(name), at: member.value.position, path: typePath())
        return (Self.standIn(for: name), true)
    }

    /// What a node of the unknown type `name` is decoded as: the type its
    /// message names (MGBox's class gets its boxrender type, a typo the
    /// nearest type), else a box. A ported tree's other MGBox names — a
    /// `leftItems` inside an `MGScrollView` — are then reported in the same
    /// run, as every problem is, rather than one run at a time.
    private static func standIn(for name: String) -> NodeType {
        let writable = NodeKeys.writableTypes.map(\.rawValue)
        let named = MGBoxNames.typeHere(name) ?? Suggestion.nearest(to: name, in: writable)
        guard let type = named.flatMap(NodeType.init(rawValue:)), NodeKeys.writableTypes.contains(type) else {
            return .box
        }
        return type
    }

    /// An unknown type: MGBox's (or a peer's) class name gets the boxrender
    /// type, a typo a suggestion, anything else the list of types.
    private static func unknownTypeMessage(_ name: String) -> String {
        let known = NodeKeys.writableTypes.map(\.rawValue) + NodeKeys.notYetSupportedTypes
        let help =
            MGBoxNames.typeHint(name) ?? Suggestion.nearest(to: name, in: known).map { "; did you mean `\($0)`?" }
            ?? "; expected \(ValueReader.list(known))"
        return "unknown type `\(name)`" + help
    }

    private static func madeByLinesMessage(_ type: NodeType) -> String {
        let item =
            type == .label
            ? "write the text itself (a string, or an object with `text` or `spans`)"
            : "write `{ \"image\": \"file.png\" }`"
        return "type `\(type.rawValue)` is made by lines from their items; \(item) in a line's `left`, `middle` "
            + "or `right`"
    }

    private func decodeKey(
        _ member: SpecMember, type: NodeType, into decoded: inout DecodedNode, _ fields: inout NodeFields,
        path: String
    ) {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: path) }
        let isContainer = !type.isLine
        switch member.key {
        case "id":
            guard let id = reader.string(value, at: keyPath()) else { return }
            guard !id.isEmpty else {
                diagnostics.report("expected a non-empty string", at: value.position, path: keyPath())
                return
            }
            decoded.node.id = id
            decoded.id = (id, value)
        case "size":
            fields.layout.noteKey(member, read: reader.size(value, at: keyPath())) { $0.size = $1 }
        case "padding":
            fields.padding.noteWhole(member, reader.insets(value, at: keyPath()))
        case "margin":
            fields.margin.noteWhole(member, reader.insets(value, at: keyPath()))
        case "topPadding", "leftPadding", "bottomPadding", "rightPadding":
            fields.padding.noteSingle(
                member, side: NodeKeys.insetSides[member.key]?.side, reader.number(value, at: keyPath()))
        case "topMargin", "leftMargin", "bottomMargin", "rightMargin":
            fields.margin.noteSingle(
                member, side: NodeKeys.insetSides[member.key]?.side, reader.number(value, at: keyPath()))
        case "zIndex":
            decoded.node.zIndex = reader.integer(value, at: keyPath()) ?? decoded.node.zIndex
        case "boxLayoutMode":
            let mode = reader.string(value, at: keyPath()).flatMap { name -> String? in
                guard NodeKeys.layoutModes.contains(name) else {
                    let hint = MGBoxNames.valueHint(name, among: NodeKeys.layoutModes) ?? ""
                    return reader.fail(
                        "expected \(ValueReader.list(NodeKeys.layoutModes)), found `\(name)`" + hint, value, keyPath)
                }
                return name
            }
            fields.layout.noteKey(member, read: mode) { $0.mode = $1 }
        case "fixedPosition":
            fields.layout.noteKey(member, read: reader.point(value, at: keyPath())) { $0.fixedPosition = $1 }
        case "attachedTo":
            let target = reader.string(value, at: keyPath())
            fields.layout.noteKey(member, read: target) { $0.attachedTo = $1 }
            if let target { decoded.attachedTo = (target, value) }
        case "frame":
            fields.layout.noteKey(member, read: reader.frame(value, at: keyPath())) { $0.frame = $1 }
        case "contentLayoutMode" where isContainer:
            decoded.node.contentLayoutMode =
                reader.choice(value, as: ContentLayoutMode.self, at: keyPath()) ?? decoded.node.contentLayoutMode
        case "sizingMode" where isContainer:
            decoded.node.sizingMode =
                reader.choice(value, as: SizingMode.self, at: keyPath()) ?? decoded.node.sizingMode
        case "minWidth" where isContainer:
            decoded.node.minWidth = reader.nonNegative(value, at: keyPath()) ?? decoded.node.minWidth
        case "layoutItem":
            decoded.layoutItem = member
        case "scroll" where type == .scroll:
            decoded.scroll = ScrollDecoder(reader: reader).decode(value, at: keyPath())
        case "boxes" where isContainer && !isTable(type):
            guard case .array(let children) = value.kind else {
                reader.diagnostics.report(
                    "expected an array of boxes, found \(value.kindDescription)", at: value.position, path: keyPath())
                return
            }
            decoded.children = [ChildGroup(key: "boxes", values: children, isArray: true, role: .box)]
        default:
            decodeStyleKey(member, type: type, into: &decoded.node.style, &fields, path: path)
        }
    }

    var diagnostics: Diagnostics { reader.diagnostics }

    private func decodeStyleKey(
        _ member: SpecMember, type: NodeType, into style: inout BoxStyle, _ fields: inout NodeFields, path: String
    ) {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: path) }
        switch member.key {
        case "backgroundColor":
            style.backgroundColor = reader.color(value, at: keyPath()) ?? style.backgroundColor
        case "cornerRadius":
            style.cornerRadius = reader.nonNegative(value, at: keyPath()) ?? style.cornerRadius
        case "clipsToBounds":
            style.clipsToBounds = reader.bool(value, at: keyPath()) ?? style.clipsToBounds
        case "alpha":
            style.alpha = reader.unit(value, at: keyPath()) ?? style.alpha
        case "hidden":
            style.isHidden = reader.bool(value, at: keyPath()) ?? style.isHidden
        case "shadow":
            style.shadow = reader.shadow(value, base: style.shadow ?? Shadow(), at: keyPath()) ?? style.shadow
        case "borderColors":
            fields.borderColors.noteWhole(member, reader.borderColors(value, at: keyPath()))
        case "topBorderColor", "leftBorderColor", "bottomBorderColor", "rightBorderColor":
            fields.borderColors.noteSingle(
                member, side: NodeKeys.borderSides[member.key], reader.color(value, at: keyPath()))
        case "borderStyle":
            style.etchedSides = reader.borderStyle(value, at: keyPath()) ?? style.etchedSides
        case "image":
            style.image =
                reader.image(value, assets: assets, at: keyPath()) ?? style.image
        default:
            reportRefusedKey(member, type: type, path: path)
        }
    }

    /// A key this node does not take: one of another type (with why), one of
    /// the format not implemented yet, or unknown (with a suggestion).
    private func reportRefusedKey(_ member: SpecMember, type: NodeType, path: String) {
        let keyPath = JSONPath.appending(key: member.key, to: path)
        if let message = NodeKeys.misplacedKeyMessage(member.key, on: type) {
            diagnostics.report(message, at: member.keyPosition, path: keyPath)
        } else if NodeKeys.notYetSupported.contains(member.key) {
            diagnostics.report("`\(member.key)` is not supported yet", at: member.keyPosition, path: keyPath)
        } else if let (hint, key) = MGBoxNames.keyHint(member.key, in: MGBoxNames.nodeKeys) {
            // What MGBox calls it, and why its boxrender key would not fit here either.
            let misplaced = key.flatMap { NodeKeys.misplacedKeyMessage($0, on: type) }.map { "; " + $0 } ?? ""
            diagnostics.report(
                "unknown key `\(member.key)`" + hint + misplaced, at: member.keyPosition, path: keyPath)
        } else {
            reader.reportUnknownKey(member, known: NodeKeys.keys(for: type), at: path)
        }
    }
}
