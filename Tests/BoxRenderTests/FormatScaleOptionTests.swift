import Foundation
import Testing

/// `--format` and `--scale` are declared once for `boxrender SPEC` (one
/// value each) and `boxrender render` (comma-separated lists) and read by
/// one rule each: these fail if the two commands' readings drift apart.
@Suite struct FormatScaleOptionTests {
    private let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path

    /// Runs `option` on the single-spec command and on the batch, each into
    /// a fresh folder.
    private func both(_ option: [String]) throws -> (single: CLIRunner.Result, list: CLIRunner.Result) {
        let folder = try CLIRunner.temporaryFolder()
        let single = try CLIRunner.run([fixture, "-o", folder.appendingPathComponent("one.png").path] + option)
        let list = try CLIRunner.run(
            ["render", fixture, "--out-dir", folder.appendingPathComponent("out").path] + option)
        return (single, list)
    }

    /// The problem a usage error names: its first line (the second is the usage).
    private func problem(_ result: CLIRunner.Result) -> String {
        result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test(arguments: [
        ["--scale", "4"], ["--scale", "0"], ["--scale", "x"], ["--scale", "2.5"], ["--scale", "2x"],
        ["--format", "jpg"], ["--format", "TIFF"],
    ])
    func aBadValueGetsTheSameMessageFromBothCommands(_ option: [String]) throws {
        let (single, list) = try both(option)
        #expect(single.status == 2 && list.status == 2, "\(single.stderr)\(list.stderr)")
        #expect(problem(single).hasPrefix("boxrender: \(option[0]) must be "), "\(single.stderr)")
        #expect(problem(single) == problem(list))
    }

    /// A list is its words, each read as the single command reads its value.
    @Test func aBadWordInAListGetsTheMessageOfThatWordAlone() throws {
        let alone = try both(["--scale", "4"]).single
        let inList = try both(["--scale", "1, 4"]).list
        #expect(problem(inList) == problem(alone))
        #expect(problem(try both(["--format", "png,jpg"]).list) == problem(try both(["--format", "jpg"]).single))
    }

    @Test(arguments: [["--scale", "2"], ["--scale", "+3"], ["--format", "SVG"], ["--format", "webp"]])
    func aGoodValueIsTakenByBothCommands(_ option: [String]) throws {
        let (single, list) = try both(option)
        #expect(single.status == 0, "\(single.stderr)")
        #expect(list.status == 0, "\(list.stderr)")
    }

    /// The usage line shows each option's value as the option's help does.
    @Test(arguments: [[], ["render"]])
    func theUsageNamesTheValuesTheHelpDoes(_ command: [String]) throws {
        let help = String(decoding: try CLIRunner.run(command + ["--help"]).stdout, as: UTF8.self)
        let usage = help.components(separatedBy: "USAGE: ").last ?? ""
        let format = try #require(usage.firstMatch(of: #/\[--format ([^\] ]+)\]/#)).1
        #expect(help.contains("--format <\(format)>"), "\(help)")
        if command.isEmpty { return }
        // The batch's lists say their values; the single command's scale is just N.
        let scale = try #require(usage.firstMatch(of: #/\[--scale ([^\] ]+)\]/#)).1
        #expect(help.contains("--scale <\(scale)>"), "\(help)")
    }

    /// `boxrender --help` lists the named commands each as its own help and
    /// its usage errors say it: one synopsis per command.
    @Test(arguments: ["fonts", "diff", "schema"])
    func theOverviewListsEachCommandsOwnSynopsis(_ name: String) throws {
        let own = String(decoding: try CLIRunner.run([name, "--help"]).stdout, as: UTF8.self)
        let synopsis = try #require(own.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }).dropFirst(7)
        let overview = String(decoding: try CLIRunner.run(["--help"]).stdout, as: UTF8.self)
        #expect(overview.contains("\n         \(synopsis)\n"), "\(overview)")
        let error = try CLIRunner.run([name, "--no-such-flag"])
        #expect(error.stderr.hasSuffix("boxrender: usage: \(synopsis); see `boxrender \(name) --help`\n"))
    }
}
