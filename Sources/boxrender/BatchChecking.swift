import BoxFiles
import BoxModel
import BoxRender
import BoxSpec
import BoxWork
import Foundation

/// `boxrender render … --check`: every output drawn in memory and compared
/// with the file in the output folder; nothing is written. Lists what is
/// stale, missing or orphaned (a file of a checked format that no spec
/// makes), then a summary; exit 3 when any, 1 when a spec failed.
struct BatchChecking {
    let command: BatchCommand
    let plans: BatchPlans
    let worker: BatchWorker
    let ownership: BatchOwnership

    private var jobs: [BatchJob] { plans.jobs }

    func run() throws {
        let start = Date()
        let report = try command.report.map(CheckReport.init)
        var rows: [CheckReport.Entry] = []
        let results = ParallelWork.map(jobs.count, threads: command.threads(for: jobs.count)) { index in
            // A spec that could not be planned has failed already.
            plans.failures[index].map { .failure($0) }
                ?? worker.check(jobs[index], planned: plans.planned[index], report: report)
        }
        var stale = 0
        var missing = 0
        var failures: [BatchFailure] = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .failure(let failure):
                failures.append(failure)
                for line in failure.lines { printError(line) }
                rows.append(.init(status: "failed", spec: job.spec, detail: failure.detail))
            case .success(let checked):
                for line in OutputWarnings.lines(checked.warnings) { printError(line) }
                let warnings = Dictionary(checked.warnings.map { ($0.output, $0) }) { first, _ in first }
                for verdict in checked.verdicts {
                    let kept = warnings[verdict.path]
                    let row = { (status: String, detail: String, pictures: StalePictures?) in
                        CheckReport.Entry(
                            status: status, output: verdict.path, spec: job.spec, detail: detail, pictures: pictures,
                            variant: Self.variant(of: verdict.path, stem: job.stem),
                            warnings: kept.map(\.kept),
                            moreWarnings: (kept?.moreWarnings ?? 0) > 0 ? kept?.moreWarnings : nil)
                    }
                    switch verdict {
                    case .fresh:
                        rows.append(row("fresh", "", nil))
                    case .stale(let path, let detail, let pictures):
                        stale += 1
                        printRaw(
                            MessageText.escaped("stale \(worker.fullPath(path)) (from \(job.spec)): \(detail)") + "\n")
                        rows.append(row("stale", detail, pictures))
                    case .missing(let path):
                        missing += 1
                        printRaw(MessageText.escaped("missing \(worker.fullPath(path)) (from \(job.spec))") + "\n")
                        rows.append(row("missing", "", nil))
                    }
                }
            }
        }
        if stale > 0,
            let note = RecordedLibraries.staleNote(
                recorded: worker.manifest.libraries, current: RecordedLibraries.current)
        {
            printRaw(MessageText.escaped(note) + "\n")
        }
        let orphans = try orphaned()
        for (orphan, detail) in orphans {
            printRaw(MessageText.escaped("orphaned \(worker.fullPath(orphan)): \(detail)") + "\n")
        }
        rows += orphans.map { .init(status: "orphaned", output: $0.path, detail: $0.detail) }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        let summary = "checked \(jobs.count) specs: \(CheckReport.counts(rows)) in \(seconds) s"
        printRaw(summary + "\n")
        try report?.finish(.init(summary: summary, specs: jobs.count, entries: rows))
        if let status = BatchFailure.status(of: failures) { throw CLIFailure(status: status, problems: []) }
        if stale + missing + orphans.count > 0 { throw CLIFailure(status: ExitStatus.difference, problems: []) }
    }

    /// The variant's part of an output's name: `card-dark-de@2x.png` of the
    /// spec whose outputs are `card…` is `dark-de`; empty for the spec as
    /// written; nil when the name is not the spec's.
    static func variant(of path: String, stem: String) -> String? {
        guard path.hasPrefix(stem) else { return nil }
        var rest = path.dropFirst(stem.count)
        if let dot = rest.lastIndex(of: ".") { rest = rest[..<dot] }
        rest = ScaleName.removing(from: rest)
        return String(rest.hasPrefix("-") ? rest.dropFirst() : rest)
    }

    /// Outputs of this run's own (`BatchOwnership`) that no spec makes now
    /// and that are still there, and the staging files a killed run left
    /// beside this run's outputs; other files in the folder (pictures the
    /// specs use, a report, other specs' outputs) are not this run's to judge.
    private func orphaned() throws -> [(path: String, detail: String)] {
        let folder = ConfinedFolder(command.outDir)
        var found: [(String, String)] = []
        for (path, entry) in worker.manifest.outputs where ownership.owns(path, entry) {
            if (try? folder.entry(path)) != .missing { found.append((path, "no spec makes it")) }
        }
        for path in try BatchLeftovers.find(besides: plans.paths.joined(), in: folder, removing: false) {
            found.append((path, "a staging file a killed run left"))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
