import BoxModel

/// The keys of one node that interact, gathered while reading its members and
/// reconciled afterwards so that the order they are written in is irrelevant.
struct NodeFields {
    var padding = InsetFields()
    var margin = InsetFields()
    var layout = LayoutFields()
    private var borderColors: (colors: BorderColors, sides: Sides, member: SpecMember)?
    private var borderSides: [(side: Sides, color: Color, member: SpecMember)] = []

    mutating func noteBorderColors(_ member: SpecMember, _ read: (colors: BorderColors, sides: Sides)?) {
        guard let read else { return }
        borderColors = (read.colors, read.sides, member)
    }

    mutating func noteBorderSide(_ member: SpecMember, _ color: Color?) {
        guard let color, let side = NodeKeys.borderSides[member.key] else { return }
        borderSides.append((side, color, member))
    }

    /// `borderColors` with the single-side keys applied; a side set both ways is an error.
    func resolveBorderColors(reader: ValueReader, nodePath: String) -> BorderColors {
        var colors = borderColors?.colors ?? .none
        for single in borderSides {
            if let borderColors, borderColors.sides.contains(single.side) {
                reader.diagnostics.report(
                    "the \(single.side.name) border colour is given twice: by `borderColors` and by `\(single.member.key)`",
                    at: single.member.keyPosition, path: JSONPath.appending(key: single.member.key, to: nodePath))
                continue
            }
            colors.set(single.side, to: single.color)
        }
        return colors
    }
}

/// `padding` or `margin` and its single-side keys (`topPadding`, …).
struct InsetFields {
    private var whole: (insets: Insets, sides: Sides, member: SpecMember)?
    private var singles: [(side: Sides, length: Double, member: SpecMember)] = []

    mutating func noteWhole(_ member: SpecMember, _ read: (insets: Insets, sides: Sides)?) {
        guard let read else { return }
        whole = (read.insets, read.sides, member)
    }

    mutating func noteSingle(_ member: SpecMember, _ length: Double?) {
        guard let length, let side = NodeKeys.insetSides[member.key]?.side else { return }
        singles.append((side, length, member))
    }

    /// The insets with every single side applied; a side set both ways is an
    /// error. Sides given by neither keep `base`: zero, or a styled type's default.
    func resolve(named group: String, base: Insets = .zero, reader: ValueReader, nodePath: String) -> Insets {
        var insets = whole?.insets ?? base
        for single in singles {
            if let whole, whole.sides.contains(single.side) {
                reader.diagnostics.report(
                    "the \(single.side.name) side is given twice: by `\(group)` and by `\(single.member.key)`",
                    at: single.member.keyPosition, path: JSONPath.appending(key: single.member.key, to: nodePath))
                continue
            }
            insets.set(single.side, to: single.length)
        }
        return insets
    }
}

extension Sides {
    /// "top", "left", … for a single side.
    var name: String { Sides.named.first { $0.side == self }?.name ?? "" }
}
