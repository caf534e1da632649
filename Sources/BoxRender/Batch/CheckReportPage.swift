import BoxPixels

/// The HTML page of a check (issue 22): `render --check --report`'s and
/// `merge --report`'s `index.html`, and the page a golden-test run leaves
/// in its failure folder. One static file that works from `file://` with no
/// server and nothing fetched: inline style, a little inline script, the
/// pictures beside it.
///
/// - At the top, a count per status (and of outputs with warnings); each
///   count filters the page to that status (plain links, `#stale`, which
///   the script reads; without the script everything shows).
/// - Then the changes: stale outputs with pictures, those changed alike
///   (`StalePictures.change`: one colour made another, or the same pixels
///   changed) in one section that lists every output it affects, each
///   section showing one output's expected, difference and actual pictures
///   (any other of its outputs at a click), a swipe and an onion skin. A
///   picture of another size shows both sizes and the difference over
///   their union. `j`/`n` and `k`/`p` step from one change to the next.
/// - Then the problems without pictures (missing, failed, orphaned, stale
///   without pictures), each a step too.
/// - Then every output by spec, specs with problems first: a table of the
///   variants (rows) by scale and format (columns), and the spec's
///   warnings, identical ones once with every output they are in.
///
/// Every text from the document (untrusted: a merged report comes from CI
/// artifacts) is escaped.
public enum CheckReportPage {
    /// The statuses, in the order the page counts them.
    public static let statuses = ["stale", "missing", "failed", "orphaned", "fresh"]

    /// The page.
    /// - Parameters:
    ///   - document: the report: its summary and entries.
    ///   - title: the heading, `boxrender --check`.
    ///   - pictureFolder: where the pictures' names are found from the page: `files/`, or `""` beside it.
    public static func html(_ document: CheckReportDocument, title: String, pictureFolder: String) -> String {
        let model = Model(document)
        var html = head(title) + "<h1>\(escaped(title))</h1>\n<p class=\"summary\">\(escaped(document.summary))</p>\n"
        html += counts(document.entries)
        html += changes(model, pictureFolder: pictureFolder)
        html += problems(model)
        html += specs(model)
        html += script + "</body></html>\n"
        return html
    }

    // MARK: The model

    /// The document's entries, grouped as the page shows them.
    struct Model {
        /// Specs in page order: those with problems first, then by name; orphans last among the problems.
        var specs: [Spec] = []
        /// Changes in page order.
        var changes: [Change] = []
        /// Each entry's change, by its index.
        var changeOf: [Int: Int] = [:]
        let entries: [CheckReportDocument.Entry]

        struct Spec {
            var name: String
            var entries: [Int] = []
        }

        struct Change {
            var key: String
            var entries: [Int] = []
        }

        init(_ document: CheckReportDocument) {
            entries = document.entries
            var byName: [String: Int] = [:]
            var specs: [Spec] = []
            for (index, entry) in entries.enumerated() {
                // Orphans belong to no spec: one group of their own.
                let name = entry.status == "orphaned" ? "" : (entry.spec ?? "")
                if let at = byName[name] {
                    specs[at].entries.append(index)
                } else {
                    byName[name] = specs.count
                    specs.append(Spec(name: name, entries: [index]))
                }
            }
            func rank(_ spec: Spec) -> Int {
                if spec.name.isEmpty { return 1 }
                return spec.entries.contains { entries[$0].status != "fresh" } ? 0 : 2
            }
            self.specs = specs.enumerated().sorted { first, second in
                (rank(first.element), first.offset) < (rank(second.element), second.offset)
            }.map(\.element)
            var changeIndex: [String: Int] = [:]
            for spec in self.specs {
                for index in spec.entries {
                    let entry = entries[index]
                    guard entry.status == "stale", entry.pictures != nil else { continue }
                    let key = CheckReportPage.groupKey(entry, index: index)
                    if let at = changeIndex[key] {
                        changes[at].entries.append(index)
                    } else {
                        changeIndex[key] = changes.count
                        changes.append(Change(key: key, entries: [index]))
                    }
                    changeOf[index] = changeIndex[key]
                }
            }
        }
    }

    /// Which change an entry's is: its change's key; a size change's with
    /// its spec and the sizes in points (divided by the scale in its name),
    /// so the same row added to a light and a dark variant at two scales is
    /// one change; an entry of an older report, its own.
    static func groupKey(_ entry: CheckReportDocument.Entry, index: Int) -> String {
        guard let key = entry.pictures?.change else { return "output " + (entry.output ?? "\(index)") }
        guard let sizes = ChangeSignature.sizes(of: key) else { return key }
        let column = place(entry.output ?? "", variant: nil).column
        let scale = ScaleName.scale(ofStem: column.prefix { $0 != " " })
        let points = sizes.allSatisfy { $0 % scale == 0 } ? sizes.map { $0 / scale } : sizes
        return "size \(entry.spec ?? "") " + points.map(String.init).joined(separator: " ")
    }

    // MARK: Parts

    private static func head(_ title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escaped(title))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
        h1 { margin: 0 0 4px; font-size: 22px; } h2 { margin: 28px 0 8px; font-size: 18px; }
        h3 { margin: 0 0 6px; font-size: 15px; }
        .counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
        .counts a { padding: 4px 12px; border: 1px solid #bbb; border-radius: 14px; color: inherit; text-decoration: none; }
        .counts a b { margin-left: 4px; }
        .counts a.zero { opacity: 0.45; }
        body[data-filter="all"] .counts a[data-status="all"], body[data-filter="stale"] .counts a[data-status="stale"],
        body[data-filter="missing"] .counts a[data-status="missing"], body[data-filter="failed"] .counts a[data-status="failed"],
        body[data-filter="orphaned"] .counts a[data-status="orphaned"], body[data-filter="fresh"] .counts a[data-status="fresh"],
        body[data-filter="warnings"] .counts a[data-status="warnings"] { background: #222; color: #fff; border-color: #222; }
        .keys { color: #666; }
        .fresh { color: #2a7a2a; } .stale, .missing, .orphaned, .failed { color: #b3261e; font-weight: 600; }
        .warnings { color: #8a5a00; }
        section.change { margin: 16px 0; padding: 12px; border: 1px solid #ddd; border-radius: 6px; }
        .step.current { outline: 3px solid #3366ff; outline-offset: 2px; }
        .affected { margin: 4px 0 10px; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 10px; }
        .affected button { font: inherit; border: 1px solid #ccc; border-radius: 4px; background: #f6f6f6; padding: 1px 6px; cursor: pointer; }
        .affected button.shown { background: #222; color: #fff; border-color: #222; }
        .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #888; vertical-align: -1px; }
        figure { display: inline-block; margin: 0 12px 12px 0; vertical-align: top; }
        figure img { max-width: 360px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare { position: relative; display: inline-block; border: 1px solid #ccc; margin-right: 12px; vertical-align: top; }
        .compare img { display: block; max-width: 360px; }
        .compare .top { position: absolute; left: 0; top: 0; }
        table { border-collapse: collapse; margin: 4px 0 8px; } td, th { padding: 3px 10px; text-align: left; border-bottom: 1px solid #e4e4e4; }
        section.spec { margin: 12px 0 20px; }
        .spec h3 span { font-weight: normal; color: #555; }
        .problems li { margin: 3px 0; }
        details { margin: 4px 0; } summary { cursor: pointer; }
        .warning-list li { margin: 2px 0; } .warning-list .where { color: #555; }
        body[data-filter="stale"] .hide-stale, body[data-filter="missing"] .hide-missing, body[data-filter="failed"] .hide-failed,
        body[data-filter="orphaned"] .hide-orphaned, body[data-filter="fresh"] .hide-fresh, body[data-filter="warnings"] .hide-warnings { display: none; }
        </style></head><body data-filter="all">

        """
    }

    /// The count of each status, and of outputs with warnings: links that filter the page.
    private static func counts(_ entries: [CheckReportDocument.Entry]) -> String {
        var links = ["<a href=\"#all\" data-status=\"all\">all<b>\(entries.count)</b></a>"]
        for status in statuses {
            let count = entries.filter { $0.status == status }.count
            links.append(
                "<a href=\"#\(status)\" data-status=\"\(status)\" class=\"\(status)\(count == 0 ? " zero" : "")\">"
                    + "\(status)<b>\(count)</b></a>")
        }
        let warned = entries.filter { !($0.warnings ?? []).isEmpty }.count
        links.append(
            "<a href=\"#warnings\" data-status=\"warnings\" class=\"warnings\(warned == 0 ? " zero" : "")\">"
                + "with warnings<b>\(warned)</b></a>")
        return "<nav class=\"counts\" aria-label=\"filter by status\">" + links.joined() + "</nav>\n"
    }

    /// The classes that hide a part under every filter it does not match.
    private static func hiding(statuses: Set<String>, warned: Bool) -> String {
        var hidden = statuses.isEmpty ? [] : (Self.statuses.filter { !statuses.contains($0) }.map { "hide-" + $0 })
        if !warned { hidden.append("hide-warnings") }
        return hidden.joined(separator: " ")
    }

    private static func changes(_ model: Model, pictureFolder: String) -> String {
        guard !model.changes.isEmpty else { return "" }
        let outputs = model.changes.reduce(0) { $0 + $1.entries.count }
        var html =
            "<h2 class=\"\(hiding(statuses: ["stale"], warned: false))\">Changes</h2>\n<p class=\"keys "
            + "\(hiding(statuses: ["stale"], warned: false))\">\(outputs) stale \(outputs == 1 ? "output" : "outputs")"
            + " in \(model.changes.count) \(model.changes.count == 1 ? "change" : "changes"); "
            + "<kbd>j</kbd> or <kbd>n</kbd>: next, <kbd>k</kbd> or <kbd>p</kbd>: previous</p>\n"
        for (number, change) in model.changes.enumerated() {
            let first = model.entries[change.entries[0]]
            guard let shown = first.pictures else { continue }
            let specs = Set(change.entries.map { model.entries[$0].spec ?? "" }).count
            let warned = change.entries.contains { !(model.entries[$0].warnings ?? []).isEmpty }
            let id = "c\(number + 1)"
            var what = ""
            if let colours = ChangeSignature.colours(of: change.key) {
                let (from, to) = (shortColour(colours.from), shortColour(colours.to))
                what =
                    ": <span class=\"swatch\" style=\"background: \(colours.from)\"></span> \(from) became "
                    + "<span class=\"swatch\" style=\"background: \(colours.to)\"></span> \(to)"
                    + " wherever the pictures changed"
            } else if change.key.hasPrefix("size "), change.entries.count > 1 {
                what = ": the same change of size"
            } else if change.entries.count > 1 {
                what = ": the same pixels changed"
            }
            let count =
                change.entries.count == 1
                ? "1 output" : "\(change.entries.count) outputs" + (specs > 1 ? " of \(specs) specs" : "")
            html +=
                "<section class=\"change step \(hiding(statuses: ["stale"], warned: warned))\" id=\"\(id)\">\n"
                + "<h3>Change \(number + 1) of \(model.changes.count) · \(count)\(what)</h3>\n"
                + "<ul class=\"affected\">"
            for (position, index) in change.entries.enumerated() {
                let entry = model.entries[index]
                guard let pictures = entry.pictures else { continue }
                let attributes = [
                    ("data-expected", pictureFolder + pictures.expected),
                    ("data-difference", pictureFolder + pictures.difference),
                    ("data-actual", pictureFolder + pictures.actual),
                    ("data-detail", sentence(entry.detail)), ("data-name", entry.shown),
                ].map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
                html +=
                    "<li><button type=\"button\"\(attributes)\(position == 0 ? " class=\"shown\"" : "")>"
                    + "\(escaped(entry.shown))</button> \(escaped(DifferingCount.text(pictures.differingPixels)))</li>"
            }
            let expected = escaped(pictureFolder + shown.expected)
            let actual = escaped(pictureFolder + shown.actual)
            html += """
                </ul>
                <p class="detail"><b class="name">\(escaped(first.shown))</b>: <span class="sentence">\(escaped(sentence(first.detail)))</span></p>
                <figure><img class="expected" src="\(expected)" alt="expected"><figcaption>expected (the file)</figcaption></figure>
                <figure><img class="difference" src="\(escaped(pictureFolder + shown.difference))" alt="difference"><figcaption>difference</figcaption></figure>
                <figure><img class="actual" src="\(actual)" alt="actual"><figcaption>actual (the spec now)</figcaption></figure>
                <p>Swipe <input type="range" min="0" max="100" value="50" data-swipe="s\(id)">
                onion skin <input type="range" min="0" max="100" value="50" data-onion="o\(id)"></p>
                <div class="compare" id="s\(id)"><img class="expected" src="\(expected)" alt="expected"><img class="top actual" src="\(actual)" alt="actual" style="clip-path: inset(0 0 0 50%)"></div>
                <div class="compare" id="o\(id)"><img class="expected" src="\(expected)" alt="expected"><img class="top actual" src="\(actual)" alt="actual" style="opacity: 0.5"></div>
                </section>

                """
        }
        return html
    }

    /// Missing, failed, orphaned outputs and stale ones without pictures: one step each.
    private static func problems(_ model: Model) -> String {
        var items: [String] = []
        var statuses: Set<String> = []
        var warned = false
        for spec in model.specs {
            for index in spec.entries {
                let entry = model.entries[index]
                guard entry.status != "fresh", model.changeOf[index] == nil else { continue }
                let itemWarned = !(entry.warnings ?? []).isEmpty
                statuses.insert(entry.status)
                warned = warned || itemWarned
                let from = entry.spec.map { entry.output == nil ? "" : " (from \(escaped($0)))" } ?? ""
                let detail = entry.detail.isEmpty ? "" : ": " + escaped(entry.detail)
                items.append(
                    "<li class=\"step \(hiding(statuses: [entry.status], warned: itemWarned))\">"
                        + "<span class=\"\(escaped(entry.status))\">\(escaped(entry.status))</span> "
                        + "\(escaped(entry.shown))\(from)\(detail)</li>")
            }
        }
        guard !items.isEmpty else { return "" }
        return
            "<h2 class=\"\(hiding(statuses: statuses, warned: warned))\">Without pictures</h2>\n<ul class=\"problems\">\n"
            + items.joined(separator: "\n") + "\n</ul>\n"
    }

    /// Every output by spec: a table of variants by scale and format, and the spec's warnings.
    private static func specs(_ model: Model) -> String {
        var html = "<h2>Outputs by spec</h2>\n"
        for spec in model.specs {
            let entries = spec.entries.map { model.entries[$0] }
            let statuses = Set(entries.map(\.status))
            let warned = entries.contains { !($0.warnings ?? []).isEmpty }
            let tally = Self.statuses.compactMap { status -> String? in
                let count = entries.filter { $0.status == status }.count
                return count == 0 ? nil : "\(status) \(count)"
            }.joined(separator: ", ")
            let name = spec.name.isEmpty ? "orphaned: no spec makes them" : spec.name
            html +=
                "<section class=\"spec \(hiding(statuses: statuses, warned: warned))\">\n"
                + "<h3>\(escaped(name)) <span>\(tally)</span></h3>\n"
            html += table(spec, model)
            html += warnings(entries)
            html += "</section>\n"
        }
        return html
    }

    /// A spec's outputs: a row per variant, a column per scale and format.
    private static func table(_ spec: Model.Spec, _ model: Model) -> String {
        var columns: [String] = []
        var rows: [String] = []
        var cells: [String: [String: Int]] = [:]
        var failures: [Int] = []
        for index in spec.entries {
            let entry = model.entries[index]
            guard let output = entry.output else {
                failures.append(index)
                continue
            }
            let (row, column) = Self.place(output, variant: entry.variant)
            if !columns.contains(column) { columns.append(column) }
            if !rows.contains(row) { rows.append(row) }
            cells[row, default: [:]][column] = index
        }
        var html = ""
        if !rows.isEmpty {
            html +=
                "<table><tr><th>variant</th>" + columns.map { "<th>\(escaped($0))</th>" }.joined() + "</tr>\n"
            for row in rows {
                let indices = columns.compactMap { cells[row]?[$0] }
                let statuses = Set(indices.map { model.entries[$0].status })
                let warned = indices.contains { !(model.entries[$0].warnings ?? []).isEmpty }
                html += "<tr class=\"\(hiding(statuses: statuses, warned: warned))\"><td>\(escaped(row))</td>"
                for column in columns {
                    guard let index = cells[row]?[column] else {
                        html += "<td></td>"
                        continue
                    }
                    html += "<td>" + cell(index, model) + "</td>"
                }
                html += "</tr>\n"
            }
            html += "</table>\n"
        }
        for index in failures {
            let entry = model.entries[index]
            html +=
                "<p class=\"\(hiding(statuses: [entry.status], warned: false))\"><span class=\"\(escaped(entry.status))\">"
                + "\(escaped(entry.status))</span>: \(escaped(entry.detail))</p>\n"
        }
        return html
    }

    private static func cell(_ index: Int, _ model: Model) -> String {
        let entry = model.entries[index]
        let status = escaped(entry.status)
        let title = escaped(entry.shown + (entry.detail.isEmpty ? "" : ": " + entry.detail))
        var html =
            model.changeOf[index].map { "<a class=\"\(status)\" href=\"#c\($0 + 1)\" title=\"\(title)\">\(status)</a>" }
            ?? "<span class=\"\(status)\" title=\"\(title)\">\(status)</span>"
        let warnings = (entry.warnings ?? []).count + (entry.moreWarnings ?? 0)
        if warnings > 0 { html += " <span class=\"warnings\">\(warnings) ⚠</span>" }
        return html
    }

    /// Where an output goes in its spec's table: its variant (the row) and
    /// its scale and format (the column), from its name: `card-dark@2x.png`
    /// is `dark`, `@2x png`.
    static func place(_ output: String, variant: String?) -> (row: String, column: String) {
        let name = output.split(separator: "/").last.map(String.init) ?? output
        var stem = name
        var format = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = String(name[..<dot])
            format = String(name[name.index(after: dot)...])
        }
        let scale = "@\(ScaleName.scale(ofStem: stem))x"
        stem = String(ScaleName.removing(from: stem))
        let row = variant.map { $0.isEmpty ? "(as written)" : $0 } ?? stem
        return (row, scale + " " + format)
    }

    /// A spec's warnings, identical ones once, with every output they are in.
    private static func warnings(_ entries: [CheckReportDocument.Entry]) -> String {
        var order: [String] = []
        var outputs: [String: [String]] = [:]
        var more = 0
        for entry in entries {
            more += entry.moreWarnings ?? 0
            for warning in entry.warnings ?? [] {
                let line = warning.path + ": warning: " + warning.message
                if outputs[line] == nil { order.append(line) }
                outputs[line, default: []].append(entry.shown)
            }
        }
        guard !order.isEmpty else { return "" }
        let total = entries.reduce(0) { $0 + ($1.warnings ?? []).count } + more
        var html =
            "<details class=\"warnings-of-spec\" open><summary class=\"warnings\">\(total) "
            + "\(total == 1 ? "warning" : "warnings")</summary><ul class=\"warning-list\">\n"
        for line in order {
            let names = outputs[line] ?? []
            html +=
                "<li>\(escaped(line)) <span class=\"where\">in \(escaped(names.joined(separator: ", ")))</span></li>\n"
        }
        if more > 0 { html += "<li>and \(more) more warnings</li>\n" }
        return html + "</ul></details>\n"
    }

    private static let script = """
        <script>
        (() => {
          const body = document.body;
          const filter = (status) => {
            body.dataset.filter = ['stale', 'missing', 'failed', 'orphaned', 'fresh', 'warnings'].includes(status) ? status : 'all';
          };
          filter(location.hash.slice(1));
          for (const link of document.querySelectorAll('.counts a')) {
            link.addEventListener('click', (event) => {
              event.preventDefault();
              filter(link.dataset.status);
              history.replaceState(null, '', '#' + link.dataset.status);
            });
          }
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
          for (const button of document.querySelectorAll('.affected button')) {
            button.addEventListener('click', () => {
              const section = button.closest('section');
              for (const other of section.querySelectorAll('.affected button')) other.classList.remove('shown');
              button.classList.add('shown');
              for (const kind of ['expected', 'difference', 'actual']) {
                for (const image of section.querySelectorAll('img.' + kind)) image.src = button.dataset[kind];
              }
              section.querySelector('.detail .name').textContent = button.dataset.name;
              section.querySelector('.detail .sentence').textContent = button.dataset.detail;
            });
          }
          let current = -1;
          document.addEventListener('keydown', (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.target instanceof Element && event.target.matches('input, textarea')) return;
            const step = { j: 1, n: 1, k: -1, p: -1 }[event.key];
            if (!step) return;
            const steps = [...document.querySelectorAll('.step')].filter((element) => element.offsetParent !== null);
            if (steps.length === 0) return;
            const at = steps.findIndex((element) => element.classList.contains('current'));
            current = at < 0 ? (step > 0 ? 0 : steps.length - 1) : Math.min(steps.length - 1, Math.max(0, at + step));
            for (const element of steps) element.classList.remove('current');
            steps[current].classList.add('current');
            steps[current].scrollIntoView({ block: 'start' });
          });
        })();
        </script>

        """

    // MARK: Text

    /// `#1C1C1EFF` as `#1C1C1E`; a translucent colour keeps its alpha.
    static func shortColour(_ colour: String) -> String {
        colour.count == 9 && colour.hasSuffix("FF") ? String(colour.dropLast(2)) : colour
    }

    /// A verdict's detail as a sentence: "278 pixels differ.", "Its picture
    /// at 0.1 s differs: 12 pixels differ."
    public static func sentence(_ detail: String) -> String {
        (detail.first.map { String($0).uppercased() + detail.dropFirst() } ?? "") + "."
    }

    /// Text made safe inside HTML and its attributes.
    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}

/// "1 pixel differs", "12 pixels differ".
enum DifferingCount {
    static func text(_ pixels: Int) -> String {
        pixels == 1 ? "1 pixel differs" : "\(pixels) pixels differ"
    }
}
