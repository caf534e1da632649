import BoxModel

/// A spec value built in Swift: the shapes JSON has, plus nodes. The Swift API
/// writes every setting as the key a spec file would use, so that the decoder
/// turns a tree built in Swift into exactly the model of the same tree written
/// as JSON: same defaults, same checks, same paths.
enum Draft: Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Draft])
    case object(DraftObject)
    /// A node; its keys are written where it sits.
    case node(BoxElement)
}

/// An object's members in the order they were first set. Setting a key again
/// replaces its value in place; setting it to `nil` removes it.
struct DraftObject: Sendable {
    private(set) var members: [(key: String, value: Draft)] = []

    init() {}

    /// The members with a value, in order; `nil` values are left out.
    init(_ pairs: KeyValuePairs<String, Draft?>) {
        for (key, value) in pairs {
            if let value { members.append((key, value)) }
        }
    }

    var isEmpty: Bool { members.isEmpty }

    subscript(key: String) -> Draft? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }
}

// MARK: - The model's values in their spec-file form (spec-format §2)

extension Draft {
    static func size(_ size: Size) -> Draft {
        .array([.number(size.width), .number(size.height)])
    }

    static func point(_ point: Point) -> Draft {
        .array([.number(point.x), .number(point.y)])
    }

    /// `[x, y, width, height]`.
    static func rect(_ rect: Rect) -> Draft {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }

    /// All four sides, so that the object replaces every side of the default.
    static func insets(_ insets: Insets) -> Draft {
        .object(
            DraftObject([
                "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
                "right": .number(insets.right),
            ]))
    }

    /// `[r, g, b, a]`: the form that carries the components exactly.
    static func color(_ color: Color) -> Draft {
        .array([.number(color.red), .number(color.green), .number(color.blue), .number(color.alpha)])
    }

    static func font(_ font: FontSpec) -> Draft {
        .object(DraftObject(["name": .string(font.name), "size": .number(font.size)]))
    }

    /// Every field, so that none falls back to a default shadow's.
    static func shadow(_ shadow: Shadow) -> Draft {
        .object(
            DraftObject([
                "color": .color(shadow.color), "opacity": .number(shadow.opacity), "offset": .point(shadow.offset),
                "radius": .number(shadow.radius),
            ]))
    }

    /// The sides that have a colour; the others get none.
    static func borderColors(_ colors: BorderColors) -> Draft {
        .object(
            DraftObject([
                "top": colors.top.map(color), "left": colors.left.map(color), "bottom": colors.bottom.map(color),
                "right": colors.right.map(color),
            ]))
    }

    /// `borderStyle`: `none`, `etchedAll`, or the list of etched sides.
    static func borderStyle(_ sides: EtchedSides) -> Draft {
        if sides.isEmpty { return .string("none") }
        if sides == .all { return .string("etchedAll") }
        let names: [(EtchedSides, String)] = [
            (.top, "etchedTop"), (.left, "etchedLeft"), (.bottom, "etchedBottom"), (.right, "etchedRight"),
        ]
        return .array(names.filter { sides.contains($0.0) }.map { .string($0.1) })
    }

    /// One span of `spans`: a run's face as the one flag that gives it.
    static func span(_ run: TextRun) -> Draft {
        let face: String? =
            switch run.face {
            case .base: nil
            case .bold: "bold"
            case .italic: "italic"
            case .monospace: "monospace"
            }
        var span = DraftObject(["text": .string(run.text)])
        if let face { span[face] = .bool(true) }
        span["underline"] = run.underline ? .bool(true) : nil
        span["font"] = run.font.map(font)
        span["color"] = run.color.map(color)
        span["backgroundColor"] = run.backgroundColor.map(color)
        span["shadowColor"] = run.shadowColor.map(color)
        span["shadowOffset"] = run.shadowOffset.map(point)
        return .object(span)
    }
}
