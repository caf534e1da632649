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
        guard let value = getenv("BOXRENDER_RECORD") else { return .never }
        return RecordMode(rawValue: String(cString: value)) ?? .never
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
