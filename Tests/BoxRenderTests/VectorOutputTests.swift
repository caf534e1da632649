import BoxCairo
import BoxPNG
import BoxPixels
import BoxRender
import BoxRenderTesting
import BoxScene
import Foundation
import Testing

/// SVG and PDF output, checked the way a person sees them: rasterised by
/// rsvg-convert and pdftocairo (Debian's librsvg2-bin and poppler-utils, which
/// Scripts/install-dependencies.sh installs) at the scene's scale, then compared
/// with goldens in `snapshots/vector/` and with the fixture's PNG golden.
@Suite struct VectorOutputTests {
    /// One fixture in one vector format.
    struct Case: Sendable, CustomTestStringConvertible {
        /// Paths of the spec file and of its PNG golden.
        let spec: String
        let pngGolden: String
        /// The spec's file name without its extension: the vector goldens' name.
        let name: String
        let format: OutputFormat

        var testDescription: String { "\(name).\(format.rawValue)" }
    }

    /// Fixtures with everything a vector document must carry: text (rich, wrapped,
    /// with text shadows), shadows (offset, coloured, on translucent layers),
    /// alpha, pictures in every content mode, rounded clips, etched borders,
    /// screenshot mode and a transparent canvas.
    static let fixtures: [(spec: URL, golden: URL)] =
        [
            "styled-table.json", "shadows.json", "alpha.json", "image-content-modes.json",
            "corners-and-clipping.json", "etched.json", "line-mush-and-spans.json",
            "screenshot-styled-table.json", "transparent-canvas.json",
        ].map { file in
            (
                RepositoryPaths.renderFixtures.appendingPathComponent(file),
                RepositoryPaths.snapshots.appendingPathComponent(Self.stem(file) + ".png")
            )
        } + [
            (
                RepositoryPaths.showcaseFixtures.appendingPathComponent("first-table.json"),
                RepositoryPaths.snapshots.appendingPathComponent("showcase/first-table.png")
            )
        ]

    static let cases: [Case] = fixtures.flatMap { fixture in
        [OutputFormat.svg, .pdf].map { format in
            Case(
                spec: fixture.spec.path, pngGolden: fixture.golden.path,
                name: stem(fixture.spec.lastPathComponent), format: format)
        }
    }

    static func stem(_ file: String) -> String {
        String(file.prefix { $0 != "." })
    }

    static let vectorGoldens = RepositoryPaths.snapshots.appendingPathComponent("vector")

    /// The rasterised document matches `snapshots/vector/NAME.FORMAT.png` exactly
    /// as PNG goldens are matched (pixelmatch threshold 0.1, no differing pixel).
    @Test(arguments: cases)
    func rasterisedOutputMatchesItsGolden(_ testCase: Case) throws {
        let rendering = try Renderer().prepare(specAt: testCase.spec)
        let rasterised = try Rasteriser.png(
            of: try Renderer().data(rendering, as: testCase.format), format: testCase.format,
            scale: rendering.scene.scale)
        let check = GoldenCheck(
            failureDirectory: RepositoryPaths.failures.appendingPathComponent("vector").path,
            versionsPath: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path)
        let golden = Self.vectorGoldens.appendingPathComponent("\(testCase.name).\(testCase.format.rawValue).png")
        if let failure = check.check(png: rasterised, goldenPath: golden.path, name: testCase.testDescription) {
            Issue.record("\(failure) (rasterised by \(Rasteriser.version(of: testCase.format)))")
        }
    }

    /// "Shadows and blurs look the same as in the PNG": the rasterised document
    /// against the fixture's PNG golden, at pixelmatch's threshold 0.1.
    ///
    /// Everything but text — boxes, borders, clips, pictures, translucent layers,
    /// and the shadows, which are the PNG's own blurred pixels — must match with
    /// no differing pixel at all. Text is the one thing the rasterisers draw
    /// differently: the PNG's glyphs are FreeType bitmaps placed at whole pixels
    /// by Cairo's image backend, rsvg-convert fills the glyph outlines at their
    /// exact positions (other anti-aliasing), and poppler places glyphs from the
    /// PDF's text positions, where a glyph near a half pixel can land one pixel
    /// over. Measured with rsvg-convert 2.54.7 and poppler 22.12, the pixels that
    /// differ inside the text rectangles are at most 3.2 % of them (first-table as
    /// SVG: 3,751 of 117,360; as PDF 2,119; styled-table 1,394 and 1,009), so the
    /// limit is 4 %. A missing shadow, box or picture, or a layer composited
    /// differently, shows outside text and fails.
    @Test(arguments: cases)
    func rasterisedOutputLooksLikeThePNG(_ testCase: Case) throws {
        let rendering = try Renderer().prepare(specAt: testCase.spec)
        let rasterised = try PNGCodec.decode(
            try Rasteriser.png(
                of: try Renderer().data(rendering, as: testCase.format), format: testCase.format,
                scale: rendering.scene.scale))
        let expected = try PNGCodec.decode(fileAt: testCase.pngGolden)
        let difference = ImageComparison(threshold: 0.1).compare(expected, rasterised)
        try #require(!difference.sizesDiffer, "\(rasterised.width)×\(rasterised.height) px")
        let text = TextPixels(rendering.scene)
        var outsideText = 0
        var insideText = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width where difference.diffImage[x: x, y: y] == Self.differing {
                if text.contains(x: x, y: y) { insideText += 1 } else { outsideText += 1 }
            }
        }
        #expect(outsideText == 0, "\(outsideText) pixels differ outside text")
        let limit = text.count * 4 / 100
        #expect(insideText <= limit, "\(insideText) of \(text.count) text pixels differ (limit \(limit))")
    }

    /// The red that `ImageComparison` marks a differing pixel with.
    static let differing = Pixel(r: 255, g: 0, b: 0, a: 255)

    /// "Text stays selectable in PDF": poppler's pdftotext reads every label back,
    /// wrapped lines and all (whitespace compared as single spaces).
    @Test(arguments: [
        (
            "Fixtures/showcase/first-table.json",
            [
                "My First Table", "Left text",
                "This row has bold text, italics text, underlined text, and some monospaced text. "
                    + "The text will span more than one line, and the row will automatically adjust its height to fit.",
            ]
        ),
        (
            "Fixtures/render/styled-table.json",
            ["Settings", "Wi-Fi", "Home", "Bluetooth", "On", "Notifications", "Version", "2.1", "build 42"]
        ),
        (
            "Fixtures/render/line-mush-and-spans.json",
            ["Bold, italic, underline, monospace, red,", "highlighted, bold blue, italic beats bold,", "Courier"]
        ),
    ])
    func pdfTextCanBeSelected(_ spec: String, labels: [String]) throws {
        let renderer = Renderer()
        let pdf = try renderer.pdf(try renderer.prepare(specAt: RepositoryPaths.root.appendingPathComponent(spec).path))
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.pdf")
        try Data(pdf).write(to: file)
        let text = Self.singleSpaced(try Rasteriser.run(["pdftotext", file.path, "-"]))
        for label in labels {
            #expect(text.contains(Self.singleSpaced(label)), "pdftotext lacks “\(label)”: \(text)")
        }
    }

    static func singleSpaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Cairo numbers SVG groups and pictures with a counter shared by the process
    /// and stamps PDFs with the time; neither may show. Rendered twice in one
    /// process, a second apart, the bytes are the same.
    @Test(arguments: [OutputFormat.svg, .pdf])
    func renderingTwiceGivesIdenticalBytes(_ format: OutputFormat) throws {
        let spec = RepositoryPaths.showcaseFixtures.appendingPathComponent("demo.json").path
        let first = try Renderer().data(try Renderer().prepare(specAt: spec), as: format)
        sleep(1)
        let renderer = Renderer()
        let second = try renderer.data(try renderer.prepare(specAt: spec), as: format)
        #expect(first == second)
    }

    /// A picture whose header reads but whose pixels don't fails only when drawn:
    /// every format reports it the same way, as the spec's problem.
    @Test func aBrokenPictureIsTheSpecsProblemInEveryFormat() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(
            contentsOf: RepositoryPaths.renderFixtures.appendingPathComponent("assets/sunset.png"))
        // The signature and the IHDR chunk (8 + 25 bytes), then nothing.
        try whole.prefix(33).write(to: folder.appendingPathComponent("broken.png"))
        let spec = folder.appendingPathComponent("spec.json")
        try Data(#"{ "root": { "size": [20, 20], "image": { "src": "broken.png" } } }"#.utf8).write(to: spec)
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.path)
        var errors: [BoxRenderError] = []
        for format in OutputFormat.allCases {
            do {
                _ = try renderer.data(rendering, as: format)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == OutputFormat.allCases.count)
        guard let first = errors.first, case .input = first else {
            Issue.record("not the spec's problem: \(errors)")
            return
        }
        let lines = first.lines
        #expect(lines.count == 1 && lines[0].hasPrefix(spec.path + ": ") && lines[0].contains("broken.png"))
        #expect(errors.allSatisfy { $0 == errors[0] }, "\(errors)")
    }
}

/// The canvas pixels whose centres lie in a `.text` command's rectangle grown by
/// a point (room for an italic's overhang or a descender below a short rectangle).
struct TextPixels {
    private let scale: Double
    private let rects: [Rect]
    /// How many canvas pixels that is, each counted once.
    let count: Int

    init(_ scene: Scene) {
        scale = Double(scene.scale)
        rects = scene.commands.compactMap { command in
            guard case .text(_, let rect) = command else { return nil }
            return Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2)
        }
        let (width, height) = scene.pixelSize
        var count = 0
        for y in 0..<height {
            for x in 0..<width where Self.contains(x: x, y: y, rects: rects, scale: scale) { count += 1 }
        }
        self.count = count
    }

    func contains(x: Int, y: Int) -> Bool { Self.contains(x: x, y: y, rects: rects, scale: scale) }

    private static func contains(x: Int, y: Int, rects: [Rect], scale: Double) -> Bool {
        let pointX = (Double(x) + 0.5) / scale
        let pointY = (Double(y) + 0.5) / scale
        return rects.contains { pointX >= $0.x && pointX < $0.maxX && pointY >= $0.y && pointY < $0.maxY }
    }
}

/// Turns SVG and PDF bytes into PNG bytes with the Debian tools, at `scale`
/// pixels per point, keeping transparency.
enum Rasteriser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func png(of document: [UInt8], format: OutputFormat, scale: Int) throws -> [UInt8] {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.\(format.rawValue)")
        let output = folder.appendingPathComponent("out.png")
        try Data(document).write(to: input)
        switch format {
        case .svg:
            // One CSS pixel per point; --zoom makes it `scale` pixels.
            try run(["rsvg-convert", "--zoom", "\(scale)", "--format", "png", "--output", output.path, input.path])
        case .pdf:
            // pdftocairo rather than pdftoppm: only it keeps the page's transparency
            // (-transp), which the transparent-canvas goldens need. 72 dpi = 1 pixel per point.
            try run([
                "pdftocairo", "-png", "-transp", "-singlefile", "-r", "\(72 * scale)", input.path,
                folder.appendingPathComponent("out").path,
            ])
        case .png:
            return document
        case .gif, .webp:
            throw Failure(description: "\(format.rawValue) is a raster format: nothing to rasterise")
        }
        return [UInt8](try Data(contentsOf: output))
    }

    /// `rsvg-convert version 2.54.7` or `pdftocairo version 22.12.0`, for failure messages.
    static func version(of format: OutputFormat) -> String {
        let command = format == .svg ? ["rsvg-convert", "--version"] : ["pdftocairo", "-v"]
        let output = (try? run(command)) ?? ""
        return output.split(separator: "\n").first.map(String.init) ?? command[0]
    }

    /// Runs a tool found on the PATH; its standard output and error, together.
    @discardableResult
    static func run(_ command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "`\(command.joined(separator: " "))` exited \(process.terminationStatus): \(output)"
                    + (process.terminationStatus == 127 ? " (run Scripts/install-dependencies.sh)" : ""))
        }
        return output
    }
}
