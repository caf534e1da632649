/// `${name}` in a template's strings (spec-format §8): a string that is only
/// `${name}` becomes the parameter's value, whatever JSON it is; elsewhere the
/// parameter's text is spliced in (strings as they are, numbers and booleans
/// as JSON writes them). Keys are never substituted. `${` not followed by a
/// name and `}` stays as it is.
enum TemplateSubstitution {
    /// One `${name}` found in a string.
    struct Reference {
        let name: String
        /// The range of the whole `${name}` in the string's scalars.
        let range: Range<String.UnicodeScalarView.Index>
    }

    /// Every `${name}` in `text`, in order.
    static func references(in text: String) -> [Reference] {
        let scalars = text.unicodeScalars
        var found: [Reference] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard scalars[index] == "$" else {
                index = scalars.index(after: index)
                continue
            }
            let brace = scalars.index(after: index)
            guard brace < scalars.endIndex, scalars[brace] == "{" else {
                index = brace
                continue
            }
            var end = scalars.index(after: brace)
            while end < scalars.endIndex, isNameScalar(scalars[end]) { end = scalars.index(after: end) }
            let nameStart = scalars.index(after: brace)
            if end < scalars.endIndex, scalars[end] == "}", end > nameStart {
                let after = scalars.index(after: end)
                found.append(Reference(name: String(scalars[nameStart..<end]), range: index..<after))
                index = after
            } else {
                index = brace
            }
        }
        return found
    }

    /// The parameter names a template body mentions, in first-mention order.
    static func parameters(in body: SpecValue) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var pending = [body]
        while let value = pending.popLast() {
            switch value.kind {
            case .string(let text):
                for reference in references(in: text) where seen.insert(reference.name).inserted {
                    names.append(reference.name)
                }
            case .array(let elements): pending.append(contentsOf: elements.reversed())
            case .object(let members): pending.append(contentsOf: members.map(\.value).reversed())
            case .null, .bool, .number: break
            }
        }
        return names
    }

    /// Whether `${text}` would be a reference: a name of the scalars below.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isNameScalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
        default: false
        }
    }
}
