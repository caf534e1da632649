import ArgumentParser

/// The `boxrender` executable. Rendering a spec needs no subcommand name
/// (`boxrender spec.json -o out.png`), so the first argument picks a named
/// command when it is one and otherwise everything goes to `RenderCommand`.
@main
enum Boxrender {
    /// Commands reached by name, as `boxrender NAME …`.
    static let namedCommands: [String: any ParsableCommand.Type] = [
        "fonts": FontsCommand.self, "diff": DiffCommand.self,
    ]

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
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
            for line in failure.lines {
                printError(line)
            }
            exitProcess(failure.status)
        } catch {
            let code = command.exitCode(for: error)
            if code == .success {
                print(command.fullMessage(for: error))
                exitProcess(ExitStatus.done)
            }
            // One line for the problem and one for the usage, not the whole help.
            printError(command.message(for: error))
            let name = command.configuration.commandName ?? "boxrender"
            printError("usage: \(command.usageString()); see `\(name) --help`")
            exitProcess(code == .validationFailure ? ExitStatus.usage : ExitStatus.internalError)
        }
    }
}
