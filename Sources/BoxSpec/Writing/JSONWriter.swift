extension JSONValue {
    /// The value as JSON text, each container laid out as its `JSONLayout`
    /// says; no line break at the end (documents add their own).
    /// - Parameters:
    ///   - level: the indentation, in steps, of the line the value starts on
    ///     (for a part written ahead of its document, `written`).
    ///   - controls: how control characters in strings are escaped.
    public func text(level: Int = 0, escaping controls: JSONText.ControlEscapes = .unicode) -> String {
        var writer = JSONWriter(controls: controls)
        writer.write(self, level: level)
        return writer.out
    }
}

/// Writes a `JSONValue` as text. Recursive, but only over documents
/// boxrender builds itself, whose nesting its own code fixes.
private struct JSONWriter {
    static let step = "  "

    let controls: JSONText.ControlEscapes
    var out = ""

    init(controls: JSONText.ControlEscapes) {
        self.controls = controls
    }

    /// Writes `value`, which starts on a line indented `level` steps.
    mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .integer(let integer): out += String(integer)
        case .number(let number): out += JSONText.number(number)
        case .string(let string): out += JSONText.string(string, escaping: controls)
        case .written(let text): out += text
        case .array(let elements, let layout):
            if let width = layout.scalarsOnOneLineWithin, !elements.isEmpty, elements.allSatisfy(\.isScalar) {
                var line = JSONWriter(controls: controls)
                line.write(elements, keys: nil, layout: .inline, level: level)
                if level * Self.step.count + line.out.count <= width {
                    out += line.out
                    return
                }
            }
            write(elements, keys: nil, layout: layout, level: level)
        case .object(let members, let layout):
            write(members.map(\.value), keys: members.map(\.key), layout: layout, level: level)
        }
    }

    /// Writes an array's elements, or with `keys` an object's members, in
    /// their brackets with `layout`'s gaps.
    private mutating func write(_ items: [JSONValue], keys: [String]?, layout: JSONLayout, level: Int) {
        let isObject = keys != nil
        out += isObject ? "{" : "["
        if items.isEmpty {
            if layout.blankWhenEmpty && layout.breaksLines {
                out += "\n\n" + String(repeating: Self.step, count: level)
            } else {
                // Spaces stay (`{  }`, as an inline object of nothing has always been written); line breaks go.
                for gap in [layout.open, layout.close] where gap != .line { write(gap, isObject: isObject, level: 0) }
            }
            out += isObject ? "}" : "]"
            return
        }
        // Items a step in when the container breaks lines: a hanging one's first too, which `{ ` puts there.
        let inner = layout.breaksLines ? level + 1 : level
        for (index, item) in items.enumerated() {
            if index > 0 { out += "," }
            write(index == 0 ? layout.open : layout.between, isObject: isObject, level: inner)
            if let keys { out += JSONText.string(keys[index], escaping: controls) + layout.colon }
            write(item, level: inner)
        }
        write(layout.close, isObject: isObject, level: level)
        out += isObject ? "}" : "]"
    }

    /// Writes a gap; a line break is followed by `level` steps of indentation.
    private mutating func write(_ gap: JSONLayout.Gap, isObject: Bool, level: Int) {
        switch gap {
        case .none: break
        case .space: out += " "
        case .spaceInObjects: if isObject { out += " " }
        case .line: out += "\n" + String(repeating: Self.step, count: level)
        }
    }
}
