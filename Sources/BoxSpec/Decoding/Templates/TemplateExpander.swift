import BoxModel

/// Replaces `{ "use": name, "with": { … } }` nodes by the templates they name
/// (spec-format §8): the body with its `${…}` parameters substituted, then the
/// `use` node's other keys laid over the body's (NMView copies a template's
/// properties and keeps the target's own).
///
/// The templates the nodes being walked came from are known, so a template
/// that uses itself, directly or through others, is an error instead of an
/// endless tree: the tree builder opens a node's templates for its children
/// and closes them when they are done, and a `use` looks them up in one set
/// (a chain copied into every open node grew with the square of the depth).
/// Every value an expansion makes counts against `limit`, so that templates
/// nested ten deep and used ten times each (a "billion laughs") stop with a
/// message instead of eating the machine.
struct TemplateExpander {
    /// Values that expansions may create in one spec.
    static let defaultLimit = 100_000

    let library: TemplateLibrary
    let diagnostics: Diagnostics
    let limit: Int
    /// Characters that splicing parameters into longer strings may make.
    let textLimit: Int
    private(set) var expandedValues = 0
    private var limitReported = false
    /// The names expanded at each open node (one whose children are being
    /// walked), outermost first: the templates its children came from.
    private var openNames: [[String]] = []
    /// The same names as a set: each is there once, since a second would be a cycle.
    private var active: Set<String> = []
    /// Shared with the reader, so one message says when the spec's text is too long.
    private let splicedText: TextBudget

    init(
        library: TemplateLibrary, diagnostics: Diagnostics, limit: Int = Self.defaultLimit,
        textLimit: Int = SpecLimits.default.totalTextLength, textBudget: TextBudget = TextBudget()
    ) {
        self.library = library
        self.diagnostics = diagnostics
        self.limit = limit
        self.textLimit = textLimit
        self.splicedText = textBudget
    }

    /// True once the expansions have made more than `limit` values: the
    /// tree is then cut short, and building it further would only report
    /// what follows from that (ids that a cut template would have given).
    var isOverLimit: Bool { expandedValues > limit }

    /// What the node value at `path` stands for, and the templates expanded
    /// at it, outermost first (to `open` for its children); `nil` when a
    /// `use` could not be expanded (the problem is reported).
    mutating func resolve(_ value: SpecValue, path: String) -> (value: SpecValue, names: [String])? {
        var current = value
        var names: [String] = []
        var here: Set<String> = []
        while let use = current.member(named: "use") {
            let usePath = JSONPath.appending(key: "use", to: path)
            guard case .string(let name) = use.value.kind else {
                report("expected a template name (a string), found \(use.value.kindDescription)", use.value, usePath)
                return nil
            }
            guard let template = library[name] else {
                // A suggestion compares with every template's name: only for messages that will be shown.
                let known =
                    library.names.isEmpty
                    ? "; the spec has no `templates`"
                    : diagnostics.count < Diagnostics.shownLimit ? Suggestion.didYouMean(name, in: library.names) : ""
                report("unknown template `\(name)`\(known)", use.value, usePath)
                return nil
            }
            guard !active.contains(name), !here.contains(name) else {
                let chain = openNames.joined() + names + [name]
                report("template `\(name)` uses itself: \(chain.joined(separator: " → "))", use.value, usePath)
                return nil
            }
            guard let expanded = expand(current, template: template, path: path, usePath: usePath) else { return nil }
            current = expanded
            names.append(name)
            here.insert(name)
        }
        return (current, names)
    }

    /// Makes `names` (as `resolve` gave them for a node) the templates of
    /// the node's children, which are walked next, until `close()`.
    mutating func open(_ names: [String]) {
        openNames.append(names)
        active.formUnion(names)
    }

    /// The node opened last is done: its templates may be used again beside it.
    mutating func close() {
        if let names = openNames.popLast() { active.subtract(names) }
    }

    /// One `use` node as the template's body with `with`'s values and the
    /// node's own keys.
    private mutating func expand(_ node: SpecValue, template: TemplateLibrary.Template, path: String, usePath: String)
        -> SpecValue?
    {
        guard case .object(let members) = node.kind else { return nil }
        // The spec's `params` answer what `with` does not give (looked up
        // after it, not copied per use: there may be many of both).
        var arguments: [String: SpecValue] = [:]
        var overrides: [SpecMember] = []
        var valid = true
        for member in members where member.key != "use" {
            guard member.key == "with" else {
                overrides.append(member)
                continue
            }
            let withPath = JSONPath.appending(key: "with", to: path)
            guard case .object(let parameters) = member.value.kind else {
                report(
                    "expected an object of parameters, found \(member.value.kindDescription)", member.value, withPath)
                return nil
            }
            for parameter in parameters {
                guard template.parameters.contains(parameter.key) else {
                    let hint =
                        template.parameters.isEmpty
                        ? "; it has none"
                        : diagnostics.count < Diagnostics.shownLimit
                            ? Suggestion.didYouMean(parameter.key, in: template.parameters) : ""
                    diagnostics.report(
                        "template `\(template.name)` has no parameter `\(parameter.key)`\(hint)",
                        at: parameter.keyPosition, path: JSONPath.appending(key: parameter.key, to: withPath))
                    valid = false
                    continue
                }
                arguments[parameter.key] = parameter.value
            }
        }
        let name = template.name
        var substitution = Substitution(
            arguments: arguments, fallback: library.defaults, diagnostics: diagnostics,
            valueBudget: limit - expandedValues,
            splicedText: splicedText, textLimit: textLimit
        ) { parameter in
            "template `\(name)` needs a value for `${\(parameter)}`: add `with.\(parameter)` where it is used"
        }
        let body = substitution.apply(to: template.body, path: path)
        expandedValues += substitution.createdValues
        // Past the text limit, the substitution has reported it.
        guard expandedValues <= limit else {
            if !limitReported {
                limitReported = true
                diagnostics.reportLimit(
                    "templates expand to more than \(limit) values: a template is used too often, "
                        + "or inside itself by way of others \(LimitHint.raise("max-template-values"))",
                    at: node.position, path: usePath)
            }
            return nil
        }
        guard valid, substitution.succeeded, case .object(var bodyMembers) = body.kind else { return nil }
        for override in overrides {
            if let index = bodyMembers.firstIndex(where: { $0.key == override.key }) {
                bodyMembers[index] = override
            } else {
                bodyMembers.append(override)
            }
        }
        // Positions stay the template's, so messages point at what to fix.
        return SpecValue(.object(bodyMembers), at: body.position)
    }

    private func report(_ message: String, _ value: SpecValue, _ path: String) {
        diagnostics.report(message, at: value.position, path: path)
    }
}
