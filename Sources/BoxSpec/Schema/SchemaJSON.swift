/// A JSON value whose objects keep their members in the order they were
/// written, so that the schema's text is the same on every run and reads in
/// the order the spec format lists its keys.
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
        var output = ""
        write(to: &output, indent: 0, width: width)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int, width: Int) {
        let padding = String(repeating: " ", count: indent + 2)
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output.append("{}")
                return
            }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(padding)
                output.append(Self.quoted(member.key))
                output.append(": ")
                member.value.write(to: &output, indent: indent + 2, width: width)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "}")
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append("[]")
                return
            }
            if elements.allSatisfy(\.isScalar) {
                let inline = "[" + elements.map(\.scalarText).joined(separator: ", ") + "]"
                if indent + inline.count <= width {
                    output.append(inline)
                    return
                }
            }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(padding)
                element.write(to: &output, indent: indent + 2, width: width)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "]")
        default:
            output.append(scalarText)
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private var scalarText: String {
        switch self {
        case .string(let string): Self.quoted(string)
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        case .object, .array: ""
        }
    }

    /// A JSON string literal; only what JSON requires is escaped.
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result.append("\\\"")
            case "\\": result.append("\\\\")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\t": result.append("\\t")
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
