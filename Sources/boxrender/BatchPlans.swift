import BoxRender
import BoxWork
import Foundation

/// Every spec of a batch read and parsed before anything is drawn, for the
/// names of the files it will write: variants and `--matrix` cells make
/// names that only the spec knows. Two specs that would write one file are
/// refused here (a usage error) — over every spec, sharded or not — and the
/// paths tell the manifest and `--check` which outputs belong to the batch.
/// Files found in folders that only share (`include` files) are dropped
/// from the jobs.
struct BatchPlans {
    let jobs: [BatchJob]
    /// Per job, its output paths; empty when it could not be read.
    let paths: [[String]]
    /// Per job, what stopped its plan; nil when it has one.
    let failures: [BatchFailure?]
    /// The names of every spec's `variants` (`SpecVariant.name`), for `--variant` to be checked against.
    let variantNames: Set<String>
    /// Per job, its spec as read and parsed to plan it, kept so that drawing
    /// does not read and parse it again: in job order while the specs' and
    /// their includes' bytes come to at most `keptBytes`; nil past that (the
    /// job reads its spec again) and for a job that failed.
    let planned: [BatchWorker.Plan?]

    /// The most spec and include bytes kept from planning to drawing: every
    /// spec of a docs set, and a bound on a batch of huge ones.
    static let keptBytes = 16 << 20

    private init(
        jobs: [BatchJob], paths: [[String]], failures: [BatchFailure?], variantNames: Set<String>,
        planned: [BatchWorker.Plan?]
    ) {
        self.jobs = jobs
        self.paths = paths
        self.failures = failures
        self.variantNames = variantNames
        self.planned = planned
    }

    /// The jobs of shard `index` of `count` (by output path, `BatchInputs.shard`).
    func share(_ index: Int, of count: Int) -> BatchPlans {
        let kept = jobs.indices.filter { BatchInputs.shard(of: jobs[$0], among: count) == index }
        return BatchPlans(
            jobs: kept.map { jobs[$0] }, paths: kept.map { paths[$0] }, failures: kept.map { failures[$0] },
            variantNames: variantNames, planned: kept.map { planned[$0] })
    }

    init(jobs found: [BatchJob], worker: BatchWorker, threads: Int) {
        // Each spec's output paths (nil for a shared file passed over) and its variants' names.
        let planned = ParallelWork.map(found.count, threads: threads) { index in
            let job = found[index]
            do {
                let plan = try worker.plan(job)
                let paths = job.walked && plan.source.isIncludeFile ? nil : plan.outputs.map(\.path)
                return (
                    Result<[String]?, BatchFailure>.success(paths), plan.source.variants.map(\.name),
                    Optional(plan)
                )
            } catch {
                return (.failure(BatchFailure(error, spec: job.spec)), [], BatchWorker.Plan?.none)
            }
        }
        let results = planned.map(\.0)
        variantNames = Set(planned.map(\.1).joined())
        let kept = zip(found.indices, results).filter { _, result in
            guard case .success(nil) = result else { return true }
            return false
        }
        jobs = kept.map { found[$0.0] }
        var keptBytes = 0
        self.planned = kept.map { index, _ in
            guard let plan = planned[index].2 else { return nil }
            let bytes = plan.source.includedFiles.reduce(plan.bytes.count) { $0 + $1.bytes.count }
            guard keptBytes + bytes <= Self.keptBytes else { return nil }
            keptBytes += bytes
            return plan
        }
        let all = kept.map(\.1)
        paths = all.map { (try? $0.get()) ?? [] }
        failures = all.map { result in
            guard case .failure(let failure) = result else { return nil }
            return failure
        }
    }

    /// Two specs whose outputs would be the same file (`card@2x.json` and
    /// `card.json` at `--scale 2`, `card-dark.json` and `card.json`'s dark variant).
    func refuseClashes() throws {
        var owners: [String: String] = [:]
        for (job, paths) in zip(jobs, paths) {
            for path in paths {
                if let other = owners[path] {
                    let writers = other == job.spec ? "two variants of \(other)" : "\(other) and \(job.spec)"
                    throw CLIFailure(status: ExitStatus.usage, lines: ["\(writers) would both write \(path)"])
                }
                owners[path] = job.spec
            }
        }
    }
}
