/// When golden images are (re)written instead of compared. Writing a golden
/// always fails the test, so that a CI run can never record silently; a golden
/// that is left as it was passes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that don't exist yet; compare the rest.
    case missing
    /// Write missing goldens and rewrite those whose pixels differ from the
    /// rendering, even within the tolerance; a golden with the same pixels is
    /// left untouched (same bytes and modification time) and passes.
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
