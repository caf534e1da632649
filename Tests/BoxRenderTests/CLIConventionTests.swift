import BoxCairo
import BoxText
import Foundation
import Testing

/// What a command-line user expects of any tool (issue 22): `--version`,
/// `-q`, `--json-errors` on every command, and `render --variant` to draw
/// one variant of a docs set.
struct CLIConventionTests {
    @Test func versionNamesBoxrenderEveryLibraryAndTheFonts() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("boxrender ") == true)
        let names = lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(
            names == [
                "bundle:", "cairo", "pango", "harfbuzz", "fontconfig", "fribidi", "freetype", "pixman", "zlib", "fonts",
            ])
        // Built from source, boxrender uses the machine's libraries and fonts.
        #expect(lines.contains("bundle: no (system libraries)"))
        // The versions are the loaded libraries', as this process sees them too.
        for (name, version) in LibraryVersions.all {
            #expect(lines.contains("\(name) \(version)"), "\(name)")
            #expect(version != "not loaded", "\(name)")
        }
        #expect(lines.last?.range(of: #"^fonts [0-9a-f]{64} \([0-9]+ files\)$"#, options: .regularExpression) != nil)
    }

    @Test func qIsQuiet() throws {
        let specs = try BatchVariantTests.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("rendered 1, unchanged 0, failed 0 in "), "\(result.stderr)")
    }

    @Test(arguments: [
        ["render", "/nonexistent/specs", "--out-dir", "/tmp/out"],
        ["diff", "/nonexistent/a.png", "/nonexistent/b.png"],
        ["merge", "--out-dir", "/tmp/merged", "/nonexistent/shard"],
        ["fonts", "--font-dir", "/nonexistent/fonts"],
        ["schema", "--no-such-flag"],
    ])
    func everyCommandTakesJSONErrors(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments + ["--json-errors"])
        #expect(result.status != 0)
        #expect(!result.stderr.contains("Unknown option '--json-errors'"), "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
        #expect((json?["errors"] as? [Any])?.isEmpty == false, "\(result.stderr)")
    }

    @Test func variantDrawsOnlyThoseAndRemovesNothing() throws {
        let specs = try BatchVariantTests.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--matrix", "lang=en,de"]
        #expect(try CLIRunner.run(arguments).status == 0)
        let light = out.appendingPathComponent("card-light-de.png")
        let before = try Data(contentsOf: light)
        // The dark theme changes; only it is drawn, and the light ones stay.
        try String(contentsOf: specs.appendingPathComponent("shared/themes.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "#000000", with: "#102030")
            .write(to: specs.appendingPathComponent("shared/themes.yaml"), atomically: true, encoding: .utf8)
        let dark = try CLIRunner.run(arguments + ["--variant", "dark", "-q"])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stderr.hasPrefix("rendered 1, unchanged 0, failed 0 in "), "\(dark.stderr)")
        #expect(try BatchVariantTests.corner(out.appendingPathComponent("card-dark-de.png")) == [0x10, 0x20, 0x30])
        #expect(try Data(contentsOf: light) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.count == 4)
        // --check of one variant judges it alone: the light ones are not called orphaned.
        let check = try CLIRunner.run(arguments + ["--variant", "light", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func anUnknownVariantIsAUsageErrorNamingThoseThereAre() throws {
        let specs = try BatchVariantTests.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--variant", "drak"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--variant drak: no spec here has a variant of that name; theirs are dark, light"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("card-dark.png").path))
        let prune = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--variant", "dark", "--prune"])
        #expect(prune.status == 2)
        #expect(prune.stderr.contains("prune without --variant"))
    }

    /// After `--`, `--json-errors` is an input's name, not the flag: the
    /// problem is said in lines, as without it (the early read of the flag
    /// for a command line that does not parse stops there too).
    @Test func jsonErrorsAfterTheEndOfOptionsIsAName() throws {
        let named = try CLIRunner.run(["render", "missing.json", "--", "--json-errors"])
        #expect(named.status == 2)
        #expect(named.stderr.hasPrefix("boxrender: "), "\(named.stderr)")
        let asked = try CLIRunner.run(["render", "missing.json", "--json-errors"])
        #expect(asked.status == 2)
        #expect(asked.stderr.hasPrefix("{\"errors\":"), "\(asked.stderr)")
    }
}
