import Foundation
import Testing

/// Issue 21, classes 2 and 3: a run removes only the outputs it owns (the
/// specs, formats and scales it renders; `--prune` for specs that are gone),
/// and a spec's outputs change together or not at all.
struct OutputOwnershipTests {
    /// `specs/a.json`, `specs/b.json` and `specs/c.json` (small squares) and an `out` folder beside them.
    static func setUp() throws -> (specs: URL, out: URL) {
        let root = try CLIRunner.temporaryFolder()
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for (name, colour) in [("a", "red"), ("b", "green"), ("c", "blue")] {
            try #"{"root": {"size": [8, 8], "backgroundColor": "\#(colour)"}}"#.write(
                to: specs.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        return (specs, root.appendingPathComponent("out"))
    }

    static func files(_ out: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func renderingOneSpecKeepsWhatTheOtherSpecsMake() throws {
        let (specs, out) = try Self.setUp()
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        let one = try CLIRunner.run(["render", specs.appendingPathComponent("a.json").path, "--out-dir", out.path])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(!one.stderr.contains("removed"), "\(one.stderr)")
        #expect(try Self.files(out) == ["a.png", "b.png", "c.png"])
        // --check of one spec judges that spec alone.
        let check = try CLIRunner.run(
            ["render", specs.appendingPathComponent("b.json").path, "--out-dir", out.path, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("fresh 1, stale 0, missing 0, orphaned 0, failed 0"), "\(check.stderr)")
        // And the folder still checks whole.
        let whole = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(whole.stderr.contains("fresh 3, stale 0, missing 0, orphaned 0"), "\(whole.stderr)")
    }

    @Test func anotherFormatOrScaleKeepsWhatTheFirstMade() throws {
        let (specs, out) = try Self.setUp()
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--format", "svg"]).status == 0)
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--scale", "2"]).status == 0)
        #expect(
            try Self.files(out) == [
                "a.png", "a.svg", "a@2x.png", "b.png", "b.svg", "b@2x.png", "c.png", "c.svg", "c@2x.png",
            ])
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--format", "svg", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func pruneRemovesTheOutputsOfSpecsThatAreGoneAndNothingElse() throws {
        let (specs, out) = try Self.setUp()
        let other = specs.deletingLastPathComponent().appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try #"{"root": {"size": [4, 4]}}"#.write(
            to: other.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", specs.path, other.path, "--out-dir", out.path]).status == 0)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("c.json"))
        // Without --prune the output of the deleted spec stays, and --check does not count it.
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        #expect(try Self.files(out) == ["a.png", "b.png", "c.png", "d.png"])
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check", "--prune"])
        #expect(check.status == 3)
        #expect(check.stderr.contains("orphaned \(out.path)/c.png: no spec makes it"), "\(check.stderr)")
        #expect(!check.stderr.contains("d.png"), "\(check.stderr)")
        // --prune over `specs` removes c.png, and not d.png, whose spec is under another folder.
        let pruned = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.contains("removed \(out.path)/c.png: no spec makes it now"))
        #expect(try Self.files(out) == ["a.png", "b.png", "d.png"])
        #expect(
            try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--prune", "--shard", "1/2"]).status == 2)
    }

    @Test func aVariantTakenOutIsRemovedWithoutPrune() throws {
        let (specs, out) = try Self.setUp()
        let card = specs.appendingPathComponent("a.json")
        let spec =
            #"{"params": {"c": "red"}, "variants": [VARIANTS], "root": {"size": [4, 4], "backgroundColor": "${c}"}}"#
        try spec.replacingOccurrences(of: "VARIANTS", with: #"{"c": "red"}, {"c": "blue"}"#).write(
            to: card, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", card.path, "--out-dir", out.path]).status == 0)
        #expect(try Self.files(out) == ["a-blue.png", "a-red.png"])
        try spec.replacingOccurrences(of: "VARIANTS", with: #"{"c": "red"}"#).write(
            to: card, atomically: true, encoding: .utf8)
        let again = try CLIRunner.run(["render", card.path, "--out-dir", out.path])
        #expect(again.stderr.contains("removed \(out.path)/a-blue.png: no spec makes it now"), "\(again.stderr)")
        #expect(try Self.files(out) == ["a-red.png"])
    }

    @Test func aScaleThatCannotBeReplacedLeavesTheOtherScalesAsTheyWere() throws {
        let (specs, out) = try Self.setUp()
        let card = specs.appendingPathComponent("a.json")
        #expect(try CLIRunner.run(["render", card.path, "--out-dir", out.path, "--scale", "1,2"]).status == 0)
        let before = try Data(contentsOf: out.appendingPathComponent("a.png"))
        try #"{"root": {"size": [8, 8], "backgroundColor": "black"}}"#.write(
            to: card, atomically: true, encoding: .utf8)
        // a@2x.png cannot be replaced: immutable (as root on ext4, where its
        // rename fails only once a.png's has been done), else a folder in its place.
        let double = out.appendingPathComponent("a@2x.png")
        let immutable = try CLIRunner.runShell("chattr +i \"$0\"", arguments: [double.path]).status == 0
        defer { _ = try? CLIRunner.runShell("chattr -i \"$0\"", arguments: [double.path]) }
        if !immutable {
            try FileManager.default.removeItem(at: double)
            try FileManager.default.createDirectory(
                at: double.appendingPathComponent("inner"), withIntermediateDirectories: true)
        }
        let result = try CLIRunner.run(["render", card.path, "--out-dir", out.path, "--scale", "1,2"])
        #expect(result.status == 1)
        #expect(try Data(contentsOf: out.appendingPathComponent("a.png")) == before)
        #expect(try Self.files(out) == ["a.png", "a@2x.png"])
    }

    @Test func stagingFilesAKilledRunLeftAreFoundAndCleared() throws {
        let (specs, out) = try Self.setUp()
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        let leftover = out.appendingPathComponent(".a.png.boxrender-Ab12Cd")
        // A user's own hidden files, named near the pattern, are theirs.
        let unrelated = [".notes.txt.boxrender-Ab12Cd", ".a.png.backup", ".a.png.Ab12Cd"].map {
            out.appendingPathComponent($0)
        }
        for file in [leftover] + unrelated { try Data([1, 2, 3]).write(to: file) }
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 3)
        #expect(check.stderr.contains("orphaned \(leftover.path): a staging file a killed run left"), "\(check.stderr)")
        // The next run that writes a.png clears it; a name not of an output stays.
        try #"{"root": {"size": [8, 8], "backgroundColor": "black"}}"#.write(
            to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        for file in unrelated {
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)")
        }
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"]).status == 0)
    }

    @Test func aSecondRunIntoTheFolderWaitsForTheFirst() throws {
        let (specs, out) = try Self.setUp()
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path]).status == 0)
        // Another run holds the folder (as a render does, with flock) for five seconds.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", out.path, "sleep", "5"]
        try holder.run()
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--force"])
        let waited = Date().timeIntervalSince(start)
        holder.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(waited >= 4, "it did not wait for the folder's lock")
    }
}
