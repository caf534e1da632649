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

    private init(jobs: [BatchJob], paths: [[String]], failures: [BatchFailure?], variantNames: Set<String>) {
        self.jobs = jobs
        self.paths = paths
        self.failures = failures
        self.variantNames = variantNames
    }

    /// The jobs of shard `index` of `count` (by output path, `BatchInputs.shard`).
    func share(_ index: Int, of count: Int) -> BatchPlans {
        let kept = jobs.indices.filter { BatchInputs.shard(of: jobs[$0], among: count) == index }
        return BatchPlans(
            jobs: kept.map { jobs[$0] }, paths: kept.map { paths[$0] }, failures: kept.map { failures[$0] },
            variantNames: variantNames)
    }

    init(jobs found: [BatchJob], worker: BatchWorker, threads: Int) {
        // Each spec's output paths (nil for a shared file passed over) and its variants' names.
        let planned = ParallelWork.map(found.count, threads: threads) { index in
            let job = found[index]
            do {
                let plan = try worker.plan(job)
                let paths = job.walked && plan.source.isIncludeFile ? nil : plan.outputs.map(\.path)
                return (Result<[String]?, BatchFailure>.success(paths), plan.source.variants.map(\.name))
            } catch {
                return (.failure(BatchFailure(error, spec: job.spec)), [])
            }
        }
        let results = planned.map(\.0)
        variantNames = Set(planned.map(\.1).joined())
        let kept = zip(found, results).filter { _, result in
            guard case .success(nil) = result else { return true }
            return false
        }
        jobs = kept.map(\.0)
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
