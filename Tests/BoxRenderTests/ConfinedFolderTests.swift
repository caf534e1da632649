import BoxFiles
import BoxModel
import CConfinedFiles
import Foundation
import Testing

/// The confined file layer itself: both ways of opening beneath a folder
/// (openat2, and the walk used where the kernel or a sandbox lacks it)
/// refuse `..`, absolute paths and links at any depth.
struct ConfinedFolderTests {
    typealias Opener = @Sendable (Int32, String, Int32, mode_t) -> Int32

    static let openers: [(String, Opener)] = [
        ("openat2", { boxrender_open_beneath($0, $1, $2, $3) }),
        ("walk", { boxrender_open_beneath_by_walking($0, $1, $2, $3) }),
    ]

    /// root/in/file.txt, root/in/up -> .., root/in/abs -> /etc, root/in/last.txt -> file.txt.
    static func tree() throws -> URL {
        let root = try CLIRunner.temporaryFolder()
        let inner = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(
            at: inner.appendingPathComponent("deeper"), withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: inner.appendingPathComponent("deeper/file.txt"))
        try Data("outside".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("abs").path, withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("last.txt").path, withDestinationPath: "deeper/file.txt")
        return inner
    }

    @Test(arguments: [0, 1])
    func onlyPathsBeneathWithNoLinkOpen(opener index: Int) throws {
        let (name, open) = Self.openers[index]
        let inner = try Self.tree()
        let folder = Glibc.open(inner.path, O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        let good = open(folder, "deeper/file.txt", O_RDONLY, 0)
        #expect(good >= 0, "\(name)")
        if good >= 0 { close(good) }
        for (path, expected) in [
            ("up/secret.txt", ELOOP), ("abs/hostname", ELOOP), ("last.txt", ELOOP), ("../secret.txt", EXDEV),
            ("/etc/hostname", EXDEV),
        ] {
            let descriptor = open(folder, path, O_RDONLY, 0)
            let code = errno
            #expect(descriptor < 0, "\(name) opened \(path)")
            if descriptor >= 0 { close(descriptor) }
            // openat2 refuses `..` as EXDEV too, or (where it stays beneath) leaves it to the checks above it.
            #expect(code == expected || (path.hasPrefix("..") && code == ELOOP), "\(name) \(path): errno \(code)")
        }
    }

    @Test func aFolderPathFromDataMustStayInside() throws {
        let inner = try Self.tree()
        let folder = ConfinedFolder(inner.path)
        #expect(try folder.read("deeper/file.txt", atMost: 100) == Array("inside".utf8))
        for path in [
            "../secret.txt", "/etc/hostname", "deeper/../deeper/file.txt", "./deeper/file.txt", "deeper//file.txt",
        ] {
            #expect(throws: ConfinedFileError(path: inner.path + "/" + path, problem: .outside)) {
                try folder.read(path, atMost: 100)
            }
        }
        #expect(throws: ConfinedFileError(path: inner.path + "/up", problem: .link)) {
            try folder.read("up/secret.txt", atMost: 100)
        }
        #expect(throws: ConfinedFileError(path: inner.path + "/deeper/file.txt", problem: .longerThan(3))) {
            try folder.read("deeper/file.txt", atMost: 3)
        }
        #expect(try folder.entry("last.txt") == .link)
        #expect(try folder.entry("nothing/here.txt") == .missing)
    }
}
