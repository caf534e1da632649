import Foundation
import Testing

/// Every spec in `Fixtures/invalid/` through the CLI, as a user would run it
/// from that folder: exit status 1, exactly the lines of the `.expected` file
/// beside it (`{dir}/` there stands for the spec's folder, which a relative
/// spec path leaves out, and `{root}/` for the repository's), no output file,
/// no crash. A `.args` file beside a spec adds its words to the command line
/// (the limits' fixtures lower a limit instead of being enormous).
@Suite struct InvalidInputTests {
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.invalidFixtures))
    func failsWithItsMessageAndWritesNothing(_ name: String) throws {
        let folder = RepositoryPaths.invalidFixtures
        let stem = (name as NSString).deletingPathExtension
        let expected = try String(contentsOf: folder.appendingPathComponent("\(stem).expected"), encoding: .utf8)
            .replacingOccurrences(of: "{dir}/", with: "")
            .replacingOccurrences(of: "{root}/", with: RepositoryPaths.root.path + "/")
            .split(separator: "\n").map { "boxrender: \($0)" }
        let extra =
            (try? String(contentsOf: folder.appendingPathComponent("\(stem).args"), encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        let output = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        let result = try CLIRunner.run([name, "-o", output.path] + extra, in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").map(String.init) == expected)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theCorpusHoldsAtLeastEightyBadInputs() {
        // Issue 6: broken syntax, wrong types, limits, images, fonts, cycles, the sandbox, encodings.
        #expect(RepositoryPaths.specs(in: RepositoryPaths.invalidFixtures).count >= 80)
    }
}
