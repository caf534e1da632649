import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Atomic output (issue 6): a run stopped by a signal at any moment leaves the
/// file it was to replace either as it was or wholly replaced, never in part.
@Suite struct InterruptedWriteTests {
    @Test func aSignalAtAnyMomentLeavesTheOldFileOrTheWholeNewOne() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = RepositoryPaths.showcaseFixtures.appendingPathComponent("demo.json").path
        let complete = folder.appendingPathComponent("complete.png")
        #expect(try CLIRunner.run([spec, "-o", complete.path, "--scale", "3"]).status == 0)
        let whole = try Data(contentsOf: complete)
        let old = Data("the old picture".utf8)
        let out = folder.appendingPathComponent("out.png")
        // Delays spread over a render (a debug build takes well over 100 ms at
        // scale 3), so some signals land before, some during and some after writing.
        for delay in stride(from: 0, through: 400_000, by: 25_000) {
            try old.write(to: out)
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = [spec, "-o", out.path, "--scale", "3"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try Data(contentsOf: out)
            #expect(now == old || now == whole, "after \(delay) µs: \(now.count) bytes")
        }
    }

    /// A disk that fills up mid-write, made by a file-size limit (`ulimit -f`,
    /// with SIGXFSZ ignored so `write` fails with EFBIG as on a full disk).
    @Test func aFullDiskLeavesTheOldFileAndNoTemporaryOne() throws {
        let folder = try CLIRunner.temporaryFolder()
        let spec = RepositoryPaths.showcaseFixtures.appendingPathComponent("demo.json").path
        let out = folder.appendingPathComponent("out.png")
        let old = Data("the old picture".utf8)
        try old.write(to: out)
        let command = "trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$1\" -o \"$2\""
        let result = try CLIRunner.runShell(command, arguments: [CLIRunner.executable.path, spec, out.path])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(out.path): cannot write: File too large\n")
        #expect(try Data(contentsOf: out) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    /// A folder the user may not write to: the old file stays and nothing is
    /// added. Root may write anywhere, so as root boxrender runs as `nobody`
    /// (setpriv), from a copy that user can reach.
    @Test func anUnwritableFolderLeavesTheOldFile() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let spec = folder.appendingPathComponent("spec.json")
        try FileManager.default.copyItem(
            at: RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json"), to: spec)
        let executable = folder.appendingPathComponent("boxrender")
        try FileManager.default.copyItem(at: CLIRunner.executable, to: executable)
        let out = folder.appendingPathComponent("out.png")
        let old = Data("the old picture".utf8)
        try old.write(to: out)
        #expect(chmod(folder.path, 0o555) == 0)
        let asUser = geteuid() == 0 ? "exec setpriv --reuid=65534 --regid=65534 --clear-groups" : "exec"
        let result = try CLIRunner.runShell(
            "\(asUser) \"$0\" \"$1\" -o \"$2\"", arguments: [executable.path, spec.path, out.path])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(out.path): cannot write: Permission denied\n")
        #expect(try Data(contentsOf: out) == old)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "boxrender", "out.png", "spec.json",
            ])
    }
}
