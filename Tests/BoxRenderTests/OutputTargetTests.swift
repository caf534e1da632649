import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where output may go, and what a failed or interrupted run leaves there
/// (issue 12, class 4): devices and pipes are written into, never replaced;
/// no hidden temporary file survives a signal or a write error; a failed run
/// leaves no `--frames` file; a file name as long as Linux allows works.
@Suite struct OutputTargetTests {
    static let spec = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path

    /// Every name in `folder` but the ones a test put there itself.
    static func leftovers(in folder: URL, besides expected: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !expected.contains($0) }.sorted()
    }

    /// A character device like `/dev/null` (1, 3) or `/dev/full` (1, 7) made in
    /// `folder`; nil when not root (only root may make device nodes).
    static func device(_ name: String, minor: UInt32, in folder: URL) -> URL? {
        guard geteuid() == 0 else { return nil }
        let url = folder.appendingPathComponent(name)
        // glibc's makedev(1, minor) for minors below 256, which is a C macro.
        return mknod(url.path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 ? url : nil
    }

    static func isCharacterDevice(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
    }

    @Test func aNullDeviceIsWrittenIntoAndStaysADevice() throws {
        let folder = try CLIRunner.temporaryFolder()
        guard let null = Self.device("null", minor: 3, in: folder) else { return }
        let link = folder.appendingPathComponent("link-to-null")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: null)
        for target in [null, link] {
            let result = try CLIRunner.run([Self.spec, "-o", target.path, "--format", "png"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
        #expect(Self.isCharacterDevice(null))
        #expect(try Self.leftovers(in: folder, besides: ["null", "link-to-null"]).isEmpty)
    }

    @Test func aFullDeviceIsAClearErrorAndStaysADevice() throws {
        let folder = try CLIRunner.temporaryFolder()
        guard let full = Self.device("full", minor: 7, in: folder) else { return }
        let frames = folder.appendingPathComponent("frames.json")
        let result = try CLIRunner.run([Self.spec, "-o", full.path, "--format", "png", "--frames", frames.path])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(full.path): cannot write: No space left on device\n")
        #expect(Self.isCharacterDevice(full))
        #expect(try Self.leftovers(in: folder, besides: ["full"]).isEmpty)
    }

    /// `/dev/null` itself, for any user: before, a non-root run failed with a
    /// false "Permission denied" (the temporary file could not be made in /dev).
    @Test func theSystemsNullDeviceWorksForAnyUser() throws {
        let result = try CLIRunner.run([Self.spec, "-o", "/dev/null", "--format", "png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.isCharacterDevice(URL(fileURLWithPath: "/dev/null")))
    }

    @Test func aFileNameAsLongAsLinuxAllowsWorks() throws {
        let folder = try CLIRunner.temporaryFolder()
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try CLIRunner.run([Self.spec, "-o", folder.appendingPathComponent(name).path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.leftovers(in: folder, besides: []) == [name])
    }

    /// The picture cannot be written (its name is a folder): its frames must
    /// not be written either.
    @Test func aPictureThatCannotBeWrittenLeavesNoFrames() throws {
        let folder = try CLIRunner.temporaryFolder()
        let picture = folder.appendingPathComponent("picture.png")
        try FileManager.default.createDirectory(at: picture, withIntermediateDirectories: false)
        let frames = folder.appendingPathComponent("frames.json")
        let result = try CLIRunner.run([Self.spec, "-o", picture.path, "--frames", frames.path])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(picture.path): cannot write: it is a directory\n")
        #expect(try Self.leftovers(in: folder, besides: ["picture.png"]).isEmpty)
    }

    /// A reader that closed the pipe: a clear error, exit 1, and neither the
    /// frames file nor a temporary one left.
    @Test func aClosedPipeIsAClearErrorAndLeavesNothing() throws {
        let folder = try CLIRunner.temporaryFolder()
        let frames = folder.appendingPathComponent("frames.json")
        // The pipe's only reader is closed before the run starts, so the
        // first write fails, whatever the timing.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let errors = folder.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = [Self.spec, "-o", "-", "--frames", frames.path]
        process.standardOutput = pipe
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(
            try String(contentsOf: errors, encoding: .utf8)
                == "boxrender: standard output: cannot write the picture: Broken pipe\n")
        #expect(try Self.leftovers(in: folder, besides: ["errors.txt"]).isEmpty)
    }

    /// `ulimit -f` with the shell's default disposition of SIGXFSZ (which
    /// would kill the process mid-write): the limit is a write error instead.
    @Test func aFileSizeLimitIsAClearErrorAndLeavesNothing() throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let result = try CLIRunner.runShell(
            "ulimit -f 1; exec \"$0\" \"$1\" -o \"$2\" --scale 3",
            arguments: [CLIRunner.executable.path, Self.spec, out.path])
        #expect(result.status == 1)
        #expect(result.stderr == "boxrender: \(out.path): cannot write: File too large\n")
        #expect(try Self.leftovers(in: folder, besides: []).isEmpty)
    }

    /// A signal while the picture's temporary file exists. The run is held
    /// there for sure: its frames go to a FIFO no one reads, and devices and
    /// pipes are written (and so opened, which blocks) after every file is
    /// staged.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGXCPU])
    func aSignalWhileStagedRemovesTheTemporaryFile(signal: Int32) throws {
        let folder = try CLIRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out.png")
        let old = Data("the old picture".utf8)
        try old.write(to: out)
        let fifo = folder.appendingPathComponent("frames")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = [Self.spec, "-o", out.path, "--frames", fifo.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the picture is staged.
        var staged = false
        for _ in 0..<600 where !staged {
            usleep(50_000)
            staged = try Self.leftovers(in: folder, besides: ["out.png", "frames"]).count == 1
        }
        #expect(staged)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(try Data(contentsOf: out) == old)
        #expect(try Self.leftovers(in: folder, besides: ["out.png", "frames"]).isEmpty)
    }
}
