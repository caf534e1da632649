/// The JSON Schema (draft 2020-12) of the spec format, for editors that
/// complete and check spec files (`boxrender schema`).
///
/// It is generated from the decoder's own key tables, so every key the
/// decoder reads is in it and nothing else is: objects refuse unknown keys as
/// the decoder does, each node type has exactly its own keys, and fixed sets
/// of names are enumerations. What the decoder checks across keys (ids that
/// exist, a `scroll` root for the document's `scroll`, picture files) is left
/// to it. Wherever a value is expected, a `${name}` parameter is accepted too.
public enum SpecSchema {
    /// The dialect the schema is written in.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema as pretty-printed JSON ending in a line break: the same
    /// text on every run.
    public static func text() -> String {
        document.text()
    }

    /// The schema as a value.
    static var document: SchemaJSON {
        var definitions =
            SchemaValues.definitions + SchemaNodeKeys.definitions + SchemaNodes.definitions
            + SchemaDocument.definitions
        definitions.sort { $0.0 < $1.0 }
        var members: [SchemaJSON.Member] = [
            .init(key: "$schema", value: .string(dialect)),
            .init(key: "title", value: "boxrender spec"),
            .init(
                key: "description",
                value: "A boxrender spec (format version 1): a tree of boxes drawn to PNG, SVG, PDF, GIF or WebP."),
        ]
        let body = SchemaValues.object(SchemaDocument.properties)
            .adding("anyOf", [["required": ["root"]], ["required": ["layouts"]]])
            .adding("not", ["required": ["root", "layouts"]])
        members += body.members ?? []
        members.append(
            .init(key: "$defs", value: .object(definitions.map { SchemaJSON.Member(key: $0.0, value: $0.1) })))
        return .object(members)
    }
}
