import BoxRender
import Foundation

/// `boxrender render … --check`: every output drawn in memory and compared
/// with the file in the output folder; nothing is written. Lists what is
/// stale, missing or orphaned (a file of a checked format that no spec
/// makes), then a summary; exit 3 when any, 1 when a spec failed.
struct BatchChecking {
    let command: BatchCommand
    let plans: BatchPlans
    let worker: BatchWorker

    private var jobs: [BatchJob] { plans.jobs }

    func run(orphansToo: Bool) throws {
        let start = Date()
        let report = try command.report.map(CheckReport.init)
        var rows: [CheckReport.Entry] = []
        let results = BatchResultsBox<Result<BatchCheckResult, BatchFailure>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: command.threads(for: jobs.count)) { _ in
            while let index = results.next() {
                // A spec that could not be planned has failed already.
                let result =
                    plans.failures[index].map { .failure($0) }
                    ?? worker.check(jobs[index], report: report)
                results.store(index, result)
            }
        }
        var stale = 0
        var missing = 0
        var failures: [BatchFailure] = []
        for (job, result) in zip(jobs, results.all) {
            switch result {
            case .failure(let failure):
                failures.append(failure)
                for line in ProblemReport(problems: failure.problems, status: failure.status).lines { printError(line) }
                rows.append(
                    .init(status: "failed", spec: job.spec, detail: failure.problems.first?.message ?? ""))
            case .success(let checked):
                for line in WarningReport(warnings: checked.warnings, json: false).lines { printError(line) }
                for verdict in checked.verdicts {
                    switch verdict {
                    case .fresh(let path):
                        rows.append(.init(status: "fresh", output: path, spec: job.spec, detail: ""))
                    case .stale(let path, let detail, let pictures):
                        stale += 1
                        printRaw("stale \(worker.fullPath(path)) (from \(job.spec)): \(detail)\n")
                        rows.append(
                            .init(status: "stale", output: path, spec: job.spec, detail: detail, pictures: pictures))
                    case .missing(let path):
                        missing += 1
                        printRaw("missing \(worker.fullPath(path)) (from \(job.spec))\n")
                        rows.append(.init(status: "missing", output: path, spec: job.spec, detail: ""))
                    }
                }
            }
        }
        let orphans = orphansToo ? try orphaned() : []
        for orphan in orphans { printRaw("orphaned \(worker.fullPath(orphan)): no spec makes it\n") }
        rows += orphans.map { .init(status: "orphaned", output: $0, detail: "no spec makes it") }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        let summary = "checked \(jobs.count) specs: \(CheckReport.counts(rows)) in \(seconds) s"
        printRaw(summary + "\n")
        try report?.finish(.init(summary: summary, specs: jobs.count, entries: rows))
        if let status = BatchFailure.status(of: failures) { throw CLIFailure(status: status, problems: []) }
        if stale + missing + orphans.count > 0 { throw CLIFailure(status: ExitStatus.difference, problems: []) }
    }

    /// Outputs a batch wrote (the manifest lists them) that no spec makes
    /// now and that are still there; other files in the folder (pictures
    /// the specs use, a report) are not the batch's to judge.
    private func orphaned() throws -> [String] {
        let expected = Set(plans.paths.joined())
        // A spec that failed is not judged: its outputs are not orphans.
        return worker.manifest.outputs.keys.filter { path in
            !expected.contains(path) && !plans.mayBelongToFailedSpec(path)
                && FileManager.default.fileExists(atPath: worker.fullPath(path))
        }.sorted()
    }
}
