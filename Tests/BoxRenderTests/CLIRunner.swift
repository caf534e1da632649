import Foundation
import Testing

/// Runs the built `boxrender` executable, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// The executable beside the test bundle (`swift build --build-tests` builds both).
    static let executable: URL = {
        let folder = Bundle.main.bundleURL
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("boxrender") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// - Parameter input: what the child reads on standard input (nothing when nil).
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = Watchdog(process)
        if let input {
            // Specs are small: the pipe's buffer takes them before the child reads.
            try stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        // Drain standard error on another thread while reading standard output,
        // so that neither pipe can fill up and block the child.
        let stderrBox = StderrBox()
        let reader = Thread { stderrBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        while !reader.isFinished { usleep(1000) }
        let stderrData = stderrBox.data
        return Result(
            status: process.terminationStatus, stdout: stdoutData,
            stderr: String(decoding: stderrData, as: UTF8.self) + watchdog.report())
    }

    /// How long one run may take before it counts as a hang: every run here
    /// takes well under a second, so this is far from any honest run.
    static let timeLimit: TimeInterval = 60

    /// Kills a child still running after `timeLimit`, so that a hang fails
    /// its test (status 9, and a line saying so) instead of stalling the suite.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var work: DispatchWorkItem?

        init(_ process: Process) {
            let work = DispatchWorkItem { [weak self, weak process] in
                guard let self, let process, process.isRunning else { return }
                self.lock.withLock { self.fired = true }
                kill(process.processIdentifier, SIGKILL)
            }
            self.work = work
            DispatchQueue.global().asyncAfter(deadline: .now() + CLIRunner.timeLimit, execute: work)
        }

        /// The child has exited (and been reaped): its pid may belong to
        /// another process from now on, so it must never be killed.
        func cancel() {
            work?.cancel()
        }

        /// A line for standard error when the run was killed.
        func report() -> String {
            lock.withLock { fired } ? "[killed: still running after \(Int(CLIRunner.timeLimit)) s]\n" : ""
        }
    }

    private final class StderrBox: @unchecked Sendable {
        var data = Data()
    }

    /// Runs `command` with `bash -c`, `arguments` as `$0`, `$1`, …: for a
    /// test that must set up the process (limits, signals) before boxrender starts.
    static func runShell(_ command: String, arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command] + arguments
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let watchdog = Watchdog(process)
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: Data(),
            stderr: String(decoding: stderr, as: UTF8.self) + watchdog.report())
    }

    /// The `--frames` file a run wrote: its canvas and its boxes, in paint order.
    static func frames(at path: String) throws -> (canvas: [String: Any], boxes: [[String: Any]]) {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let object = try #require(document as? [String: Any])
        return (try #require(object["canvas"] as? [String: Any]), try #require(object["boxes"] as? [[String: Any]]))
    }

    /// A fresh temporary folder for one test.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("boxrender-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
