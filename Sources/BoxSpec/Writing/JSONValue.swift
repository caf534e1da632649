/// A JSON document boxrender writes, before it is text: objects keep their
/// members in the order given (documents list keys in a fixed order, never a
/// hash table's), and each array and object carries its `JSONLayout`.
/// `text` writes it; `JSONParser` reads any of them back.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Written exactly, however large.
    case integer(Int)
    /// Written as `JSONText.number` spells it: `8`, `0.5`; `null` when not finite.
    case number(Double)
    case string(String)
    case array([JSONValue], JSONLayout)
    case object([Member], JSONLayout)
    /// Text this writer already wrote for a value, at the indentation where
    /// it stands: a part of a document streamed ahead of the rest
    /// (`--frames` of an animation, a frame at a time).
    case written(String)

    /// One `"key": value` of an object.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object of `members`, in the order written.
    public static func object(_ layout: JSONLayout, _ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { Member($0.key, $0.value) }, layout)
    }

    /// A string, or `null` for nil.
    public static func string(orNull value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// Whether it is neither an array nor an object (written text counts as one).
    var isScalar: Bool {
        switch self {
        case .array, .object, .written: false
        default: true
        }
    }
}
