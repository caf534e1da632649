import BoxModel

extension ValueReader {
    /// The keys of a font written as an object; both are required.
    static let fontKeys = ["name", "size"]

    /// A font (spec-format §2): `"HelveticaNeue-Light 16"` — a name, a space and
    /// a size, the size being the last space-separated word so that names with
    /// spaces work — or `{ "name", "size" }`. The size must be greater than 0.
    ///
    /// Names are not checked here: which fonts exist is the backend's business
    /// (its alias table and `--font-dir`), not the spec file's.
    func font(_ value: SpecValue, at path: @autoclosure () -> String) -> FontSpec? {
        switch value.kind {
        case .string(let text):
            return fontText(text, value, path)
        case .object:
            guard let members = members(of: value, known: Self.fontKeys, at: path()),
                requireKeys(Self.fontKeys, in: members, of: value, at: path())
            else { return nil }
            var name: String?
            var size: Double?
            for member in members {
                let memberPath = JSONPath.appending(key: member.key, to: path())
                if member.key == "name" {
                    name = fontName(member.value, at: memberPath)
                } else {
                    size = positive(member.value, at: memberPath)
                }
            }
            guard let name, let size else { return nil }
            return FontSpec(name: name, size: size)
        default:
            return typeMismatch("a font (`\"name size\"` or an object with `name` and `size`)", value, path)
        }
    }

    private func fontText(_ text: String, _ value: SpecValue, _ path: () -> String) -> FontSpec? {
        let example = "a font name and a size, as in `HelveticaNeue-Light 16`"
        if let hint = MGBoxNames.fontHint(text) {
            return fail("expected \(example), found `\(text)`" + hint, value, path)
        }
        let trimmed = text.trimmingSpaces
        guard let space = trimmed.lastIndex(of: " ") else {
            return fail("expected \(example), found `\(text)`", value, path)
        }
        let name = String(trimmed[..<space]).trimmingSpaces
        let sizeText = String(trimmed[trimmed.index(after: space)...])
        guard !name.isEmpty else {
            return fail("expected \(example), found `\(text)`", value, path)
        }
        guard let size = Double(sizeText), size.isFinite else {
            return fail("expected \(example); `\(sizeText)` is not a number", value, path)
        }
        guard size > 0 else {
            return fail("expected a font size greater than 0, found \(Self.format(size))", value, path)
        }
        return FontSpec(name: name, size: size)
    }

    private func fontName(_ value: SpecValue, at path: @autoclosure () -> String) -> String? {
        guard let name = string(value, at: path()) else { return nil }
        guard !name.trimmingSpaces.isEmpty else {
            return fail("expected a font name, found an empty string", value, path)
        }
        return name
    }
}

extension String {
    /// The string without leading and trailing U+0020 spaces.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }),
            let last = scalars.lastIndex(where: { $0 != " " })
        else { return "" }
        return String(scalars[first...last])
    }
}
