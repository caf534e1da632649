import Foundation

/// `report.json`, which `render --check --report` writes and `merge
/// --report` reads back from CI shards' artifacts: untrusted input, decoded
/// here (bounded by its reader) so that a fuzzer can drive it.
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

        public init(
            status: String, output: String? = nil, spec: String? = nil, detail: String, pictures: StalePictures? = nil
        ) {
            self.status = status
            self.output = output
            self.spec = spec
            self.detail = detail
            self.pictures = pictures
        }

        /// What the page shows for it: the output, or the spec that failed.
        public var shown: String { output ?? spec ?? "" }
    }

    /// A stale PNG's three pictures in a report, by file name in its `files` folder.
    public struct StalePictures: Sendable, Equatable, Codable {
        public let expected: String
        public let difference: String
        public let actual: String
        public let differingPixels: Int

        public init(expected: String, difference: String, actual: String, differingPixels: Int) {
            self.expected = expected
            self.difference = difference
            self.actual = actual
            self.differingPixels = differingPixels
        }
    }

    /// Why a `report.json` was refused: a sentence to follow its path.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The most entries a report read back may list (a report of every
    /// output of the largest manifest, and their specs).
    public static let maximumEntries = 400_000

    /// The report in `bytes`: one of version 1, or a `Problem` saying why not.
    public static func decode(_ bytes: [UInt8]) throws(Problem) -> CheckReportDocument {
        let document: CheckReportDocument
        do {
            document = try JSONDecoder().decode(CheckReportDocument.self, from: Data(bytes))
        } catch {
            throw Problem(description: "not a report boxrender wrote (\(reason(error)))")
        }
        guard document.entries.count <= maximumEntries else {
            throw Problem(description: "the report lists more than \(maximumEntries) outputs")
        }
        guard document.version == 1 else {
            throw Problem(description: "a report of version \(document.version); this boxrender reads version 1")
        }
        return document
    }

    /// A decoding error in a few words, on one line.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty: "not JSON"
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            "a wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "unreadable"
        }
    }
}
