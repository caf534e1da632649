import Foundation
import Testing

/// Issue 21, class 1 for `merge`, `--font-dir` and `--frames-dir`: shard
/// and report folders are CI artifacts, font folders come from
/// repositories; nothing in them is followed out, read unbounded, or waited on.
struct ConfinedMergeTests {
    /// A shard folder rendered from one small spec: `out/a.png` and its manifest.
    static func shard(named name: String, in root: URL) throws -> URL {
        let spec = root.appendingPathComponent("a.json")
        if !FileManager.default.fileExists(atPath: spec.path) {
            try #"{"root": {"size": [8, 8], "backgroundColor": "red"}}"#.write(
                to: spec, atomically: true, encoding: .utf8)
        }
        let out = root.appendingPathComponent(name)
        #expect(try CLIRunner.run(["render", spec.path, "--out-dir", out.path]).status == 0)
        return out
    }

    @Test func aLinkInAShardIsNotCopied() throws {
        let root = try CLIRunner.temporaryFolder()
        let shard = try Self.shard(named: "shard", in: root)
        let secret = root.appendingPathComponent("secret.txt")
        try "a secret\n".write(to: secret, atomically: true, encoding: .utf8)
        // The shard's a.png is swapped for a link to the secret, its manifest made to match it.
        let picture = shard.appendingPathComponent("a.png")
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.createSymbolicLink(atPath: picture.path, withDestinationPath: secret.path)
        let hash = try ConfinedOutputTests.manifestHash(of: secret)
        try ConfinedOutputTests.writeManifest(
            ["a.png": #"{"made": "x \#(hash)", "spec": "../a.json", "scale": 0}"#], in: shard)
        let merged = root.appendingPathComponent("merged")
        let result = try CLIRunner.run(["merge", shard.path, "--out-dir", merged.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("shard/a.png: a link is in the way"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged.appendingPathComponent("a.png").path))
    }

    @Test func aShardFileThatIsNotWhatItsManifestSaysIsRefused() throws {
        let root = try CLIRunner.temporaryFolder()
        let shard = try Self.shard(named: "shard", in: root)
        try Data("tampered".utf8).write(to: shard.appendingPathComponent("a.png"))
        let merged = root.appendingPathComponent("merged")
        let result = try CLIRunner.run(["merge", shard.path, "--out-dir", merged.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("its bytes are not those its manifest records"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged.appendingPathComponent("a.png").path))
    }

    @Test func anOutputThatIsAFileInOneShardAndAFolderInAnotherIsRefusedBeforeWriting() throws {
        let root = try CLIRunner.temporaryFolder()
        let one = try Self.shard(named: "one", in: root)
        let two = root.appendingPathComponent("two")
        try FileManager.default.createDirectory(
            at: two.appendingPathComponent("a.png"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: one.appendingPathComponent("a.png"), to: two.appendingPathComponent("a.png/b.png"))
        let hash = try ConfinedOutputTests.manifestHash(of: one.appendingPathComponent("a.png"))
        try ConfinedOutputTests.writeManifest(
            ["a.png/b.png": #"{"made": "x \#(hash)", "spec": "../b.json", "scale": 0}"#], in: two)
        let merged = root.appendingPathComponent("merged")
        let result = try CLIRunner.run(["merge", one.path, two.path, "--out-dir", merged.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("a.png is an output, and a folder of the output a.png/b.png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged.path))
    }

    @Test func aReportPictureBehindALinkIsNotCopied() throws {
        let root = try CLIRunner.temporaryFolder()
        let report = root.appendingPathComponent("report")
        try FileManager.default.createDirectory(
            at: report.appendingPathComponent("files"), withIntermediateDirectories: true)
        let document = """
            {"version": 1, "summary": "s", "specs": 1, "entries": [{"status": "stale", "output": "a.png", "spec": "a.json", \
            "detail": "d", "pictures": {"expected": "E", "difference": "D", "actual": "A", "differingPixels": 1}}]}
            """
        // Named as boxrender names them (the hash of the output's path), each a link to a file outside.
        let pictures = ["expected", "difference", "actual"].map { kind in
            (kind, Self.pictureName(path: "a.png", kind: kind))
        }
        var text = document
        for (kind, file) in pictures {
            text = text.replacingOccurrences(of: "\"\(kind.prefix(1).uppercased())\"", with: "\"\(file)\"")
            try FileManager.default.createSymbolicLink(
                atPath: report.appendingPathComponent("files/\(file)").path, withDestinationPath: "/etc/hostname")
        }
        try text.write(to: report.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let merged = root.appendingPathComponent("merged")
        let result = try CLIRunner.run(["merge", report.path, "--report", merged.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("a link is in the way"), "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: merged.appendingPathComponent("files").path + "/" + pictures[0].1))
    }

    /// `CheckReport.pictureName`: the first 24 hex digits of the manifest hash of the path.
    static func pictureName(path: String, kind: String) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try? Data(path.utf8).write(to: file)
        let hash = (try? ConfinedOutputTests.manifestHash(of: file)) ?? ""
        return String(hash.prefix(24)) + "." + kind + ".png"
    }

    @Test(arguments: ["link", "fifo", "nested link", "fifo named in Latin-1"])
    func aFontFolderWithALinkOrAPipeIsRefusedBeforeFontconfigOpensIt(kind: String) throws {
        let root = try CLIRunner.temporaryFolder()
        let fonts = root.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(
            at: fonts.appendingPathComponent("inner"), withIntermediateDirectories: true)
        let named: URL
        switch kind {
        case "link":
            named = fonts.appendingPathComponent("zero.ttf")
            try FileManager.default.createSymbolicLink(atPath: named.path, withDestinationPath: "/dev/zero")
        case "fifo":
            named = fonts.appendingPathComponent("x.ttf")
            #expect(mkfifo(named.path, 0o644) == 0)
        case "fifo named in Latin-1":
            // `x\xFF.ttf`, a name that is not UTF-8: listed as bytes, it must not be passed over.
            let bytes: [UInt8] = Array((fonts.path + "/x").utf8) + [0xFF] + Array(".ttf".utf8) + [0]
            #expect(
                bytes.withUnsafeBufferPointer {
                    $0.withMemoryRebound(to: CChar.self) { mkfifo($0.baseAddress!, 0o644) }
                } == 0)
            named = fonts
        default:
            named = fonts.appendingPathComponent("inner/out")
            try FileManager.default.createSymbolicLink(atPath: named.path, withDestinationPath: "/usr/share/fonts")
        }
        let start = Date()
        let result = try CLIRunner.run(["fonts", "--font-dir", fonts.path])
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.status != 0)
        #expect(result.stderr.contains(named.path), "\(result.stderr)")
        #expect(result.stderr.contains("a --font-dir may hold only folders and regular font files"), "\(result.stderr)")
    }

    @Test func aPictureInsideTheFramesFolderIsRefused() throws {
        let root = try CLIRunner.temporaryFolder()
        let spec = RepositoryPaths.showcaseFixtures.appendingPathComponent("animation.json")
        let frames = root.appendingPathComponent("fr")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for option in ["-o", "--frames"] {
            let inside = frames.appendingPathComponent(option == "-o" ? "frame-9.png" : "frames.json").path
            let extra = option == "-o" ? [] : ["-o", root.appendingPathComponent("a.png").path]
            let result = try CLIRunner.run([spec.path, option, inside, "--frames-dir", frames.path] + extra)
            #expect(result.status == 2)
            #expect(result.stderr.contains("is inside --frames-dir"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).isEmpty)
    }
}
