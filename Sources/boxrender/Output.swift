import BoxFiles
import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a result file atomically; a failure is the user's to fix (exit 1).
func writeOutput(_ bytes: [UInt8], to path: String) throws {
    try stageOutput(bytes, for: path).commitOutput()
}

/// Stages a result file (see `AtomicFile.stage`), mapping failures to exit 1.
func stageOutput(_ bytes: [UInt8], for path: String) throws -> AtomicFile.Staged {
    do {
        return try AtomicFile.stage(bytes, for: path)
    } catch {
        throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
    }
}

extension AtomicFile.Staged {
    /// Commits, mapping a failure to exit 1.
    func commitOutput() throws {
        do {
            try commit()
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
    }
}

/// Writes the picture to standard output, for `-o -`.
func writeStandardOutput(_ bytes: [UInt8]) throws {
    guard FileDescriptor.writeAll(bytes, to: STDOUT_FILENO) else {
        let reason = String(cString: strerror(errno))
        throw CLIFailure(status: ExitStatus.badInput, lines: ["standard output: cannot write the picture: \(reason)"])
    }
}
