import ArgumentParser
import BoxModel
import BoxRender

/// `boxrender SPEC -o OUT.png`: one spec to one picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxrender",
        abstract: "Render a tree of MGBox-style boxes, described in JSON or YAML, to a PNG.",
        usage: """
            boxrender SPEC -o OUT.png [--scale N] [--width W] [--height H] [--screenshot] [--frames FRAMES.json]
                [--font-dir DIR]...
              boxrender fonts [--font-dir DIR]...
              boxrender diff EXPECTED.png ACTUAL.png [-o DIFF.png] [--threshold T] [--max-diff-pixels N]
            """,
        discussion: """
            A spec describes a canvas and a tree of boxes with padding, margins, table and \
            grid stacking, borders, shadows and images; see the README's "Spec format".

            Examples:
              boxrender Fixtures/render/table-stacking.json -o table.png
              boxrender spec.yaml -o - --scale 2 > spec@2x.png
              boxrender spec.json -o out.png --frames frames.json

            Exit status: 0 done; 1 the spec or a file it names is bad (nothing is written); \
            2 usage; 4 internal error.
            """
    )

    @Argument(help: "The spec file, JSON (.json) or YAML (.yaml, .yml).")
    var spec: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the PNG; `-` for standard output.")
    var output: String

    @Option(help: "Pixels per point (1, 2 or 3), overriding canvas.scale.")
    var scale: Int?

    @Option(help: "Canvas width in points, overriding canvas.width.")
    var width: Double?

    @Option(help: "Canvas height in points, overriding canvas.height.")
    var height: Double?

    @Flag(help: "Draw MGBox's screenshot of the root (with its shadow), as `\"screenshot\": true` does.")
    var screenshot = false

    @Option(help: "Also write every node's frame, in paint order, to this JSON file.")
    var frames: String?

    @Option(name: .customLong("font-dir"), help: "Also load the fonts in this folder (repeatable).")
    var fontDirectories: [String] = []

    func validate() throws {
        if let scale, !(1...3).contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("\(name) must be a positive number of points, not \(value)")
            }
        }
        if output.isEmpty {
            throw ValidationError("-o needs a file name, or `-` for standard output")
        }
    }

    func run() throws {
        let options = RenderOptions(
            scale: scale, width: width, height: height, screenshot: screenshot ? ScreenshotMode() : nil)
        let bytes: [UInt8]
        let rendering: Rendering
        do {
            let renderer = try Renderer(fontDirectories: fontDirectories)
            rendering = try renderer.prepare(specAt: spec, options: options)
            bytes = try renderer.png(rendering)
        } catch {
            throw CLIFailure(status: error.exitStatus, lines: error.lines)
        }
        // Stage every file, write the picture, then make the files visible:
        // a failure anywhere leaves neither the picture nor its frames behind.
        var staged: [AtomicFile.Staged] = []
        do {
            if let frames {
                staged.append(try stageOutput(Array(rendering.frames.json().utf8), for: frames))
            }
            if output == "-" {
                try writeStandardOutput(bytes)
            } else {
                staged.append(try stageOutput(bytes, for: output))
            }
            // Renames in one folder; only these could still fail, and hardly.
            for file in staged {
                try file.commitOutput()
            }
        } catch {
            // A committed file's temporary is already gone; discarding it is a no-op.
            for file in staged { file.discard() }
            throw error
        }
    }
}

extension BoxRenderError {
    var exitStatus: Int32 {
        switch self {
        case .input: ExitStatus.badInput
        case .internal: ExitStatus.internalError
        }
    }
}
