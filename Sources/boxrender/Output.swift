import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a result file atomically; a failure is the user's to fix (exit 1).
func writeOutput(_ bytes: [UInt8], to path: String) throws {
    do {
        try AtomicFile.write(bytes, to: path)
    } catch {
        throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
    }
}

/// Writes the picture to standard output, for `-o -`.
func writeStandardOutput(_ bytes: [UInt8]) throws {
    guard writeAll(bytes, to: STDOUT_FILENO) else {
        throw CLIFailure(status: ExitStatus.badInput, lines: ["standard output: cannot write the picture"])
    }
}
