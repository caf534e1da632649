import ArgumentParser
import BoxFiles
import BoxModel
import BoxPixels
import BoxRender
import BoxSpec
import BoxWork
import Foundation

/// `boxrender render SPEC|DIR... --out-dir DIR`: many specs in one process,
/// on every core, into a folder that mirrors the inputs' (issue 14, step 1).
/// One bad spec does not stop the others; unchanged work is skipped.
struct BatchCommand: ParsableCommand {
    /// This command's usage, said once: for the help and for the line a
    /// usage error prints.
    static let synopsis = """
        boxrender render SPEC|DIR... --out-dir DIR [-j N] \(FormatScaleOptions<CommaList>.synopsis)
            [--set NAME=VALUE]... [--matrix NAME=A,B,…]... [--force] [--quiet] [--prune] [--check [--report DIR]]
            [--shard I/N] \(SpecInputOptions.pngCompressionSynopsis) [--font-dir DIR]... [--asset-dir DIR]...
            [--allow-any-path] [--strict] [--max-… N]
        """

    static let configuration = CommandConfiguration(
        commandName: "boxrender render",
        abstract: "Render many specs into a folder, skipping those whose inputs did not change.",
        usage: BatchCommand.synopsis,
        discussion: """
            Folders are walked for .json, .yaml and .yml specs (sorted, hidden names and the output \
            folder skipped, and files that only share — include files — passed over); DIR/a/b.json is \
            written to OUT/a/b.png, a spec given by name to OUT/NAME.png. Each of a spec's variants, and \
            each --matrix combination, is one more output, named by its values: OUT/card-dark-de@2x.png. \
            OUT/.boxrender-manifest.json records, per output, the SHA-256 of what made it (the spec, its \
            includes, every picture it names, the values it was drawn with, the format and scale, \
            boxrender's and the rendering libraries' versions, the fonts given): a spec whose outputs match \
            is not rendered again (--force renders it), and an output whose bytes would be the same is not \
            rewritten. At the end a summary. Exit status: 0; 1 a spec failed (each problem printed as for \
            one spec); 2 usage; 3 --check found stale, missing or orphaned outputs; 4 internal error.
            """
    )

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @Argument(help: "Spec files and folders of specs.")
    var inputs: [String]

    @Option(help: "The folder to write into; made if missing.")
    var outDir: String

    @Option(
        name: [.short, .customLong("jobs")], parsing: .unconditional,
        help: "Specs rendered at once (default: the cores).")
    var jobs: Int?

    @OptionGroup
    var formatScale: FormatScaleOptions<CommaList>

    @Flag(help: "Render every spec, whatever the manifest says.")
    var force = false

    @Flag(name: [.customShort("q"), .long], help: "Print only problems and the summary.")
    var quiet = false

    @Option(
        name: .customLong("variant"),
        help: ArgumentHelp(
            "Draw only this entry of the specs' `variants`, by its name in the output's (dark-de for "
                + "card-dark-de.png); repeatable. Removes nothing.", valueName: "NAME"))
    var variants: [String] = []

    @Flag(
        help: ArgumentHelp(
            "Write nothing: draw every output in memory and compare it with the file there (exit 3 if any is "
                + "stale, missing or orphaned)."))
    var check = false

    @Flag(
        help: ArgumentHelp(
            "Also remove (with --check: call orphaned) the outputs of specs under the inputs named that are gone, "
                + "and of formats and scales not asked for this time."))
    var prune = false

    @Option(help: "With --check: also write an HTML report of every output, and each stale one's pictures, here.")
    var report: String?

    @Option(
        help: ArgumentHelp(
            "With --check: how far two pixels' colours may be apart for a PNG to count as fresh, as `boxrender "
                + "diff` takes it (0…1; default 0.1 when --max-diff-pixels is given; without either, exact).",
            valueName: "T"))
    var threshold: Double?

    @Option(
        help: ArgumentHelp(
            "With --check: how many pixels of a PNG may differ (beyond --threshold) for it to count as fresh "
                + "(default 0).", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(
        help: ArgumentHelp(
            "Render only share I of N (1 ≤ I ≤ N), chosen by each spec's output path, for N machines in CI.",
            valueName: "I/N"))
    var shard: String?

    @Option(
        name: .customLong("matrix"),
        help: ArgumentHelp(
            "Render every spec once per value of one of its params (repeatable: every combination), "
                + "each output named with the values: card-dark-de.png.", valueName: "NAME=V1,V2,…"))
    var matrixAxes: [String] = []

    @OptionGroup
    var inputOptions: SpecInputOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j must be 1 or more, not \(jobs)") }
        _ = try shardNumbers()
        _ = try scales()
        if report != nil && !check { throw ValidationError("--report goes with --check") }
        if (threshold != nil || maxDiffPixels != nil) && !check {
            throw ValidationError("--threshold and --max-diff-pixels go with --check")
        }
        // Written so that NaN fails too.
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            throw ValidationError("--threshold must be between 0 and 1, not \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels)")
        }
        if prune && shard != nil {
            throw ValidationError(
                "--prune removes the outputs of specs that are gone, which belong to no shard: prune without --shard")
        }
        if prune && !variants.isEmpty {
            throw ValidationError(
                "--prune removes what the run no longer makes, and --variant leaves the other variants undrawn: "
                    + "prune without --variant")
        }
        _ = try formats()
        try inputOptions.validate()
        _ = try matrix()
    }

    /// `--matrix`'s combinations of values, `[[]]` without it.
    func matrix() throws -> [[SpecVariant.Setting]] {
        var axes: [(name: String, values: [ParameterValue])] = []
        let set = try inputOptions.parameters()
        for axis in matrixAxes {
            let (name, list) = try SpecInputOptions.split(axis, option: "--matrix")
            guard !axes.contains(where: { $0.name == name }), set[name] == nil else {
                throw ValidationError("`\(name)` is given more than once by --matrix and --set: give it once")
            }
            let words = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !words.contains(""), Set(words).count == words.count else {
                throw ValidationError(
                    "--matrix \(name) takes different values that are not empty, such as \(name)=en,de, not \(axis)")
            }
            axes.append((name, words.map(ParameterValue.text)))
        }
        try Self.refuseTooManyCells(axes.map(\.values.count))
        return SpecVariant.product(axes)
    }

    /// The product of the axes' lengths, checked before it is built: each
    /// axis multiplies the cells, so twenty axes of two values would make a
    /// million of them (and take gigabytes) before any spec said it was too
    /// many. Past `SpecSource.maximumVariants`, a usage error naming both.
    static func refuseTooManyCells(_ lengths: [Int]) throws {
        var cells: Int? = 1
        for length in lengths {
            cells = cells.flatMap { cells in
                let (product, overflow) = cells.multipliedReportingOverflow(by: length)
                return overflow ? nil : product
            }
        }
        guard let cells, cells <= SpecSource.maximumVariants else {
            throw ValidationError(
                "--matrix makes \(cells.map(String.init) ?? "more than \(Int.max)") combinations of values, "
                    + "more than \(SpecSource.maximumVariants) (the limit of variants): give fewer values")
        }
    }

    /// `--format`'s formats (see `FormatScaleOptions`).
    func formats() throws -> [OutputFormat] { try formatScale.formats() }

    /// `--scale`'s scales, `[nil]` (each spec's own) without it.
    func scales() throws -> [Int?] { try formatScale.scales() }

    /// `--shard I/N` as (I − 1, N); (0, 1) without it.
    func shardNumbers() throws -> (index: Int, count: Int) {
        guard let shard else { return (0, 1) }
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
        else { throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, such as 2/4, not \(shard)") }
        return (index - 1, count)
    }

    func run() throws {
        let (shardIndex, shardCount) = try shardNumbers()
        let found = try BatchInputs.jobs(inputs, outputFolder: outDir)
        let planner = try worker(manifest: BatchManifest(outputs: [:]))
        // Every spec is planned, so that clashes across shards are found too.
        let everything = BatchPlans(jobs: found, worker: planner, threads: threads(for: found.count))
        try everything.refuseClashes()
        try refuseUnknownVariants(everything)
        let plans = shardCount == 1 ? everything : everything.share(shardIndex, of: shardCount)
        let jobs = plans.jobs
        let ownership = try self.ownership(of: plans)
        // Each run holds the folder's lock while it reads the manifest and
        // works: shared to check, exclusive to write, so no run takes another's
        // staging files for a killed run's.
        if check {
            let lock = try? ConfinedFolder(outDir).folder("", making: false).lock(exclusive: false)
            defer { withExtendedLifetime(lock) {} }
            let manifest = try BatchManifest(folder: outDir)
            try BatchChecking(command: self, plans: plans, worker: planner.with(manifest), ownership: ownership)
                .run()
            return
        }
        let out: FolderHandle
        let lock: FolderLock
        do {
            out = try ConfinedFolder(outDir).folder("", making: true)
            lock = try out.lock(exclusive: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
        // Read (and checked) before anything is drawn: a manifest naming a
        // path outside the folder stops the run with nothing written.
        var manifest = try BatchManifest(folder: outDir)
        do {
            // What a killed run left beside this run's outputs is this run's to clear.
            _ = try BatchLeftovers.find(besides: plans.paths.joined(), in: ConfinedFolder(outDir), removing: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error)"])
        }
        defer { withExtendedLifetime(lock) {} }
        let worker = planner.with(manifest)
        let progress = BatchProgress(total: jobs.count, quiet: quiet)
        let results = ParallelWork.map(jobs.count, threads: threads(for: jobs.count)) { index in
            // A spec that could not be planned has failed already.
            let (outcome, entries) =
                plans.failures[index].map { (BatchOutcome.failed($0), [:]) }
                ?? worker.run(jobs[index], planned: plans.planned[index])
            progress.finished(jobs[index], outcome)
            return (outcome: outcome, entries: entries)
        }
        // The outputs this run made or found up to date, drawn with this run's libraries.
        var madeNow: Set<String> = []
        for (index, result) in results.enumerated() {
            // A failed spec keeps its entries: its inputs changed, so it is drawn again next time.
            if case .failed = result.outcome { continue }
            madeNow.formUnion(result.entries.keys)
            for path in plans.paths[index] { manifest.outputs.removeValue(forKey: path) }
            manifest.outputs.merge(result.entries) { _, new in new }
        }
        let removalFailed = removeOrphans(owned: ownership, from: &manifest)
        manifest.libraries = RecordedLibraries.record(
            previous: manifest.libraries, outputs: manifest.outputs.keys, madeNow: madeNow)
        // Like the pictures, an unchanged manifest keeps its inode and time.
        let manifestBytes = Array(manifest.json.utf8)
        let confined = ConfinedFolder(outDir)
        if (try? confined.read(BatchManifest.fileName, atMost: BatchManifest.maximumBytes)) != manifestBytes {
            do {
                try AtomicFile.commitAll([try AtomicFile.stage(manifestBytes, name: BatchManifest.fileName, in: out)])
            } catch {
                throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error)"])
            }
        }
        let (line, status) = progress.summary()
        printRaw(line + "\n")
        if let status { throw CLIFailure(status: status, problems: []) }
        if removalFailed { throw CLIFailure(status: ExitStatus.badInput, problems: []) }
    }

    /// Which outputs the manifest lists are this run's (see `BatchOwnership`).
    func ownership(of plans: BatchPlans) throws -> BatchOwnership {
        BatchOwnership(
            plans: plans, formats: try formats(), scales: try scales(),
            prunedRoots: prune ? BatchInputs.prunedRoots(inputs) : nil, outputFolder: outDir,
            removesNothing: !variants.isEmpty)
    }

    /// A `--variant` no spec of the run has is a usage error naming those there are.
    private func refuseUnknownVariants(_ plans: BatchPlans) throws {
        let unknown = variants.filter { !plans.variantNames.contains($0) }
        guard let first = unknown.first else { return }
        let known = plans.variantNames.sorted()
        let shown = known.prefix(20).joined(separator: ", ") + (known.count > 20 ? ", …" : "")
        throw CLIFailure(
            status: ExitStatus.usage,
            lines: [
                MessageText.escaped(
                    "--variant \(first): no spec here has a variant of that name"
                        + (known.isEmpty ? " (none has `variants`)" : "; theirs are \(shown)"))
            ])
    }

    /// Outputs of this run's own (`BatchOwnership`) that it no longer
    /// makes: removed when the file is the one written, so a render leaves
    /// what `--check` would call fresh; a file replaced since is the user's
    /// and stays. Their entries go either way. Only regular files are
    /// removed, beneath the folder: a link there is reported and left.
    /// - Returns: whether any could not be removed.
    private func removeOrphans(owned ownership: BatchOwnership, from manifest: inout BatchManifest) -> Bool {
        let folder = ConfinedFolder(outDir)
        var failed = false
        for (path, entry) in manifest.outputs.sorted(by: { $0.key < $1.key }) where ownership.owns(path, entry) {
            manifest.outputs.removeValue(forKey: path)
            do {
                guard try BatchManifest.fileHash(path, in: folder) == entry.fileHash else { continue }
                try folder.removeFile(path)
                if !quiet {
                    printRaw(MessageText.escaped("removed \(folder.shown(path)): no spec makes it now") + "\n")
                }
            } catch let error where error.problem == .missing {
                continue
            } catch {
                printError(MessageText.escaped("\(error.description) (not removed)"))
                failed = true
            }
        }
        return failed
    }

    /// Threads for `count` specs: `-j`, else the cores, never more than the specs.
    func threads(for count: Int) -> Int {
        min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, count))
    }

    /// The worker every thread of the batch shares: made once a run, so that
    /// the renderer and its fonts (a `--font-dir` scanned) are made once.
    func worker(manifest: BatchManifest) throws -> BatchWorker {
        BatchWorker(
            renderer: try inputOptions.renderer(),
            options: RenderOptions(
                limits: limitOptions.limits, assets: inputOptions.assets, parameters: try inputOptions.parameters()),
            formats: try formats(), scales: try scales(), matrix: try matrix(),
            compression: try inputOptions.compression(),
            outputFolder: outDir, manifest: manifest, force: force, strict: inputOptions.strict,
            variantNames: variants.isEmpty ? nil : Set(variants),
            tolerance: threshold == nil && maxDiffPixels == nil
                ? nil : PictureTolerance(threshold: threshold ?? 0.1, maxDiffPixels: maxDiffPixels ?? 0),
            environment: environment())
    }

    /// boxrender's output version, the rendering libraries' versions, and
    /// every font file given (name, size, time), as bytes to hash.
    private func environment() -> [UInt8] {
        var text = "boxrender \(BoxrenderVersion.output)\npng-compression \(inputOptions.pngCompression.lowercased())\n"
        if let encoder = try? inputOptions.compression().encoderIdentity { text += encoder + "\n" }
        // A spec skipped as unchanged is not judged again: --strict must render it once.
        text += inputOptions.strict ? "strict\n" : ""
        text += currentRenderingVersions()
        for folder in inputOptions.fontDirectories {
            // Walked as the font setup checks it: no link followed, no hidden name.
            let root = ConfinedFolder(folder)
            let files =
                (try? FolderWalk.files(beneath: root.folder("", making: false), limit: BatchInputs.maximumWalkedFiles))
                ?? []
            for file in files {
                // By name and size, not time: a fresh clone has new times and the same fonts.
                guard case .file(let size) = try? root.entry(file) else { continue }
                text += "\nfont \(file) \(size)"
            }
        }
        return Array(text.utf8)
    }
}
