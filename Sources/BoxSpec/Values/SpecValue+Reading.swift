/// A parsed value's kinds, one at a time, for readers of JSON that is not a
/// spec (the batch manifest, `report.json`): each is nil when the value is of
/// another kind, so that a reader can refuse anything but what it wrote.
extension SpecValue {
    public var stringValue: String? {
        guard case .string(let string) = kind else { return nil }
        return string
    }

    /// A number that is a whole one an `Int` holds (`2`, `2.0`, `2e0`); nil
    /// for a fraction, one too large, and any other kind (`true` is no number).
    /// Numbers are parsed as `Double`s, so whole numbers past 2^53 are read
    /// as the nearest one a `Double` holds.
    public var wholeNumber: Int? {
        guard case .number(let number) = kind else { return nil }
        return Int(exactly: number)
    }

    /// A count boxrender writes (warnings left out, specs, differing pixels):
    /// a whole number from 0 to 2³¹ − 1, so that adding several files'
    /// counts cannot overflow.
    public var count: Int? {
        wholeNumber.flatMap { (0...Int(Int32.max)).contains($0) ? $0 : nil }
    }

    public var elements: [SpecValue]? {
        guard case .array(let elements) = kind else { return nil }
        return elements
    }

    /// An object's members in file order (their keys unique: the parser refuses duplicates).
    public var members: [SpecMember]? {
        guard case .object(let members) = kind else { return nil }
        return members
    }

    public var isNull: Bool { kind == .null }
}
