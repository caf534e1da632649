/// A value given to one of a spec's `params` from outside its `params`
/// object: a `variants` entry, `--set name=value`, a `--matrix` cell. Only
/// text, numbers and booleans, as such values also name the output files.
public enum ParameterValue: Sendable, Hashable {
    /// Text as typed on a command line: it takes the type of the parameter's
    /// default when it reads as one (`--set rows=3` for `"rows": 5` is the number 3).
    case text(String)
    case number(Double)
    case bool(Bool)

    /// The value as a spec would spell it in text: strings as they are,
    /// numbers as JSON writes them.
    public var text: String {
        switch self {
        case .text(let text): text
        case .number(let number): ValueReader.format(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// A spec value that a parameter may be set to; nil for null, arrays and objects.
    init?(_ value: SpecValue) {
        switch value.kind {
        case .string(let text): self = .text(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null, .array, .object: return nil
        }
    }

    /// This value as it stands in for `${name}`: text that reads as the
    /// default's kind (a number, `true` or `false`) becomes that kind; nil
    /// when the default is a number or boolean and the text is not one.
    func specValue(like defaultValue: SpecValue, at position: SourcePosition) -> SpecValue? {
        switch self {
        case .number(let number): return SpecValue(.number(number), at: position)
        case .bool(let flag): return SpecValue(.bool(flag), at: position)
        case .text(let text):
            switch defaultValue.kind {
            case .number:
                guard let number = Double(text), number.isFinite else { return nil }
                return SpecValue(.number(number), at: position)
            case .bool:
                guard text == "true" || text == "false" else { return nil }
                return SpecValue(.bool(text == "true"), at: position)
            case .null, .string, .array, .object:
                return SpecValue(.string(text), at: position)
            }
        }
    }
}
