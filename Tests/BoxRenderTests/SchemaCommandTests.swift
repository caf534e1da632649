import Foundation
import Testing

/// `boxrender schema`: the spec format's JSON Schema on standard output, or
/// written atomically with `-o`.
@Suite struct SchemaCommandTests {
    @Test func printsTheSchemaAndWritesTheSameBytesWithO() throws {
        let printed = try CLIRunner.run(["schema"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stderr.isEmpty)
        let schema = try #require(try JSONSerialization.jsonObject(with: printed.stdout) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["$defs"] as? [String: Any])?["lineNode"] != nil)

        let file = try CLIRunner.temporaryFolder().appendingPathComponent("boxrender.schema.json")
        let written = try CLIRunner.run(["schema", "-o", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(try Data(contentsOf: file) == printed.stdout)
        #expect(try CLIRunner.run(["schema", "-o", "-"]).stdout == printed.stdout)
    }

    @Test func anUnexpectedArgumentIsAUsageError() throws {
        let result = try CLIRunner.run(["schema", "spec.json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnwritableOutputExitsOne() throws {
        let result = try CLIRunner.run(["schema", "-o", "/nonexistent-folder/boxrender.schema.json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }
}
