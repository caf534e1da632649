import BoxModel

/// Puts a spec's parameters in (spec-format §8): `params` are the defaults,
/// values set from outside (a variant, `--set`, a `--matrix` cell) replace
/// them, and every `${name}` in the document's values — outside `templates`,
/// whose bodies take them when used — becomes its parameter's value exactly
/// as templates' `with` values do. A spec without `params` is left as it is.
struct ParameterResolver {
    /// Keys whose values are not substituted: the parameters themselves,
    /// and templates, which substitute when they are used.
    static let untouchedKeys: Set = ["$schema", "params", "variants", "include", "templates"]

    let reader: ValueReader
    let defaults: [SpecMember]

    /// The defaults with `settings` laid over them; a name the spec does not
    /// declare, or text that is not of its default's kind, is reported.
    mutating func values(setting settings: [String: ParameterValue]) -> [String: SpecValue] {
        var values: [String: SpecValue] = [:]
        for member in defaults { values[member.key] = member.value }
        let names = defaults.map(\.key)
        let none = SourcePosition(line: 0, column: 0)
        for (name, setting) in settings.sorted(by: { $0.key < $1.key }) {
            guard let declared = values[name] else {
                reader.diagnostics.report(Self.undeclared(name, among: names), at: none, path: "params")
                continue
            }
            guard let value = setting.specValue(like: declared, at: declared.position) else {
                reader.diagnostics.report(
                    "`\(name)` is set to `\(setting.text)`, but its default is \(declared.kindDescription): "
                        + "give \(declared.kindDescription)", at: none,
                    path: JSONPath.appending(key: name, to: "params"))
                continue
            }
            values[name] = value
        }
        return values
    }

    /// The one wording of a value set (`--set`, `--matrix`) for a parameter
    /// the spec does not declare.
    static func undeclared(_ name: String, among names: [String]) -> String {
        let known =
            names.isEmpty
            ? "the spec has no `params`"
            : "its params are " + names.map { "`\($0)`" }.joined(separator: ", ")
                // Beside a short list, a suggestion only repeats it.
                + (names.count > 3 ? Suggestion.didYouMean(name, in: names) : "")
        return "there is no parameter `\(name)` to set: \(known)"
    }

    /// `document` with every `${name}` outside `untouchedKeys` replaced.
    func substitute(in document: SpecValue, values: [String: SpecValue]) -> SpecValue {
        guard !defaults.isEmpty, case .object(let members) = document.kind else { return document }
        let names = defaults.map(\.key)
        let diagnostics = reader.diagnostics
        var substitution = Substitution(
            arguments: values, diagnostics: diagnostics, valueBudget: reader.limits.templateValues,
            splicedText: reader.textRead, textLimit: reader.limits.totalTextLength
        ) { name in
            let hint = diagnostics.count < Diagnostics.shownLimit ? Suggestion.didYouMean(name, in: names) : ""
            return "unknown parameter `${\(name)}`: add `\(name)` to `params`\(hint)"
        }
        var result = members
        for index in result.indices where !Self.untouchedKeys.contains(result[index].key) {
            result[index].value = substitution.apply(to: result[index].value, path: result[index].key)
        }
        if substitution.createdValues > reader.limits.templateValues {
            diagnostics.reportLimit(
                "parameters expand to more than \(reader.limits.templateValues) values: a large value is used too often "
                    + LimitHint.raise("max-template-values"), at: document.position, path: "params")
        }
        return SpecValue(.object(result), at: document.position)
    }
}
