import BoxRender

/// How the CLI shows the problems of a failed run on standard error: one line
/// each, up to `shownLimit`, then a count of the rest; or, with
/// `--json-errors`, the same list as one JSON document for tools (past the
/// spec decoder's cap its last entry is the count, "and 50 more errors", with
/// the file and nothing else):
/// `{"errors":[{"file":…,"path":…,"line":…,"column":…,"message":…,"severity":"error"}],"status":1}`,
/// with `null` for a part the problem does not have (a syntax error has no
/// path; a decoding error found after parsing, no line). Warnings of a run
/// that succeeded come the same way, `"severity":"warning"` and status 0.
struct ProblemReport {
    /// Enough to fix a file in one go without flooding a terminal.
    static let shownLimit = 100

    var problems: [SpecError]
    var status: Int32
    /// What each problem is: `error`, or `warning` for a picture's warnings.
    var severity = "error"

    /// The spec decoder stops at the same number and adds its own count ("and
    /// 50 more errors"), so one entry past the limit is shown rather than cut.
    var lines: [String] {
        let all = problems.map(\.description)
        guard all.count > Self.shownLimit + 1 else { return all }
        let hidden = all.count - Self.shownLimit
        return all.prefix(Self.shownLimit) + ["and \(hidden) more problems"]
    }

    var json: String {
        let entries = problems.map { problem in
            let fields = [
                ("file", problem.file.isEmpty ? "null" : JSONText.string(MessageText.shortened(problem.file))),
                ("path", problem.path.isEmpty ? "null" : JSONText.string(MessageText.shortened(problem.path))),
                ("line", problem.line > 0 ? String(problem.line) : "null"),
                ("column", problem.line > 0 ? String(problem.column) : "null"),
                ("message", JSONText.string(MessageText.shortened(problem.message))),
                ("severity", JSONText.string(severity)),
            ]
            return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        return "{\"errors\":[" + entries.joined(separator: ",") + "],\"status\":\(status)}"
    }
}

/// A picture's warnings after a run that succeeded: one line each on
/// standard error (`boxrender: spec.json: root.boxes[0]: warning: …`), up to
/// `ProblemReport.shownLimit` and then a count, or with `--json-errors` one
/// JSON document with `"severity":"warning"` and `"status":0`.
struct WarningReport {
    var warnings: [RenderWarning]
    var json: Bool

    func print() {
        guard !warnings.isEmpty else { return }
        if json {
            let report = ProblemReport(problems: warnings.map(\.asError), status: ExitStatus.done, severity: "warning")
            printRaw(report.json + "\n")
            return
        }
        for line in lines { printError(line) }
    }

    /// One line each, up to `ProblemReport.shownLimit`, then a count.
    var lines: [String] {
        let shown = warnings.prefix(ProblemReport.shownLimit).map(\.description)
        let hidden = warnings.count - shown.count
        return shown + (hidden > 0 ? ["and \(hidden) more warnings"] : [])
    }
}
