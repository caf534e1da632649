import BoxModel
import BoxRender

/// A spec that could not be drawn, with its problems as the CLI prints them
/// and the status they call for: 1 for the spec's own, 4 for boxrender's.
struct BatchFailure: Error, Sendable {
    let problems: [SpecError]
    let status: Int32

    /// Any error of a batch job.
    init(_ error: any Error, spec: String) {
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
    }

    /// The exit status of a batch in which these failed: 4 when any is an
    /// internal error, else 1; nil when none did.
    static func status(of failures: [BatchFailure]) -> Int32? {
        guard !failures.isEmpty else { return nil }
        return failures.contains { $0.status == ExitStatus.internalError }
            ? ExitStatus.internalError : ExitStatus.badInput
    }
}
