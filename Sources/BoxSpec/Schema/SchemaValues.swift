import BoxModel

/// The schemas of spec-format §2's value forms (lengths, sizes, points,
/// insets, colours, fonts) and of the smaller objects every node may hold
/// (`shadow`, `image`), as `$defs` entries. Every form also accepts a
/// `${name}` parameter, which a template (or the spec's `params`) replaces.
enum SchemaValues {
    /// A parameter name's characters, as `TemplateSubstitution` reads them.
    static let parameterName = "[A-Za-z0-9_.-]+"

    /// A reference to the `$defs` entry `name`.
    static func ref(_ name: String) -> SchemaJSON {
        ["$ref": .string("#/$defs/" + name)]
    }

    /// `schema`, or a whole-string `${name}` parameter standing for it.
    static func orParameter(_ schema: SchemaJSON) -> SchemaJSON {
        ["anyOf": [schema, ref("parameter")]]
    }

    /// One of `names`, or a string with a `${name}` in it.
    static func choice(_ names: [String]) -> SchemaJSON {
        ["anyOf": [["enum": .strings(names)], ref("parameterText")]]
    }

    /// One of a `CaseIterable` enumeration's names, or a string with a `${name}` in it.
    static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> SchemaJSON where T.RawValue == String {
        choice(type.allCases.map(\.rawValue))
    }

    /// An object with exactly `properties` (in order), of which `required` must be given.
    static func object(_ properties: [(String, SchemaJSON)], required: [String] = []) -> SchemaJSON {
        var members: [SchemaJSON.Member] = [
            .init(key: "type", value: "object"),
            .init(
                key: "properties",
                value: .object(properties.map { SchemaJSON.Member(key: $0.0, value: $0.1) })),
        ]
        if !required.isEmpty {
            members.append(.init(key: "required", value: .strings(required)))
        }
        members.append(.init(key: "additionalProperties", value: false))
        return .object(members)
    }

    /// The value forms, in the order `$defs` lists them.
    static var definitions: [(String, SchemaJSON)] {
        [
            (
                "parameter",
                [
                    "description":
                        "A parameter, `${name}`: the whole string stands for the parameter's value, whatever it is.",
                    "type": "string", "pattern": .string("^\\$\\{\(parameterName)\\}$"),
                ]
            ),
            (
                "parameterText",
                [
                    "description": "A string with a `${name}` parameter in it, checked once the parameter is put in.",
                    "type": "string", "pattern": .string("\\$\\{\(parameterName)\\}"),
                ]
            ),
            ("number", orParameter(["type": "number"]).described("Any number, negative too.")),
            ("nonNegative", orParameter(["type": "number", "minimum": 0]).described("A number, 0 or more.")),
            ("positive", orParameter(["type": "number", "exclusiveMinimum": 0]).described("A number above 0.")),
            ("unit", orParameter(["type": "number", "minimum": 0, "maximum": 1]).described("A fraction, 0 to 1.")),
            (
                "integer",
                orParameter([
                    "type": "integer", "minimum": .integer(-Int(Int32.max)), "maximum": .integer(Int(Int32.max)),
                ]).described("A whole number that fits in 32 bits.")
            ),
            ("boolean", orParameter(["type": "boolean"]).described("A switch: `true` or `false`.")),
            (
                "nonEmptyString",
                ["description": "A name or a file path: text, not empty.", "type": "string", "minLength": 1]
            ),
            ("size", size),
            ("point", point),
            ("frame", frame),
            ("insets", insets),
            ("color", color),
            ("colorName", colorName),
            ("font", font),
            ("shadow", shadow),
            ("image", image),
            ("borderColors", borderColors),
            ("borderStyle", borderStyle),
        ]
    }

    /// An array of exactly the schemas `items`.
    static func tuple(_ items: [SchemaJSON]) -> SchemaJSON {
        [
            "type": "array", "prefixItems": .array(items), "minItems": .integer(items.count),
            "maxItems": .integer(items.count),
        ]
    }

    private static var size: SchemaJSON {
        [
            "description": "A size: `[width, height]` or `{ \"width\", \"height\" }`, in points, not negative.",
            "anyOf": [
                tuple([ref("nonNegative"), ref("nonNegative")]),
                object(ValueReader.sizeKeys.map { ($0, ref("nonNegative")) }, required: ValueReader.sizeKeys),
                ref("parameter"),
            ],
        ]
    }

    private static var point: SchemaJSON {
        [
            "description": "A point: `[x, y]` or `{ \"x\", \"y\" }`, in points.",
            "anyOf": [
                tuple([ref("number"), ref("number")]),
                object(ValueReader.pointKeys.map { ($0, ref("number")) }, required: ValueReader.pointKeys),
                ref("parameter"),
            ],
        ]
    }

    private static var frame: SchemaJSON {
        [
            "description": "`[x, y, width, height]` in points; the size is not negative.",
            "anyOf": [
                tuple([ref("number"), ref("number"), ref("nonNegative"), ref("nonNegative")]), ref("parameter"),
            ],
        ]
    }

    private static var insets: SchemaJSON {
        [
            "description":
                .string(
                    "Insets: a number for every side, or an object with any of `top`, `left`, `bottom`, `right` "
                        + "(missing sides are 0). Not an array: UIKit and CSS order the sides differently."),
            "anyOf": [
                ["type": "number"], object(Sides.named.map { ($0.name, ref("number")) }), ref("parameter"),
            ],
        ]
    }

    private static var color: SchemaJSON {
        [
            "description":
                .string(
                    "A colour: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, a CSS colour name or `clear` (any case), "
                        + "`{ \"white\", \"alpha\" }`, or `[r, g, b]` / `[r, g, b, a]` with components 0…1."),
            "anyOf": [
                ["type": "string", "pattern": "^#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
                ["enum": .strings(ValueReader.namedColors)],
                ref("colorName"),
                object(
                    ValueReader.whiteColorKeys.map { ($0, ref("unit")) },
                    required: [ValueReader.whiteColorKeys[0]]),
                [
                    "type": "array", "items": ref("unit"), "minItems": 3, "maxItems": 4,
                ],
                ref("parameterText"),
            ],
        ]
    }

    /// The colour names in any case, as the decoder reads them: `[Cc][Ll][Ee][Aa][Rr]`, …
    private static var colorName: SchemaJSON {
        let names = ValueReader.namedColors.map { name in
            name.map { character in
                let lower = character.lowercased()
                let upper = character.uppercased()
                return lower == upper ? lower : "[\(upper)\(lower)]"
            }.joined()
        }
        return [
            "description": "`clear` or a CSS colour name, in any case.",
            "type": "string", "pattern": .string("^(?:" + names.joined(separator: "|") + ")$"),
        ]
    }

    private static var font: SchemaJSON {
        let size = "[+]?(?:[0-9]+[.]?[0-9]*|[.][0-9]+)(?:[eE][+-]?[0-9]+)?"
        return [
            "description":
                .string(
                    "A font: `\"HelveticaNeue-Light 16\"` (a name, a space and a size above 0) or "
                        + "`{ \"name\", \"size\" }`. iOS names map to the fonts boxrender ships; `--font-dir` adds fonts."
                ),
            "anyOf": [
                ["type": "string", "pattern": .string("^ *[^ ].* +\(size) *$")],
                object(
                    [("name", ["type": "string", "pattern": "[^ ]"]), ("size", ref("positive"))],
                    required: ValueReader.fontKeys),
                ref("parameterText"),
            ],
        ]
    }

    private static var shadow: SchemaJSON {
        let properties: [String: SchemaJSON] = [
            "color": ref("color").described("The shadow's colour. Default black."),
            "opacity": ref("unit").described("0…1. Default 1."),
            "offset": ref("point").described("`[x, y]`. Default `[0, -3]`, Core Animation's."),
            "radius": orParameter([
                "type": "number", "minimum": 0, "maximum": .number(exactly: ValueReader.maximumShadowRadius),
            ]).described("The blur radius, about 2σ of a Gaussian, at most 1000. Default 3."),
        ]
        return orParameter(
            object(ValueReader.shadowKeys.map { ($0, properties[$0] ?? [:]) })
                .described("Core Animation's shadow; missing keys keep their defaults."))
    }

    private static var image: SchemaJSON {
        let properties: [String: SchemaJSON] = [
            "src": ref("nonEmptyString").described(
                "The picture file (PNG), from the spec's folder or an `--asset-dir`; `name@2x.png` is 2 pixels a point."
            ),
            "contentMode": choice(ContentMode.self).described("How the picture fills the box. Default `scaleToFill`."),
        ]
        return [
            "description": "A picture drawn in the box's bounds: a file path, or `{ \"src\", \"contentMode\" }`.",
            "anyOf": [
                ref("nonEmptyString"),
                object(ValueReader.imageKeys.map { ($0, properties[$0] ?? [:]) }, required: ["src"]),
            ],
        ]
    }

    private static var borderColors: SchemaJSON {
        [
            "description":
                .string(
                    "One colour for every side, an object with any of `top`, `left`, `bottom`, `right`, or an array "
                        + "of 4 colours in MGBox's order: top, left, bottom, right."),
            "anyOf": [
                ref("color"),
                object(Sides.named.map { ($0.name, ref("color")) }),
                ["type": "array", "items": ref("color"), "minItems": 4, "maxItems": 4],
            ],
        ]
    }

    private static var borderStyle: SchemaJSON {
        let sides = ValueReader.etchedSideNames.map(\.name)
        return [
            "description": "MGBox's etched borders: `none`, `etchedAll`, one etched side, or a list of etched sides.",
            "anyOf": [
                ["enum": .strings(ValueReader.borderStyleNames.map(\.name))],
                ["type": "array", "items": choice(sides)],
                ref("parameterText"),
            ],
        ]
    }
}

extension SchemaJSON {
    /// This schema with `description` as its first member.
    func described(_ description: String) -> SchemaJSON {
        guard let members else { return self }
        return .object(
            [Member(key: "description", value: .string(description))] + members.filter { $0.key != "description" })
    }
}
