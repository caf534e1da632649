import BoxCairo
import BoxRender
import Foundation

/// What became of one spec of a batch.
enum BatchOutcome: Sendable {
    /// Drawn, and at least one output written (`written` of them).
    case rendered(written: Int)
    /// Nothing to do: its inputs matched the manifest, or every output it
    /// drew was byte for byte the file already there (left untouched).
    case unchanged
    case failed([SpecError])
}

/// Renders one spec of a batch into the output folder, skipping it when
/// the manifest says its inputs have not changed, and never rewriting an
/// output whose bytes would be the same (its inode and time stay).
struct BatchWorker: Sendable {
    let renderer: Renderer
    let options: RenderOptions
    let formats: [OutputFormat]
    /// `--scale`'s list, or `[nil]` for each spec's own scale.
    let scales: [Int?]
    let compression: PNGCompression
    let outputFolder: String
    let manifest: BatchManifest
    let force: Bool
    /// What every output depends on besides its spec and pictures: boxrender's
    /// and the rendering libraries' versions, and the fonts given.
    let environment: [UInt8]

    /// The outcome, and the manifest entries of the outputs it stands behind.
    func run(_ job: BatchJob) -> (BatchOutcome, [String: String]) {
        do {
            return try render(job)
        } catch {
            return (.failed(Self.problems(error, spec: job.spec)), [:])
        }
    }

    private func render(_ job: BatchJob) throws -> (BatchOutcome, [String: String]) {
        let (outputs, inputs) = try prepare(job)
        // Up to date when the inputs are those recorded and the file is the
        // one written then (a file replaced since is drawn again).
        let upToDate = outputs.allSatisfy { output in
            guard let recorded = manifest.outputs[output.path], let file = fileHash(output.path) else { return false }
            return recorded == (inputs[output.path] ?? "") + " " + file
        }
        if upToDate && !force {
            return (.unchanged, manifest.outputs.filter { inputs[$0.key] != nil })
        }
        var written = 0
        var entries: [String: String] = [:]
        for output in outputs {
            let picture = try draw(output)
            if try write(picture, to: fullPath(output.path)) { written += 1 }
            entries[output.path] = (inputs[output.path] ?? "") + " " + BatchManifest.hash([picture])
        }
        return (written > 0 ? .rendered(written: written) : .unchanged, entries)
    }

    /// One file a job writes: its spec as decoded for its scale, its format,
    /// its path under the output folder.
    struct Output {
        let spec: Spec
        let scale: Int?
        let format: OutputFormat
        let path: String
    }

    /// The job's outputs, every format at every scale (`name.png`,
    /// `name@2x.png`…), and each output's manifest entry: the hash of its inputs.
    func prepare(_ job: BatchJob) throws -> ([Output], [String: String]) {
        let bytes: [UInt8]
        switch FileBytes.read(job.spec, atMost: options.limits.specBytes) {
        case .success(let read): bytes = read
        case .failure(.longerThan(let limit)): throw BoxRenderError.input(file: job.spec, SpecLimits.specTooLong(limit))
        case .failure(let problem): throw BoxRenderError.input(file: job.spec, problem.description)
        }
        let format: SpecTextFormat = job.spec.lowercased().hasSuffix(".json") ? .json : .yaml
        var outputs: [Output] = []
        var entries: [String: String] = [:]
        for scale in scales {
            // Decoded again at each scale: its pictures may be other files (`photo@2x.png`).
            let spec = try renderer.decodeSpec(
                bytes: bytes, format: format, name: job.spec,
                baseDirectory: (job.spec as NSString).deletingLastPathComponent, options: options(scale))
            var parts = [environment, bytes, Array("scale \(scale ?? 0)".utf8)]
            let folder = (job.spec as NSString).deletingLastPathComponent
            for picture in Self.pictures(of: spec) {
                // Named as the spec names it, so the same folder checked out anywhere hashes alike.
                let relative =
                    !folder.isEmpty && picture.hasPrefix(folder + "/")
                    ? String(picture.dropFirst(folder.count + 1)) : picture
                parts.append(Array(relative.utf8))
                if case .success(let read) = FileBytes.read(picture, atMost: options.limits.imageFileBytes) {
                    parts.append(read)
                }
            }
            for format in formats {
                let output = Output(spec: spec, scale: scale, format: format, path: path(job, scale, format))
                outputs.append(output)
                entries[output.path] = BatchManifest.hash(parts + [Array(format.rawValue.utf8)])
            }
        }
        return (outputs, entries)
    }

    /// The SHA-256 of an output file as it is now; nil when there is none.
    private func fileHash(_ path: String) -> String? {
        guard case .success(let bytes) = FileBytes.read(fullPath(path), atMost: Int(Int32.max)) else { return nil }
        return BatchManifest.hash([bytes])
    }

    /// Where an output of `job` goes under the output folder: `name.png`,
    /// `name@2x.png`, `name@3x.svg`…
    func path(_ job: BatchJob, _ scale: Int?, _ format: OutputFormat) -> String {
        job.stem + (scale.map { $0 == 1 ? "" : "@\($0)x" } ?? "") + "." + format.rawValue
    }

    /// Every output path of `job`, whether or not it can be drawn.
    func paths(_ job: BatchJob) -> [String] {
        scales.flatMap { scale in formats.map { path(job, scale, $0) } }
    }

    /// The options with `scale` laid over them (nil: the spec's own).
    private func options(_ scale: Int?) -> RenderOptions {
        var options = options
        options.scale = scale
        return options
    }

    func draw(_ output: Output) throws(BoxRenderError) -> [UInt8] {
        let (spec, format, options) = (output.spec, output.format, options(output.scale))
        guard spec.animation != nil else {
            return try renderer.data(renderer.prepare(spec, options: options), as: format, pngCompression: compression)
        }
        guard format == .png else {
            throw .input(
                file: spec.sourcePath ?? "", path: "animation",
                "an animation is many pictures and \(format.rawValue.uppercased()) holds one: render it as png")
        }
        return try renderer.apng(renderer.prepareAnimation(spec, options: options), compression: compression)
    }

    /// Writes `bytes` unless the file already holds them; whether it wrote.
    private func write(_ bytes: [UInt8], to path: String) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): cannot make the folder: \(error)"])
        }
        try writeOutput(bytes, to: path)
        return true
    }

    func fullPath(_ relative: String) -> String {
        (outputFolder as NSString).appendingPathComponent(relative)
    }

    /// Every picture file the spec's trees name, sorted, each once.
    static func pictures(of spec: Spec) -> [String] {
        var paths: Set<String> = []
        let trees = [spec.tree] + spec.layouts.map(\.tree) + (spec.animation.map { [$0.from] } ?? [])
        for tree in trees {
            for node in tree.nodes {
                if let image = node.style.image { paths.insert(image.source.path) }
                if case .image(let item) = node.content { paths.insert(item.source.path) }
            }
        }
        return paths.sorted()
    }
}
