/// One value with `${name}` references replaced by arguments (spec-format
/// §8): a template's body with its `with` values and the spec's `params`, or
/// the whole document with its `params`. A string that is only `${name}`
/// becomes the argument whatever it is; elsewhere the argument's text is
/// spliced in. Every value made counts against `valueBudget`, every spliced
/// character against the spec's text budget, before it is made.
struct Substitution {
    let arguments: [String: SpecValue]
    /// What answers a name `arguments` does not have (a template's `with`
    /// first, then the spec's `params`).
    let fallback: [String: SpecValue]
    /// The message for a `${name}` no argument answers.
    let missing: (String) -> String
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
        arguments: [String: SpecValue], fallback: [String: SpecValue] = [:], diagnostics: Diagnostics,
        valueBudget: Int, splicedText: TextBudget, textLimit: Int, missing: @escaping (String) -> String
    ) {
        self.arguments = arguments
        self.fallback = fallback
        self.missing = missing
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
        if case .string(let inserted)? = (arguments[name] ?? fallback[name])?.kind {
            length = inserted.unicodeScalars.count
        }
        argumentLengths[name] = length
        return length
    }

    private mutating func argument(_ name: String, at value: SpecValue, path: String) -> SpecValue? {
        guard let argument = arguments[name] ?? fallback[name] else {
            fail(missing(name), value, path)
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
