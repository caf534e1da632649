import Foundation
import Testing

/// Every spec in `Fixtures/warnings/` through the CLI (issue 15): each is
/// drawn (exit 0, the file written) with exactly the warning lines of the
/// `.expected` file beside it on standard error; with `--strict` the same
/// problems are errors (exit 1, nothing written); with `--json-errors` they
/// come as JSON with `"severity": "warning"` and status 0; `--frames` lists
/// them on their nodes. A `.args` file adds words to the command line.
@Suite struct WarningFixtureTests {
    static let folder = RepositoryPaths.root.appendingPathComponent("Fixtures/warnings")

    private func run(_ name: String, _ more: [String]) throws -> (CLIRunner.Result, URL) {
        let stem = (name as NSString).deletingPathExtension
        let extra =
            (try? String(contentsOf: Self.folder.appendingPathComponent("\(stem).args"), encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        let output = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        return (try CLIRunner.run([name, "-o", output.path] + extra + more, in: Self.folder), output)
    }

    private func expected(_ name: String) throws -> [String] {
        let stem = (name as NSString).deletingPathExtension
        return try String(contentsOf: Self.folder.appendingPathComponent("\(stem).expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test(arguments: RepositoryPaths.specs(in: folder))
    func warnsAndStillDraws(_ name: String) throws {
        let (result, output) = try run(name, [])
        #expect(result.status == 0)
        let lines = try expected(name)
        #expect(!lines.isEmpty)
        #expect(result.stderr.split(separator: "\n").map(String.init) == lines.map { "boxrender: \($0)" })
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test(arguments: RepositoryPaths.specs(in: folder))
    func strictMakesThemErrorsAndWritesNothing(_ name: String) throws {
        let (result, output) = try run(name, ["--strict"])
        #expect(result.status == 1)
        let errors = try expected(name).map { "boxrender: " + $0.replacingOccurrences(of: ": warning: ", with: ": ") }
        #expect(result.stderr.split(separator: "\n").map(String.init) == errors)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(arguments: RepositoryPaths.specs(in: folder))
    func jsonErrorsAndFramesCarryThem(_ name: String) throws {
        let frames = try CLIRunner.temporaryFolder().appendingPathComponent("frames.json")
        let (result, _) = try run(name, ["--json-errors", "--frames", frames.path])
        #expect(result.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])
        #expect(report["status"] as? Int == 0)
        let entries = try #require(report["errors"] as? [[String: Any]])
        #expect(entries.count == (try expected(name)).count)
        #expect(entries.allSatisfy { $0["severity"] as? String == "warning" })
        // Each warning is on its node in the frames document.
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: frames)) as? [String: Any])
        let boxes = try #require(document["boxes"] as? [[String: Any]])
        for entry in entries {
            let box = boxes.first { $0["path"] as? String == entry["path"] as? String }
            #expect((box?["warnings"] as? [String])?.contains(entry["message"] as? String ?? "") == true)
        }
    }

    @Test func aCleanSpecHasNoWarningsAndNoWarningsKey() throws {
        let spec = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path
        let folder = try CLIRunner.temporaryFolder()
        let frames = folder.appendingPathComponent("frames.json")
        let result = try CLIRunner.run([
            spec, "-o", folder.appendingPathComponent("out.png").path, "--strict", "--frames", frames.path,
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(!(try String(contentsOf: frames, encoding: .utf8)).contains("\"warnings\""))
    }

    @Test func aBatchPrintsWarningsAndStrictFailsTheSpec() throws {
        let specs = try CLIRunner.temporaryFolder().appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["text-does-not-fit.json", "middle-item-dropped.json"] {
            try FileManager.default.copyItem(
                at: Self.folder.appendingPathComponent(name), to: specs.appendingPathComponent(name))
        }
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let drawn = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"])
        #expect(drawn.status == 0)
        #expect(drawn.stderr.contains("text-does-not-fit.json: root.middleLines[1].multilineLeft: warning: "))
        #expect(drawn.stderr.contains("middle-item-dropped.json: root.middleLines[0].middle[0]: warning: "))
        // --strict judges again (it is an input of the manifest), fails both, and writes nothing new.
        let before = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let strict = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet", "--strict", "--force"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("text-does-not-fit.json: root.middleLines[1].multilineLeft: the text needs"))
        #expect(strict.stderr.contains("\nrendered 0, unchanged 0, failed 2 in "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == before)
    }
}
