import BoxModel
import Foundation
import Testing

@testable import BoxSpec

/// `boxrender schema`: the JSON Schema is made from the decoder's key tables,
/// and these tests hold the two together. Every object the schema closes
/// (`additionalProperties: false`) is checked against the table the decoder
/// reads it with, in both directions and in the same order; and for every
/// node type, a spec with each node key is decoded to see that the decoder
/// refuses exactly the keys the schema leaves out.
@Suite struct SpecSchemaTests {
    /// The schema as the JSON parser reads it: objects keep their order.
    private static let schema: SpecValue = {
        do {
            return try SpecParser.parse(Array(SpecSchema.text().utf8), format: .json, sourcePath: "schema.json")
        } catch {
            Issue.record("the schema is not JSON: \(error)")
            return SpecValue(.null, at: SourcePosition(line: 1, column: 1))
        }
    }()

    /// The value at a JSON pointer (`/$defs/lineNode`), `~1` standing for `/`.
    private static func value(at pointer: String) -> SpecValue? {
        var value: SpecValue? = schema
        for token in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if case .array(let elements)? = value?.kind, let index = Int(name) {
                value = elements.indices.contains(index) ? elements[index] : nil
            } else {
                value = value?[name]
            }
        }
        return value
    }

    /// The property names of the closed object at `pointer`: the schema there,
    /// or the one alternative of its `anyOf` that is an object with properties.
    private static func propertyNames(at pointer: String) -> [String]? {
        guard let value = value(at: pointer) else { return nil }
        var candidates = [value]
        if case .array(let alternatives)? = value["anyOf"]?.kind { candidates += alternatives }
        let objects = candidates.filter { $0["properties"] != nil }
        guard objects.count == 1, case .object(let members)? = objects[0]["properties"]?.kind else { return nil }
        return members.map(\.key)
    }

    /// Every closed object of the schema and the decoder's table of its keys.
    private static var tables: [(pointer: String, keys: [String])] {
        var tables: [(String, [String])] = [
            ("", DocumentDecoder.keys),
            ("/$defs/includeFile", IncludeLoader.keys),
            ("/$defs/canvas", CanvasDecoder.keys),
            ("/$defs/screenshot", ScreenshotDecoder.keys),
            ("/$defs/scrollState", ScrollDecoder.keys),
            ("/$defs/scrollState/anyOf/0/properties/scrollTo", ScrollDecoder.targetKeys),
            ("/$defs/layoutVariant", LayoutsDecoder.keys),
            ("/$defs/animation", AnimationDecoder.keys),
            ("/$defs/shadow", ValueReader.shadowKeys),
            ("/$defs/image", ValueReader.imageKeys),
            ("/$defs/font", ValueReader.fontKeys),
            ("/$defs/color", ValueReader.whiteColorKeys),
            ("/$defs/size", ValueReader.sizeKeys),
            ("/$defs/point", ValueReader.pointKeys),
            ("/$defs/insets", Sides.named.map(\.name)),
            ("/$defs/borderColors", Sides.named.map(\.name)),
            ("/$defs/labelItem", NodeDecoder.labelItemKeys),
            ("/$defs/span", NodeDecoder.spanKeys),
            ("/$defs/imageItem", NodeDecoder.imageItemKeys),
            ("/$defs/parameterTypeNode", SchemaNodes.anyNodeKeys),
            ("/$defs/templateUse", TemplateLibrary.useKeys + SchemaNodes.anyNodeKeys + labelItemOnlyKeys),
        ]
        for type in NodeKeys.writableTypes {
            tables.append(("/$defs/\(type.rawValue)Node", NodeKeys.keys(for: type)))
        }
        tables += [
            ("/$defs/layoutItem", MKItemDecoder.keys),
            ("/$defs/layoutItem/anyOf/0/properties/size", ValueReader.sizeKeys),
            ("/$defs/separator", MKLayoutFields.separatorKeys),
        ]
        return tables
    }

    /// A text or picture item's keys that no node has.
    private static var labelItemOnlyKeys: [String] {
        (NodeDecoder.labelItemKeys + NodeDecoder.imageItemKeys).filter { !SchemaNodes.anyNodeKeys.contains($0) }
            .reduce(into: []) { keys, key in if !keys.contains(key) { keys.append(key) } }
    }

    @Test func theSchemaIsDraft2020JSON() throws {
        #expect(Self.schema["$schema"]?.kind == .string("https://json-schema.org/draft/2020-12/schema"))
        let parsed = try JSONSerialization.jsonObject(with: Data(SpecSchema.text().utf8))
        #expect(parsed is [String: Any])
    }

    @Test func theTextIsTheSameEveryTime() {
        let first = SpecSchema.text()
        #expect(SpecSchema.text() == first)
        #expect(first.hasSuffix("}\n"))
        guard case .object(let definitions)? = Self.schema["$defs"]?.kind else {
            Issue.record("no $defs")
            return
        }
        #expect(definitions.map(\.key) == definitions.map(\.key).sorted())
    }

    @Test(arguments: tables.map { $0.pointer })
    func eachClosedObjectHasExactlyItsDecoderTable(pointer: String) throws {
        let expected = try #require(Self.tables.first { $0.pointer == pointer }?.keys)
        let names = Self.propertyNames(at: pointer)
        #expect(names == expected, "\(pointer)")
        if let names {
            #expect(Set(names).subtracting(expected).isEmpty, "\(pointer): keys the decoder does not read")
            #expect(Set(expected).subtracting(names).isEmpty, "\(pointer): keys the schema leaves out")
        }
    }

    /// Every closed object the schema holds is one of `tables`, so a new one cannot go unchecked.
    @Test func everyClosedObjectIsChecked() {
        var closed: [String] = []
        func walk(_ value: SpecValue, _ pointer: String) {
            switch value.kind {
            case .object(let members):
                if value["additionalProperties"]?.kind == .bool(false) { closed.append(pointer) }
                for member in members {
                    walk(member.value, pointer + "/" + member.key.replacingOccurrences(of: "/", with: "~1"))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, pointer + "/\(index)") }
            default:
                break
            }
        }
        walk(Self.schema, "")
        let checked = Set(Self.tables.map(\.pointer))
        for pointer in closed {
            // An `anyOf` alternative is checked through the schema that holds it.
            let holder = pointer.replacingOccurrences(of: #"/anyOf/\d+$"#, with: "", options: .regularExpression)
            #expect(checked.contains(pointer) || checked.contains(holder), "unchecked object at \(pointer)")
        }
        #expect(closed.count > 30)
    }

    /// Each property of a closed object says what it is (the parts of value forms, such as a
    /// size's `width`, are described by their form), and none is an empty, anything-goes schema.
    @Test func everyPropertyHasADescription() {
        let valueForms = [
            "/$defs/size", "/$defs/point", "/$defs/insets", "/$defs/borderColors", "/$defs/color", "/$defs/font",
        ]
        for (pointer, _) in Self.tables {
            guard let value = Self.value(at: pointer) else {
                Issue.record("nothing at \(pointer)")
                continue
            }
            var candidates = [value]
            if case .array(let alternatives)? = value["anyOf"]?.kind { candidates += alternatives }
            let object = candidates.first { $0["properties"] != nil }
            guard case .object(let properties)? = object?["properties"]?.kind else { continue }
            let isValueForm = valueForms.contains(pointer) || pointer.hasSuffix("/size")
            for property in properties {
                let name = "\(pointer)/properties/\(property.key)"
                if case .object(let members) = property.value.kind, members.isEmpty {
                    Issue.record("\(name) is an empty schema")
                }
                #expect(isValueForm || property.value["description"] != nil, "\(name) has no description")
            }
        }
    }

    /// Every key the schema's node table describes is a key of some node type, and the other way round.
    @Test func theNodeKeyTableMatchesTheTypes() {
        let described = Set(SchemaNodeKeys.all.keys)
        let used = Set(SchemaNodes.anyNodeKeys).subtracting(["type"])
        #expect(described.subtracting(used).isEmpty, "described but no type has them")
        #expect(used.subtracting(described).isEmpty, "keys of a type with no schema")
    }

    /// Messages that refuse a key outright (rather than its value).
    private static let refusals = [
        "unknown key", "does not apply to a", "is a key of", "has no `boxes`", "belongs on a node of type",
        "needs `use` beside it",
    ]

    /// The decoder and the schema agree, per type, on which node keys are refused: each key is decoded on
    /// a node of each type with a null value, which fails as a wrong value where the key is taken.
    @Test(arguments: NodeKeys.writableTypes.map(\.rawValue))
    func theDecoderRefusesExactlyTheKeysTheSchemaLeavesOut(type: String) throws {
        let properties = try #require(Self.propertyNames(at: "/$defs/\(type)Node"))
        for key in SchemaNodes.anyNodeKeys + TemplateLibrary.useKeys.filter({ $0 != "use" }) where key != "type" {
            let text = errorText(#"{ "root": { "type": "\#(type)", "\#(key)": null } }"#)
            let lines = text.split(separator: "\n").filter { $0.contains(": root.\(key): ") }
            // The root has no parent to place it, whatever its `layoutItem` says.
            let refused = lines.contains { line in
                Self.refusals.contains { line.contains($0) } && !line.contains("places an item in")
            }
            #expect(refused == !properties.contains(key), "`\(key)` on a `\(type)`: \(lines)")
        }
    }

    @Test func enumerationsAreTheDecodersNames() throws {
        let scale = try #require(Self.value(at: "/$defs/canvas/properties/scale/anyOf/0/enum"))
        guard case .array(let scales) = scale.kind else { throw SchemaTestFailure.notAnArray }
        #expect(scales.map(\.kind) == CanvasDecoder.scales.map { .number(Double($0)) })
        #expect(Self.enumNames(at: "/$defs/boxNode/properties/boxLayoutMode/anyOf/0") == NodeKeys.layoutModes)
        #expect(Self.enumNames(at: "/$defs/boxNode/properties/image/anyOf/1/properties/contentMode/anyOf/0") == nil)
        #expect(
            Self.enumNames(at: "/$defs/image/anyOf/1/properties/contentMode/anyOf/0")
                == ContentMode.allCases.map(\.rawValue))
        #expect(
            Self.enumNames(at: "/$defs/nodeObject/else/properties/type/anyOf/0")
                == NodeKeys.writableTypes.map(\.rawValue))
        #expect(Self.enumNames(at: "/$defs/borderStyle/anyOf/0") == ValueReader.borderStyleNames.map(\.name))
        #expect(Self.enumNames(at: "/$defs/color/anyOf/1")?.contains("rebeccapurple") == true)
    }

    private enum SchemaTestFailure: Error { case notAnArray }

    private static func enumNames(at pointer: String) -> [String]? {
        guard case .array(let names)? = value(at: pointer)?["enum"]?.kind else { return nil }
        return names.compactMap { if case .string(let name) = $0.kind { name } else { nil } }
    }
}
