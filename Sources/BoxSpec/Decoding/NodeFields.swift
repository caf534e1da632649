import BoxModel

/// The keys of one node that interact, gathered while reading its members and
/// reconciled afterwards so that the order they are written in is irrelevant.
struct NodeFields {
    var padding = SideFields<Insets>(group: "padding", sideName: "side")
    var margin = SideFields<Insets>(group: "margin", sideName: "side")
    var borderColors = SideFields<BorderColors>(group: "borderColors", sideName: "border colour")
    var layout = LayoutFields()
}

/// A value per side, set whole and side by side: insets, border colours.
protocol PerSideValue {
    associatedtype Part
    mutating func set(_ side: Sides, to part: Part)
}

extension Insets: PerSideValue {}
extension BorderColors: PerSideValue {}

/// A per-side value given whole (`padding`, `borderColors`) and by single-side
/// keys (`topPadding`, `topBorderColor`), reconciled once all keys are read.
struct SideFields<Value: PerSideValue> {
    /// The whole key's name, for messages.
    let group: String
    /// What one side is called in messages: "side", "border colour".
    let sideName: String
    private var whole: (value: Value, sides: Sides, member: SpecMember)?
    private var singles: [(side: Sides, part: Value.Part, member: SpecMember)] = []

    init(group: String, sideName: String) {
        self.group = group
        self.sideName = sideName
    }

    mutating func noteWhole(_ member: SpecMember, _ read: (Value, Sides)?) {
        guard let read else { return }
        whole = (read.0, read.1, member)
    }

    mutating func noteSingle(_ member: SpecMember, side: Sides?, _ part: Value.Part?) {
        guard let part, let side else { return }
        singles.append((side, part, member))
    }

    /// The value with every single side applied; a side set both ways is an
    /// error. Sides given by neither keep `base`: empty, or a styled type's default.
    func resolve(base: Value, reader: ValueReader, nodePath: String) -> Value {
        var value = whole?.value ?? base
        for single in singles {
            if let whole, whole.sides.contains(single.side) {
                reader.diagnostics.report(
                    "the \(single.side.name) \(sideName) is given twice: by `\(group)` and by `\(single.member.key)`",
                    at: single.member.keyPosition, path: JSONPath.appending(key: single.member.key, to: nodePath))
                continue
            }
            value.set(single.side, to: single.part)
        }
        return value
    }
}

extension Sides {
    /// "top", "left", … for a single side.
    var name: String { Sides.named.first { $0.side == self }?.name ?? "" }
}
