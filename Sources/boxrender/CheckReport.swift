import BoxCairo
import BoxModel
import BoxPixels
import BoxRender
import Foundation

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
    func save(path: String, expected: [UInt8], actual: [UInt8], difference: RGBAImage, differingPixels: Int) throws
        -> StalePictures
    {
        let names = StalePictures(
            expected: Self.pictureName(path: path, kind: "expected"),
            difference: Self.pictureName(path: path, kind: "difference"),
            actual: Self.pictureName(path: path, kind: "actual"), differingPixels: differingPixels)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(document)
        } catch {
            throw CLIFailure(status: ExitStatus.internalError, lines: ["cannot encode the report: \(error)"])
        }
        var staged: [AtomicFile.Staged] = []
        do {
            staged.append(try AtomicFile.stage([UInt8](json) + [0x0A], name: Self.jsonName, in: root))
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

    /// The page of `index.html`, from the report's entries.
    static func page(_ document: Document) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>boxrender --check</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
            table { border-collapse: collapse; } td, th { padding: 4px 10px; text-align: left; border-bottom: 1px solid #ddd; }
            .fresh { color: #2a7a2a; } .stale, .missing, .orphaned, .failed { color: #b3261e; font-weight: 600; }
            figure { display: inline-block; margin: 0 12px 12px 0; vertical-align: top; }
            figure img { max-width: 360px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .compare { position: relative; display: inline-block; border: 1px solid #ccc; }
            .compare img { display: block; max-width: 360px; }
            .compare .top { position: absolute; left: 0; top: 0; }
            section { margin: 24px 0; padding-top: 12px; border-top: 2px solid #ddd; }
            </style></head><body>
            <h1>boxrender --check</h1>
            <p>\(escaped(document.summary))</p>
            <table><tr><th>status</th><th>output</th><th></th></tr>

            """
        for (index, row) in document.entries.enumerated() {
            let link =
                row.pictures == nil ? escaped(row.shown) : "<a href=\"#r\(index)\">\(escaped(row.shown))</a>"
            let status = escaped(row.status)
            html +=
                "<tr><td class=\"\(status)\">\(status)</td><td>\(link)</td><td>\(escaped(row.detail))</td></tr>\n"
        }
        html += "</table>\n"
        for (index, row) in document.entries.enumerated() {
            guard let pictures = row.pictures else { continue }
            let expected = "files/" + escaped(pictures.expected)
            let actual = "files/" + escaped(pictures.actual)
            html += """
                <section id="r\(index)"><h2>\(escaped(row.shown))</h2>
                <p>\(escaped(Self.sentence(row.detail)))</p>
                <figure><img src="\(expected)" alt="expected"><figcaption>expected (the file)</figcaption></figure>
                <figure><img src="files/\(escaped(pictures.difference))" alt="difference"><figcaption>difference</figcaption></figure>
                <figure><img src="\(actual)" alt="actual"><figcaption>actual (the spec now)</figcaption></figure>
                <p>Swipe <input type="range" min="0" max="100" value="50" data-swipe="s\(index)">
                onion skin <input type="range" min="0" max="100" value="50" data-onion="o\(index)"></p>
                <div class="compare" id="s\(index)"><img src="\(expected)" alt="expected"><img class="top" src="\(actual)" alt="actual" style="clip-path: inset(0 0 0 50%)"></div>
                <div class="compare" id="o\(index)"><img src="\(expected)" alt="expected"><img class="top" src="\(actual)" alt="actual" style="opacity: 0.5"></div>
                </section>

                """
        }
        html += """
            <script>
            for (const input of document.querySelectorAll('input[data-swipe]')) {
              input.addEventListener('input', () => {
                document.querySelector('#' + input.dataset.swipe + ' .top').style.clipPath = 'inset(0 0 0 ' + input.value + '%)';
              });
            }
            for (const input of document.querySelectorAll('input[data-onion]')) {
              input.addEventListener('input', () => {
                document.querySelector('#' + input.dataset.onion + ' .top').style.opacity = input.value / 100;
              });
            }
            </script>
            </body></html>

            """
        return html
    }

    /// A verdict's detail as a sentence under the output's heading: "278
    /// pixels differ.", "Its picture at 0.1 s differs: 12 pixels differ."
    static func sentence(_ detail: String) -> String {
        (detail.first.map { String($0).uppercased() + detail.dropFirst() } ?? "") + "."
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
