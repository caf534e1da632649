import BoxModel
import Foundation
import Testing

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
}
