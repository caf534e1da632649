import BoxFiles
import BoxModel
import BoxPixels
import BoxRender

typealias StalePictures = CheckReportDocument.StalePictures

/// `--check --report DIR`: a static HTML page (`DIR/index.html`) listing
/// every output checked with its status, and for each stale PNG the
/// expected, difference and actual pictures side by side, a swipe and an
/// onion skin to compare them, and the count of differing pixels. It works
/// from `file://`, with no server and nothing fetched: the pictures are
/// files beside it and the little script is inline. `DIR/report.json` holds
/// the same entries for tools, and for `boxrender merge --report`, which
/// writes one report from CI shards' reports with the same page.
struct CheckReport: Sendable {
    let folder: String
    /// The report's folder and its `files` folder, confined: a report folder
    /// may be an old CI artifact, and nothing is written through a link in it.
    private let root: FolderHandle
    let files: FolderHandle

    init(folder: String) throws {
        do {
            root = try ConfinedFolder(folder).folder("", making: true)
            files = try ConfinedFolder(folder).folder("files", making: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
        self.folder = folder
    }

    /// The name of a stale output's picture (`kind`: expected, difference or
    /// actual): named by a hash of the path, so no two outputs share a name
    /// (shards' reports merge without clashes), and no character of the path
    /// needs escaping in a URL.
    static func pictureName(path: String, kind: String) -> String {
        String(BatchManifest.hash([Array(path.utf8)]).prefix(24)) + "." + kind + ".png"
    }

    /// Writes a stale output's pictures; returns their names.
    /// - Parameter change: what the change is (`ChangeSignature`), by which the page groups outputs.
    func save(
        path: String, expected: [UInt8], actual: [UInt8], difference: RGBAImage, differingPixels: Int,
        change: String? = nil
    ) throws -> StalePictures {
        let names = StalePictures(
            expected: Self.pictureName(path: path, kind: "expected"),
            difference: Self.pictureName(path: path, kind: "difference"),
            actual: Self.pictureName(path: path, kind: "actual"), differingPixels: differingPixels, change: change)
        try write(expected, names.expected)
        try write(actual, names.actual)
        try write(try PNGCodec.encode(difference), names.difference)
        return names
    }

    private func write(_ bytes: [UInt8], _ name: String) throws {
        try commit([try AtomicFile.stage(bytes, name: name, in: files)])
    }

    /// Commits staged files of the report, mapping a failure to exit 1.
    func commit(_ staged: [AtomicFile.Staged]) throws {
        do {
            try AtomicFile.commitAll(staged)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
    }

    typealias Entry = CheckReportDocument.Entry
    typealias Document = CheckReportDocument

    /// Writes `report.json` and `index.html`.
    func finish(_ document: Document) throws {
        var staged: [AtomicFile.Staged] = []
        do {
            staged.append(try AtomicFile.stage(Array(document.json.utf8), name: Self.jsonName, in: root))
            staged.append(try AtomicFile.stage(Array(Self.page(document).utf8), name: "index.html", in: root))
        } catch {
            for file in staged { file.discard() }
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error)"])
        }
        try commit(staged)
    }

    static let jsonName = "report.json"

    /// The report's counts by status, as the summary gives them.
    static func counts(_ entries: [Entry]) -> String {
        ["fresh", "stale", "missing", "orphaned", "failed"].map { status in
            "\(status) \(entries.filter { $0.status == status }.count)"
        }.joined(separator: ", ")
    }

    /// The page of `index.html`, from the report's entries (`CheckReportPage`,
    /// which the golden tests' failure page shares).
    static func page(_ document: Document) -> String {
        CheckReportPage.html(document, title: "boxrender --check", pictureFolder: "files/")
    }
}
