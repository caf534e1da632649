import BoxModel

/// Reads the value forms of spec-format §2 out of `SpecValue`s. Every method
/// reports its own problem (with the path it is given) and returns nil, so
/// callers simply skip what failed and go on to the next key.
///
/// Paths are autoclosures: they are only rendered when there is an error,
/// which keeps decoding a million-box spec from building millions of strings.
struct ValueReader {
    let diagnostics: Diagnostics
    /// The caller's limits; strings longer than `textLength` are refused here,
    /// where every string of a spec is read.
    var limits = SpecLimits.default
    /// The characters read so far, against `limits.totalTextLength`.
    let textRead = TextBudget()

    // MARK: Reporting

    func fail<T>(_ message: String, _ value: SpecValue, _ path: () -> String) -> T? {
        diagnostics.report(message, at: value.position, path: path())
        return nil
    }

    func typeMismatch<T>(_ expected: String, _ value: SpecValue, _ path: () -> String) -> T? {
        fail("expected \(expected), found \(value.kindDescription)", value, path)
    }

    /// A number as a message shows it: `4`, `-0.5`, `1e+300`.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    // MARK: Scalars

    func number(_ value: SpecValue, at path: @autoclosure () -> String) -> Double? {
        guard case .number(let number) = value.kind else { return typeMismatch("a number", value, path) }
        return number
    }

    func nonNegative(_ value: SpecValue, at path: @autoclosure () -> String) -> Double? {
        guard let number = number(value, at: path()) else { return nil }
        guard number >= 0 else {
            return fail("expected a non-negative number, found \(Self.format(number))", value, path)
        }
        return number
    }

    /// A non-negative number no larger than `limit`, for values whose cost
    /// grows with them (a shadow's blur radius).
    func nonNegative(_ value: SpecValue, atMost limit: Double, at path: @autoclosure () -> String) -> Double? {
        guard let number = nonNegative(value, at: path()) else { return nil }
        guard number <= limit else {
            return fail("expected at most \(Self.format(limit)), found \(Self.format(number))", value, path)
        }
        return number
    }

    func positive(_ value: SpecValue, at path: @autoclosure () -> String) -> Double? {
        guard let number = number(value, at: path()) else { return nil }
        guard number > 0 else {
            return fail("expected a number greater than 0, found \(Self.format(number))", value, path)
        }
        return number
    }

    /// A fraction such as an alpha or a colour component.
    func unit(_ value: SpecValue, at path: @autoclosure () -> String) -> Double? {
        guard let number = number(value, at: path()) else { return nil }
        guard (0...1).contains(number) else {
            return fail("expected a number from 0 to 1, found \(Self.format(number))", value, path)
        }
        return number
    }

    func integer(_ value: SpecValue, at path: @autoclosure () -> String) -> Int? {
        guard let number = number(value, at: path()) else { return nil }
        // Kept within 32 bits so later arithmetic on it cannot overflow.
        guard number == number.rounded(), abs(number) <= Double(Int32.max) else {
            return fail("expected an integer, found \(Self.format(number))", value, path)
        }
        return Int(number)
    }

    func bool(_ value: SpecValue, at path: @autoclosure () -> String) -> Bool? {
        guard case .bool(let bool) = value.kind else { return typeMismatch("`true` or `false`", value, path) }
        return bool
    }

    func string(_ value: SpecValue, at path: @autoclosure () -> String) -> String? {
        guard case .string(let string) = value.kind else { return typeMismatch("a string", value, path) }
        return isWithinTextLimit(string, value, path) ? string : nil
    }

    /// False, after reporting it, when `string` is longer than `limits.textLength`
    /// or has more than `CombiningMarks.limit` marks in a row. Also false
    /// when the spec's strings together pass `limits.totalTextLength`.
    func isWithinTextLimit(_ string: String, _ value: SpecValue, _ path: () -> String) -> Bool {
        let length = string.unicodeScalars.count
        guard length <= limits.textLength else {
            diagnostics.report(
                "the text is \(length) characters long, more than \(limits.textLength) "
                    + LimitHint.raise("max-text-length"), at: value.position, path: path())
            return false
        }
        let marks = CombiningMarks.longestRun(in: string)
        guard marks <= CombiningMarks.limit else {
            diagnostics.report(CombiningMarks.message(marks), at: value.position, path: path())
            return false
        }
        guard textRead.spend(length, limit: limits.totalTextLength) else {
            if textRead.reportOnce() {
                diagnostics.report(
                    TextBudget.message(limits.totalTextLength), at: value.position, path: path())
            }
            return false
        }
        return true
    }

    /// One of a fixed set of names, e.g. a `contentLayoutMode`; a near miss
    /// (`centre`) gets a suggestion.
    func choice<T: RawRepresentable & CaseIterable>(
        _ value: SpecValue, as type: T.Type, at path: @autoclosure () -> String
    ) -> T? where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let name = string(value, at: path()) else { return nil }
        guard let choice = T(rawValue: name) else {
            let suggestion = MGBoxNames.valueHint(name, among: names) ?? Suggestion.didYouMean(name, in: names)
            return fail("expected \(Self.list(names)), found `\(name)`" + suggestion, value, path)
        }
        return choice
    }

    /// "`a`, `b` or `c`".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    // MARK: Containers

    /// The members of an object, each unknown key reported with a suggestion
    /// from `known`, or what it is here if `foreign` (MGBox's names for this
    /// object's keys) has it. Returns nil (after reporting) when the value is no object.
    func members(
        of value: SpecValue, known: [String], foreign: [String: MGBoxNames.Name] = [:],
        at path: @autoclosure () -> String
    ) -> [SpecMember]? {
        guard case .object(let members) = value.kind else { return typeMismatch("an object", value, path) }
        var accepted: [SpecMember] = []
        accepted.reserveCapacity(members.count)
        for member in members {
            if known.contains(member.key) {
                accepted.append(member)
            } else {
                reportUnknownKey(member, known: known, foreign: foreign, at: path())
            }
        }
        return accepted
    }

    func reportUnknownKey(
        _ member: SpecMember, known: [String], foreign: [String: MGBoxNames.Name] = [:], at path: String
    ) {
        let help =
            MGBoxNames.keyHint(member.key, in: foreign)?.hint ?? Suggestion.didYouMean(member.key, in: known)
        diagnostics.report(
            "unknown key `\(member.key)`" + help, at: member.keyPosition,
            path: JSONPath.appending(key: member.key, to: path))
    }

    /// Reports each of `required` that `members` lacks, at the object.
    func requireKeys(
        _ required: [String], in members: [SpecMember], of value: SpecValue, at path: @autoclosure () -> String
    ) -> Bool {
        var complete = true
        for key in required where !members.contains(where: { $0.key == key }) {
            diagnostics.report("missing key `\(key)`", at: value.position, path: path())
            complete = false
        }
        return complete
    }

    /// The numbers of an array of exactly `count` numbers, each checked by
    /// `read` (given its index, the element and the element's path).
    func numbers(
        _ value: SpecValue, count: Int, describing: String, at path: @autoclosure () -> String,
        read: (Int, SpecValue, () -> String) -> Double?
    ) -> [Double]? {
        guard case .array(let elements) = value.kind else { return nil }
        guard elements.count == count else {
            return fail("expected \(describing), found an array of \(elements.count)", value, path)
        }
        // `read` may not capture the non-escaping `path` directly; it never keeps it.
        return withoutActuallyEscaping(path) { path in
            var numbers: [Double] = []
            for (index, element) in elements.enumerated() {
                if let number = read(index, element, { JSONPath.appending(index: index, to: path()) }) {
                    numbers.append(number)
                }
            }
            return numbers.count == count ? numbers : nil
        }
    }
}
