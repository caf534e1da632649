/// A JSON value whose objects keep their members in the order they were
/// written, so that the schema's text is the same on every run and reads in
/// the order the spec format lists its keys. The schema is built in it (with
/// literals, and `adding` members) and written as a `JSONValue`, by the
/// writer of every JSON document boxrender writes.
indirect enum SchemaJSON: Equatable, Sendable {
    case object([Member])
    case array([SchemaJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    struct Member: Equatable, Sendable {
        let key: String
        let value: SchemaJSON
    }

    /// The members of an object, or nil for any other value.
    var members: [Member]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The value of an object's member `key`, if any.
    subscript(key: String) -> SchemaJSON? {
        members?.first { $0.key == key }?.value
    }

    /// This object with `member` added at the end (or, when `key` is there, replaced in place).
    func adding(_ key: String, _ value: SchemaJSON) -> SchemaJSON {
        guard var members else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index] = Member(key: key, value: value)
        } else {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }
}

extension SchemaJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }
    /// Members in the literal's order.
    init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// Any string.
    static let stringType: SchemaJSON = ["type": "string"]

    /// An array of strings.
    static func strings(_ values: [String]) -> SchemaJSON { .array(values.map { .string($0) }) }

    /// A number, written as an integer when it is a whole one.
    static func number(exactly value: Double) -> SchemaJSON {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
    }
}

extension SchemaJSON {
    /// Pretty-printed JSON: two-space indentation, members in order, arrays
    /// of plain values on one line when they fit in `width` characters.
    func text(width: Int = 100) -> String {
        json(layout: JSONLayout.lines.scalarsOnOneLine(within: width)).text() + "\n"
    }

    /// The value to write, every array and object laid out as `layout`.
    private func json(layout: JSONLayout) -> JSONValue {
        switch self {
        case .object(let members): .object(members.map { .init($0.key, $0.value.json(layout: layout)) }, layout)
        case .array(let elements): .array(elements.map { $0.json(layout: layout) }, layout)
        case .string(let string): .string(string)
        case .integer(let integer): .integer(integer)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .null: .null
        }
    }
}
