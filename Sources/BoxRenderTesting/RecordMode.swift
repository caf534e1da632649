/// When golden images are (re)written instead of compared. Recording always
/// fails the test, so that a CI run can never record silently.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that don't exist yet; compare the rest.
    case missing
    /// Rewrite every golden.
    case all

    /// `BOXRENDER_RECORD=missing|all` in the environment; anything else means `never`.
    public static var fromEnvironment: RecordMode {
        RecordMode(environmentValue: getenv("BOXRENDER_RECORD").map { String(cString: $0) })
    }

    /// The mode a value of `BOXRENDER_RECORD` asks for (`nil`: unset).
    init(environmentValue: String?) {
        self = environmentValue.flatMap(RecordMode.init(rawValue:)) ?? .never
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
