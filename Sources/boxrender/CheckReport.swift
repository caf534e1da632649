import BoxCairo
import BoxPixels
import BoxRender
import Foundation

/// A stale PNG's three pictures in a report, by file name in its `files` folder.
struct StalePictures: Sendable, Equatable {
    let expected: String
    let difference: String
    let actual: String
    let differingPixels: Int
}

/// `--check --report DIR`: a static HTML page (`DIR/index.html`) listing
/// every output checked with its status, and for each stale PNG the
/// expected, difference and actual pictures side by side, a swipe and an
/// onion skin to compare them, and the count of differing pixels. It works
/// from `file://`, with no server and nothing fetched: the pictures are
/// files beside it and the little script is inline.
struct CheckReport: Sendable {
    let folder: String

    init(folder: String) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: (folder as NSString).appendingPathComponent("files"), withIntermediateDirectories: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): cannot make the report folder: \(error)"])
        }
        self.folder = folder
    }

    /// Writes a stale output's pictures; returns their names.
    func save(path: String, expected: [UInt8], actual: [UInt8], difference: RGBAImage, differingPixels: Int) throws
        -> StalePictures
    {
        // Named by a hash of the path: no two outputs share a name, and no
        // character of the path needs escaping in a URL.
        let base = String(BatchManifest.hash([Array(path.utf8)]).prefix(24))
        let names = StalePictures(
            expected: base + ".expected.png", difference: base + ".difference.png", actual: base + ".actual.png",
            differingPixels: differingPixels)
        try write(expected, names.expected)
        try write(actual, names.actual)
        try write(try PNGCodec.encode(difference), names.difference)
        return names
    }

    private func write(_ bytes: [UInt8], _ name: String) throws {
        try writeOutput(bytes, to: (folder as NSString).appendingPathComponent("files/" + name))
    }

    /// One row of the index.
    struct Row {
        let status: String
        let path: String
        let detail: String
        let pictures: StalePictures?
    }

    /// Writes `index.html`.
    func finish(rows: [Row], summary: String) throws {
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
            <p>\(Self.escaped(summary))</p>
            <table><tr><th>status</th><th>output</th><th></th></tr>

            """
        for (index, row) in rows.enumerated() {
            let link =
                row.pictures == nil ? Self.escaped(row.path) : "<a href=\"#r\(index)\">\(Self.escaped(row.path))</a>"
            html +=
                "<tr><td class=\"\(row.status)\">\(row.status)</td><td>\(link)</td><td>\(Self.escaped(row.detail))</td></tr>\n"
        }
        html += "</table>\n"
        for (index, row) in rows.enumerated() {
            guard let pictures = row.pictures else { continue }
            let expected = "files/" + Self.escaped(pictures.expected)
            let actual = "files/" + Self.escaped(pictures.actual)
            html += """
                <section id="r\(index)"><h2>\(Self.escaped(row.path))</h2>
                <p>\(pictures.differingPixels) pixels differ.</p>
                <figure><img src="\(expected)" alt="expected"><figcaption>expected (the file)</figcaption></figure>
                <figure><img src="files/\(Self.escaped(pictures.difference))" alt="difference"><figcaption>difference</figcaption></figure>
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
        try writeOutput(Array(html.utf8), to: (folder as NSString).appendingPathComponent("index.html"))
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
