import Foundation
import Testing

/// Spec-level work that grew faster than its input (issue 21, "bounded
/// work"): each case runs the CLI under a memory ceiling (`ulimit -v`), so
/// work that is not linear fails the test by running out rather than by
/// taking the machine with it.
@Suite struct SpecWorkBoundsTests {
    /// Virtual memory each run here may take: far above what these inputs
    /// need once bounded, far below what they took before.
    static let memoryCeilingKilobytes = 1 << 20

    /// Runs boxrender with `arguments` in `folder` under the memory ceiling.
    static func runBounded(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.runShell(
            "cd \"$1\" && ulimit -v \(memoryCeilingKilobytes) && exec \"$0\" \"${@:2}\"",
            arguments: [CLIRunner.executable.path, folder.path] + arguments)
    }

    /// Writes a diamond of `levels` levels of includes into `folder`: the
    /// spec includes both files of level 1, and both files of each level
    /// include both files of the next. Each file declares a parameter of
    /// its own; the two files of the last level also give two `variants`.
    static func writeIncludeDiamond(levels: Int, in folder: URL) throws {
        for level in 1...levels {
            for side in ["a", "b"] {
                var text = "params: { p\(level)\(side): 1 }\n"
                if level < levels {
                    text += "include: [l\(level + 1)a.yaml, l\(level + 1)b.yaml]\n"
                } else {
                    text += "variants: [ { p\(level)\(side): 1 }, { p\(level)\(side): 2 } ]\n"
                }
                try text.write(
                    to: folder.appendingPathComponent("l\(level)\(side).yaml"), atomically: true, encoding: .utf8)
            }
        }
        try "include: [l1a.yaml, l1b.yaml]\nroot: { size: [4, 4] }\n".write(
            to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
    }

    /// A diamond of includes 24 levels deep (48 files, 94 inclusions) once took
    /// memory doubling with each level (2.5 GB at 22); each file now costs
    /// once however many paths reach it, and is one axis of variants.
    @Test func anIncludeDiamondCostsItsDistinctFiles() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeIncludeDiamond(levels: 24, in: folder)
        let result = try Self.runBounded(["render", "spec.yaml", "--out-dir", "out", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        // The two variants lists are two axes, each once: 2 × 2 pictures.
        #expect(
            written.filter { $0.hasSuffix(".png") }.sorted()
                == ["spec-1-1.png", "spec-1-2.png", "spec-2-1.png", "spec-2-2.png"], "\(written)")
    }

    /// 24 `--matrix` axes of two values crashed expanding 16 million
    /// cells; the count is checked before any is made, as a usage error.
    @Test func tooManyMatrixCellsAreRefusedBeforeTheyAreMade() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (0..<24).map { "p\($0)" }
        let params = names.map { "\($0): x" }.joined(separator: ", ")
        try "params: { \(params) }\nroot: { size: [4, 4] }\n".write(
            to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let matrix = names.flatMap { ["--matrix", "\($0)=x,y"] }
        let result = try Self.runBounded(["render", "spec.yaml", "--out-dir", "out"] + matrix, in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "--matrix makes 16777216 combinations of values, more than 1000 (the limit of variants)"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// 10,000 templates, each a box holding the one before, took 2.2 GB
    /// (memory growing with the square of the depth: every open node kept
    /// its own copy of the templates above it, and paths grow with depth);
    /// templates may nest boxes no deeper than the text may (`--max-depth`).
    @Test func chainedTemplatesStopAtTheDepthLimit() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var templates = [#""t0": { "size": [1, 1] }"#]
        for level in 1..<10_000 {
            templates.append(#""t\#(level)": { "size": [1, 1], "boxes": [{ "use": "t\#(level - 1)" }] }"#)
        }
        let spec = #"{ "templates": { \#(templates.joined(separator: ", ")) }, "root": { "use": "t9999" } }"#
        try spec.write(to: folder.appendingPathComponent("chain.json"), atomically: true, encoding: .utf8)
        let result = try Self.runBounded(["chain.json", "-o", "out.png"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "templates nest arrays and objects more than 512 levels deep (the limit; --max-depth raises it)"),
            "\(result.stderr.prefix(300))")
    }
}
