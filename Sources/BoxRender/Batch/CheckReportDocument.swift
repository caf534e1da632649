/// `report.json`, which `render --check --report` writes and `merge
/// --report` reads back from CI shards' artifacts: untrusted input, read
/// here (bounded by its reader, CheckReportDocument+Reading.swift) so that
/// a fuzzer can drive it, and written in CheckReportDocument+JSON.swift.
/// `Codable` only for tools that would rather use Foundation's coders:
/// boxrender itself reads and writes it with `JSONParser` and `JSONValue`.
public struct CheckReportDocument: Sendable, Equatable, Codable {
    public var version = 1
    public var summary: String
    /// Specs checked (each has an entry per output, or one when it failed).
    public var specs: Int
    public var entries: [Entry]

    public init(summary: String, specs: Int, entries: [Entry]) {
        self.summary = summary
        self.specs = specs
        self.entries = entries
    }

    /// One output of the report (or one spec that failed).
    public struct Entry: Sendable, Equatable, Codable {
        /// fresh, stale, missing, orphaned or failed.
        public let status: String
        /// Its path under the output folder; nil for a spec that failed.
        public var output: String?
        /// The spec it comes from; nil for an orphan.
        public var spec: String?
        public var detail: String
        /// A stale PNG's pictures in `files/`, and its count of differing pixels.
        public var pictures: StalePictures?
        /// The variant's part of the output's name (`dark-de`; empty for the
        /// spec as written), which the page groups a spec's outputs by; nil
        /// in reports written before it was kept, or for an orphan.
        public var variant: String?
        /// Its picture's warnings (at most `KeptWarning.maximumPerOutput`),
        /// nil when it had none.
        public var warnings: [KeptWarning]?
        /// How many more warnings it had than are listed.
        public var moreWarnings: Int?

        public init(
            status: String, output: String? = nil, spec: String? = nil, detail: String, pictures: StalePictures? = nil,
            variant: String? = nil, warnings: [KeptWarning]? = nil, moreWarnings: Int? = nil
        ) {
            self.status = status
            self.output = output
            self.spec = spec
            self.detail = detail
            self.pictures = pictures
            self.variant = variant
            self.warnings = warnings
            self.moreWarnings = moreWarnings
        }

        /// What the page shows for it: the output, or the spec that failed.
        public var shown: String { output ?? spec ?? "" }

        /// Why it is not an entry boxrender writes; nil when it is one.
        var problem: String? {
            if let warnings {
                if warnings.count > KeptWarning.maximumPerOutput {
                    return "more than \(KeptWarning.maximumPerOutput) warnings"
                }
                if !warnings.allSatisfy(\.isValid) { return "a warning boxrender does not write" }
            }
            if let moreWarnings, moreWarnings < 0 { return "a negative count of warnings" }
            if (variant?.utf8.count ?? 0) > CheckReportDocument.maximumNameLength
                || (pictures?.change?.utf8.count ?? 0) > CheckReportDocument.maximumNameLength
            {
                return "a variant or change longer than \(CheckReportDocument.maximumNameLength) bytes"
            }
            return nil
        }
    }

    /// A stale PNG's three pictures in a report, by file name in its `files` folder.
    public struct StalePictures: Sendable, Equatable, Codable {
        public let expected: String
        public let difference: String
        public let actual: String
        public let differingPixels: Int
        /// What the change is, for the page to group outputs changed alike
        /// (`ChangeSignature`): one colour made another everywhere it
        /// changed, or the same pixels changed. Nil in older reports.
        public var change: String?

        public init(expected: String, difference: String, actual: String, differingPixels: Int, change: String? = nil) {
            self.expected = expected
            self.difference = difference
            self.actual = actual
            self.differingPixels = differingPixels
            self.change = change
        }
    }

    /// Why a `report.json` was refused: a sentence to follow its path.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The most entries a report read back may list (a report of every
    /// output of the largest manifest, and their specs).
    public static let maximumEntries = 400_000
    /// The most JSON values a report may hold: 20 for each of the most
    /// entries (an entry with its pictures takes about 12), so that a hostile
    /// one is refused before it costs gigabytes.
    public static let maximumValues = 20 * maximumEntries

    /// The longest `variant` or `change` read back, in bytes of UTF-8.
    public static let maximumNameLength = 1024
}
