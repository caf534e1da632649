import BoxFiles
import BoxModel
import BoxPixels
import BoxRender
import Foundation

/// What became of one spec of a batch.
enum BatchOutcome: Sendable {
    /// Drawn, and at least one output written (`written` of them), with
    /// each output's warnings.
    case rendered(written: Int, warnings: [OutputWarnings])
    /// Nothing to do: its inputs matched the manifest (the warnings are
    /// those it kept), or every output it drew was byte for byte the file
    /// already there (left untouched).
    case unchanged(warnings: [OutputWarnings])
    case failed(BatchFailure)
}

/// Renders one spec of a batch into the output folder, skipping it when
/// the manifest says its inputs have not changed, and never rewriting an
/// output whose bytes would be the same (its inode and time stay).
struct BatchWorker: Sendable {
    let renderer: Renderer
    /// The batch's options: limits, the folders pictures and includes come
    /// from, and `--set`'s values.
    let options: RenderOptions
    let formats: [OutputFormat]
    /// `--scale`'s list, or `[nil]` for each spec's own scale.
    let scales: [Int?]
    /// `--matrix`'s combinations, or `[[]]` without it.
    let matrix: [[SpecVariant.Setting]]
    let compression: PNGCompression
    let outputFolder: String
    var manifest: BatchManifest
    let force: Bool
    /// `--strict`: a spec whose pictures have warnings fails.
    let strict: Bool
    /// `--variant`'s names: only those of a spec's `variants` are drawn; nil draws every one.
    var variantNames: Set<String>? = nil
    /// `--check`'s `--threshold` and `--max-diff-pixels`: a PNG within them
    /// is fresh, as `boxrender diff` would pass it; nil compares exactly.
    var tolerance: PictureTolerance? = nil
    /// What every output depends on besides its spec and pictures: boxrender's
    /// and the rendering libraries' versions, and the fonts given.
    let environment: [UInt8]

    /// The same worker (its renderer and fonts, made once a run) with the
    /// manifest read under the folder's lock.
    func with(_ manifest: BatchManifest) -> BatchWorker {
        var worker = self
        worker.manifest = manifest
        return worker
    }

    /// The outcome, and the manifest entries of the outputs it stands behind.
    /// - Parameter planned: the job's plan, when planning kept it (`BatchPlans.planned`).
    func run(_ job: BatchJob, planned: Plan? = nil) -> (BatchOutcome, [String: BatchManifest.Entry]) {
        do {
            return try render(job, planned: planned)
        } catch {
            return (.failed(BatchFailure(error, spec: job.spec)), [:])
        }
    }

    private func render(_ job: BatchJob, planned: Plan?) throws -> (BatchOutcome, [String: BatchManifest.Entry]) {
        var (source, outputs, inputs, decoded, pictureFiles) = try prepare(job, planned: planned)
        let folder = ConfinedFolder(outputFolder)
        let entry = { (output: Output, file: String, warnings: OutputWarnings?) in
            BatchManifest.Entry(
                made: (inputs[output.path] ?? "") + " " + file, spec: job.key, scale: output.scale ?? 0,
                warnings: warnings?.kept, moreWarnings: warnings?.moreWarnings ?? 0)
        }
        // Up to date when the inputs are those recorded and the file is the
        // one written then (a file replaced since is drawn again), and its
        // warnings were kept (an entry of an older boxrender is drawn again). The
        // hashes read here also tell, after drawing, which files already
        // hold what was drawn, so no file is read twice.
        var hashesOnDisk: [String: String] = [:]
        let upToDate = outputs.allSatisfy { output in
            guard let recorded = manifest.outputs[output.path],
                let file = try? BatchManifest.fileHash(output.path, in: folder)
            else { return false }
            hashesOnDisk[output.path] = file
            return recorded.madeAlike(entry(output, file, nil)) && recorded.warnings != nil
        }
        if upToDate && !force {
            // The warnings the manifest kept, so that every run says them.
            let kept = outputs.map { output in
                let recorded = manifest.outputs[output.path]
                return OutputWarnings(
                    output: output.path, kept: recorded?.warnings ?? [], moreWarnings: recorded?.moreWarnings ?? 0,
                    spec: job.spec)
            }
            return (.unchanged(warnings: kept), manifest.outputs.filter { inputs[$0.key] != nil })
        }
        // Every output is staged before any is committed: a spec that fails
        // at one scale or variant leaves none of its files changed.
        var staged: [AtomicFile.Staged] = []
        var entries: [String: BatchManifest.Entry] = [:]
        var warnings: [OutputWarnings] = []
        // --strict: every output with warnings is named before the spec fails.
        var refusals: [OutputWarnings] = []
        var parents: [String: FolderHandle] = [:]
        var prepared: Prepared?
        do {
            try forEachDecoded(outputs, of: source, decoded: &decoded) { spec, output in
                // Each output's own, each once: the same overflow at two scales is two lines, named.
                guard
                    let (picture, kept) = try draw(
                        output, spec, of: job, reusing: &prepared, pictureFiles: pictureFiles, refusals: &refusals)
                else { return }
                if !kept.warnings.isEmpty { warnings.append(kept) }
                let hash = BatchManifest.hash([picture])
                entries[output.path] = entry(output, hash, kept)
                guard refusals.isEmpty else { return }
                if let onDisk = hashesOnDisk[output.path] {
                    if onDisk == hash { return }
                } else if try holds(picture, at: output.path, in: folder) {
                    return
                }
                let (parentPath, name) = try folder.split(output.path)
                // One open folder for all the outputs in it, not a descriptor each.
                let parent = try parents[parentPath] ?? folder.folder(parentPath, making: true)
                parents[parentPath] = parent
                staged.append(try AtomicFile.stage(picture, name: name, in: parent))
            }
            prepared = nil
            if !refusals.isEmpty { throw StrictFailure(refusals: refusals) }
            try AtomicFile.commitAll(staged)
        } catch {
            for file in staged { file.discard() }
            throw error
        }
        return (
            staged.isEmpty ? .unchanged(warnings: warnings) : .rendered(written: staged.count, warnings: warnings),
            entries
        )
    }

    /// Whether the file at `path` holds exactly `bytes` (then it is left
    /// untouched); a link or a device there is an error naming it.
    private func holds(_ bytes: [UInt8], at path: String, in folder: ConfinedFolder) throws -> Bool {
        let entry = try folder.entry(path)
        guard case .file(let size) = entry else {
            if entry == .missing { return false }
            throw ConfinedFileError(path: folder.shown(path), problem: entry.notARegularFile ?? .missing)
        }
        guard size == bytes.count else { return false }
        return try folder.read(path, atMost: size) == bytes
    }

    /// One file a job writes, before anything is decoded: the variant and
    /// scale its spec is decoded at, its format, its path under the output folder.
    struct Output {
        let variant: SpecVariant
        let scale: Int?
        let format: OutputFormat
        let path: String
    }

    /// The spec read and parsed, and every output it makes: each variant
    /// (the spec's `variants`, or the spec as written, under each `--matrix`
    /// cell) at each scale in each format, named `name-VARIANT@2x.png`;
    /// the outputs of one variant and scale come together. An include file
    /// found in a folder makes none (its `isIncludeFile` is true).
    /// A job's spec read and parsed, its bytes, and its outputs.
    typealias Plan = (source: SpecSource, bytes: [UInt8], outputs: [Output])

    func plan(_ job: BatchJob) throws -> Plan {
        let (source, bytes) = try renderer.loadSpec(at: job.spec, options: options, passingOverIncludeFiles: job.walked)
        guard !source.isIncludeFile else { return (source, bytes, []) }
        try checkSettings(source)
        let order = source.parameterNames
        var outputs: [Output] = []
        let variants = source.variants.isEmpty ? [.base] : source.variants
        for variant in variants where variantNames?.contains(variant.name) ?? true {
            for cell in matrix {
                let combined = variant.merging(SpecVariant(cell: cell), order: order)
                for scale in scales {
                    for format in formats {
                        let path = path(job.stem + combined.suffix, scale, format)
                        outputs.append(Output(variant: combined, scale: scale, format: format, path: path))
                    }
                }
            }
        }
        if let longest = outputs.map(\.path).max(by: { Self.nameBytes($0) < Self.nameBytes($1) }),
            Self.nameBytes(longest) > 255
        {
            throw BoxRenderError.input(
                file: job.spec, path: "variants",
                "the output name \((longest as NSString).lastPathComponent) is longer than a file name may be "
                    + "(255 bytes): give the variants shorter `$name`s")
        }
        return (source, bytes, outputs)
    }

    private static func nameBytes(_ path: String) -> Int {
        (path as NSString).lastPathComponent.utf8.count
    }

    /// `--set` and `--matrix` name parameters the spec declares, and none
    /// that its variants set (which value would win is no one's guess), and
    /// they do not make more than `SpecSource.maximumVariants` pictures.
    private func checkSettings(_ source: SpecSource) throws {
        let variantNames = Set(source.variants.flatMap { $0.settings.map(\.name) })
        let given = options.parameters.keys.map { ("--set", $0) } + (matrix.first ?? []).map { ("--matrix", $0.name) }
        for (option, name) in given.sorted(by: { $0.1 < $1.1 }) {
            if let message = source.undeclaredParameterMessage(name) {
                throw BoxRenderError.input(file: source.sourcePath, path: "params", message)
            }
            if variantNames.contains(name) {
                throw BoxRenderError.input(
                    file: source.sourcePath, path: "variants",
                    "the spec's variants set `\(name)`, so \(option) cannot: leave it to the variants, or take it "
                        + "out of them")
            }
        }
        let pictures = max(1, source.variants.count) * matrix.count
        if pictures > SpecSource.maximumVariants {
            throw BoxRenderError.input(
                file: source.sourcePath, path: "variants",
                "the variants and --matrix make \(pictures) variants, more than \(SpecSource.maximumVariants)")
        }
    }

    /// The job's source and outputs, and each output's manifest entry: the
    /// hash of its inputs (the spec, its includes, `--set`, the variant, the
    /// scale, every picture the decoded spec names, the format). The
    /// pictures' files are kept (bounded) in `pictureFiles`, so that what is
    /// drawn is what was hashed, each file read once.
    func prepare(_ job: BatchJob, planned: Plan? = nil) throws -> (
        source: SpecSource, outputs: [Output], inputs: [String: String], decoded: DecodedSpecs,
        pictureFiles: PictureFiles
    ) {
        let (source, bytes, outputs) = try planned ?? plan(job)
        let folder = (job.spec as NSString).deletingLastPathComponent
        // Named as the spec names them, so the same folder checked out anywhere hashes alike.
        func relative(_ path: String) -> String {
            !folder.isEmpty && path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
        var shared = [environment, bytes]
        for file in source.includedFiles { shared += [Array(relative(file.path).utf8), file.bytes] }
        for (name, value) in options.parameters.sorted(by: { $0.key < $1.key }) {
            shared.append(Array("set \(name)=\(value.text)".utf8))
        }
        var entries: [String: String] = [:]
        // Each picture is read once for the job, whatever its variants,
        // scales and formats, while what is kept fits.
        let pictureFiles = PictureFiles(fileLimit: options.limits.imageFileBytes, keepsAfterDecoding: true)
        var decoded = DecodedSpecs()
        try forEachDecoded(outputs, of: source, decoded: &decoded) { spec, output in
            var parts = shared + [Array("scale \(output.scale ?? 0)".utf8)]
            parts += output.variant.settings.map { Array("variant \($0.name)=\($0.value.text)".utf8) }
            for picture in Self.pictures(of: spec) {
                parts.append(Array(relative(picture.path).utf8))
                // One that cannot be read fails the drawing, which says why.
                if let read = try? pictureFiles.bytes(of: picture) { parts.append(read) }
            }
            entries[output.path] = BatchManifest.hash(parts + [Array(Self.formatIdentity(output.format).utf8)])
        }
        return (source, outputs, entries, decoded, pictureFiles)
    }

    /// Calls `body` for each output with its spec, decoded once for each
    /// run of outputs of one variant and scale (pictures may be other files
    /// at another scale, `photo@2x.png`), and only one decoded spec held at a time.
    /// A failure names the output it was found making (`OutputFailure`)
    /// when the spec makes more than one and has been decoded once: a
    /// problem found at its first decoding is the spec's as a whole.
    /// `decoded` gives the specs an earlier pass kept, and keeps those this
    /// one decodes (`DecodedSpecs`, bounded).
    func forEachDecoded(
        _ outputs: [Output], of source: SpecSource, decoded: inout DecodedSpecs,
        _ body: (Spec, Output) throws -> Void
    ) throws {
        var current: (variant: SpecVariant, scale: Int?, spec: Spec)?
        var decodings = 0
        for output in outputs {
            do {
                if current == nil || current?.variant != output.variant || current?.scale != output.scale {
                    current = nil
                    let spec: Spec
                    if let kept = decoded.spec(for: output) {
                        spec = kept
                    } else {
                        spec = try renderer.decodeSpec(source, options: options(output.scale, output.variant))
                        decoded.keep(spec, for: output)
                    }
                    current = (output.variant, output.scale, spec)
                    decodings += 1
                }
                if let spec = current?.spec { try body(spec, output) }
            } catch let failure as OutputFailure {
                throw failure
            } catch {
                guard outputs.count > 1, decodings > 0 else { throw error }
                throw OutputFailure(output: output.path, error: error)
            }
        }
    }

    /// The format as the manifest hashes it: GIF and WebP with their
    /// encoders' versions (a new libwebp compresses differently), so that a
    /// new encoder draws them again and leaves PNG, SVG and PDF alone.
    static func formatIdentity(_ format: OutputFormat) -> String {
        switch format {
        case .png, .svg, .pdf: format.rawValue
        case .gif: "gif " + EncoderVersions.giflib
        case .webp: "webp " + EncoderVersions.libwebp
        }
    }

    /// Where an output goes under the output folder: `name.png`,
    /// `name@2x.png`, `name-dark@3x.svg`…
    private func path(_ name: String, _ scale: Int?, _ format: OutputFormat) -> String {
        name + (scale.map(ScaleName.suffix) ?? "") + "." + format.rawValue
    }

    /// The options with `scale` (nil: the spec's own) and the variant's values laid over them.
    private func options(_ scale: Int?, _ variant: SpecVariant = .base) -> RenderOptions {
        var options = options
        options.scale = scale
        for setting in variant.settings { options.parameters[setting.name] = setting.value }
        return options
    }

    /// A decoded spec laid out, its scene made, once for all the formats it
    /// is written in: kept by the caller while the outputs of one variant
    /// and scale are drawn (`forEachDecoded` gives them in a row).
    struct Prepared {
        enum Drawing {
            case still(Rendering)
            case animated(AnimationRendering)
        }

        let variant: SpecVariant
        let scale: Int?
        let drawing: Drawing

        func isFor(_ output: Output) -> Bool { variant == output.variant && scale == output.scale }
    }

    /// One output's bytes and its picture's warnings; under `--strict`, the
    /// warnings are the spec's failure, found before anything is drawn.
    /// `prepared` is the spec laid out for an earlier output of the same
    /// variant and scale, or is made here for the next.
    func draw(_ output: Output, _ spec: Spec, reusing prepared: inout Prepared?, pictureFiles: PictureFiles) throws
        -> ([UInt8], [RenderWarning])
    {
        let (format, options) = (output.format, options(output.scale))
        if spec.animation != nil, !format.holdsAnimation {
            throw animationRefusal(format, file: spec.sourcePath ?? "", remedy: "render it as png, gif or webp")
        }
        if prepared.map({ !$0.isFor(output) }) ?? true {
            prepared = nil
            let drawing: Prepared.Drawing =
                spec.animation == nil
                ? .still(try renderer.prepare(spec, options: options, pictureFiles: pictureFiles))
                : .animated(try renderer.prepareAnimation(spec, options: options, pictureFiles: pictureFiles))
            prepared = Prepared(variant: output.variant, scale: output.scale, drawing: drawing)
        }
        switch prepared?.drawing {
        case .still(let rendering):
            try refuse(rendering.warnings)
            return (try renderer.data(rendering, as: format, pngCompression: compression), rendering.warnings)
        case .animated(let animation):
            try refuse(animation.warnings)
            return (try renderer.animation(animation, as: format, pngCompression: compression), animation.warnings)
        case nil:
            preconditionFailure("prepared just above")
        }
    }

    /// `draw`, with a `--strict` refusal added to `refusals` (and nil
    /// returned) rather than thrown, so that every output with warnings is
    /// named before the spec fails; else the bytes and the output's warnings.
    func draw(
        _ output: Output, _ spec: Spec, of job: BatchJob, reusing prepared: inout Prepared?,
        pictureFiles: PictureFiles, refusals: inout [OutputWarnings]
    ) throws -> (bytes: [UInt8], warnings: OutputWarnings)? {
        do {
            let (bytes, found) = try draw(output, spec, reusing: &prepared, pictureFiles: pictureFiles)
            return (bytes, OutputWarnings(output: output.path, found: found, spec: job.spec))
        } catch let refusal as StrictRefusal {
            refusals.append(OutputWarnings(output: output.path, found: refusal.warnings, spec: job.spec))
            return nil
        }
    }

    private func refuse(_ warnings: [RenderWarning]) throws {
        guard strict, !warnings.isEmpty else { return }
        throw StrictRefusal(warnings: warnings)
    }

    func fullPath(_ relative: String) -> String {
        (outputFolder as NSString).appendingPathComponent(relative)
    }

    /// Every picture file the spec's trees name, sorted by path, each once.
    static func pictures(of spec: Spec) -> [ImageSource] {
        var sources: [String: ImageSource] = [:]
        let trees = [spec.tree] + spec.layouts.map(\.tree) + (spec.animation.map { [$0.from] } ?? [])
        for tree in trees {
            for node in tree.nodes {
                if let image = node.style.image { sources[image.source.path] = image.source }
                if case .image(let item) = node.content { sources[item.source.path] = item.source }
            }
        }
        return sources.keys.sorted().compactMap { sources[$0] }
    }
}
