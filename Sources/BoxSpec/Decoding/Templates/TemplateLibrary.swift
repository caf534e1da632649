/// The spec's `templates` (spec-format §8, NMView's view templates): named
/// node values that `{ "use": name, "with": { … } }` nodes stand for.
struct TemplateLibrary {
    struct Template {
        let name: String
        let body: SpecValue
        /// Every `${name}` its strings mention, in first-mention order: what `with` may give.
        let parameters: [String]
    }

    /// The keys of a node that stands for a template, besides the keys it
    /// lays over the template's: the template's name and its parameters.
    static let useKeys = ["use", "with"]

    private(set) var templates: [String: Template] = [:]
    /// Names in file order, for suggestions.
    private(set) var names: [String] = []
    /// The spec's `params`: the value of a `${name}` that a `use` gives no `with` for.
    var defaults: [String: SpecValue] = [:]

    static let empty = TemplateLibrary()

    private init() {}

    /// Reads `templates`: an object of name → node object. Problems are reported;
    /// the templates that are fine are kept.
    init(decoding value: SpecValue, reader: ValueReader) {
        guard case .object(let members) = value.kind else {
            reader.diagnostics.report(
                "expected an object of named box trees, found \(value.kindDescription)", at: value.position,
                path: "templates")
            return
        }
        for member in members {
            let path = JSONPath.appending(key: member.key, to: "templates")
            guard case .object = member.value.kind else {
                reader.diagnostics.report(
                    "expected a node (an object), found \(member.value.kindDescription)", at: member.value.position,
                    path: path)
                continue
            }
            templates[member.key] = Template(
                name: member.key, body: member.value, parameters: TemplateSubstitution.parameters(in: member.value))
            names.append(member.key)
        }
    }

    subscript(name: String) -> Template? { templates[name] }
}
