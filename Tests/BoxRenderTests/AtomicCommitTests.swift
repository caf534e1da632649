import BoxModel
import Foundation
import Testing

@testable import BoxFiles
@testable import BoxRender

/// Issue 21, class 3: the files of one set (a spec's formats, scales and
/// variants; a picture and its frames) are committed all or nothing: a
/// failure part way puts back what the set had replaced.
struct AtomicCommitTests {
    @Test func aFailedCommitPutsBackWhatTheSetReplaced() throws {
        let root = try CLIRunner.temporaryFolder()
        for name in ["a.png", "b.png"] { try Data("old \(name)".utf8).write(to: root.appendingPathComponent(name)) }
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let first = try AtomicFile.stage(Array("new a".utf8), name: "a.png", in: folder)
        let second = try AtomicFile.stage(Array("new b".utf8), name: "b.png", in: folder)
        let third = try AtomicFile.stage(Array("new c".utf8), name: "c.png", in: folder)
        // The second file's staging copy vanishes before the commit: its rename fails.
        let staging = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".b.png.") }
        #expect(staging.count == 1)
        try FileManager.default.removeItem(at: root.appendingPathComponent(staging[0]))
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.commitAll([first, third, second]) }
        #expect(try String(contentsOf: root.appendingPathComponent("a.png"), encoding: .utf8) == "old a.png")
        #expect(try String(contentsOf: root.appendingPathComponent("b.png"), encoding: .utf8) == "old b.png")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("c.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a.png", "b.png"])
    }

    @Test func aCommittedSetLeavesNoOldFilesBehind() throws {
        let root = try CLIRunner.temporaryFolder()
        try Data("old".utf8).write(to: root.appendingPathComponent("a.png"))
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        try AtomicFile.commitAll([try AtomicFile.stage(Array("new".utf8), name: "a.png", in: folder)])
        #expect(try String(contentsOf: root.appendingPathComponent("a.png"), encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["a.png"])
    }

    @Test func staging_refusesALinkAndMakesNothingThroughIt() throws {
        let root = try CLIRunner.temporaryFolder()
        let outside = root.appendingPathComponent("outside.txt")
        try Data("kept".utf8).write(to: outside)
        let inner = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("a.png").path, withDestinationPath: outside.path)
        let folder = try ConfinedFolder(inner.path).folder("", making: false)
        #expect(throws: ConfinedFileError(path: inner.path + "/a.png", problem: .link)) {
            try AtomicFile.stage(Array("x".utf8), name: "a.png", in: folder)
        }
        #expect(try String(contentsOf: outside, encoding: .utf8) == "kept")
    }

    /// The folder's names and what each regular file holds.
    private static func contents(_ root: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let url = root.appendingPathComponent(name)
            found[name] = (try? String(contentsOf: url, encoding: .utf8)) ?? "(not a file)"
        }
        return found
    }

    @Test func aFileThatAppearedSinceStagingIsNeverReplaced() throws {
        let root = try CLIRunner.temporaryFolder()
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let staged = try AtomicFile.stage(Array("ours".utf8), name: "c.png", in: folder)
        // The user's file arrives between staging and commit: RENAME_NOREPLACE keeps it.
        try Data("theirs".utf8).write(to: root.appendingPathComponent("c.png"))
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.commitAll([staged]) }
        #expect(try Self.contents(root) == ["c.png": "theirs"])
    }

    @Test func theHardLinkWayKeepsTheOldFileUntilTheSetIsIn() throws {
        let root = try CLIRunner.temporaryFolder()
        try Data("old".utf8).write(to: root.appendingPathComponent("a.png"))
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let staged = try AtomicFile.stage(Array("new".utf8), name: "a.png", in: folder)
        try staged.commit(exchanging: false)
        let kept = try Self.contents(root).filter { $0.key != "a.png" }
        #expect(kept.count == 1)
        #expect(kept.keys.first?.hasPrefix(".a.png.boxrender-") == true)
        #expect(kept.values.first == "old")
        #expect(try Self.contents(root)["a.png"] == "new")
        staged.finish()
        #expect(try Self.contents(root) == ["a.png": "new"])
    }

    @Test func theHardLinkWayPutsBackWhatAFailedSetReplaced() throws {
        let root = try CLIRunner.temporaryFolder()
        for name in ["a.png", "b.png"] { try Data("old \(name)".utf8).write(to: root.appendingPathComponent(name)) }
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let first = try AtomicFile.stage(Array("new a".utf8), name: "a.png", in: folder)
        let second = try AtomicFile.stage(Array("new b".utf8), name: "b.png", in: folder)
        let third = try AtomicFile.stage(Array("new c".utf8), name: "c.png", in: folder)
        let staging = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".b.png.") }
        try FileManager.default.removeItem(at: root.appendingPathComponent(try #require(staging.first)))
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.commitAll([first, third, second], exchanging: false)
        }
        #expect(try Self.contents(root) == ["a.png": "old a.png", "b.png": "old b.png"])
    }

    @Test func oldBytesThatCannotBePutBackStayUnderTheStagingName() throws {
        let root = try CLIRunner.temporaryFolder()
        let target = root.appendingPathComponent("a.png")
        try Data("old".utf8).write(to: target)
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let staged = try AtomicFile.stage(Array("new".utf8), name: "a.png", in: folder)
        try staged.commit(exchanging: false)
        // Something takes a.png's place (a folder with a file in it) before the set is withdrawn.
        try FileManager.default.removeItem(at: target)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("user".utf8).write(to: target.appendingPathComponent("inner.txt"))
        staged.withdraw()
        let found = try Self.contents(root)
        #expect(found.count == 2)
        #expect(found.first { $0.key.hasPrefix(".a.png.boxrender-") }?.value == "old")
        #expect(try String(contentsOf: target.appendingPathComponent("inner.txt"), encoding: .utf8) == "user")
    }

    /// Whether `chattr +i` works here (root, on a file system with the flag).
    private static let canMakeImmutable: Bool = {
        guard let root = try? CLIRunner.temporaryFolder() else { return false }
        let probe = root.appendingPathComponent("probe")
        guard (try? Data().write(to: probe)) != nil,
            (try? CLIRunner.runShell("chattr +i \"$0\"", arguments: [probe.path]).status) == 0
        else { return false }
        _ = try? CLIRunner.runShell("chattr -i \"$0\"", arguments: [probe.path])
        return true
    }()

    @Test(.enabled(if: canMakeImmutable, "needs chattr +i: root on a file system with the flag"))
    func aSwapBackThatFailsKeepsTheOldBytesUnderTheStagingName() throws {
        let root = try CLIRunner.temporaryFolder()
        let target = root.appendingPathComponent("a.png")
        try Data("old".utf8).write(to: target)
        let folder = try ConfinedFolder(root.path).folder("", making: false)
        let staged = try AtomicFile.stage(Array("new".utf8), name: "a.png", in: folder)
        try staged.commit()
        // The new a.png cannot be swapped back or renamed over.
        #expect(try CLIRunner.runShell("chattr +i \"$0\"", arguments: [target.path]).status == 0)
        defer { _ = try? CLIRunner.runShell("chattr -i \"$0\"", arguments: [target.path]) }
        staged.withdraw()
        let found = try Self.contents(root)
        #expect(found["a.png"] == "new")
        #expect(found.count == 2)
        #expect(found.first { $0.key.hasPrefix(".a.png.boxrender-") }?.value == "old")
    }
}
