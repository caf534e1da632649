import BoxFiles
import BoxPixels
import BoxRender
import Foundation

/// The HTML page of a test run's golden failures (issue 22): every failed
/// golden assertion of this test process, in its failure folder as
/// `index.html` — the page `boxrender render --check --report` writes
/// (`CheckReportPage`), each failure's expected, difference and actual
/// pictures beside it (`NAME.expected.png`, `NAME.difference.png`,
/// `NAME.actual.png`), grouped by test file, changes alike shown once.
///
/// Tests run in parallel threads: each failure is added under a lock and
/// the page written again whole, atomically (a temporary file renamed over
/// it), so a reader never sees half a page. The first failure of a process
/// starts a new page: a page lists one run's failures.
enum FailurePage {
    /// One failure of a golden assertion.
    struct Failure {
        /// The test file's name without `.swift`: the page groups by it.
        var testFile: String
        /// The golden's name without `.png`.
        var golden: String
        /// The failure pictures' base name in the folder (`CardTests-card`).
        var failureName: String
        /// stale (pixels or size differ; pictures written), missing (no golden) or failed.
        var status: String
        var detail: String
        var pictures: CheckReportDocument.StalePictures? = nil
        var warnings: [RenderWarning] = []
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [String: [CheckReportDocument.Entry]] = [:]

    /// The page's file name in the failure folder.
    static let fileName = "index.html"

    /// Adds a failure to the page of `folder` and writes the page again.
    /// - Returns: a problem writing it, or nil.
    @discardableResult
    static func add(_ failure: Failure, in folder: String) -> String? {
        let (kept, leftOut) = KeptWarning.keep(failure.warnings)
        let entry = CheckReportDocument.Entry(
            status: failure.status, output: failure.golden + ".png", spec: failure.testFile + ".swift",
            detail: failure.detail, pictures: failure.pictures, warnings: kept.isEmpty ? nil : kept,
            moreWarnings: leftOut > 0 ? leftOut : nil)
        lock.lock()
        defer { lock.unlock() }
        var list = entries[folder, default: []]
        // An assertion that fails twice in one run (a retried test) is shown once, as it last failed.
        list.removeAll { $0.output == entry.output && $0.spec == entry.spec }
        list.append(entry)
        entries[folder] = list
        let counts = CheckReportPage.statuses.compactMap { status -> String? in
            let count = list.filter { $0.status == status }.count
            return count == 0 ? nil : "\(status) \(count)"
        }
        let summary =
            "\(list.count) golden \(list.count == 1 ? "assertion" : "assertions") failed in this test run "
            + "(process \(ProcessInfo.processInfo.processIdentifier)): " + counts.joined(separator: ", ")
        let document = CheckReportDocument(summary: summary, specs: Set(list.compactMap(\.spec)).count, entries: list)
        let page = CheckReportPage.html(document, title: "boxrender golden tests", pictureFolder: "")
        do {
            try makeDirectories(folder)
            try AtomicFile.write(Array(page.utf8), to: folder + "/" + fileName)
        } catch {
            return "could not write \(folder)/\(fileName): \(error)"
        }
        return nil
    }

    /// The failure pictures' names as the page links them: each character
    /// a URL path may not hold as it is, percent-encoded.
    static func link(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@+")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }

    /// Writes a stale golden's pictures for the page; their names as it links them.
    static func savePictures(
        expected: [UInt8], difference: RGBAImage, actual: [UInt8], differingPixels: Int, change: String?,
        folder: String, name: String
    ) throws -> CheckReportDocument.StalePictures {
        let base = folder + "/" + name
        try AtomicFile.write(expected, to: base + ".expected.png")
        try AtomicFile.write(try PNGCodec.encode(difference), to: base + ".difference.png")
        try AtomicFile.write(actual, to: base + ".actual.png")
        return CheckReportDocument.StalePictures(
            expected: link(name + ".expected.png"), difference: link(name + ".difference.png"),
            actual: link(name + ".actual.png"), differingPixels: differingPixels, change: change)
    }
}
