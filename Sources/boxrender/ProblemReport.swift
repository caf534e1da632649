import BoxRender
import BoxSpec

/// How the CLI shows the problems of a failed run on standard error: one line
/// each, up to `shownLimit`, then a count of the rest; or, with
/// `--json-errors`, the same list as one JSON document for tools, cut off
/// the same way (past the spec decoder's cap its last entry is the count,
/// "and 50 more errors", with the file and nothing else; past this report's
/// own, "and 99900 more problems" or "warnings", with nothing else):
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

    /// How many of `total` problems are shown before a count of the rest:
    /// the spec decoder stops at `shownLimit` and adds its own count ("and
    /// 50 more errors"), so one entry past the limit is shown rather than cut.
    static func shownCount(of total: Int) -> Int {
        total > shownLimit + 1 ? shownLimit : total
    }

    /// The problems shown, then one that counts the rest ("and 50 more
    /// problems"), in both forms: a tool reading the JSON of 100,000
    /// warnings gets 101 entries, not 23 MB.
    var shown: [SpecError] {
        let count = Self.shownCount(of: problems.count)
        guard count < problems.count else { return problems }
        let rest = "and \(problems.count - count) more \(severity == "warning" ? "warnings" : "problems")"
        return Array(problems.prefix(count)) + [SpecError(file: "", path: "", line: 0, column: 0, message: rest)]
    }

    var lines: [String] { shown.map(\.description) }

    var json: String {
        let entries = shown.map { problem -> JSONValue in
            let position = problem.line > 0
            return .object(
                .compact,
                [
                    "file": .string(orNull: problem.file.isEmpty ? nil : MessageText.shortened(problem.file)),
                    "path": .string(orNull: problem.path.isEmpty ? nil : MessageText.shortened(problem.path)),
                    "line": position ? .integer(problem.line) : .null,
                    "column": position ? .integer(problem.column) : .null,
                    "message": .string(MessageText.shortened(problem.message)),
                    "severity": .string(severity),
                ])
        }
        return JSONValue.object(.compact, ["errors": .array(entries, .compact), "status": .integer(Int(status))]).text()
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

    /// One line each, cut off as `ProblemReport` cuts its list, then a count.
    var lines: [String] {
        let shown = warnings.prefix(ProblemReport.shownCount(of: warnings.count)).map(\.description)
        let hidden = warnings.count - shown.count
        return shown + (hidden > 0 ? ["and \(hidden) more warnings"] : [])
    }
}
