import BoxCairo
import BoxPixels
import BoxRender
import BoxText
import Foundation
import Testing

/// The manifest's record of the rendering libraries (issue 23): written by
/// every render, read bounded, and named by `--check` when its pictures are
/// stale and were recorded with other libraries.
struct RecordedLibrariesTests {
    static let folder = ConfinedFolder("/out")

    static func manifest(libraries: String) -> [UInt8] {
        Array(#"{"libraries": \#(libraries), "outputs": {"a.png": {"made": "x y", "spec": "../a.json"}}}"#.utf8)
    }

    @Test func aRecordReadsBackTheSame() throws {
        let parsed = try OutputManifest.parse(
            Self.manifest(libraries: #"{"cairo": "1.18.0", "pango": "1.54.0", "zlib": "1.3.1"}"#), folder: Self.folder)
        #expect(parsed.libraries == ["cairo": "1.18.0", "pango": "1.54.0", "zlib": "1.3.1"])
        #expect(parsed.json.contains(#"  "libraries": { "cairo": "1.18.0", "pango": "1.54.0", "zlib": "1.3.1" },"#))
        #expect(try OutputManifest.parse(Array(parsed.json.utf8), folder: Self.folder) == parsed)
        let without = try OutputManifest.parse(
            Array(#"{"outputs": {"a.png": {"made": "x y"}}}"#.utf8), folder: Self.folder)
        #expect(without.libraries == nil)
        #expect(!without.json.contains("libraries"))
    }

    @Test func aRecordThatIsNotOneIsRefused() {
        let tooMany =
            "{" + (0...RecordedLibraries.maximumCount).map { "\"l\($0)\": \"1\"" }.joined(separator: ", ") + "}"
        let longVersion = #"{"cairo": ""# + String(repeating: "1", count: 65) + #""}"#
        for libraries in [
            "[]", #"{"cairo": 1}"#, #"{"Cairo": "1"}"#, #"{"": "1"}"#, #"{"cairo": ""}"#, #"{"cairo": "1\n2"}"#,
            longVersion, tooMany,
        ] {
            #expect(throws: OutputManifest.Problem.self, "\(libraries)") {
                try OutputManifest.parse(Self.manifest(libraries: libraries), folder: Self.folder)
            }
        }
        let most = "{" + (1...RecordedLibraries.maximumCount).map { "\"l\($0)\": \"1\"" }.joined(separator: ", ") + "}"
        #expect((try? OutputManifest.parse(Self.manifest(libraries: most), folder: Self.folder)) != nil)
    }

    @Test func differencesNameEachLibraryWithBothVersions() {
        let current = ["cairo": "1.16.0", "pango": "1.50.12", "zlib": "1.2.13"]
        #expect(RecordedLibraries.differences(recorded: current, current: current).isEmpty)
        #expect(RecordedLibraries.staleNote(recorded: current, current: current) == nil)
        #expect(RecordedLibraries.staleNote(recorded: nil, current: current) == nil)
        let recorded = ["cairo": "1.18.0", "pango": "1.50.12", "skia": "m120"]
        #expect(
            RecordedLibraries.differences(recorded: recorded, current: current) == [
                "cairo 1.18.0 (this run: 1.16.0)", "zlib not recorded (this run: 1.2.13)", "skia m120 (this run: none)",
            ])
    }

    @Test func aRenderRecordsThisRunsLibraries() throws {
        let (_, out) = try CheckToleranceTests.renderedThenChanged { _ in }
        let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(OutputManifest.fileName)))
        let manifest = try OutputManifest.parse(bytes, folder: ConfinedFolder(out.path))
        #expect(manifest.libraries == RecordedLibraries.current)
        #expect(manifest.libraries?["cairo"] == LibraryVersions.all.first?.version)
    }

    /// A stale picture recorded with another Cairo: the check says so once, after the stale lines
    /// (on standard error, where the check's lines go).
    @Test func aStaleCheckNamesOtherLibraries() throws {
        let (specs, out) = try CheckToleranceTests.renderedThenChanged(CheckToleranceTests.repainted)
        let same = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(same.status == 3)
        #expect(!same.stderr.contains("note:"))

        let file = out.appendingPathComponent(OutputManifest.fileName)
        let cairo = try #require(RecordedLibraries.current["cairo"])
        let written = try String(contentsOf: file, encoding: .utf8)
        try written.replacingOccurrences(of: #""cairo": "\#(cairo)""#, with: #""cairo": "0.9.2""#)
            .write(to: file, atomically: true, encoding: .utf8)
        let other = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(other.status == 3)
        let lines = other.stderr.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(lines)")
        #expect(lines[0].hasPrefix("stale "))
        #expect(lines[2].hasPrefix("checked 1 specs: fresh 0, stale 1"))
        #expect(
            lines[1]
                == "note: the manifest was written with other rendering libraries, which draw other pixels from the "
                + "same spec: cairo 0.9.2 (this run: \(cairo)). Check with the libraries that recorded the outputs "
                + "(the release bundle), or allow a difference with --threshold and --max-diff-pixels.")
    }

    @Test func aFreshCheckSaysNothingOfLibraries() throws {
        let (specs, out) = try CheckToleranceTests.renderedThenChanged { _ in }
        let file = out.appendingPathComponent(OutputManifest.fileName)
        let cairo = try #require(RecordedLibraries.current["cairo"])
        try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: #""cairo": "\#(cairo)""#, with: #""cairo": "0.9.2""#)
            .write(to: file, atomically: true, encoding: .utf8)
        let checked = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(checked.status == 0)
        #expect(!checked.stderr.contains("note:"))
    }

    /// Shards drawn with other libraries: the merge cannot say which drew what, so it records none.
    @Test func aMergeOfShardsThatDisagreeRecordsNoLibraries() throws {
        let folder = try CLIRunner.temporaryFolder()
        var shards: [URL] = []
        for (index, colour) in ["red", "blue"].enumerated() {
            let spec = folder.appendingPathComponent("s\(index).json")
            try #"{"root": {"size": [8, 8], "backgroundColor": "\#(colour)"}}"#.write(
                to: spec, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("out-\(index)")
            #expect(try CLIRunner.run(["render", spec.path, "--out-dir", out.path, "-q"]).status == 0)
            shards.append(out)
        }
        let merged = folder.appendingPathComponent("merged")
        func mergedLibraries() throws -> [String: String]? {
            try? FileManager.default.removeItem(at: merged)
            let result = try CLIRunner.run(["merge"] + shards.map(\.path) + ["--out-dir", merged.path])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = [UInt8](try Data(contentsOf: merged.appendingPathComponent(OutputManifest.fileName)))
            return try OutputManifest.parse(bytes, folder: ConfinedFolder(merged.path)).libraries
        }
        #expect(try mergedLibraries() == RecordedLibraries.current)
        let file = shards[1].appendingPathComponent(OutputManifest.fileName)
        let cairo = try #require(RecordedLibraries.current["cairo"])
        try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: #""cairo": "\#(cairo)""#, with: #""cairo": "0.9.2""#)
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try mergedLibraries() == nil)
    }

    /// A run that keeps an output it did not make (its spec failed) cannot
    /// vouch for the libraries that drew it: it records none, until a run
    /// makes every output again.
    @Test func aRunKeepingAnotherRunsOutputRecordsNoLibraries() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try #"{"root": {"size": [8, 8], "backgroundColor": "red"}}"#.write(
                to: specs.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("out")
        func render() throws -> [String: String]? {
            _ = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "-q"])
            let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(OutputManifest.fileName)))
            return try OutputManifest.parse(bytes, folder: ConfinedFolder(out.path)).libraries
        }
        #expect(try render() == RecordedLibraries.current)
        // As if an older Cairo had drawn them, and b.json now fails: b.png is kept from then.
        let file = out.appendingPathComponent(OutputManifest.fileName)
        let cairo = try #require(RecordedLibraries.current["cairo"])
        try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: #""cairo": "\#(cairo)""#, with: #""cairo": "0.9.2""#)
            .write(to: file, atomically: true, encoding: .utf8)
        try "{ not json".write(to: specs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(try render() == nil)
        try #"{"root": {"size": [8, 8], "backgroundColor": "blue"}}"#.write(
            to: specs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(try render() == RecordedLibraries.current)
    }
}
