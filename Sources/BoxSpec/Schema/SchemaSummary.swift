/// The value cells of the reference page (`SchemaMarkdown`): what a schema
/// accepts, said in a few words and links instead of JSON, so that a reader
/// sees `[color](#color) or null` where the schema has an `anyOf`. The
/// `${name}` parameter alternatives are left out: the page says once that a
/// parameter is accepted wherever a value is.
enum SchemaSummary {
    /// Longer patterns (colorName's thousand characters, a font string's) are
    /// left out: the description says in words what they check.
    static let longestPattern = 60

    /// The entries that only stand for a `${name}` parameter.
    static let parameterEntries: Set<String> = ["parameter", "parameterText"]

    /// The `$defs` entry that `schema` is a reference to, if it is one.
    static func referencedName(_ schema: SchemaJSON) -> String? {
        guard case .string(let target)? = schema["$ref"] else { return nil }
        return target.hasPrefix("#/$defs/") ? String(target.dropFirst("#/$defs/".count)) : nil
    }

    /// What `schema` accepts, in words: `[color](#color) or null`, `number ≥ 0`.
    static func accepts(_ schema: SchemaJSON) -> String {
        summary(schema).text
    }

    /// The alternatives of `schema`'s `anyOf` or `oneOf` that say what a value
    /// is: not a parameter, and not a rule that only requires keys. Nil when
    /// there are none.
    static func alternatives(of schema: SchemaJSON) -> [SchemaJSON]? {
        for key in ["anyOf", "oneOf"] {
            guard case .array(let all)? = schema[key] else { continue }
            let kept = all.filter { alternative in
                if let name = referencedName(alternative), parameterEntries.contains(name) { return false }
                return !(alternative.members ?? []).allSatisfy { ["required", "not"].contains($0.key) }
            }
            if !kept.isEmpty { return kept }
        }
        return nil
    }

    /// A summary, and whether it is several things (`a or b`, `` `x`, `y` ``)
    /// and so needs parentheses inside a list, a pair or an object.
    private struct Summary {
        let text: String
        var isCompound = false

        var grouped: String { isCompound ? "(\(text))" : text }
    }

    private static func summary(_ schema: SchemaJSON) -> Summary {
        if let name = referencedName(schema) { return Summary(text: SchemaMarkdown.link(to: name)) }
        if let value = schema["const"] { return Summary(text: code(value)) }
        if case .array(let values)? = schema["enum"] {
            return Summary(text: values.map(code).joined(separator: ", "), isCompound: values.count > 1)
        }
        if let alternatives = alternatives(of: schema) {
            let parts = alternatives.map(summary)
            guard parts.count > 1 else { return parts[0] }
            return Summary(text: parts.map(\.text).joined(separator: " or "), isCompound: true)
        }
        let types: [String]
        switch schema["type"] {
        case .string(let type)?: types = [type]
        case .array(let names)?: types = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        default: return Summary(text: schema["pattern"] != nil ? text(schema) : "anything")
        }
        let parts = types.map { typeSummary($0, of: schema) }
        guard parts.count > 1 else { return parts[0] }
        return Summary(text: parts.map(\.text).joined(separator: " or "), isCompound: true)
    }

    private static func typeSummary(_ type: String, of schema: SchemaJSON) -> Summary {
        switch type {
        case "string": return Summary(text: text(schema))
        case "number", "integer": return Summary(text: bounded(type, schema))
        case "boolean": return Summary(text: "true or false", isCompound: true)
        case "null": return Summary(text: "null")
        case "array": return Summary(text: list(schema))
        case "object":
            let targets = conditionalTargets(schema)
            guard targets.isEmpty else {
                return Summary(
                    text: targets.map(SchemaMarkdown.link(to:)).joined(separator: " or "), isCompound: targets.count > 1
                )
            }
            return Summary(text: object(schema))
        default: return Summary(text: type)
        }
    }

    /// Text, with what it must be: `non-empty text`, ``text matching `^#…$` ``.
    private static func text(_ schema: SchemaJSON) -> String {
        var words = [integer(schema["minLength"]).map { $0 > 0 } == true ? "non-empty text" : "text"]
        if case .string(let pattern)? = schema["pattern"], pattern.count <= longestPattern {
            words.append("matching `\(pattern)`")
        }
        if let longest = integer(schema["maxLength"]) { words.append("of at most \(longest) characters") }
        return words.joined(separator: " ")
    }

    /// `number ≥ 0`, `number > 0`, `integer ≥ 0 and ≤ 127`.
    private static func bounded(_ type: String, _ schema: SchemaJSON) -> String {
        var bounds: [String] = []
        if let low = schema["exclusiveMinimum"] { bounds.append("> " + number(low)) }
        if let low = schema["minimum"] { bounds.append("≥ " + number(low)) }
        if let high = schema["maximum"] { bounds.append("≤ " + number(high)) }
        return ([type] + [bounds.joined(separator: " and ")].filter { !$0.isEmpty }).joined(separator: " ")
    }

    /// `[x, y]` for a tuple, `list of 4 [color](#color)` for a list.
    private static func list(_ schema: SchemaJSON) -> String {
        if case .array(let items)? = schema["prefixItems"] {
            return "[" + items.map { summary($0).grouped }.joined(separator: ", ") + "]"
        }
        let item = schema["items"].map { summary($0).grouped } ?? "anything"
        switch (integer(schema["minItems"]), integer(schema["maxItems"])) {
        case (let low?, let high?) where low == high: return "list of \(low) \(item)"
        case (let low?, let high?): return "list of \(low) to \(high) \(item)"
        case (let low?, nil) where low > 0: return "list of at least \(low) \(item)"
        case (_, let high?): return "list of at most \(high) \(item)"
        default: return "list of \(item)"
        }
    }

    /// `{ `width`: [nonNegative](#nonnegative), … }`, or `object` when it names no keys.
    private static func object(_ schema: SchemaJSON) -> String {
        var fields = (schema["properties"]?.members ?? []).map { "`\($0.key)`: " + summary($0.value).grouped }
        if let other = schema["additionalProperties"], other.members != nil {
            fields.append((fields.isEmpty ? "any key: " : "any other key: ") + summary(other).text)
        }
        return fields.isEmpty ? "object" : "{ " + fields.joined(separator: ", ") + " }"
    }

    /// The entries an `if`/`then`/`else` object picks from (a line item's, a
    /// node object's), in order, each once.
    private static func conditionalTargets(_ schema: SchemaJSON) -> [String] {
        var names: [String] = []
        func collect(_ schema: SchemaJSON) {
            for key in ["then", "else"] {
                guard let branch = schema[key] else { continue }
                if let name = referencedName(branch) {
                    if !names.contains(name) { names.append(name) }
                } else {
                    collect(branch)
                }
            }
            if case .array(let parts)? = schema["allOf"] { parts.forEach(collect) }
        }
        collect(schema)
        return names
    }

    private static func code(_ value: SchemaJSON) -> String {
        switch value {
        case .string(let string): "`\(string)`"
        case .bool(let bool): "`\(bool)`"
        default: "`\(number(value))`"
        }
    }

    private static func number(_ value: SchemaJSON) -> String {
        switch value {
        case .integer(let integer): String(integer)
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        default: "?"
        }
    }

    private static func integer(_ value: SchemaJSON?) -> Int? {
        if case .integer(let integer)? = value { integer } else { nil }
    }
}
