import Foundation
import Testing

/// How the CLI reports bad input (issue 6): one line per problem up to a cap,
/// `--json-errors` for tools, the limit flags and the asset sandbox's flags.
@Suite struct CLIProblemReportTests {
    private let invalid = RepositoryPaths.invalidFixtures

    private func jsonReport(_ result: CLIRunner.Result) throws -> (errors: [[String: Any]], status: Int) {
        let object = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
        let errors = try #require(object?["errors"] as? [[String: Any]])
        return (errors, try #require(object?["status"] as? Int))
    }

    @Test func jsonErrorsGiveEveryPartOfEveryProblem() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        let result = try CLIRunner.run(["several-problems.json", "-o", out.path, "--json-errors"], in: invalid)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasSuffix("}\n") && result.stderr.split(separator: "\n").count == 1)
        let report = try jsonReport(result)
        #expect(report.status == 1)
        #expect(report.errors.count == 8)
        let first = try #require(report.errors.first)
        #expect(first["file"] as? String == "several-problems.json")
        #expect(first["path"] as? String == "canvas.scale")
        #expect(first["line"] as? Int == 3)
        #expect(first["column"] as? Int == 38)
        #expect(first["message"] as? String == "expected 1, 2 or 3, found 4")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func jsonErrorsUseNullForPartsAProblemDoesNotHave() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        let missing = try CLIRunner.run(["no-such-spec.json", "-o", out.path, "--json-errors"], in: invalid)
        let report = try jsonReport(missing)
        #expect(report.errors.count == 1)
        #expect(report.errors[0]["file"] as? String == "no-such-spec.json")
        #expect(report.errors[0]["path"] is NSNull)
        #expect(report.errors[0]["line"] is NSNull && report.errors[0]["column"] is NSNull)
        #expect(report.errors[0]["message"] as? String == "no such file")
        // A corrupt picture is found after parsing: a path but no line.
        let corrupt = try jsonReport(
            try CLIRunner.run(["corrupt-image.json", "-o", out.path, "--json-errors"], in: invalid))
        #expect(corrupt.errors[0]["path"] as? String == "root.boxes[0].image")
        #expect(corrupt.errors[0]["line"] is NSNull)
    }

    @Test func usageErrorsComeAsJSONTooWithStatusTwo() throws {
        let result = try CLIRunner.run(["several-problems.json", "-o", "-", "--max-depth", "5000", "--json-errors"])
        #expect(result.status == 2)
        let report = try jsonReport(result)
        #expect(report.status == 2)
        #expect(report.errors.map { $0["message"] as? String } == ["--max-depth must be at most 4096, not 5000"])
    }

    @Test(arguments: [
        (["--max-nodes", "0"], "--max-nodes must be a positive whole number, not 0"),
        (["--max-canvas-pixels=-5"], "--max-canvas-pixels must be a positive whole number, not -5"),
        (["--max-depth", "4097"], "--max-depth must be at most 4096, not 4097"),
    ])
    func limitFlagsAreChecked(_ flags: [String], message: String) throws {
        let result = try CLIRunner.run(["several-problems.json", "-o", "-"] + flags, in: invalid)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("boxrender: \(message)\n"), "\(result.stderr)")
    }

    /// Each limit's flag moves it exactly: the corpus's limit fixtures render
    /// with the limit at what they need, and fail one below it.
    @Test(arguments: [
        ("limit-nodes.json", "--max-nodes", 13),  // 13 nodes
        ("limit-depth-flag.json", "--max-depth", 8),  // 8 levels of objects and arrays
        ("limit-text-length.json", "--max-text-length", 65),  // a 65-character label
        ("limit-image-bytes.json", "--max-image-bytes", 74),  // assets/small.png
        ("limit-image-pixels-flag.json", "--max-image-pixels", 64),  // 8 × 8
        // 8 × 8 (named twice, counted once) and 60 × 90
        ("limit-total-image-pixels.json", "--max-total-image-pixels", 5_464),
        ("limit-canvas-pixels.json", "--max-canvas-pixels", 160_000),  // 400 × 400
        ("limit-template-values.json", "--max-template-values", 40),  // 8 tiles of 5 values
    ])
    func aLimitFlagMovesItsLimit(fixture: String, flag: String, needed: Int) throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        let enough = try CLIRunner.run([fixture, "-o", out.path, flag, "\(needed)"], in: invalid)
        #expect(enough.status == 0, "\(enough.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        try FileManager.default.removeItem(at: out)
        let tooFew = try CLIRunner.run([fixture, "-o", out.path, flag, "\(needed - 1)"], in: invalid)
        #expect(tooFew.status == 1)
        #expect(tooFew.stderr.contains("\(flag) raises it"), "\(tooFew.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func manyProblemsAreCutOffWithACount() throws {
        let folder = try CLIRunner.temporaryFolder()
        let keys = (0..<150).map { #""bad\#($0)": 1"# }.joined(separator: ", ")
        try Data(#"{"root": {"size": [10, 10], \#(keys)}}"#.utf8).write(to: folder.appendingPathComponent("many.json"))
        let result = try CLIRunner.run(["many.json", "-o", "out.png"], in: folder)
        let lines = result.stderr.split(separator: "\n")
        #expect(result.status == 1)
        #expect(lines.count == 101)
        #expect(lines.first?.hasPrefix("boxrender: many.json:1:29: root.bad0: unknown key `bad0`") == true)
        #expect(lines.last == "boxrender: many.json: and 50 more errors")
        // The same list as JSON: 100 problems, then the count with the file alone.
        let json = try jsonReport(CLIRunner.run(["many.json", "-o", "out.png", "--json-errors"], in: folder))
        #expect(json.status == 1)
        let errors = json.errors
        #expect(errors.count == 101)
        #expect(errors.first?["path"] as? String == "root.bad0")
        let count = try #require(errors.last)
        #expect(count["message"] as? String == "and 50 more errors" && count["file"] as? String == "many.json")
        #expect(count["path"] is NSNull && count["line"] is NSNull)
    }

    /// A picture's warnings are cut off as errors are, in both forms: a spec
    /// with 100,000 boxes off its canvas printed 100 lines but 23 MB of JSON.
    @Test func manyWarningsAreCutOffWithACountInJSONToo() throws {
        let folder = try CLIRunner.temporaryFolder()
        let boxes = Array(
            repeating: #"{"boxLayoutMode": "none", "frame": [50, 50, 2, 2], "backgroundColor": "red"}"#, count: 150)
        try Data(#"{"root": {"size": [10, 10], "boxes": [\#(boxes.joined(separator: ", "))]}}"#.utf8)
            .write(to: folder.appendingPathComponent("off.json"))
        let text = try CLIRunner.run(["off.json", "-o", "out.png"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stderr.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last == "boxrender: and 50 more warnings")
        let json = try jsonReport(CLIRunner.run(["off.json", "-o", "out.png", "--json-errors"], in: folder))
        #expect(json.status == 0)
        #expect(json.errors.count == 101)
        #expect(json.errors.first?["severity"] as? String == "warning")
        let count = try #require(json.errors.last)
        #expect(count["message"] as? String == "and 50 more warnings" && count["severity"] as? String == "warning")
        #expect(count["file"] is NSNull && count["path"] is NSNull && count["line"] is NSNull)
    }

    /// The pictures' total is reported once, against the first picture past it,
    /// and the other pictures' problems are still reported around it.
    @Test func theTotalOfThePicturesIsOneProblemAmongOthers() throws {
        let folder = try CLIRunner.temporaryFolder()
        for name in ["small.png", "stripes.png", "not-a-png.png"] {
            try FileManager.default.copyItem(
                at: invalid.appendingPathComponent("assets/\(name)"), to: folder.appendingPathComponent(name))
        }
        // 64 + 5400 passes 5000 at the stripes; the second stripes is the same
        // picture (no second report), the third picture is not a PNG.
        let spec = """
            { "root": { "size": [100, 0], "boxes": [
                { "size": [8, 8], "image": "small.png" }, { "size": [60, 90], "image": "stripes.png" },
                { "size": [60, 90], "image": "stripes.png" }, { "size": [8, 8], "image": "not-a-png.png" } ] } }
            """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let result = try CLIRunner.run(["spec.json", "-o", "out.png", "--max-total-image-pixels", "5000"], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.first
                == "boxrender: spec.json: root.boxes[1].image: stripes.png: with it the spec's pictures come to "
                + "5464 pixels, more than 5000 (the limit; --max-total-image-pixels raises it)")
        #expect(lines.last?.hasPrefix("boxrender: spec.json: root.boxes[3].image: not-a-png.png: ") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test func assetFoldersAndAnyPathAreFlags() throws {
        let folder = try CLIRunner.temporaryFolder()
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RepositoryPaths.renderFixtures.appendingPathComponent("assets/arrow@2x.png"),
            to: pictures.appendingPathComponent("arrow@2x.png"))
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let byName = #"{"root": {"size": [20, 20], "image": "arrow@2x.png"}}"#
        let absolute = #"{"root": {"size": [20, 20], "image": "\#(pictures.path)/arrow@2x.png"}}"#
        try Data(byName.utf8).write(to: specs.appendingPathComponent("by-name.json"))
        try Data(absolute.utf8).write(to: specs.appendingPathComponent("absolute.json"))

        let refused = try CLIRunner.run(["by-name.json", "-o", "out.png"], in: specs)
        #expect(refused.status == 1 && refused.stderr.contains("image file not found"))
        let found = try CLIRunner.run(["by-name.json", "-o", "out.png", "--asset-dir", "../pictures"], in: specs)
        #expect(found.status == 0, "\(found.stderr)")

        let absoluteRefused = try CLIRunner.run(["absolute.json", "-o", "out.png"], in: specs)
        #expect(absoluteRefused.status == 1 && absoluteRefused.stderr.contains("absolute image paths are refused"))
        let allowed = try CLIRunner.run(["absolute.json", "-o", "out.png", "--allow-any-path"], in: specs)
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func aSpecOnStandardInputRendersLikeTheFile() throws {
        let spec = RepositoryPaths.renderFixtures.appendingPathComponent("alpha.json")
        let fromFile = try CLIRunner.run([spec.path, "-o", "-"])
        let fromInput = try CLIRunner.run(
            ["-", "-o", "-"], in: RepositoryPaths.renderFixtures, input: Data(contentsOf: spec))
        #expect(fromInput.status == 0, "\(fromInput.stderr)")
        #expect(fromInput.stdout == fromFile.stdout && !fromFile.stdout.isEmpty)
        let bad = try CLIRunner.run(["-", "-o", "-"], input: Data(#"{"root": {"size": [10, 10], "paddng": 3}}"#.utf8))
        #expect(bad.status == 1)
        #expect(bad.stderr == "boxrender: <stdin>:1:29: root.paddng: unknown key `paddng`; did you mean `padding`?\n")
        // Bytes that are not UTF-8 are reported, not replaced.
        let invalid = try CLIRunner.run(["-", "-o", "-"], input: Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]))
        #expect(invalid.stderr == "boxrender: <stdin>:1:3: invalid UTF-8 (byte 0xFF)\n")
    }
}
