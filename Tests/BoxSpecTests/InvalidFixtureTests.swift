import BoxSpec
import Foundation
import Testing

/// Every spec in `Fixtures/invalid` fails with exactly the lines of the
/// `.expected` file beside it; `{dir}` there stands for the fixture folder.
struct InvalidFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/invalid").path

    static let specs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func fixturesArePresent() {
        #expect(Self.specs.count >= 5)
    }

    @Test(arguments: specs)
    func fixtureFailsAsExpected(name: String) throws {
        let path = Self.folder + "/" + name
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let expected = try String(contentsOfFile: Self.folder + "/" + stem + ".expected", encoding: .utf8)
            .replacingOccurrences(of: "{dir}", with: Self.folder)
            .trimmingCharacters(in: .newlines)
        var actual = "no error"
        do {
            _ = try SpecDecoder.decode(fileAt: path)
        } catch {
            // Each line starts with the file as it was named; the expectation names it without its folder.
            actual = error.errors.map { error in
                var relative = error
                relative.file = name
                return relative.description
            }.joined(separator: "\n")
        }
        #expect(actual == expected)
    }
}
