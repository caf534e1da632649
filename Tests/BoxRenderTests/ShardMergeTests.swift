import Foundation
import Testing

/// `boxrender merge` through the CLI: the folders and reports of
/// `render --shard I/N` runs put together, as the last job of a CI matrix does.
struct ShardMergeTests {
    /// Fixtures with pictures and text, named one by one (their pictures resolve from Fixtures/render).
    static let fixtures = [
        "alpha.json", "borders.json", "image-content-modes.json", "line-items.json", "shadows.json",
        "styled-table-look.yaml", "templates.json", "zindex.json",
    ].map { RepositoryPaths.renderFixtures.appendingPathComponent($0).path }

    static func pngs(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func shardsOutputFoldersMergeIntoWhatOneRunWrites() throws {
        let folder = try CLIRunner.temporaryFolder()
        let whole = folder.appendingPathComponent("whole")
        #expect(try CLIRunner.run(["render"] + Self.fixtures + ["--out-dir", whole.path, "--quiet"]).status == 0)
        var shards: [URL] = []
        for shard in ["1/2", "2/2"] {
            let out = folder.appendingPathComponent("out-\(shard.prefix(1))")
            let result = try CLIRunner.run(
                ["render"] + Self.fixtures + ["--out-dir", out.path, "--shard", shard, "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try !Self.pngs(in: out).isEmpty, "shard \(shard) rendered nothing")
            shards.append(out)
        }
        let merged = folder.appendingPathComponent("merged")
        let result = try CLIRunner.run(["merge"] + shards.map(\.path) + ["--out-dir", merged.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "merged 2 folders: 8 outputs in \(merged.path)\n")
        // The same manifest, byte for byte, and the same pictures as one unsharded run.
        let manifest = ".boxrender-manifest.json"
        #expect(
            try Data(contentsOf: merged.appendingPathComponent(manifest))
                == Data(contentsOf: whole.appendingPathComponent(manifest)))
        #expect(try Self.pngs(in: merged) == Self.pngs(in: whole))
        for name in try Self.pngs(in: whole) {
            #expect(
                try Data(contentsOf: merged.appendingPathComponent(name))
                    == Data(contentsOf: whole.appendingPathComponent(name)), "\(name)")
        }
        // The merged folder passes --check (orphans looked for too), and a render finds nothing to do.
        let check = try CLIRunner.run(["render"] + Self.fixtures + ["--out-dir", merged.path, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        // The fixtures that warn on purpose print their warnings first.
        #expect(check.stderr.contains("checked 8 specs: fresh 8, stale 0, missing 0, orphaned 0, failed 0 in "))
        let again = try CLIRunner.run(["render"] + Self.fixtures + ["--out-dir", merged.path, "--quiet"])
        #expect(again.stderr.split(separator: "\n").last?.hasPrefix("rendered 0, unchanged 8, failed 0 in ") == true)
        // Nothing drawn, and the warnings the manifest kept said again, named.
        #expect(again.stderr.contains("warning: the picture sunset.png is 200×100 pixels"))
        #expect(again.stderr.contains("[image-content-modes.png]"))
    }

    /// Six small specs (s0…s5) and a bad one, rendered into `out`; then s1 and
    /// s4 changed, s2's output removed: two stale, one missing, one failed.
    static func checkedFolder() throws -> (specs: URL, out: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        func write(_ name: String, _ colour: String) throws {
            try #"{"root": {"size": [24, 16], "backgroundColor": "\#(colour)"}}"#.write(
                to: specs.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for index in 0..<6 { try write("s\(index).json", "red") }
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        try write("s1.json", "blue")
        try write("s4.json", "green")
        try FileManager.default.removeItem(at: out.appendingPathComponent("s2.png"))
        try #"{"root": {"size": [4, 4], "lefft": 1}}"#.write(
            to: specs.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        return (specs, out)
    }

    /// `report.json`'s entries, each as JSON text with sorted keys (comparable), and the document.
    static func entries(_ report: URL) throws -> (entries: [String], document: [String: Any]) {
        let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        return (
            try entries.map {
                String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self)
            }, document
        )
    }

    @Test func shardsReportsMergeIntoOneReportListingEveryOutputOnce() throws {
        let (specs, out) = try Self.checkedFolder()
        let root = specs.deletingLastPathComponent()
        // One unsharded report, to compare with.
        let whole = root.appendingPathComponent("report-whole")
        let one = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check", "--report", whole.path])
        #expect(one.status == 1)
        var reports: [URL] = []
        for shard in ["1/2", "2/2"] {
            let report = root.appendingPathComponent("report-\(shard.prefix(1))")
            let result = try CLIRunner.run([
                "render", specs.path, "--out-dir", out.path, "--check", "--report", report.path, "--shard", shard,
            ])
            #expect([0, 1, 3].contains(result.status), "\(result.stderr)")
            #expect(try !Self.entries(report).entries.isEmpty, "shard \(shard) checked nothing")
            reports.append(report)
        }
        let merged = root.appendingPathComponent("report")
        let result = try CLIRunner.run(["merge"] + reports.map(\.path) + ["--report", merged.path])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = "merged 2 reports: checked 7 specs: fresh 3, stale 2, missing 1, orphaned 0, failed 1"
        #expect(result.stderr == summary + "\n")
        // Every output once, with its status, and the failed spec: as the unsharded report lists them.
        let (entries, document) = try Self.entries(merged)
        #expect(entries == (try Self.entries(whole).entries))
        #expect(document["summary"] as? String == summary)
        #expect(document["specs"] as? Int == 7)
        let statuses = try #require(document["entries"] as? [[String: Any]]).map {
            "\($0["status"] as? String ?? "?") \($0["output"] as? String ?? $0["spec"] as? String ?? "?")"
        }
        #expect(
            statuses == [
                "failed \(specs.path)/bad.json", "fresh s0.png", "stale s1.png", "missing s2.png", "fresh s3.png",
                "stale s4.png", "fresh s5.png",
            ])
        // The stale outputs' pictures, each from its shard, and the page showing them.
        let files = try FileManager.default.contentsOfDirectory(atPath: merged.appendingPathComponent("files").path)
        #expect(
            Set(files)
                == Set(try FileManager.default.contentsOfDirectory(atPath: whole.appendingPathComponent("files").path)))
        #expect(files.count == 6)
        for name in files {
            #expect(
                try Data(contentsOf: merged.appendingPathComponent("files/\(name)"))
                    == Data(contentsOf: whole.appendingPathComponent("files/\(name)")), "\(name)")
        }
        let html = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        let wholeHTML = try String(contentsOf: whole.appendingPathComponent("index.html"), encoding: .utf8)
        // The same page but for the summary.
        let wholeSummary = try #require(try Self.entries(whole).document["summary"] as? String)
        #expect(html == wholeHTML.replacingOccurrences(of: wholeSummary, with: summary))
        #expect(html.contains(##"<a class="stale" href="#c1" title="s1.png: 384 pixels differ">stale</a>"##))
    }

    @Test func mergeRefusesConflictsAndFoldersThatAreNotShards() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("s.json")
        let a = folder.appendingPathComponent("a")
        let b = folder.appendingPathComponent("b")
        try #"{"root": {"size": [4, 4], "backgroundColor": "red"}}"#.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", spec.path, "--out-dir", a.path, "--quiet"]).status == 0)
        try #"{"root": {"size": [4, 4], "backgroundColor": "blue"}}"#.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", spec.path, "--out-dir", b.path, "--quiet"]).status == 0)
        let merged = folder.appendingPathComponent("merged")
        let conflict = try CLIRunner.run(["merge", a.path, b.path, "--out-dir", merged.path])
        #expect(conflict.status == 1)
        #expect(
            conflict.stderr
                == "boxrender: \(a.path) and \(b.path) both hold s.png, made differently: merge the folders of one "
                + "run's shards, each rendered into a folder of its own that started empty\n")
        #expect(!FileManager.default.fileExists(atPath: merged.path))
        // The same folder twice agrees with itself.
        #expect(try CLIRunner.run(["merge", a.path, a.path, "--out-dir", merged.path]).status == 0)

        // Not an output folder; not a report.
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noManifest = try CLIRunner.run(["merge", empty.path, "--out-dir", merged.path])
        #expect(noManifest.status == 1)
        #expect(
            noManifest.stderr
                == "boxrender: \(empty.path)/.boxrender-manifest.json: no such file; is \(empty.path) a folder "
                + "`boxrender render` wrote?\n")
        let report = folder.appendingPathComponent("report")
        let noReport = try CLIRunner.run(["merge", empty.path, "--report", report.path])
        #expect(noReport.status == 1)
        #expect(
            noReport.stderr
                == "boxrender: \(empty.path)/report.json: no such file; is \(empty.path) a folder "
                + "`boxrender render --check --report` wrote?\n")
        try Data("{".utf8).write(to: empty.appendingPathComponent("report.json"))
        let badJSON = try CLIRunner.run(["merge", empty.path, "--report", report.path])
        #expect(badJSON.status == 1)
        #expect(badJSON.stderr == "boxrender: \(empty.path)/report.json: not a report boxrender wrote (not JSON)\n")
        try Data(#"{"version": 1, "summary": "", "specs": 1}"#.utf8).write(
            to: empty.appendingPathComponent("report.json"))
        let noEntries = try CLIRunner.run(["merge", empty.path, "--report", report.path])
        #expect(
            noEntries.stderr == "boxrender: \(empty.path)/report.json: not a report boxrender wrote (no \"entries\")\n")
        #expect(!FileManager.default.fileExists(atPath: report.path))

        // One shard's report twice: its outputs would be listed twice.
        let checked = folder.appendingPathComponent("checked")
        #expect(
            try CLIRunner.run(["render", spec.path, "--out-dir", b.path, "--check", "--report", checked.path]).status
                == 0)
        let twice = try CLIRunner.run(["merge", checked.path, checked.path, "--report", report.path])
        #expect(twice.status == 1)
        #expect(
            twice.stderr
                == "boxrender: \(checked.path) and \(checked.path) both list s.png: give each shard's report once\n")

        // Usage: one of --out-dir and --report, and not into a folder being merged.
        #expect(try CLIRunner.run(["merge", a.path]).status == 2)
        #expect(try CLIRunner.run(["merge", a.path, "--out-dir", merged.path, "--report", report.path]).status == 2)
        let into = try CLIRunner.run(["merge", a.path, b.path, "--out-dir", b.path])
        #expect(into.status == 2)
        #expect(into.stderr.hasPrefix("boxrender: \(b.path) is both a shard's folder and the folder to merge into\n"))
    }
}
