import BoxModel

/// The keys that decide where a box's parent puts it: `size`,
/// `boxLayoutMode`, and the three keys that each imply a mode —
/// `fixedPosition` (fixed), `attachedTo` (attached), `frame` (none).
struct LayoutFields {
    typealias Field<T> = (value: T, member: SpecMember)

    var size: Field<Size>?
    var mode: Field<String>?
    var fixedPosition: Field<Point>?
    var attachedTo: Field<String>?
    var frame: Field<Rect>?
    /// A key whose value was already reported as wrong; checking how the keys
    /// agree would then only add confusing follow-up errors.
    private var hasInvalidKey = false

    /// Stores a value that was read, or remembers that one could not be.
    mutating func noteKey<T>(_ member: SpecMember, read value: T?, store: (inout LayoutFields, Field<T>) -> Void) {
        guard let value else {
            hasInvalidKey = true
            return
        }
        store(&self, (value, member))
    }

    /// The node's size (`defaultSize` when neither `size` nor `frame` gives
    /// one) and layout mode. An attached box gets `attached(to: -1)`: its
    /// target is filled in once every sibling is known.
    func resolve(reader: ValueReader, nodePath: String, defaultSize: Size = .zero) -> (size: Size, mode: BoxLayoutMode)
    {
        let size = size?.value ?? defaultSize
        if mode == nil && fixedPosition == nil && attachedTo == nil && frame == nil { return (size, .automatic) }
        guard !hasInvalidKey, agree(reader: reader, nodePath: nodePath) else { return (size, .automatic) }
        if let fixedPosition { return (size, .fixed(fixedPosition.value)) }
        if attachedTo != nil { return (size, .attached(to: -1)) }
        if let frame { return (frame.value.size, .none(frame: frame.value)) }
        if mode?.value == "none" { return (size, .none(frame: Rect(origin: .zero, size: size))) }
        return (size, .automatic)
    }

    /// Reports keys that contradict each other; true when they agree.
    private func agree(reader: ValueReader, nodePath: String) -> Bool {
        let implying: [(mode: String, member: SpecMember)] = [
            fixedPosition.map { ("fixed", $0.member) },
            attachedTo.map { ("attached", $0.member) },
            frame.map { ("none", $0.member) },
        ].compactMap { $0 }.sorted { $0.member.keyPosition < $1.member.keyPosition }
        func report(_ message: String, at member: SpecMember, position: SourcePosition? = nil) {
            reader.diagnostics.report(
                message, at: position ?? member.keyPosition, path: JSONPath.appending(key: member.key, to: nodePath))
        }
        if implying.count > 1 {
            let (first, second) = (implying[0].member, implying[1].member)
            report("`\(second.key)` cannot be combined with `\(first.key)`: a box has one layout mode", at: second)
            return false
        }
        if let size, let frame {
            let later = size.member.keyPosition < frame.member.keyPosition ? frame.member : size.member
            report("`size` and `frame` cannot both be given: `frame` already holds the size", at: later)
            return false
        }
        guard let mode else { return true }
        if let implied = implying.first {
            guard implied.mode != mode.value else { return true }
            report(
                "`boxLayoutMode` is `\(mode.value)` but `\(implied.member.key)` sets `\(implied.mode)`",
                at: mode.member, position: mode.member.value.position)
            return false
        }
        let needed = ["fixed": "fixedPosition", "attached": "attachedTo"]
        if let key = needed[mode.value] {
            report(
                "boxLayoutMode `\(mode.value)` needs `\(key)`", at: mode.member, position: mode.member.value.position)
            return false
        }
        return true
    }
}
