import BoxModel

/// The keys of a `linear`, `stack` or `flow` (spec-format §6, MKLayoutLibrary,
/// peer §2), gathered while its members are read. Keys that one of the three
/// kinds has no use for, and the MGBox container keys that an MK layout has no
/// use for, are errors that say why rather than being ignored.
struct MKLayoutFields {
    /// The MK keys, in spec-format §6's order.
    static let keys = ["orientation", "spacing", "separator", "clampNegative", "flowOriginBug"]
    /// The keys of a `separator` object.
    static let separatorKeys = ["thickness", "color", "intersectionOffsets"]

    /// The MK keys a layout of `kind` takes; it refuses the others.
    static func keys(for kind: LinearLayoutParameters.Kind) -> [String] {
        keys.filter { refusal(of: $0, kind: kind) == nil }
    }

    private var parameters: LinearLayoutParameters

    init(kind: LinearLayoutParameters.Kind) {
        parameters = LinearLayoutParameters(kind: kind)
    }

    /// Reads `member` if it is an MK key or a key an MK layout refuses; false
    /// when it is neither (then it is one of every node's keys).
    mutating func decode(_ member: SpecMember, reader: ValueReader, nodePath: String) -> Bool {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        if let refusal = Self.refusal(of: member.key, kind: parameters.kind) {
            reader.diagnostics.report(refusal, at: member.keyPosition, path: keyPath())
            return true
        }
        switch member.key {
        case "orientation":
            parameters.orientation =
                reader.choice(value, as: LinearLayoutParameters.Orientation.self, at: keyPath())
                ?? parameters.orientation
        case "spacing":
            parameters.spacing = reader.nonNegative(value, at: keyPath()) ?? parameters.spacing
        case "separator":
            parameters.separator = separator(value, reader: reader, at: keyPath()) ?? parameters.separator
        case "clampNegative":
            parameters.clampNegative = reader.bool(value, at: keyPath()) ?? parameters.clampNegative
        case "flowOriginBug":
            parameters.flowOriginBug = reader.bool(value, at: keyPath()) ?? parameters.flowOriginBug
        default:
            return false
        }
        return true
    }

    /// The parameters, with the node's resolved `margin` (and single-side
    /// margin keys) as MK's inner inset.
    func resolve(margin: Insets) -> LinearLayoutParameters {
        var parameters = parameters
        parameters.margin = margin
        return parameters
    }

    /// Why this kind of MK layout refuses `key`, or nil when it takes it (or
    /// the key is not one of those concerned).
    static func refusal(of key: String, kind: LinearLayoutParameters.Kind) -> String? {
        let name = "a `\(kind.rawValue)`"
        switch key {
        case "orientation" where kind == .stack:
            return "`orientation` does not apply to a `stack`: every item gets the whole inner rectangle"
        case "spacing" where kind != .linear:
            return "`spacing` does not apply to \(name): MK's \(kind.rawValue) layout has none (only `linear` has)"
        case "separator" where kind != .linear:
            return "`separator` does not apply to \(name): only a `linear` draws separators"
        case "flowOriginBug" where kind != .flow:
            return "`flowOriginBug` is a key of `flow`, not of \(name)"
        case let key where NodeKeys.paddingKeys.contains(key):
            return "`\(key)` does not apply to \(name): its `margin` is the inset around its items "
                + "(an item's `layoutItem.padding` insets the item)"
        case let key where NodeKeys.container.contains(key):
            return "`\(key)` does not apply to \(name): it places and sizes its items itself"
        default:
            return nil
        }
    }

    /// `{ "thickness", "color", "intersectionOffsets" }`, each optional.
    private func separator(
        _ value: SpecValue, reader: ValueReader, at path: @autoclosure () -> String
    ) -> LinearLayoutParameters.Separator? {
        guard let members = reader.members(of: value, known: Self.separatorKeys, at: path()) else { return nil }
        var separator = LinearLayoutParameters.Separator()
        var valid = true
        for member in members {
            let memberPath = JSONPath.appending(key: member.key, to: path())
            switch member.key {
            case "thickness":
                let thickness = reader.nonNegative(member.value, at: memberPath)
                separator.thickness = thickness ?? separator.thickness
                valid = valid && thickness != nil
            case "color":
                let color = reader.color(member.value, at: memberPath)
                separator.color = color ?? separator.color
                valid = valid && color != nil
            default:
                let offsets = reader.insets(member.value, at: memberPath)
                separator.intersectionOffsets = offsets?.insets ?? separator.intersectionOffsets
                valid = valid && offsets != nil
            }
        }
        return valid ? separator : nil
    }
}
