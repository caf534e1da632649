import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exit statuses of spec-format §10.
enum ExitStatus {
    static let done: Int32 = 0
    static let badInput: Int32 = 1
    static let usage: Int32 = 2
    static let difference: Int32 = 3
    static let internalError: Int32 = 4
}

/// A failure already worded for the user, with the status to exit with.
struct CLIFailure: Error {
    var status: Int32
    var lines: [String]
}

func printError(_ line: String) {
    let text = "boxrender: " + (line.hasSuffix("\n") ? line : line + "\n")
    _ = FileDescriptor.writeAll(Array(text.utf8), to: STDERR_FILENO)
}

func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
