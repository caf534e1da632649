import Foundation
import Testing

/// Every spec in `Fixtures/invalid/` through the CLI, as a user would run it
/// from that folder: exit status 1, exactly the lines of the `.expected` file
/// beside it (`{dir}/` there stands for the spec's folder, which a relative
/// spec path leaves out), no output file, no crash.
@Suite struct InvalidInputTests {
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.invalidFixtures))
    func failsWithItsMessageAndWritesNothing(_ name: String) throws {
        let folder = RepositoryPaths.invalidFixtures
        let stem = (name as NSString).deletingPathExtension
        let expected = try String(contentsOf: folder.appendingPathComponent("\(stem).expected"), encoding: .utf8)
            .replacingOccurrences(of: "{dir}/", with: "")
            .split(separator: "\n").map { "boxrender: \($0)" }
        let output = try CLIRunner.temporaryFolder().appendingPathComponent("out.png")
        let result = try CLIRunner.run([name, "-o", output.path], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").map(String.init) == expected)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func thereIsAFixtureForEveryStage() {
        // Syntax, decoding, image files and the canvas each fail in a different stage.
        #expect(RepositoryPaths.specs(in: RepositoryPaths.invalidFixtures).count >= 8)
    }
}
