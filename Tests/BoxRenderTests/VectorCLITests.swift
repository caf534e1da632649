import BoxRender
import Foundation
import Testing

/// The CLI's choice of format (spec-format §10): `--format`, else `-o`'s
/// extension; `-o -` is a PNG unless `--format` says otherwise.
@Suite struct VectorCLITests {
    private let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("shadows.json").path

    private func library(_ format: OutputFormat) throws -> Data {
        let renderer = Renderer()
        return Data(try renderer.data(try renderer.prepare(specAt: fixture), as: format))
    }

    @Test(arguments: [("out.svg", OutputFormat.svg), ("out.pdf", .pdf), ("OUT.PDF", .pdf), ("out.png", .png)])
    func theExtensionChoosesTheFormat(_ name: String, format: OutputFormat) throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent(name)
        let result = try CLIRunner.run([fixture, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: out) == (try library(format)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test func formatOverridesTheExtension() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("picture.png")
        let result = try CLIRunner.run([fixture, "-o", out.path, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: out) == (try library(.svg)))
    }

    @Test func standardOutputIsAPNGUnlessFormatSays() throws {
        let png = try CLIRunner.run([fixture, "-o", "-"])
        #expect(png.status == 0)
        #expect(png.stdout == (try library(.png)))
        let pdf = try CLIRunner.run([fixture, "-o", "-", "--format", "PDF"])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(pdf.stdout == (try library(.pdf)))
        #expect(pdf.stdout.prefix(5) == Data("%PDF-".utf8))
    }

    /// An extension that names no format is a usage error that lists the known
    /// ones; nothing is written, and a file already there is left alone.
    @Test(arguments: ["out.jpg", "out", "folder.v2/out", "out.svg.bak"])
    func anUnknownExtensionIsAUsageError(_ name: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.v2"), withIntermediateDirectories: true)
        let out = folder.appendingPathComponent(name)
        try Data("precious".utf8).write(to: out)
        let result = try CLIRunner.run([fixture, "-o", out.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "boxrender: cannot tell the format of \(out.path) from its extension: the known ones are "
                    + ".png, .svg, .pdf, .gif and .webp; or give --format png|svg|pdf|gif|webp\n"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.run([fixture, "-o", out.path, "--format", "jpg"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("boxrender: --format must be png, svg, pdf, gif or webp, not jpg\n"),
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A spec that fails leaves no SVG or PDF behind (nor its frames), as for PNGs.
    @Test(arguments: ["out.svg", "out.pdf"])
    func aFailedRenderLeavesNoFile(_ name: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("bad.json")
        try Data(#"{ "root": { "size": [10, 10], "image": { "src": "missing.png" } } }"#.utf8).write(to: spec)
        let result = try CLIRunner.run([
            spec.path, "-o", folder.appendingPathComponent(name).path, "--frames",
            folder.appendingPathComponent("frames.json").path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing.png"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])
    }

    @Test func helpNamesTheFormats() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        // Help is wrapped at 80 columns; compare with single spaces.
        let text = String(decoding: result.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(text.contains("--format <png|svg|pdf|gif|webp>"), "\(text)")
        #expect(text.contains("to a PNG, SVG, PDF, GIF or WebP."))
        #expect(
            text.contains(
                "The format follows the extension of -o (.png, .svg, .pdf, .gif or .webp) unless --format names it"))
    }
}
