import ArgumentParser
import BoxFiles
import BoxRender
import Foundation

/// The `boxrender` executable. Rendering a spec needs no subcommand name
/// (`boxrender spec.json -o out.png`), so the first argument picks a named
/// command when it is one and otherwise everything goes to `RenderCommand`.
@main
enum Boxrender {
    /// Commands reached by name, as `boxrender NAME …`.
    static let namedCommands: [String: any ParsableCommand.Type] = [
        "fonts": FontsCommand.self, "diff": DiffCommand.self, "render": BatchCommand.self, "merge": MergeCommand.self,
        "schema": SchemaCommand.self,
    ]

    static func main() {
        // Run from a release bundle: its fonts and libthai's dictionary (its
        // libraries come by the run path, $ORIGIN/../lib), before anything draws.
        if let bundle = ReleaseBundle.rootOfRunningExecutable() { ReleaseBundle.activate(root: bundle) }
        // All of this program's text is boxrender's, which has its own fonts.
        FontLibrary.useEmptySystemConfiguration()
        // No temporary file outlives a signal; a closed pipe or `ulimit -f` is a reported write error.
        AtomicFile.installSignalHandlers()
        MallocTuning.apply()
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            print(VersionReport.text, terminator: "")
            exitProcess(ExitStatus.done)
        }
        var command: any ParsableCommand.Type = RenderCommand.self
        if let first = arguments.first, let named = namedCommands[first] {
            command = named
            arguments.removeFirst()
        }
        run(command, arguments)
    }

    /// Parses and runs one command, mapping every failure to the exit statuses
    /// of the spec format (§10) instead of ArgumentParser's own codes.
    static func run(_ command: any ParsableCommand.Type, _ arguments: [String]) -> Never {
        do {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
            exitProcess(ExitStatus.done)
        } catch let failure as CLIFailure {
            report(ProblemReport(problems: failure.problems, status: failure.status))
        } catch {
            let code = command.exitCode(for: error)
            if code == .success {
                print(command.fullMessage(for: error))
                exitProcess(ExitStatus.done)
            }
            // One line for the problem and one for the usage, not the whole help.
            let name = command.configuration.commandName ?? "boxrender"
            // ArgumentParser wraps the usage; here it is one line, like every other.
            let usage = command.usageString().split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let lines = [command.message(for: error), "usage: \(usage); see `\(name) --help`"]
            let status = code == .validationFailure ? ExitStatus.usage : ExitStatus.internalError
            var failure = CLIFailure(status: status, lines: lines)
            if ErrorFormatOptions.askedByThisProcess { failure.problems.removeLast() }
            report(ProblemReport(problems: failure.problems, status: failure.status))
        }
    }

    /// Prints the problems (as lines, or as JSON with `--json-errors`, which is
    /// honoured even when the rest of the command line is wrong) and exits.
    private static func report(_ report: ProblemReport) -> Never {
        if ErrorFormatOptions.askedByThisProcess {
            printRaw(report.json + "\n")
        } else {
            for line in report.lines { printError(line) }
        }
        exitProcess(report.status)
    }
}
