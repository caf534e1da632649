import BoxCairo
import BoxSpec
import BoxText

/// The library versions an output manifest records (`"libraries"`: name to
/// version, as `LibraryVersions` reports them), read bounded since the
/// manifest is data, and compared with this run's to say why a `--check`
/// finds pictures stale: another Cairo or Pango draws other pixels from the
/// same spec.
public enum RecordedLibraries {
    /// The most libraries a manifest may record, and the longest name and version.
    public static let maximumCount = 32
    public static let maximumNameLength = 32
    public static let maximumVersionLength = 64

    /// This process's libraries, as a manifest records them: only those
    /// whose name and version the reader takes, so that no run writes a
    /// manifest the next refuses.
    public static var current: [String: String] {
        let readable = LibraryVersions.all.filter { isName($0.name) && isVersion($0.version) }
        return Dictionary(readable.map { ($0.name, $0.version) }) { first, _ in first }
    }

    /// What a run writes as the manifest's record: this run's libraries when
    /// every output the manifest lists was made (or found up to date) by this
    /// run, or was recorded with the same libraries; otherwise none, since
    /// outputs kept from other runs (failed specs, specs not rendered this
    /// time) may have been drawn with other libraries.
    public static func record(
        previous: [String: String]?, outputs: some Sequence<String>, madeNow: Set<String>
    ) -> [String: String]? {
        let current = current
        return previous == current || outputs.allSatisfy(madeNow.contains) ? current : nil
    }

    /// The `"libraries"` value of a manifest; nil when it has none. Anything
    /// but an object of at most `maximumCount` short names (lower-case
    /// letters, digits, `-`, `_`) to short printable versions is refused.
    static func parse(_ value: SpecValue?) throws(OutputManifest.Problem) -> [String: String]? {
        guard let value else { return nil }
        let refusal = OutputManifest.Problem(
            description: "its \"libraries\" is not what boxrender writes (at most \(maximumCount) names of "
                + "libraries, each with its version); remove it to start anew")
        guard let listed = value.members, listed.count <= maximumCount else { throw refusal }
        var libraries: [String: String] = [:]
        for member in listed {
            guard let version = member.value.stringValue, isName(member.key), isVersion(version) else {
                throw refusal
            }
            libraries[member.key] = version
        }
        return libraries
    }

    private static func isName(_ name: String) -> Bool {
        (1...maximumNameLength).contains(name.utf8.count)
            && name.utf8.allSatisfy {
                (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x5F
            }
    }

    private static func isVersion(_ version: String) -> Bool {
        (1...maximumVersionLength).contains(version.utf8.count)
            && version.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// The record as one JSON object on one line, its names sorted.
    static func json(_ libraries: [String: String]) -> JSONValue {
        .object(libraries.keys.sorted().map { .init($0, .string(libraries[$0] ?? "")) }, .inline)
    }

    /// Each library whose recorded version is not this run's, as
    /// `cairo 1.18.0 (this run: 1.16.0)`, in `LibraryVersions`' order; a
    /// library only one side knows counts too. Empty when they agree.
    public static func differences(recorded: [String: String], current: [String: String]) -> [String] {
        let known = LibraryVersions.all.map(\.name)
        let names = known + Set(recorded.keys).union(current.keys).subtracting(known).sorted()
        return names.compactMap { name in
            let then = recorded[name]
            let now = current[name]
            guard then != now else { return nil }
            return "\(name) \(then ?? "not recorded") (this run: \(now ?? "none"))"
        }
    }

    /// The line a `--check` prints after its stale outputs when the manifest
    /// was written with other libraries; nil when it was not, or does not say.
    public static func staleNote(recorded: [String: String]?, current: [String: String]) -> String? {
        guard let recorded else { return nil }
        let differing = differences(recorded: recorded, current: current)
        guard !differing.isEmpty else { return nil }
        return "note: the manifest was written with other rendering libraries, which draw other pixels from the "
            + "same spec: " + differing.joined(separator: ", ")
            + ". Check with the libraries that recorded the outputs (the release bundle), or allow a difference "
            + "with --threshold and --max-diff-pixels."
    }
}
