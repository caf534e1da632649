import ArgumentParser
import BoxFiles
import BoxModel
import BoxRender
import Foundation

/// `boxrender SPEC -o OUT.png`: one spec to one picture, a PNG, an SVG, a PDF, a GIF or a WebP.
struct RenderCommand: ParsableCommand {
    /// This command's usage, its two forms (a still, and an animation's
    /// moment or frames), said once: for the help and for the line a usage
    /// error prints.
    static let synopsis: String = {
        let pictures = FormatScaleRules.formatNames.map { "OUT." + $0 }.joined(separator: "|")
        let animations = FormatScaleRules.animatedFormatNames.map { "OUT." + $0 }.joined(separator: "|")
        return """
            boxrender SPEC -o \(pictures) \(FormatScaleOptions<OneValue>.synopsis)
                [--width W] [--height H]
                \(SpecInputOptions.pngCompressionSynopsis) [--screenshot] [--frames FRAMES.json] [--font-dir DIR]...
                [--asset-dir DIR]... [--allow-any-path] [--set NAME=VALUE]... [--strict] [--json-errors] [--max-… N]
              boxrender ANIMATED-SPEC [-o \(animations)] [--frames-dir DIR] [--at T] [--frames FRAMES.json]
                [--max-frames N] [--max-animation-pixels N]
            """
    }()

    /// `boxrender --help`'s usage (and its usage errors'): this command's
    /// forms, then `fonts`, `diff` and `schema`, each from its own synopsis.
    static let usage = [synopsis, FontsCommand.synopsis, DiffCommand.synopsis, SchemaCommand.synopsis]
        .joined(separator: "\n  ")

    static let configuration = CommandConfiguration(
        commandName: "boxrender",
        abstract: "Render a tree of MGBox-style boxes, described in JSON or YAML, to a PNG, SVG, PDF, GIF or WebP.",
        usage: RenderCommand.usage,
        discussion: """
            A spec describes a canvas and a tree of boxes with padding, margins, table and \
            grid stacking, borders, shadows and images; see Docs/Guides/WritingSpecs.md and \
            Docs/Reference/SpecKeys.md in the repository.

            The format follows the extension of -o (.png, .svg, .pdf, .gif or .webp) unless \
            --format names it; `-o -` writes a PNG unless --format says otherwise. SVG and PDF \
            keep boxes, borders, pictures and text as vectors (PDF text can be selected) \
            and draw only shadows as pixels, blurred at --scale as in the PNG. An animation \
            is an animated PNG, GIF or WebP with every frame's delay, the end hold and the \
            loop count; a GIF's delays are hundredths of a second, each frame starting at \
            the hundredth nearest its true start.

            Examples:
              boxrender Fixtures/render/table-stacking.json -o table.png
              boxrender spec.yaml -o - --scale 2 > spec@2x.png
              boxrender spec.json -o out.png --frames frames.json
              boxrender spec.json -o table.pdf
              boxrender spec.json -o - --format svg > table.svg

            Images are read only from the spec's folder and the --asset-dir folders: \
            absolute paths, `..` that climbs out and symbolic links that lead out are \
            refused unless --allow-any-path. Nothing is ever fetched from a network. \
            Every resource a spec can ask for has a limit (the --max-… flags).

            Exit status: 0 done; 1 the spec or a file it names is bad (nothing is written; \
            one line per problem on standard error, or JSON with --json-errors); \
            2 usage; 4 internal error.
            """
    )

    @Argument(help: "The spec file, JSON (.json) or YAML (.yaml, .yml); `-` reads it from standard input.")
    var spec: String

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Where to write the picture (.png, .svg, .pdf, .gif or .webp; an animation's .png is an animated PNG, "
                + "its .gif and .webp animated too); `-` for standard output. May be left out with --frames-dir."))
    var output: String?

    @Option(
        parsing: .unconditional,
        help: "Draw an animated spec's single picture at this time, in seconds from 0 to its duration.")
    var at: Double?

    @Option(
        help: ArgumentHelp(
            "Also write every frame of an animation as frame-000.png, frame-001.png… into this folder, and "
                + "frames.ffconcat, their durations for ffmpeg."))
    var framesDir: String?

    @OptionGroup
    var formatScale: FormatScaleOptions<OneValue>

    // Numbers are parsed unconditionally, so `--height -5` is refused as a
    // height rather than read as a flag with its value missing.
    @Option(parsing: .unconditional, help: "Canvas width in points, overriding canvas.width.")
    var width: Double?

    @Option(parsing: .unconditional, help: "Canvas height in points, overriding canvas.height.")
    var height: Double?

    @Flag(help: "Draw MGBox's screenshot of the root (with its shadow), as `\"screenshot\": true` does.")
    var screenshot = false

    @Option(help: "Also write every node's frame, in paint order, to this JSON file.")
    var frames: String?

    @OptionGroup
    var inputOptions: SpecInputOptions

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @OptionGroup(title: "Limits")
    var limitOptions: LimitOptions

    func validate() throws {
        _ = try formatScale.chosenScale()
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("\(name) must be a positive number of points, not \(value)")
            }
        }
        if output?.isEmpty == true {
            throw ValidationError("-o needs a file name, or `-` for standard output")
        }
        if output == nil && framesDir == nil {
            throw ValidationError("Missing expected argument '--output <output>' (or --frames-dir for an animation)")
        }
        if framesDir?.isEmpty == true {
            throw ValidationError("--frames-dir needs a folder name")
        }
        try refuseFilesInFramesFolder()
        if let at, !at.isFinite {
            throw ValidationError("--at must be a time in seconds, not \(at)")
        }
        if at != nil && framesDir != nil {
            throw ValidationError("--at draws one moment and --frames-dir every frame: give one of them")
        }
        if output == nil && formatScale.format != nil {
            throw ValidationError("--format applies to -o's picture; --frames-dir always writes PNGs")
        }
        _ = try outputFormat()
        try inputOptions.validate()
    }

    /// `-o` and `--frames` inside `--frames-dir`: the folder holds exactly the
    /// animation's frames, and a run would remove (or be) what it just wrote.
    private func refuseFilesInFramesFolder() throws {
        guard let framesDir else { return }
        let folder = URL(fileURLWithPath: framesDir).standardizedFileURL.resolvingSymlinksInPath().path
        for (option, file) in [("-o", output), ("--frames", frames)] {
            guard let file, file != "-" else { continue }
            let parent = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
                .resolvingSymlinksInPath().path
            if parent == folder {
                throw ValidationError(
                    "\(option) \(file) is inside --frames-dir \(framesDir), which holds only the frames: write it elsewhere"
                )
            }
        }
    }

    /// `--format`, else `-o`'s extension; standard output without `--format` is a PNG.
    func outputFormat() throws -> OutputFormat {
        if let chosen = try formatScale.chosenFormat() { return chosen }
        guard let output, output != "-" else { return .png }
        guard let chosen = OutputFormat(fileName: output) else {
            let extensions = FormatScaleRules.formatNames.map { "." + $0 }.inWords(joinedWith: "and")
            throw ValidationError(
                "cannot tell the format of \(output) from its extension: the known ones are \(extensions); "
                    + "or give --format \(FormatScaleOptions<OneValue>.formatValueName)")
        }
        return chosen
    }

    func run() throws {
        let options = RenderOptions(
            scale: try formatScale.chosenScale(), width: width, height: height,
            screenshot: screenshot ? ScreenshotMode() : nil,
            limits: limitOptions.limits, assets: inputOptions.assets, parameters: try inputOptions.parameters())
        let format = try outputFormat()
        let compression = try inputOptions.compression()
        var staged: [AtomicFile.Staged] = []
        var framesFolder: FramesFolder?
        do {
            let renderer = try inputOptions.renderer()
            let spec = try decodeSpec(renderer, options: options)
            let results: Results
            if spec.animation == nil {
                results = try still(
                    spec, renderer: renderer, options: options, format: format, compression: compression)
            } else {
                results = try animated(
                    spec, renderer: renderer, options: options, format: format, compression: compression,
                    staging: &staged, folder: &framesFolder)
            }
            try write(results, staged: staged)
            try framesFolder?.removeStaleFrames()
            WarningReport(warnings: results.warnings, json: ErrorFormatOptions.askedByThisProcess).print()
        } catch {
            for file in staged { file.discard() }
            framesFolder?.removeIfMade()
            if let error = error as? BoxRenderError { throw CLIFailure(error) }
            throw error
        }
    }

    /// What one run writes: the picture (nil with only --frames-dir) and the frames document.
    struct Results {
        var picture: [UInt8]?
        var frames: String?
        /// Printed once everything is written (they do not change the exit status).
        var warnings: [RenderWarning]
    }

    private func still(
        _ spec: Spec, renderer: Renderer, options: RenderOptions, format: OutputFormat, compression: PNGCompression
    ) throws -> Results {
        guard at == nil, framesDir == nil else {
            throw BoxRenderError.input(
                file: spec.sourcePath ?? "<spec>",
                "the spec has no `animation`: --at and --frames-dir draw the moments of one")
        }
        let rendering = try renderer.prepare(spec, options: options)
        // Before drawing: a refused picture costs nothing more.
        try inputOptions.refuse(rendering.warnings)
        return Results(
            picture: try renderer.data(rendering, as: format, pngCompression: compression),
            frames: frames == nil ? nil : rendering.frames.json(), warnings: rendering.warnings)
    }

    /// Stages the picture and frames, then makes every staged file visible:
    /// a failure anywhere leaves none of them behind.
    private func write(_ results: Results, staged frameFiles: [AtomicFile.Staged]) throws {
        var staged = frameFiles
        do {
            if let output, output != "-", let picture = results.picture {
                staged.append(try stageOutput(picture, for: output))
            }
            if let frames, let text = results.frames {
                staged.append(try stageOutput(Array(text.utf8), for: frames))
            }
            if output == "-", let picture = results.picture {
                try writeStandardOutput(picture)
            }
            // Devices and pipes first (a full device or a closed pipe can still
            // fail), then renames, which hardly can; a failure puts back what
            // was replaced (the old frames too) and removes what was new.
            try AtomicFile.commitAll(staged.filter(\.isDirect) + staged.filter { !$0.isDirect })
        } catch let error as AtomicFile.WriteError {
            for file in staged { file.discard() }
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        } catch {
            for file in staged { file.discard() }
            throw error
        }
    }
}

extension RenderCommand {
    /// The spec named on the command line, or, for `-`, the one on standard
    /// input (called `<stdin>` in messages; its images resolve in the working directory).
    func decodeSpec(_ renderer: Renderer, options: RenderOptions) throws(BoxRenderError) -> Spec {
        guard spec == "-" else { return try renderer.decodeSpec(at: spec, options: options) }
        switch FileBytes.read("/dev/stdin", atMost: options.limits.specBytes) {
        case .success(let bytes):
            return try renderer.decodeSpec(bytes: bytes, format: nil, name: "<stdin>", options: options)
        case .failure(.longerThan(let limit)):
            throw .input(file: "<stdin>", SpecLimits.specTooLong(limit))
        case .failure(let problem):
            throw .input(file: "<stdin>", problem.description)
        }
    }
}
