import Foundation
import Testing

/// Docs/Reference/CommandLine.md is written by hand, so these tests hold it
/// to the program: every flag ArgumentParser knows for every command, and
/// every exit status the CLI defines, must be on the page. A flag added
/// without a word on the page fails here.
@Suite struct CommandLineReferenceTests {
    static let page = RepositoryPaths.root.appendingPathComponent("Docs/Reference/CommandLine.md")

    /// The commands reached by name (`boxrender NAME …`); "" is `boxrender SPEC`.
    static let commands = ["", "render", "merge", "fonts", "diff", "schema"]

    /// Flags every command takes, described once at the top of the page.
    static let everywhere: Set<String> = ["--help", "-h", "--json-errors"]

    /// Each command's flags (`--out-dir`, `-j`), from ArgumentParser's own description of it.
    static func flags(of command: String) throws -> [String] {
        let result = try CLIRunner.run((command.isEmpty ? [] : [command]) + ["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let tool = try #require(json["command"] as? [String: Any])
        let arguments = tool["arguments"] as? [[String: Any]] ?? []
        return arguments.flatMap { argument -> [String] in
            let names = argument["names"] as? [[String: Any]] ?? []
            return names.compactMap { name in
                guard let text = name["name"] as? String, let kind = name["kind"] as? String else { return nil }
                return kind == "long" ? "--" + text : "-" + text
            }
        }
    }

    /// The text under the `## ` heading that names `boxrender NAME`, up to the next `## `.
    static func section(naming command: String, in page: String) -> String? {
        let parts = page.components(separatedBy: "\n## ")
        return parts.first { $0.split(separator: "\n").first?.contains("boxrender \(command)") == true }
    }

    /// The page without its fenced blocks: a flag only in the synopsis is not described.
    static func prose(of page: String) -> String {
        var inBlock = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                return false
            }
            return !inBlock
        }.joined(separator: "\n")
    }

    /// Whether `text` names `flag` as a whole word: `--max-text` is not in `--max-text-length`.
    static func names(_ flag: String, in text: String) -> Bool {
        let flagCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
        var rest = text[...]
        while let found = rest.range(of: flag) {
            let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
            if "` [(".contains(before), !flagCharacters.contains(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    @Test func everyFlagOfEveryCommandIsOnThePage() throws {
        let page = Self.prose(of: try String(contentsOf: Self.page, encoding: .utf8))
        let rootFlags = Set(try Self.flags(of: ""))
        for command in Self.commands {
            let flags = try Self.flags(of: command)
            #expect(flags.count > 1, "no flags read for `boxrender \(command)`")
            // Flags of one picture are spread over the page's sections; a named
            // command's own flags must be in its section, the ones it shares
            // with `boxrender SPEC` anywhere on the page, outside code blocks.
            var own: String?
            if !command.isEmpty {
                own = Self.section(naming: command, in: page)
                #expect(own != nil, "Docs/Reference/CommandLine.md has no section for `boxrender \(command)`")
            }
            for flag in flags where !Self.everywhere.contains(flag) {
                let text = own.flatMap { rootFlags.contains(flag) ? nil : $0 } ?? page
                #expect(
                    Self.names(flag, in: text),
                    "Docs/Reference/CommandLine.md does not describe \(flag) of `boxrender \(command)`")
            }
        }
        #expect(page.contains("Every command takes `--json-errors`"))
    }

    /// The whole-word match the test above relies on.
    @Test func aFlagIsNamedOnlyAsAWholeWord() {
        #expect(Self.names("--max-text-length", in: "see `--max-text-length N`"))
        #expect(!Self.names("--max-text", in: "see `--max-text-length N`"))
        #expect(!Self.names("-o", in: "a dash-option"))
        #expect(Self.names("-o", in: "write it with `-o -`"))
    }

    /// The commands `boxrender --help` shows are the ones this test knows.
    @Test func theHelpShowsNoOtherCommand() throws {
        let help = try CLIRunner.run(["--help"])
        let text = String(decoding: help.stdout, as: UTF8.self)
        let named = text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "boxrender"), index + 1 < words.count else { return nil }
            let next = String(words[index + 1])
            return next.allSatisfy(\.isLowercase) ? next : nil
        }
        #expect(!named.isEmpty)
        for name in named { #expect(Self.commands.contains(name), "`boxrender \(name)` is not in this test's list") }
    }

    /// Every status in Sources/boxrender/ExitStatus.swift has a row in the page's table.
    @Test func everyExitStatusHasARow() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let table = try #require(page.components(separatedBy: "\n## Exit statuses\n").last)
        let source = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Sources/boxrender/ExitStatus.swift"),
            encoding: .utf8)
        let statuses = source.split(separator: "\n").compactMap { line -> Int? in
            guard line.contains("static let"), line.contains(": Int32 = ") else { return nil }
            return Int(line.split(separator: "=").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        #expect(statuses.count >= 5)
        for status in statuses {
            #expect(table.contains("\n| \(status) |"), "no row for exit status \(status)")
        }
    }
}
