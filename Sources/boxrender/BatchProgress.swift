import BoxRender
import BoxSpec
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a batch shows while it works, on standard error: on a terminal one
/// line redrawn in place (done/total, rate, time left, the spec at hand);
/// otherwise a plain line per spec as it finishes, for CI logs. `quiet`
/// keeps only problems and the summary. Called from the worker threads.
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let terminal = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var counts = (rendered: 0, unchanged: 0, failed: 0)
    private var failures: [BatchFailure] = []

    init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
    }

    func finished(_ job: BatchJob, _ outcome: BatchOutcome) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let word: String
        switch outcome {
        case .rendered(_, let warnings):
            counts.rendered += 1
            word = "rendered"
            show(warnings)
        case .unchanged(let warnings):
            counts.unchanged += 1
            word = "unchanged"
            show(warnings)
        case .failed(let failure):
            counts.failed += 1
            failures.append(failure)
            word = "failed"
            if terminal && !quiet { printRaw("\r\u{1B}[K") }
            // As for one spec: a hundred lines, then a count.
            for line in failure.lines { printError(line) }
        }
        guard !quiet else { return }
        if terminal {
            let elapsed = max(Date().timeIntervalSince(start), 0.001)
            let rate = Double(done) / elapsed
            let left = Double(total - done) / rate
            printRaw(
                "\r\u{1B}[K[\(done)/\(total)] \(String(format: "%.1f", rate))/s, \(String(format: "%.0f", left)) s left: "
                    + MessageText.escaped(job.spec))
        } else {
            // The spec's name is the user's, or a repository's: escaped, so it
            // cannot forge a line or reach the terminal as a command.
            printRaw(MessageText.escaped("\(word) \(job.spec)") + "\n")
        }
    }

    /// A spec's warnings, one line each per output, named, like its
    /// problems (never silenced by `quiet`); those a manifest kept too.
    private func show(_ warnings: [OutputWarnings]) {
        let lines = OutputWarnings.lines(warnings)
        guard !lines.isEmpty else { return }
        if terminal && !quiet { printRaw("\r\u{1B}[K") }
        for line in lines { printError(line) }
    }

    /// "rendered 3, unchanged 27, failed 1 in 2.4 s", after clearing the
    /// progress line, and the exit status the failures call for (nil: none).
    func summary() -> (line: String, status: Int32?) {
        lock.lock()
        defer { lock.unlock() }
        if terminal && !quiet { printRaw("\r\u{1B}[K") }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        return (
            "rendered \(counts.rendered), unchanged \(counts.unchanged), failed \(counts.failed) in \(seconds) s",
            BatchFailure.status(of: failures)
        )
    }
}
