import BoxModel

/// A child's `layoutItem` (spec-format §6, MK's item properties, peer §2.2)
/// and the keys an item of an MK layout may not carry. Run by the tree
/// builder for each child, since both depend on the parent: `weight` and
/// `insertBorder` only mean something in a `linear`, and a `layoutItem`
/// anywhere but in an MK layout would be ignored.
struct MKItemDecoder {
    let reader: ValueReader

    /// The keys of `layoutItem`, in spec-format §6's order.
    static let keys = ["size", "padding", "offset", "gravity", "weight", "insertBorder"]
    /// `layoutItem` keys only a `linear` uses.
    static let linearOnlyKeys = ["weight", "insertBorder"]
    /// MK's gravity flags by name (peer §2.1); `center` is both centres, and
    /// `none` sets nothing (MK's None bit has no effect, alone or combined).
    static let gravityNames: [(name: String, gravity: LayoutItemParameters.Gravity)] = [
        ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
        ("centerVertical", .centerVertical), ("centerHorizontal", .centerHorizontal), ("center", .center),
        ("none", []),
    ]
    /// Keys of every node that an MK item may not use: MK has no outer margin
    /// (the item's padding plays that part) and places every item itself.
    static let marginKeys = ["margin", "topMargin", "leftMargin", "bottomMargin", "rightMargin"]
    static let placementKeys = ["boxLayoutMode", "fixedPosition", "attachedTo", "frame"]
    /// The lengths of an item's `size` given by name rather than in points.
    static let lengthNames = ["match", "natural"]

    /// Gives `decoded` its item parameters when its parent (of type `parent`,
    /// nil for the root) is an MK layout, after checking the keys it may not
    /// carry there (a refused `attachedTo` is then dropped, so that no second
    /// error follows about its target); otherwise reports a `layoutItem` that
    /// has no layout to place the node.
    func place(_ decoded: inout DecodedNode, value: SpecValue, path: String, parent: NodeType?) {
        guard let kind = parent?.mkLayoutKind else {
            if let member = decoded.layoutItem {
                let parentName = parent.map { "this node's parent is a `\($0.rawValue)`" } ?? "the root has no parent"
                reader.diagnostics.report(
                    "`layoutItem` places an item in a `linear`, `stack` or `flow`, but \(parentName)",
                    at: member.keyPosition, path: JSONPath.appending(key: "layoutItem", to: path))
            }
            return
        }
        checkItemKeys(value, isLayout: decoded.node.type.isMKLayout, parent: kind, path: path)
        decoded.attachedTo = nil
        guard let member = decoded.layoutItem else { return }
        decoded.node.layoutItem = item(member.value, parent: kind, at: JSONPath.appending(key: "layoutItem", to: path))
    }

    /// Reports the margin and placement keys written on an item. A nested MK
    /// layout keeps its `margin`: that is its own inner inset.
    private func checkItemKeys(_ value: SpecValue, isLayout: Bool, parent: LinearLayoutParameters.Kind, path: String) {
        guard case .object(let members) = value.kind else { return }
        let owner = "an item of a `\(parent.rawValue)`"
        for member in members {
            let message: String
            if !isLayout, Self.marginKeys.contains(member.key) {
                message =
                    "`\(member.key)` does not apply to \(owner): MK items have no outer margin "
                    + "(use `layoutItem.padding`)"
            } else if Self.placementKeys.contains(member.key) {
                message = "`\(member.key)` does not apply to \(owner): the layout places every item (use `layoutItem`)"
            } else {
                continue
            }
            reader.diagnostics.report(
                message, at: member.keyPosition, path: JSONPath.appending(key: member.key, to: path))
        }
    }

    /// `{ "size", "padding", "offset", "gravity", "weight", "insertBorder" }`,
    /// each optional; nil when any of them is wrong.
    private func item(
        _ value: SpecValue, parent: LinearLayoutParameters.Kind, at path: String
    ) -> LayoutItemParameters? {
        guard let members = reader.members(of: value, known: Self.keys, at: path) else { return nil }
        var item = LayoutItemParameters()
        var valid = true
        for member in members {
            let memberPath = JSONPath.appending(key: member.key, to: path)
            if parent != .linear, Self.linearOnlyKeys.contains(member.key) {
                reader.diagnostics.report(
                    "`\(member.key)` applies to the items of a `linear`, not of a `\(parent.rawValue)`",
                    at: member.keyPosition, path: memberPath)
                valid = false
                continue
            }
            valid = read(member, into: &item, at: memberPath) && valid
        }
        return valid ? item : nil
    }

    /// Reads one key of `layoutItem` into `item`; false after reporting a problem.
    private func read(_ member: SpecMember, into item: inout LayoutItemParameters, at path: String) -> Bool {
        let value = member.value
        switch member.key {
        case "size":
            guard let (width, height) = size(value, at: path) else { return false }
            (item.width, item.height) = (width, height)
        case "padding":
            guard let padding = reader.insets(value, at: path) else { return false }
            item.padding = padding.insets
        case "offset":
            guard let offset = reader.point(value, at: path) else { return false }
            item.offset = offset
        case "gravity":
            guard let gravity = gravity(value, at: path) else { return false }
            item.gravity = gravity
        case "weight":
            guard let weight = reader.nonNegative(value, at: path) else { return false }
            item.weight = weight
        default:
            guard let insertBorder = reader.bool(value, at: path) else { return false }
            item.insertBorder = insertBorder
        }
        return true
    }

    /// `[w, h]` or `{ "width", "height" }`, each a length.
    private func size(
        _ value: SpecValue, at path: String
    ) -> (LayoutItemParameters.Length, LayoutItemParameters.Length)? {
        let components: [(value: SpecValue, path: String)]
        switch value.kind {
        case .array(let elements):
            guard elements.count == 2 else {
                return reader.fail("expected [width, height], found an array of \(elements.count)", value, { path })
            }
            components = elements.enumerated().map { ($1, JSONPath.appending(index: $0, to: path)) }
        case .object:
            let names = ValueReader.sizeKeys
            guard let members = reader.members(of: value, known: names, at: path),
                reader.requireKeys(names, in: members, of: value, at: path)
            else { return nil }
            components = names.compactMap { name in
                members.first { $0.key == name }.map { ($0.value, JSONPath.appending(key: name, to: path)) }
            }
        default:
            return reader.typeMismatch(
                "a size ([width, height] or an object with `width` and `height`)", value, { path })
        }
        let lengths = components.map { length($0.value, at: $0.path) }
        guard lengths.count == 2, let width = lengths[0], let height = lengths[1] else { return nil }
        return (width, height)
    }

    /// A number of points (padding included), `"match"` or `"natural"`.
    private func length(_ value: SpecValue, at path: String) -> LayoutItemParameters.Length? {
        let expected = "a non-negative number, `match` or `natural`"
        switch value.kind {
        case .number(let number):
            guard number >= 0 else {
                let hint = number == -1 ? " (MK's −1 is written `match`)" : ""
                return reader.fail("expected \(expected), found \(ValueReader.format(number))" + hint, value, { path })
            }
            return .points(number)
        case .string(let name) where Self.lengthNames.contains(name):
            return name == "match" ? .match : .natural
        case .string(let name):
            let suggestion = Suggestion.didYouMean(name, in: Self.lengthNames)
            return reader.fail("expected \(expected), found `\(name)`" + suggestion, value, { path })
        default:
            return reader.typeMismatch(expected, value, { path })
        }
    }

    /// A name, a list of names, or MK's integer mask (0…127).
    private func gravity(_ value: SpecValue, at path: String) -> LayoutItemParameters.Gravity? {
        switch value.kind {
        case .string:
            return gravityName(value, at: path)
        case .array(let elements):
            var gravity: LayoutItemParameters.Gravity = []
            var valid = true
            for (index, element) in elements.enumerated() {
                guard let flag = gravityName(element, at: JSONPath.appending(index: index, to: path)) else {
                    valid = false
                    continue
                }
                gravity.formUnion(flag)
            }
            return valid ? gravity : nil
        case .number:
            guard let mask = reader.integer(value, at: path) else { return nil }
            guard (0...127).contains(mask) else {
                return reader.fail("expected a gravity mask from 0 to 127, found \(mask)", value, { path })
            }
            return LayoutItemParameters.Gravity(rawValue: mask)
        default:
            return reader.typeMismatch("a gravity name, a list of names or MK's integer mask", value, { path })
        }
    }

    private func gravityName(_ value: SpecValue, at path: String) -> LayoutItemParameters.Gravity? {
        let names = Self.gravityNames.map(\.name)
        guard let name = reader.string(value, at: path) else { return nil }
        guard let gravity = Self.gravityNames.first(where: { $0.name == name })?.gravity else {
            let suggestion =
                MGBoxNames.valueHint(name, among: names, combinable: true) ?? Suggestion.didYouMean(name, in: names)
            return reader.fail("expected \(ValueReader.list(names)), found `\(name)`" + suggestion, value, { path })
        }
        return gravity
    }
}
