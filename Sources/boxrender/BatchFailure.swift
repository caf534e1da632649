import BoxFiles
import BoxModel
import BoxRender

/// A spec that could not be drawn, with its problems as the CLI prints them
/// and the status they call for: 1 for the spec's own, 4 for boxrender's.
struct BatchFailure: Error, Sendable {
    let problems: [SpecError]
    let status: Int32
    /// The output (its path under the output folder) each problem was found
    /// making, when the spec makes several; nil for a problem of the spec as a whole.
    let outputs: [String?]

    /// Any error of a batch job.
    init(_ error: any Error, spec: String) {
        switch error {
        case let failure as OutputFailure:
            let inner = BatchFailure(failure.error, spec: spec)
            problems = inner.problems
            status = inner.status
            outputs = inner.problems.map { _ in failure.output }
            return
        case let failure as StrictFailure:
            let named = failure.refusals.flatMap { refusal in refusal.warnings.map { ($0.asError, refusal.output) } }
            problems = named.map(\.0)
            status = ExitStatus.badInput
            outputs = named.map(\.1)
            return
        default: break
        }
        let failure =
            switch error {
            case let error as BoxRenderError: CLIFailure(error)
            case let failure as CLIFailure: failure
            // These name the file themselves.
            case let error as ConfinedFileError: CLIFailure(status: ExitStatus.badInput, lines: [error.description])
            case let error as AtomicFile.WriteError: CLIFailure(status: ExitStatus.badInput, lines: [error.description])
            default: CLIFailure(status: ExitStatus.badInput, lines: ["\(spec): \(error)"])
            }
        problems = failure.problems
        status = failure.status
        outputs = failure.problems.map { _ in nil }
    }

    /// The lines printed: as for one spec (a hundred, then a count), each
    /// naming its output when it has one (`OutputName`).
    var lines: [String] {
        let named = min(ProblemReport.shownCount(of: problems.count), problems.count)
        return ProblemReport(problems: problems, status: status).shown.enumerated().map { index, problem in
            guard index < named, let output = outputs[index] else { return problem.description }
            return OutputName.named(problem.description, output)
        }
    }

    /// The first line's message, named, for a report's row.
    var detail: String {
        guard let problem = problems.first else { return "" }
        return outputs.first.flatMap { $0 }.map { OutputName.named(problem.message, $0) } ?? problem.message
    }

    /// The exit status of a batch in which these failed: 4 when any is an
    /// internal error, else 1; nil when none did.
    static func status(of failures: [BatchFailure]) -> Int32? {
        guard !failures.isEmpty else { return nil }
        return failures.contains { $0.status == ExitStatus.internalError }
            ? ExitStatus.internalError : ExitStatus.badInput
    }
}
