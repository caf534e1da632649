import BoxModel

/// A line's items (spec-format §4) as nodes: strings and text objects become
/// `label` nodes, pictures `image` nodes, and objects with a `type` ordinary
/// nodes that the line positions.
extension NodeDecoder {
    static let imageItemKeys = ["image", "size", "flipsForRightToLeft"]

    /// One item of a line's side, or nil after reporting why it is none.
    func decodeItem(_ value: SpecValue, path: String, context: LineItemContext) -> DecodedNode? {
        switch value.kind {
        case .string(let raw):
            guard reader.isWithinTextLimit(raw, value, { path }) else { return nil }
            var label = context.label
            guard fillText(raw, mush: nil, forced: context.forcesMultiline ? true : nil, into: &label, value, path)
            else { return nil }
            return leaf(BoxNode(type: .label, path: path, content: .label(label)))
        case .object(let members):
            if members.contains(where: { $0.key == "type" }) { return decode(value, path: path) }
            let shapes = members.map(\.key).filter { ["text", "spans", "image"].contains($0) }
            guard shapes.count == 1, let shape = shapes.first else {
                let found = shapes.isEmpty ? "" : "; found " + shapes.map { "`\($0)`" }.joined(separator: " and ")
                return reader.fail(
                    "expected a line item: a string, or an object with one of `text`, `spans`, `image` or `type`"
                        + found, value, { path })
            }
            if shape == "image" { return imageItem(value, path: path) }
            return labelItem(value, path: path, context: context)
        default:
            return reader.typeMismatch("a line item (a string or an object)", value, { path })
        }
    }

    func leaf(_ node: BoxNode) -> DecodedNode {
        DecodedNode(node: node, children: [], id: nil, attachedTo: nil)
    }

    /// `{ "image": "horse.png", "size": [w, h], "flipsForRightToLeft": true }`:
    /// a picture at its natural point size (measured at layout) unless `size`
    /// is given, mirrored in a right-to-left canvas when it flips.
    private func imageItem(_ value: SpecValue, path: String) -> DecodedNode? {
        guard let members = reader.members(of: value, known: Self.imageItemKeys, at: path) else { return nil }
        var source: ImageSource?
        var size: Size?
        var flips = false
        var valid = true
        for member in members {
            let memberPath = JSONPath.appending(key: member.key, to: path)
            if member.key == "image" {
                source = reader.imageSource(
                    member.value, assets: assets, at: memberPath)
                valid = valid && source != nil
            } else if member.key == "flipsForRightToLeft" {
                let flag = reader.bool(member.value, at: memberPath)
                flips = flag ?? false
                valid = valid && flag != nil
            } else {
                size = reader.size(member.value, at: memberPath)
                valid = valid && size != nil
            }
        }
        guard valid, let source else { return nil }
        let item = ImageItem(source: source, naturalSize: size == nil, flipsForRightToLeft: flips)
        return leaf(BoxNode(type: .image, path: path, size: size ?? .zero, content: .image(item)))
    }
}
