import Yams

/// Reads YAML into the same `SpecValue` tree as `JSONParser`, so everything after
/// parsing is format-blind.
///
/// Yams (libyaml) does the parsing and supplies each node's line and column
/// (libyaml counts columns in Unicode scalars, as `JSONParser` does). Plain
/// scalars are resolved by the YAML 1.2 core schema — `true`/`false`, `null`/`~`,
/// integers, floats — so `no` and `on` stay strings; quoted scalars are strings.
public enum YAMLParser {
    /// Parses the first and only document. `sourcePath` only names the file in
    /// errors; `maximumDepth` is JSON's limit, applied after aliases are expanded
    /// (libyaml also stops at its own 1,000 levels).
    public static func parse(
        _ bytes: [UInt8], sourcePath: String = "", maximumDepth: Int = SpecLimits.default.depth
    ) throws(SpecError) -> SpecValue {
        let text = try decodeText(bytes, file: sourcePath)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, coreSchemaResolver)
        } catch let error as YamlError {
            throw YAMLErrorTranslator(file: sourcePath, text: text, bytes: bytes, maximumDepth: maximumDepth)
                .translate(error)
        } catch {
            throw SpecError(file: sourcePath, path: "", line: 0, column: 0, message: "could not read the YAML")
        }
        guard let root else {
            throw SpecError(file: sourcePath, path: "", line: 1, column: 1, message: "the file is empty")
        }
        var converter = YAMLNodeConverter(
            file: sourcePath, maximumDepth: maximumDepth, valueBudget: bytes.count * 2 + 1024)
        return try converter.convert(root, depth: 1)
    }

    private static func decodeText(_ bytes: [UInt8], file: String) throws(SpecError) -> String {
        guard bytes.count <= SourceText.maximumByteCount else {
            throw SpecError(file: file, path: "", line: 0, column: 0, message: "the file is larger than 2 GiB")
        }
        let invalid = bytes.withUnsafeBufferPointer { buffer in
            SourceText.firstInvalidUTF8(in: buffer).map { ($0, SourceText.position(ofOffset: $0, in: buffer)) }
        }
        if let (offset, position) = invalid {
            throw SpecError(
                file: file, path: "", position: position,
                message: "invalid UTF-8 (byte 0x\(SourceText.hexByte(bytes[offset])))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// YAML 1.2's core schema. Yams's default is YAML 1.1's, where `no`, `off`
    /// and `y` are booleans and `2001-01-01` a timestamp: surprises in a spec.
    private static let coreSchemaResolver: Resolver = {
        let rules: [(Tag.Name, String)] = [
            (.null, "^(?:~|null|Null|NULL|)$"),
            (.bool, "^(?:true|True|TRUE|false|False|FALSE)$"),
            (.int, "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
            (
                .float,
                "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
            ),
        ]
        var resolver = Resolver.basic
        for (tag, pattern) in rules {
            guard let extended = try? resolver.appending(tag, pattern) else { return .default }
            resolver = extended
        }
        return resolver
    }()
}

/// Turns Yams `Node`s into `SpecValue`s. Recursive, but the depth is checked
/// before each step down, so it never goes deeper than `maximumDepth`.
private struct YAMLNodeConverter {
    let file: String
    let maximumDepth: Int
    /// Values still allowed; aliases could otherwise expand a small file into an
    /// enormous tree ("billion laughs").
    var valueBudget: Int

    mutating func convert(_ node: Node, depth: Int) throws(SpecError) -> SpecValue {
        let position = Self.position(of: node)
        valueBudget -= 1
        guard valueBudget >= 0 else {
            throw error(at: position, "aliases expand this document to too many values")
        }
        switch node {
        case .scalar(let scalar):
            return SpecValue(try resolve(scalar, tag: node.tag.rawValue, at: position), at: position)
        case .sequence(let sequence):
            try checkTag(node.tag.rawValue, expected: Tag.Name.seq.rawValue, at: position)
            try checkDepth(depth, at: position)
            var elements: [SpecValue] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence {
                elements.append(try convert(element, depth: depth + 1))
            }
            return SpecValue(.array(elements), at: position)
        case .mapping(let mapping):
            try checkTag(node.tag.rawValue, expected: Tag.Name.map.rawValue, at: position)
            try checkDepth(depth, at: position)
            var members: [SpecMember] = []
            var firstLine: [String: Int] = [:]
            var merged: [SpecMember] = []
            for (keyNode, valueNode) in mapping {
                let keyPosition = Self.position(of: keyNode)
                guard case .scalar(let keyScalar) = keyNode else {
                    throw error(at: keyPosition, "expected a string as a mapping key, found a collection")
                }
                let key = keyScalar.string
                if key == "<<" && keyScalar.style == .plain {
                    merged += try mergedMembers(valueNode, depth: depth, at: keyPosition)
                    continue
                }
                if let line = firstLine[key] {
                    throw error(at: keyPosition, "duplicate key `\(key)`; first given on line \(line)")
                }
                firstLine[key] = keyPosition.line
                members.append(
                    SpecMember(key: key, keyPosition: keyPosition, value: try convert(valueNode, depth: depth + 1)))
            }
            // YAML's merge key: the mapping's own keys win, then the first merged mapping's.
            var present = Set(members.map(\.key))
            for member in merged where present.insert(member.key).inserted {
                members.append(member)
            }
            return SpecValue(.object(members), at: position)
        case .alias:
            throw error(at: position, "unresolved YAML alias")
        }
    }

    /// The members `<<: *anchor` (a mapping) or `<<: [*a, *b]` (mappings,
    /// earlier ones winning) bring into a mapping, in order.
    private mutating func mergedMembers(_ node: Node, depth: Int, at position: SourcePosition) throws(SpecError)
        -> [SpecMember]
    {
        let sources: [Node]
        switch node {
        case .mapping: sources = [node]
        case .sequence(let sequence): sources = Array(sequence)
        default: throw error(at: position, "`<<` merges a mapping or a list of mappings into this one")
        }
        var members: [SpecMember] = []
        for source in sources {
            guard case .mapping = source else {
                throw error(at: position, "`<<` merges a mapping or a list of mappings into this one")
            }
            guard case .object(let sourceMembers) = try convert(source, depth: depth + 1).kind else { continue }
            members += sourceMembers
        }
        return members
    }

    private func resolve(_ scalar: Node.Scalar, tag: String, at position: SourcePosition) throws(SpecError)
        -> SpecValue.Kind
    {
        let text = scalar.string
        switch tag {
        case Tag.Name.str.rawValue:
            return .string(text)
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: throw error(at: position, "expected `true` or `false`, found `\(text)`")
            }
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            return .number(try number(from: text, at: position))
        default:
            throw unsupported(tag, at: position)
        }
    }

    private func number(from text: String, at position: SourcePosition) throws(SpecError) -> Double {
        var digits = Substring(text)
        var sign = 1.0
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        var value: Double?
        if [".inf", ".nan"].contains(digits.lowercased()) {
            value = .infinity
        } else if digits.hasPrefix("0x") {
            value = UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
        } else if digits.hasPrefix("0o") {
            value = UInt64(digits.dropFirst(2), radix: 8).map { Double($0) }
        } else if digits.first?.isNumber == true || digits.first == "." {
            value = Double(digits)
        }
        guard let value else { throw error(at: position, "expected a number, found `\(text)`") }
        guard value.isFinite else { throw error(at: position, "expected a finite number, found `\(text)`") }
        return sign * value
    }

    private func checkTag(_ tag: String, expected: String, at position: SourcePosition) throws(SpecError) {
        if tag != expected { throw unsupported(tag, at: position) }
    }

    /// Names standard tags the way they are written, `!!binary`.
    private func unsupported(_ tag: String, at position: SourcePosition) -> SpecError {
        let prefix = "tag:yaml.org,2002:"
        let shown = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
        return error(at: position, "unsupported YAML tag `\(shown)`")
    }

    private func checkDepth(_ depth: Int, at position: SourcePosition) throws(SpecError) {
        if depth > maximumDepth {
            throw error(at: position, DepthMessage.tooDeep(maximumDepth))
        }
    }

    private func error(at position: SourcePosition, _ message: String) -> SpecError {
        SpecError(file: file, path: "", position: position, message: message)
    }

    private static func position(of node: Node) -> SourcePosition {
        guard let mark = node.mark else { return SourcePosition(line: 0, column: 0) }
        return SourcePosition(line: mark.line, column: mark.column)
    }
}
