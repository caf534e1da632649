/// Replaces `{ "use": name, "with": { … } }` nodes by the templates they name
/// (spec-format §8): the body with its `${…}` parameters substituted, then the
/// `use` node's other keys laid over the body's (NMView copies a template's
/// properties and keeps the target's own).
///
/// A node coming out of a template carries the chain of templates it came
/// from, so a template that uses itself, directly or through others, is an
/// error instead of an endless tree. Every value an expansion makes counts
/// against `limit`, so that templates nested ten deep and used ten times each
/// (a "billion laughs") stop with a message instead of eating the machine.
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

    /// What the node value at `path` stands for, and the templates it came
    /// from (`chain`, outermost first, extended by any expanded here); `nil`
    /// when a `use` could not be expanded (the problem is reported).
    mutating func resolve(_ value: SpecValue, path: String, chain: [String]) -> (value: SpecValue, chain: [String])? {
        var current = value
        var chain = chain
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
            guard !chain.contains(name) else {
                report(
                    "template `\(name)` uses itself: \((chain + [name]).joined(separator: " → "))", use.value, usePath)
                return nil
            }
            guard let expanded = expand(current, template: template, path: path, usePath: usePath) else { return nil }
            current = expanded
            chain.append(name)
        }
        return (current, chain)
    }

    /// One `use` node as the template's body with `with`'s values and the
    /// node's own keys.
    private mutating func expand(_ node: SpecValue, template: TemplateLibrary.Template, path: String, usePath: String)
        -> SpecValue?
    {
        guard case .object(let members) = node.kind else { return nil }
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
        var substitution = Substitution(
            template: template.name, arguments: arguments, diagnostics: diagnostics,
            valueBudget: limit - expandedValues, splicedText: splicedText, textLimit: textLimit)
        let body = substitution.apply(to: template.body, path: path)
        expandedValues += substitution.createdValues
        // Past the text limit, the substitution has reported it.
        guard expandedValues <= limit else {
            if !limitReported {
                limitReported = true
                report(
                    "templates expand to more than \(limit) values: a template is used too often, "
                        + "or inside itself by way of others \(LimitHint.raise("max-template-values"))", node, usePath)
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

/// One template body with its arguments put in.
private struct Substitution {
    let template: String
    let arguments: [String: SpecValue]
    let diagnostics: Diagnostics
    /// Values this substitution may make before it stops: the expander's
    /// limit is checked as the body is built, not after.
    let valueBudget: Int
    let splicedText: TextBudget
    let textLimit: Int
    private(set) var createdValues = 0
    private(set) var succeeded = true
    /// True once the values or the spliced text passed their limit; the rest
    /// of the body is then left as it is, and the expansion refused.
    private var overBudget: Bool { createdValues > valueBudget || splicedText.spent > textLimit }
    /// The size of each argument, counted once however often it is used.
    private var argumentSizes: [String: Int] = [:]
    /// The length of each string argument, counted once however often it is spliced.
    private var argumentLengths: [String: Int] = [:]

    init(
        template: String, arguments: [String: SpecValue], diagnostics: Diagnostics, valueBudget: Int,
        splicedText: TextBudget, textLimit: Int
    ) {
        self.template = template
        self.arguments = arguments
        self.diagnostics = diagnostics
        self.valueBudget = valueBudget
        self.splicedText = splicedText
        self.textLimit = textLimit
    }

    /// The body with every `${name}` replaced. Recursive over the body only
    /// (arguments are put in whole), so its depth is bounded by the parsers'
    /// nesting limit.
    mutating func apply(to value: SpecValue, path: String) -> SpecValue {
        createdValues += 1
        if overBudget { return value }
        switch value.kind {
        case .string(let text):
            return substitute(text, in: value, path: path)
        case .array(let elements):
            var result: [SpecValue] = []
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                result.append(apply(to: element, path: JSONPath.appending(index: index, to: path)))
            }
            return SpecValue(.array(result), at: value.position)
        case .object(let members):
            var result: [SpecMember] = []
            result.reserveCapacity(members.count)
            for member in members {
                var copy = member
                copy.value = apply(to: member.value, path: JSONPath.appending(key: member.key, to: path))
                result.append(copy)
            }
            return SpecValue(.object(result), at: value.position)
        case .null, .bool, .number:
            return value
        }
    }

    private mutating func substitute(_ text: String, in value: SpecValue, path: String) -> SpecValue {
        let references = TemplateSubstitution.references(in: text)
        guard !references.isEmpty else { return value }
        if references.count == 1, references[0].range == text.unicodeScalars.startIndex..<text.unicodeScalars.endIndex {
            guard let argument = argument(references[0].name, at: value, path: path) else { return value }
            createdValues += size(of: references[0].name, argument)
            return SpecValue(argument.kind, at: value.position)
        }
        // The spliced string's length, counted before it is built.
        var length = text.unicodeScalars.count
        for reference in references {
            length -= text.unicodeScalars.distance(from: reference.range.lowerBound, to: reference.range.upperBound)
            length += splicedLength(of: reference.name)
        }
        guard splicedText.spend(length, limit: textLimit) else {
            if splicedText.reportOnce() {
                diagnostics.report(TextBudget.message(textLimit), at: value.position, path: path)
            }
            succeeded = false
            return value
        }
        var result = String.UnicodeScalarView()
        var start = text.unicodeScalars.startIndex
        for reference in references {
            result.append(contentsOf: text.unicodeScalars[start..<reference.range.lowerBound])
            start = reference.range.upperBound
            guard let argument = argument(reference.name, at: value, path: path) else { continue }
            switch argument.kind {
            case .string(let inserted): result.append(contentsOf: inserted.unicodeScalars)
            case .number(let number): result.append(contentsOf: ValueReader.format(number).unicodeScalars)
            case .bool(let flag): result.append(contentsOf: (flag ? "true" : "false").unicodeScalars)
            case .null, .array, .object:
                fail(
                    "`${\(reference.name)}` is part of a longer string, so its value must be a string, "
                        + "number or boolean, found \(argument.kindDescription)", value, path)
            }
        }
        result.append(contentsOf: text.unicodeScalars[start...])
        return SpecValue(.string(String(result)), at: value.position)
    }

    /// Scalars a string argument adds where it is spliced (0 for others), counted once per name.
    private mutating func splicedLength(of name: String) -> Int {
        if let known = argumentLengths[name] { return known }
        var length = 0
        if case .string(let inserted)? = arguments[name]?.kind { length = inserted.unicodeScalars.count }
        argumentLengths[name] = length
        return length
    }

    private mutating func argument(_ name: String, at value: SpecValue, path: String) -> SpecValue? {
        guard let argument = arguments[name] else {
            fail(
                "template `\(template)` needs a value for `${\(name)}`: add `with.\(name)` where it is used", value,
                path)
            return nil
        }
        return argument
    }

    /// How many values an argument holds, computed once per name.
    private mutating func size(of name: String, _ argument: SpecValue) -> Int {
        if let known = argumentSizes[name] { return known }
        var count = 0
        var pending = [argument]
        while let value = pending.popLast() {
            count += 1
            switch value.kind {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.map(\.value))
            case .null, .bool, .number, .string: break
            }
        }
        argumentSizes[name] = count
        return count
    }

    private mutating func fail(_ message: String, _ value: SpecValue, _ path: String) {
        succeeded = false
        diagnostics.report(message, at: value.position, path: path)
    }
}
