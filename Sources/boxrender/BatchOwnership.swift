import BoxRender

/// Which outputs a manifest lists are this run's to remove (or, with
/// `--check`, to call orphaned): a run removes only what it owns.
///
/// - Without `--prune`: the outputs of the specs it renders, in the formats
///   and at the scales it renders, that those specs no longer make (a
///   variant taken out). Rendering one spec, a part of a folder, or another
///   format never touches what other specs, formats or scales made.
/// - With `--prune`: also every output whose spec lies under the folders
///   (or is a file) the run names and that the run did not make: a spec
///   deleted or renamed, a format or scale not asked for this time.
///
/// A spec that failed keeps its outputs, and an output a version-1
/// manifest lists (which does not say its spec) is no one's.
struct BatchOwnership {
    /// The paths this run makes.
    let made: Set<String>
    /// The keys (`BatchInputs.specKey`) of the specs it plans, and of those that failed.
    let specs: Set<String>
    let failed: Set<String>
    let formats: Set<String>
    /// The `--scale`s, 0 for each spec's own.
    let scales: Set<Int>
    /// With `--prune`, the inputs named (`BatchInputs.prunedRoots`).
    let prunedRoots: [String]?
    let outputFolder: String
    /// `--variant`: a run drawing some variants cannot tell the others' outputs from ones taken out.
    let removesNothing: Bool

    init(
        plans: BatchPlans, formats: [OutputFormat], scales: [Int?], prunedRoots: [String]?, outputFolder: String,
        removesNothing: Bool = false
    ) {
        self.outputFolder = outputFolder
        self.removesNothing = removesNothing
        made = Set(plans.paths.joined())
        var specs: Set<String> = []
        var failed: Set<String> = []
        for (job, failure) in zip(plans.jobs, plans.failures) {
            if failure == nil { specs.insert(job.key) } else { failed.insert(job.key) }
        }
        self.specs = specs
        self.failed = failed
        self.formats = Set(formats.map(\.rawValue))
        self.scales = Set(scales.map { $0 ?? 0 })
        self.prunedRoots = prunedRoots
    }

    /// Whether the output at `path` is this run's and no longer made.
    func owns(_ path: String, _ entry: BatchManifest.Entry) -> Bool {
        guard !removesNothing, !made.contains(path), let spec = entry.spec, !failed.contains(spec) else {
            return false
        }
        if let prunedRoots {
            if specs.contains(spec) { return true }
            let absolute = BatchInputs.absoluteSpec(spec, outputFolder: outputFolder)
            return prunedRoots.contains { $0.hasSuffix("/") ? absolute.hasPrefix($0) : absolute == $0 }
        }
        guard specs.contains(spec), let format = OutputFormat(fileName: path) else { return false }
        return formats.contains(format.rawValue) && scales.contains(entry.scale)
    }
}
