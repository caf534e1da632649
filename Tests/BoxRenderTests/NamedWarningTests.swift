import BoxRender
import Foundation
import Testing

/// Issue 22, item 1: every warning, failure and `--strict` line of a batch
/// names the output it is about; the manifest keeps each output's warnings,
/// so a run that draws nothing says them again; `report.json` carries them.
/// `Fixtures/localisation`: three screens × en, de, ar, ja × light, dark,
/// drawn at scales 1 and 2 in one run; two German strings are too long.
struct NamedWarningTests {
    static let fixture = RepositoryPaths.root.appendingPathComponent("Fixtures/localisation")

    /// The warning lines of a run's standard error.
    static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    /// The outputs a German overflow of `spec` is in: both themes at both scales.
    static func german(_ spec: String) -> [String] {
        ["light-de", "light-de@2x", "dark-de", "dark-de@2x"].map { "\(spec)-\($0).png" }
    }

    @Test func eachOverflowIsPrintedOncePerOutputItAffectsNamedAndAgainWhenNothingIsDrawn() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        let arguments = ["render", Self.fixture.path, "--out-dir", out.path, "--scale", "1,2"]
        let first = try CLIRunner.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = Self.warnings(first.stderr)
        let settings =
            "boxrender: \(Self.fixture.path)/settings.yaml: root.boxes[0].middleLines[0].right: warning: the text is "
            + "cut short with …: it needs 51 points and its line gives it 38 points; make the line wider, give the "
            + "other sides less, or let the text wrap (`multiline…`)"
        let pricing =
            "boxrender: \(Self.fixture.path)/pricing.yaml: root.boxes[0].middleLines[0].right: warning: the text is "
            + "cut short with …: it needs 183 points and its line gives it 12 points; make the line wider, give the "
            + "other sides less, or let the text wrap (`multiline…`)"
        let expected =
            Self.german("pricing").map { "\(pricing) [\($0)]" } + Self.german("settings").map { "\(settings) [\($0)]" }
        // Specs finish in any order; each spec's lines come together, in its outputs' order.
        #expect(
            lines.filter { $0.contains("/pricing.yaml:") } + lines.filter { $0.contains("/settings.yaml:") } == expected
        )
        #expect(lines.count == expected.count)
        // 48 pictures, a manifest entry each, with the warnings of the eight German ones kept.
        let manifest = try String(contentsOf: out.appendingPathComponent(".boxrender-manifest.json"), encoding: .utf8)
        let entries = manifest.split(separator: "\n").filter { $0.contains("\"made\"") }
        #expect(entries.count == 48)
        #expect(entries.filter { $0.contains("\"kind\": \"textShortened\"") }.count == 8)
        #expect(entries.filter { $0.contains("\"warnings\": []") }.count == 40)
        // Nothing to draw: the same lines, from the manifest.
        let again = try CLIRunner.run(arguments + ["--quiet"])
        #expect(again.status == 0)
        let replayed = Self.warnings(again.stderr)
        #expect(
            replayed.filter { $0.contains("/pricing.yaml:") } + replayed.filter { $0.contains("/settings.yaml:") }
                == expected)
        #expect(replayed.count == expected.count)
        #expect(again.stderr.split(separator: "\n").last?.hasPrefix("rendered 0, unchanged 3, failed 0") == true)
    }

    @Test func strictNamesEveryOutputWhosePictureHasWarnings() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        let result = try CLIRunner.run([
            "render", Self.fixture.appendingPathComponent("settings.yaml").path, "--out-dir", out.path, "--scale",
            "1,2", "--strict", "--quiet",
        ])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init).filter { $0.contains("cut short") }
        let names = lines.compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
        #expect(names == Self.german("settings"), "\(result.stderr)")
        #expect(lines.allSatisfy { $0.contains("settings.yaml: root.boxes[0].middleLines[0].right: the text") })
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("settings-light-en.png").path))
    }

    @Test func aFailureAtOneVariantNamesItsOutputAndOneOfTheWholeSpecDoesNot() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("card.yaml")
        try """
        params: { colour: red }
        variants: [ { $name: good }, { $name: bad, colour: nope } ]
        root: { size: [10, 10], backgroundColor: "${colour}" }
        """.write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try CLIRunner.run(["render", spec.path, "--out-dir", out.path, "--scale", "1,2", "--quiet"])
        #expect(result.status == 1)
        let failure = result.stderr.split(separator: "\n").first { $0.contains("unknown colour") }
        #expect(failure?.hasPrefix("boxrender: \(spec.path):3:") == true)
        #expect(failure?.hasSuffix(" [card-bad.png]") == true, "\(result.stderr)")
        // A problem of every variant (found at the first) is the spec's: no output named.
        try "root: { size: [10, 10], paddng: 1 }\nvariants: [ {}, { $name: b } ]\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let whole = try CLIRunner.run(["render", spec.path, "--out-dir", out.path, "--quiet"])
        #expect(whole.status == 1)
        #expect(whole.stderr.contains("unknown key `paddng`"))
        #expect(!whole.stderr.contains("[card"), "\(whole.stderr)")
    }

    @Test func aManifestWithoutWarningsIsReadAndItsOutputsDrawnAgainOnce() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        let spec = Self.fixture.appendingPathComponent("settings.yaml").path
        let arguments = ["render", spec, "--out-dir", out.path, "--quiet"]
        #expect(try CLIRunner.run(arguments).status == 0)
        // As a boxrender before issue 22 wrote it: version 2, no warnings.
        let manifestURL = out.appendingPathComponent(".boxrender-manifest.json")
        let written = try String(contentsOf: manifestURL, encoding: .utf8)
        let old = written.replacingOccurrences(
            of: #", "warnings": \[.*\] \}"#, with: " }", options: .regularExpression)
        #expect(!old.contains("warnings") && old.contains("\"version\": 2"))
        try old.write(to: manifestURL, atomically: true, encoding: .utf8)
        let picture = out.appendingPathComponent("settings-light-de.png").path
        let before = try FileManager.default.attributesOfItem(atPath: picture)[.systemFileNumber] as? Int
        // Read, drawn again (its warnings are not known), the files left as they are, the warnings said.
        let again = try CLIRunner.run(arguments)
        #expect(again.status == 0)
        #expect(Self.warnings(again.stderr).count == 2)
        #expect(again.stderr.contains("unchanged 1"))
        #expect(try FileManager.default.attributesOfItem(atPath: picture)[.systemFileNumber] as? Int == before)
        #expect(try String(contentsOf: manifestURL, encoding: .utf8) == written)
    }

    @Test func theManifestBoundsTheWarningsItReads() throws {
        let folder = ConfinedFolder("/out")
        func entry(_ warnings: String) -> [UInt8] {
            Array(#"{"outputs": {"a.png": {"made": "x y", "spec": "a.json", "scale": 0, \#(warnings)}}}"#.utf8)
        }
        let one = #"{"kind": "textShortened", "path": "root", "message": "cut"}"#
        let parsed = try OutputManifest.parse(entry(#""warnings": [\#(one)], "moreWarnings": 3"#), folder: folder)
        #expect(parsed.outputs["a.png"]?.warnings == [KeptWarning(kind: "textShortened", path: "root", message: "cut")])
        #expect(parsed.outputs["a.png"]?.moreWarnings == 3)
        #expect(try OutputManifest.parse(Array(parsed.json.utf8), folder: folder) == parsed)
        let refused = [
            #""warnings": [\#(Array(repeating: one, count: 101).joined(separator: ","))]"#,
            #""warnings": [{"kind": "madeUp", "path": "root", "message": "cut"}]"#,
            #""warnings": [{"kind": "offCanvas", "path": "root", "message": "\#(String(repeating: "x", count: 5000))"}]"#,
            #""warnings": [{"kind": "offCanvas", "path": "root"}]"#,
            #""warnings": "none""#,
            #""moreWarnings": -1, "warnings": []"#,
            #""moreWarnings": 2"#,
        ]
        for text in refused {
            #expect(throws: OutputManifest.Problem.self, "\(text)") {
                try OutputManifest.parse(entry(text), folder: folder)
            }
        }
    }

    @Test func reportJSONCarriesEachOutputsWarningsAndVariant() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("out")
        let spec = Self.fixture.appendingPathComponent("settings.yaml").path
        #expect(try CLIRunner.run(["render", spec, "--out-dir", out.path, "--scale", "1,2", "--quiet"]).status == 0)
        let report = out.deletingLastPathComponent().appendingPathComponent("report")
        let check = try CLIRunner.run([
            "render", spec, "--out-dir", out.path, "--scale", "1,2", "--check", "--report", report.path,
        ])
        #expect(check.status == 0)
        // --check prints them named too.
        #expect(
            Self.warnings(check.stderr).map { String($0.split(separator: "[").last ?? "") } == [
                "settings-light-de.png]", "settings-light-de@2x.png]", "settings-dark-de.png]",
                "settings-dark-de@2x.png]",
            ])
        let document = try CheckReportDocument.decode(
            Array(Data(contentsOf: report.appendingPathComponent("report.json"))))
        let german = try #require(document.entries.first { $0.output == "settings-dark-de@2x.png" })
        #expect(german.variant == "dark-de")
        #expect(german.warnings?.map(\.path) == ["root.boxes[0].middleLines[0].right"])
        #expect(german.warnings?.first?.kind == "textShortened")
        let english = try #require(document.entries.first { $0.output == "settings-light-en.png" })
        #expect(english.variant == "light-en" && english.warnings == nil)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            html.contains(##"<a href="#warnings" data-status="warnings" class="warnings">with warnings<b>4</b></a>"##))
        #expect(
            html.contains(
                "in settings-light-de.png, settings-light-de@2x.png, settings-dark-de.png, settings-dark-de@2x.png"))
    }

    @Test func oneColourChangeIsOneChangeOfEveryOutputItAffects() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.copyItem(at: Self.fixture, to: specs)
        let out = folder.appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--scale", "1,2"]
        #expect(try CLIRunner.run(arguments + ["--quiet"]).status == 0)
        let themes = specs.appendingPathComponent("shared/themes.yaml")
        let text = try String(contentsOf: themes, encoding: .utf8)
        try text.replacingOccurrences(of: ##"row: "#1C1C1E""##, with: ##"row: "#2C2C2E""##).write(
            to: themes, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report")
        let check = try CLIRunner.run(arguments + ["--check", "--report", report.path])
        #expect(check.status == 3)
        #expect(check.stderr.contains("checked 3 specs: fresh 24, stale 24, missing 0"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"change step").count == 2)
        #expect(html.contains("Change 1 of 1 · 24 outputs of 3 specs: "))
        #expect(html.contains("#1C1C1E became "))
        #expect(html.components(separatedBy: "<li><button type=\"button\"").count == 25)
    }
}
