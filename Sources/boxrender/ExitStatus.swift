import BoxFiles
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
    /// What went wrong, in the one error model of every stage (`SpecError`).
    var problems: [SpecError]

    init(status: Int32, problems: [SpecError]) {
        self.status = status
        self.problems = problems
    }

    /// Problems that are only a message: the output file, standard output, the diff's images.
    init(status: Int32, lines: [String]) {
        self.init(
            status: status, problems: lines.map { SpecError(file: "", path: "", line: 0, column: 0, message: $0) })
    }

    init(_ error: BoxRenderError) {
        switch error {
        case .input(let problems): self.init(status: ExitStatus.badInput, problems: problems)
        case .internal: self.init(status: ExitStatus.internalError, lines: error.lines)
        }
    }
}

func printError(_ line: String) {
    printRaw("boxrender: " + (line.hasSuffix("\n") ? line : line + "\n"))
}

/// Writes text to standard error as it is.
func printRaw(_ text: String) {
    _ = FileDescriptor.writeAll(Array(text.utf8), to: STDERR_FILENO)
}

func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
