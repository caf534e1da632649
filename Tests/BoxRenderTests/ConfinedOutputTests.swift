import Foundation
import Testing

/// Issue 21, class 1: paths that come from data (a committed manifest, a
/// link planted in the output folder) never lead `render` outside
/// `--out-dir`, and nothing is read, written or removed through a link or a
/// device. Each test is an attack on the old behaviour.
struct ConfinedOutputTests {
    /// A folder with `specs/a.json` (a red square), an empty `out` and a
    /// `victim.txt` beside them, whose manifest hash (as boxrender writes
    /// it: length-prefixed SHA-256) anyone can compute.
    static func setUp() throws -> (root: URL, specs: URL, out: URL, victim: URL) {
        let root = try CLIRunner.temporaryFolder()
        let specs = root.appendingPathComponent("specs")
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try #"{"root": {"size": [20, 10], "backgroundColor": "red"}}"#.write(
            to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let victim = root.appendingPathComponent("victim.txt")
        try "the user's own file\n".write(to: victim, atomically: true, encoding: .utf8)
        return (root, specs, out, victim)
    }

    /// The manifest hash of a file's bytes: SHA-256 of the 8-byte big-endian length, then the bytes.
    static func manifestHash(of url: URL) throws -> String {
        let bytes = try Data(contentsOf: url)
        var prefixed = Data()
        withUnsafeBytes(of: UInt64(bytes.count).bigEndian) { prefixed.append(contentsOf: $0) }
        prefixed.append(bytes)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(prefixed)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return String(text.prefix(64))
    }

    static func writeManifest(_ outputs: [String: String], in out: URL) throws {
        let entries = outputs.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        try "{\"version\": 2, \"outputs\": {\(entries)}}".write(
            to: out.appendingPathComponent(".boxrender-manifest.json"), atomically: true, encoding: .utf8)
    }

    @Test(arguments: ["../victim.txt", "/VICTIM", "./a.png", "sub//a.png", ""])
    func aManifestEntryOutsideTheFolderStopsTheRunBeforeAnythingIsWritten(entry: String) throws {
        let (_, specs, out, victim) = try Self.setUp()
        let path = entry == "/VICTIM" ? victim.path : entry
        let hash = try Self.manifestHash(of: victim)
        try Self.writeManifest(
            [path: #"{"made": "x \#(hash)", "spec": "../specs/gone.json", "scale": 0}"#], in: out)
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--prune"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("is not a path inside the folder"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: victim.path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a.png").path))
    }

    @Test func anOrphanBehindALinkIsNeitherReadNorRemoved() throws {
        let (root, specs, out, _) = try Self.setUp()
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let kept = elsewhere.appendingPathComponent("v.png")
        try "not boxrender's\n".write(to: kept, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("link").path, withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
        let hash = try Self.manifestHash(of: kept)
        try Self.writeManifest(
            [
                "link/v.png": #"{"made": "x \#(hash)", "spec": "../specs/a.json", "scale": 0}"#,
                "zero.png": #"{"made": "x \#(hash)", "spec": "../specs/a.json", "scale": 0}"#,
            ], in: out)
        let start = Date()
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(Date().timeIntervalSince(start) < 20, "it read what a link leads to")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("out/link: a link is in the way"), "\(result.stderr)")
        #expect(result.stderr.contains("out/zero.png: a link is in the way"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: kept.path))
        // The spec itself was rendered, and the links are left as they were.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.png").path))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("link").path)
                == "../elsewhere")
    }

    @Test func nothingIsWrittenThroughALinkInTheOutputFolder() throws {
        let (root, specs, out, _) = try Self.setUp()
        let victims = root.appendingPathComponent("victimdir")
        try FileManager.default.createDirectory(at: victims, withIntermediateDirectories: true)
        let photo = victims.appendingPathComponent("photo.png")
        try "the user's photo\n".write(to: photo, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: specs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: specs.appendingPathComponent("a.json"), to: specs.appendingPathComponent("sub/photo.json"))
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("sub").path, withDestinationPath: "../victimdir")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("a.png").path, withDestinationPath: "/dev/zero")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("out/sub: a link is in the way"), "\(result.stderr)")
        #expect(result.stderr.contains("out/a.png: a link is in the way"), "\(result.stderr)")
        #expect(result.stderr.contains("rendered 0, unchanged 0, failed 2"), "\(result.stderr)")
        #expect(try String(contentsOf: photo, encoding: .utf8) == "the user's photo\n")
        // --check reads nothing through them either.
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("out/a.png: a link is in the way"), "\(check.stderr)")
    }

    @Test func aPipeWhereAnOutputShouldBeIsRefusedWithoutWaiting() throws {
        let (_, specs, out, _) = try Self.setUp()
        #expect(mkfifo(out.appendingPathComponent("a.png").path, 0o644) == 0)
        for extra in [[], ["--check"]] {
            let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path] + extra)
            #expect(result.status == 1)
            #expect(result.stderr.contains("out/a.png: this is a device, pipe or socket, not a regular file"))
        }
    }

    @Test func aManifestThatIsALinkOrTooLargeIsRefused() throws {
        let (_, specs, out, victim) = try Self.setUp()
        let manifest = out.appendingPathComponent(".boxrender-manifest.json")
        try FileManager.default.createSymbolicLink(atPath: manifest.path, withDestinationPath: victim.path)
        let linked = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(linked.status == 1)
        #expect(linked.stderr.contains(".boxrender-manifest.json: a link is in the way"), "\(linked.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "the user's own file\n")
        try FileManager.default.removeItem(at: manifest)
        #expect(mkfifo(manifest.path, 0o644) == 0)
        let pipe = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(pipe.status == 1)
        #expect(pipe.stderr.contains("not a regular file"), "\(pipe.stderr)")
    }

    @Test func aFolderThatCannotBeMadeIsASentence() throws {
        let (_, specs, _, victim) = try Self.setUp()
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", victim.path + "/out"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("victim.txt/out: a file is in the way where a folder should be"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func specNamesArePrintedEscapedInProgressLines() throws {
        let (_, specs, out, _) = try Self.setUp()
        let hostile = specs.appendingPathComponent("x\u{1B}[2J\nrendered evil.json")
        try #"{"root": {"size": [2, 2]}}"#.write(to: hostile, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["render", hostile.path, "--out-dir", out.path])
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("rendered evil.json") })
    }
}
