/// When golden images are (re)written instead of compared. Writing a golden
/// always fails the test, so that a CI run can never record silently; a golden
/// that is left as it was passes.
///
/// The names are swift-snapshot-testing's, so that a team moving over keeps
/// its habits: `never`, `missing`, `failed`, `all`.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that don't exist yet; compare the rest.
    case missing
    /// Write missing goldens and rewrite those that fail the comparison
    /// (beyond the tolerance); a golden within it is left as it is.
    case failed
    /// Write missing goldens and rewrite those whose pixels differ from the
    /// rendering, even within the tolerance; a golden with the same pixels is
    /// left untouched (same bytes and modification time) and passes.
    case all

    /// `BOXRENDER_RECORD` in the environment; unset or empty means `never`.
    /// A value that is no mode also reads as `never` here, and every
    /// assertion fails on it (`environmentProblem`), so that a typo never
    /// passes for "compare only".
    public static var fromEnvironment: RecordMode {
        RecordMode(environmentValue: environmentValue)
    }

    /// Why `BOXRENDER_RECORD` cannot be used, naming the values that can; nil when it can (or is unset).
    public static var environmentProblem: String? {
        problem(withEnvironmentValue: environmentValue)
    }

    private static var environmentValue: String? {
        getenv("BOXRENDER_RECORD").map { String(cString: $0) }
    }

    /// The mode a value of `BOXRENDER_RECORD` asks for (`nil`: unset).
    init(environmentValue: String?) {
        self = environmentValue.flatMap(RecordMode.init(rawValue:)) ?? .never
    }

    /// The message for a value of `BOXRENDER_RECORD` that is no mode.
    static func problem(withEnvironmentValue value: String?) -> String? {
        guard let value, !value.isEmpty, RecordMode(rawValue: value) == nil else { return nil }
        let allowed = allCases.map(\.rawValue).joined(separator: ", ")
        return "BOXRENDER_RECORD=\(value) is not a record mode; use one of \(allowed) (or leave it unset to compare)"
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
