import BoxModel

/// One node object decoded on its own; the tree builder links it to the rest.
struct DecodedNode {
    var node: BoxNode
    /// The `boxes` values, decoded later in pre-order.
    var children: [SpecValue]
    /// The `id` and where it was written, for the uniqueness check.
    var id: (name: String, value: SpecValue)?
    /// The `attachedTo` id, resolved once all siblings are known.
    var attachedTo: (name: String, value: SpecValue)?
}

/// Decodes the keys of spec-format §3 for the types `box`, `scroll` and
/// `button`. Keys are read in file order; keys that interact (insets and their
/// single sides, border colours and theirs, the layout-mode keys) are gathered
/// first and reconciled at the end, so the order they are written in never
/// changes the result.
struct NodeDecoder {
    let reader: ValueReader
    let baseDirectory: String
    let imageFiles: ImageFileCache

    /// The node, or nil when it is not an object or its type is not one this
    /// boxrender draws (then its keys and children are not examined).
    func decode(_ value: SpecValue, path: String) -> DecodedNode? {
        guard case .object(let members) = value.kind else {
            return reader.typeMismatch("a box (an object)", value, { path })
        }
        guard let type = nodeType(members, path: path) else { return nil }
        let node = type == .scroll ? BoxNode.scroll(path: path, size: .zero) : BoxNode(type: type, path: path)
        var decoded = DecodedNode(node: node, children: [], id: nil, attachedTo: nil)
        var fields = NodeFields()
        for member in members where member.key != "type" {
            decodeKey(member, into: &decoded, &fields, path: path)
        }
        decoded.node.padding = fields.padding.resolve(named: "padding", reader: reader, nodePath: path)
        decoded.node.margin = fields.margin.resolve(named: "margin", reader: reader, nodePath: path)
        decoded.node.style.borderColors = fields.resolveBorderColors(reader: reader, nodePath: path)
        let layout = fields.layout.resolve(reader: reader, nodePath: path)
        decoded.node.size = layout.size
        decoded.node.layoutMode = layout.mode
        return decoded
    }

    private func nodeType(_ members: [SpecMember], path: String) -> NodeType? {
        guard let member = members.first(where: { $0.key == "type" }) else { return .box }
        let typePath = { JSONPath.appending(key: "type", to: path) }
        guard let name = reader.string(member.value, at: typePath()) else { return nil }
        if let type = NodeType(rawValue: name) { return type }
        if NodeKeys.notYetSupportedTypes.contains(name) {
            return reader.fail("type `\(name)` is not supported yet", member.value, typePath)
        }
        let known = NodeType.allCases.map(\.rawValue) + NodeKeys.notYetSupportedTypes
        return reader.fail("unknown type `\(name)`" + Suggestion.didYouMean(name, in: known), member.value, typePath)
    }

    private func decodeKey(
        _ member: SpecMember, into decoded: inout DecodedNode, _ fields: inout NodeFields, path: String
    ) {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: path) }
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
            fields.padding.noteSingle(member, reader.number(value, at: keyPath()))
        case "topMargin", "leftMargin", "bottomMargin", "rightMargin":
            fields.margin.noteSingle(member, reader.number(value, at: keyPath()))
        case "zIndex":
            decoded.node.zIndex = reader.integer(value, at: keyPath()) ?? decoded.node.zIndex
        case "boxLayoutMode":
            let mode = reader.string(value, at: keyPath()).flatMap { name -> String? in
                guard NodeKeys.layoutModes.contains(name) else {
                    return reader.fail(
                        "expected \(ValueReader.list(NodeKeys.layoutModes)), found `\(name)`", value, keyPath)
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
        case "contentLayoutMode":
            decoded.node.contentLayoutMode =
                reader.choice(value, as: ContentLayoutMode.self, at: keyPath()) ?? decoded.node.contentLayoutMode
        case "sizingMode":
            decoded.node.sizingMode =
                reader.choice(value, as: SizingMode.self, at: keyPath()) ?? decoded.node.sizingMode
        case "minWidth":
            decoded.node.minWidth = reader.nonNegative(value, at: keyPath()) ?? decoded.node.minWidth
        case "boxes":
            guard case .array(let children) = value.kind else {
                reader.diagnostics.report(
                    "expected an array of boxes, found \(value.kindDescription)", at: value.position, path: keyPath())
                return
            }
            decoded.children = children
        default:
            decodeStyleKey(member, into: &decoded.node.style, &fields, path: path)
        }
    }

    private var diagnostics: Diagnostics { reader.diagnostics }

    private func decodeStyleKey(
        _ member: SpecMember, into style: inout BoxStyle, _ fields: inout NodeFields, path: String
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
        case "shadow":
            style.shadow = reader.shadow(value, at: keyPath()) ?? style.shadow
        case "borderColors":
            fields.noteBorderColors(member, reader.borderColors(value, at: keyPath()))
        case "topBorderColor", "leftBorderColor", "bottomBorderColor", "rightBorderColor":
            fields.noteBorderSide(member, reader.color(value, at: keyPath()))
        case "borderStyle":
            style.etchedSides = reader.borderStyle(value, at: keyPath()) ?? style.etchedSides
        case "image":
            style.image =
                reader.image(value, baseDirectory: baseDirectory, files: imageFiles, at: keyPath()) ?? style.image
        case let key where NodeKeys.notYetSupported.contains(key):
            diagnostics.report("`\(key)` is not supported yet", at: member.keyPosition, path: keyPath())
        default:
            reader.reportUnknownKey(member, known: NodeKeys.all, at: path)
        }
    }
}
