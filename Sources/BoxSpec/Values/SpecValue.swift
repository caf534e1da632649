/// Where a value starts in its file: 1-based line and column, the column counted
/// in Unicode scalars so JSON and YAML (libyaml counts that way) agree.
///
/// Stored in 32 bits each (files are limited to 2 GiB) so that the millions of
/// values of a large spec stay small.
public struct SourcePosition: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    /// Values outside 0…UInt32.max are clamped rather than trapping.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON or YAML document before any meaning is given to it, with the
/// position of every value and key so later stages (decoding now, templates and
/// layouts later) can point at the exact spot in the file.
public struct SpecValue: Equatable, Sendable {
    /// The shapes JSON can express; YAML scalars are resolved into the same ones.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        /// Always finite: the parsers refuse numbers that overflow.
        case number(Double)
        case string(String)
        case array([SpecValue])
        /// Members in file order; keys are unique (the parsers refuse duplicates).
        case object([SpecMember])
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The member named `key` of an object, or nil (also for non-objects).
    public subscript(key: String) -> SpecValue? {
        member(named: key)?.value
    }

    /// The member named `key` of an object, with the key's own position.
    public func member(named key: String) -> SpecMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// How the value's kind reads in a message: "a string", "an array", "null".
    public var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` of an object.
public struct SpecMember: Equatable, Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: SpecValue

    public init(key: String, keyPosition: SourcePosition, value: SpecValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
