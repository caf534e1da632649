/// The schemas of a spec's top level (spec-format §1, §7–9) and of a file
/// that `include` names.
enum SchemaDocument {
    private static func ref(_ name: String) -> SchemaJSON { SchemaValues.ref(name) }

    /// The `$defs` entries of the top level's objects.
    static var definitions: [(String, SchemaJSON)] {
        [
            ("canvas", canvas),
            ("screenshot", screenshot),
            ("params", params),
            ("templates", templates),
            ("layoutVariant", layoutVariant),
            ("animation", animation),
            ("includeFile", includeFile),
        ]
    }

    /// The document's properties, in `DocumentDecoder.keys`' order.
    static var properties: [(String, SchemaJSON)] {
        DocumentDecoder.keys.map { ($0, property($0)) }
    }

    /// The schema of top-level key `key`, with its description.
    static func property(_ key: String) -> SchemaJSON {
        switch key {
        case "$schema":
            return SchemaJSON.stringType.described(
                "The JSON Schema editors check this file with (`boxrender schema -o boxrender.schema.json`); "
                    + "boxrender ignores it.")
        case "version": return (["enum": [1]] as SchemaJSON).described("The format's version; only 1 exists.")
        case "canvas": return ref("canvas").described("The picture: its size in points, scale and background.")
        case "screenshot":
            return ref("screenshot").described(
                "`true` or `{ \"shadow\": true }`: MGBox's screenshot of the root alone on a transparent canvas, "
                    + "20 points larger on every side. Default false.")
        case "scroll": return ref("scrollState").described("The root's scroll state; the root must be a `scroll`.")
        case "params":
            return ref("params").described("Default values of the `${name}` parameters, by name.")
        case "variants":
            return [
                "description": .string(
                    "Sets of parameter values, one picture each (`boxrender render`); each file's list is one axis "
                        + "of the combinations."),
                "type": "array",
                "items": [
                    "type": "object",
                    "properties": [
                        "$name": SchemaJSON.stringType.described(
                            "The variant's name in its file names (`card-dark.png`); default its values.")
                    ],
                    "propertyNames": ["anyOf": [parameterNames, ["const": "$name"]]],
                    "additionalProperties": ["type": ["string", "number", "boolean"]],
                ],
            ]
        case "include":
            return [
                "description": .string(
                    "Paths, from the spec's folder, of files whose `templates`, `params` and `variants` are "
                        + "merged into this spec's."),
                "type": "array", "items": ["type": "string", "minLength": 1],
            ]
        case "templates":
            return ref("templates").described("Named node trees that `{ \"use\": name }` nodes stand for.")
        case "layouts":
            return [
                "description":
                    .string(
                        "Instead of `root`: variants by aspect ratio; the one closest to the canvas's width ÷ height "
                            + "is drawn (the canvas needs a fixed width and height)."),
                "type": "array", "items": ref("layoutVariant"), "minItems": 1,
            ]
        case "animation":
            return ref("animation").described("Animate from the `from` tree to `root` (MGBox's `layoutWithSpeed:`).")
        case "root": return ref("node").described("The box tree.")
        default: return [:]
        }
    }

    private static var parameterNames: SchemaJSON { ["pattern": .string("^\(SchemaValues.parameterName)$")] }

    private static var canvas: SchemaJSON {
        let properties: [String: SchemaJSON] = [
            "width": ref("positive").described("Points. Default: the root's width plus its left and right margins."),
            "height": [
                "description":
                    "Points, or `auto`: the root's laid-out height plus its top and bottom margins. Default `auto`.",
                "anyOf": [
                    ["type": "number", "exclusiveMinimum": 0], ["const": .string(CanvasDecoder.autoHeight)],
                    ref("parameter"),
                ],
            ],
            "scale": SchemaValues.orParameter(["enum": .array(CanvasDecoder.scales.map { .integer($0) })]).described(
                "Pixels per point (CLI `--scale` overrides). Default 1."),
            "background": (["anyOf": [ref("color"), ["type": "null"]]] as SchemaJSON).described(
                "The colour under everything; null is transparent. Default null."),
            "direction": SchemaNodeKeys.textDirection.described(
                "`rtl` mirrors the layout (a line's sides, the flow of tables, grids and MK layouts) and makes "
                    + "labels right to left; the text direction of every label whose line and own keys set none. "
                    + "Default `auto`: left to right, each label's direction from its text."),
            "lang": SchemaNodeKeys.languageTag.described(
                "The language of every label whose line and own keys set none (BCP 47: `ja`, `zh-Hans`). "
                    + "Default none: Han characters in their Chinese forms."),
        ]
        return SchemaValues.object(CanvasDecoder.keys.map { ($0, properties[$0] ?? [:]) })
            .described("The picture: its size in points, pixels a point, background, text direction and language.")
    }

    private static var screenshot: SchemaJSON {
        [
            "description":
                .string(
                    "MGBox's screenshot of the root alone: `true`, or an object that says whether it has a border "
                        + "and shadow."),
            "anyOf": [
                ref("boolean"),
                SchemaValues.object(
                    ScreenshotDecoder.keys.map {
                        ($0, ref("boolean").described("The grey border and soft shadow around the root. Default true."))
                    }),
            ],
        ]
    }

    private static var params: SchemaJSON {
        [
            "description": "Parameter names and the values they stand for unless a variant or `with` gives another.",
            "type": "object", "propertyNames": parameterNames,
        ]
    }

    /// Template bodies are nodes or line items; their `${name}` strings may stand for anything.
    private static var templates: SchemaJSON {
        [
            "description": "Templates by name: a name and the node or line item it stands for.",
            "type": "object",
            "additionalProperties": [
                "description": "A template: a node, or a line item (`{ \"text\" }`, `{ \"spans\" }`, `{ \"image\" }`).",
                "type": "object",
                "anyOf": [ref("nodeObject"), ref("labelItem"), ref("imageItem")],
            ],
        ]
    }

    private static var layoutVariant: SchemaJSON {
        let properties: [String: SchemaJSON] = [
            "aspectRatio": ref("positive").described("Width ÷ height: the variant drawn on a canvas this shape."),
            "root": ref("node").described("This variant's box tree."),
        ]
        return SchemaValues.object(
            LayoutsDecoder.keys.map { ($0, properties[$0] ?? [:]) }, required: LayoutsDecoder.keys
        ).described("One of `layouts`: the box tree drawn on canvases of about its aspect ratio.")
    }

    private static var animation: SchemaJSON {
        let properties: [String: SchemaJSON] = [
            "from": ref("node").described("The tree before: laid out on its own and animated to `root`."),
            "duration": ref("positive").described("Seconds. Default 0.3."),
            "fps": SchemaValues.orParameter([
                "type": "number", "minimum": .number(exactly: AnimationTiming.minimumFPS),
                "maximum": .number(exactly: AnimationTiming.maximumFPS),
            ]).described("Frames a second. Default 30."),
            "slideBoxesInFromEmpty": ref("boolean").described(
                "New boxes of an empty container slide in from above instead of fading in. Default false."),
            "loop": SchemaValues.orParameter(["type": "integer", "minimum": 0, "maximum": .integer(Int(Int32.max))])
                .described(
                    "Plays of the animated PNG, GIF (at most 65536) or WebP (at most 65535); 0 is forever. Default 0."),
            "holdEnd": SchemaValues.orParameter([
                "type": "number", "minimum": 0, "maximum": .number(exactly: AnimationTiming.maximumHold),
            ]).described("Seconds the last frame stays. Default 1."),
        ]
        return SchemaValues.object(AnimationDecoder.keys.map { ($0, properties[$0] ?? [:]) }, required: ["from"])
            .described("An animation from the `from` tree to `root`, and the timing of its frames.")
    }

    private static var includeFile: SchemaJSON {
        SchemaValues.object(IncludeLoader.keys.map { ($0, property($0)) })
            .described(
                "A file that a spec's `include` names: templates, parameters and variants to share, never a tree. "
                    + "Point its `$schema` at `boxrender.schema.json#/$defs/includeFile`.")
    }
}
