import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

/// Spec parameters through the CLI (issue 14): `variants` shared by an
/// include, `--matrix`, `--set` and `--scale` naming every file; includes
/// in the manifest; a variant that fails leaving no file changed.
struct BatchVariantTests {
    /// specs/card.yaml includes specs/shared/themes.yaml (light and dark,
    /// named by `$name`) and says hello in `lang`.
    static func specs() throws -> URL {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("specs")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try """
        params: { bg: "#FFFFFF" }
        variants: [ { $name: light }, { $name: dark, bg: "#000000" } ]
        """.write(to: folder.appendingPathComponent("shared/themes.yaml"), atomically: true, encoding: .utf8)
        try """
        include: [shared/themes.yaml]
        params: { lang: en, width: 40 }
        canvas: { width: "${width}", height: 30, background: "${bg}" }
        root: { type: line, size: ["${width}", 30], left: "${lang}" }
        """.write(to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The top-left pixel's red, green and blue of a PNG.
    static func corner(_ url: URL) throws -> [UInt8] {
        let image = try PNGCodec.decode(fileAt: url.path)
        let pixel = image[x: 0, y: 0]
        return [pixel.r, pixel.g, pixel.b]
    }

    @Test func variantsMatrixAndScalesNameEveryFile() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run([
            "render", specs.path, "--out-dir", out.path, "--scale", "1,2", "--matrix", "lang=en,de", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The include file is passed over, not failed.
        #expect(result.stderr.hasPrefix("rendered 1, unchanged 0, failed 0 in "))
        let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        #expect(
            written == [
                ".boxrender-manifest.json", "card-dark-de.png", "card-dark-de@2x.png", "card-dark-en.png",
                "card-dark-en@2x.png", "card-light-de.png", "card-light-de@2x.png", "card-light-en.png",
                "card-light-en@2x.png",
            ])
        #expect(try Self.corner(out.appendingPathComponent("card-dark-de.png")) == [0, 0, 0])
        #expect(try Self.corner(out.appendingPathComponent("card-light-en@2x.png")) == [255, 255, 255])
        #expect(try PNGCodec.decode(fileAt: out.appendingPathComponent("card-light-en@2x.png").path).width == 80)
        // Each file is what rendering the spec alone with the same values gives.
        let alone = out.deletingLastPathComponent().appendingPathComponent("alone.png")
        let single = try CLIRunner.run([
            specs.appendingPathComponent("card.yaml").path, "-o", alone.path, "--set", "bg=#000000", "--set",
            "lang=de",
        ])
        #expect(single.status == 0, "\(single.stderr)")
        #expect(try Data(contentsOf: alone) == Data(contentsOf: out.appendingPathComponent("card-dark-de.png")))
        let manifest = try String(contentsOf: out.appendingPathComponent(".boxrender-manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"card-dark-de@2x.png\": "))
        // --check knows the same eight files.
        let check = try CLIRunner.run([
            "render", specs.path, "--out-dir", out.path, "--scale", "1,2", "--matrix", "lang=en,de", "--check",
        ])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.hasPrefix("checked 1 specs: fresh 8, stale 0, missing 0, orphaned 0, failed 0"))
    }

    @Test func anIncludeIsAnInputAndItsChangeRendersAgain() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--quiet"]
        #expect(try CLIRunner.run(arguments).status == 0)
        let light = out.appendingPathComponent("card-light.png")
        let dark = out.appendingPathComponent("card-dark.png")
        let manifest = out.appendingPathComponent(".boxrender-manifest.json")
        let before = try [
            BatchCommandTests.stamp(light), BatchCommandTests.stamp(dark), BatchCommandTests.stamp(manifest),
        ]
        #expect(try CLIRunner.run(arguments).stderr.hasPrefix("rendered 0, unchanged 1, failed 0 in "))
        // Nothing changed, so not even the manifest is written again.
        #expect(try BatchCommandTests.stamp(manifest) == before[2])
        // The include changes the dark variant only: it is drawn again, the light file stays.
        let themes = specs.appendingPathComponent("shared/themes.yaml")
        try String(contentsOf: themes, encoding: .utf8).replacingOccurrences(of: "#000000", with: "#FF0000")
            .write(to: themes, atomically: true, encoding: .utf8)
        let again = try CLIRunner.run(arguments)
        #expect(again.stderr.hasPrefix("rendered 1, unchanged 0, failed 0 in "), "\(again.stderr)")
        #expect(try BatchCommandTests.stamp(light) == before[0])
        #expect(try BatchCommandTests.stamp(dark) != before[1])
        #expect(try Self.corner(dark) == [255, 0, 0])
        // A check against the old files finds the dark one stale.
        try String(contentsOf: themes, encoding: .utf8).replacingOccurrences(of: "#FF0000", with: "#00FF00")
            .write(to: themes, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 3)
        #expect(check.stderr.contains("stale \(out.path)/card-dark.png (from \(specs.path)/card.yaml): "))
    }

    @Test func aVariantThatFailsLeavesNoFileChanged() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--quiet"]
        #expect(try CLIRunner.run(arguments).status == 0)
        let light = out.appendingPathComponent("card-light.png")
        let before = try BatchCommandTests.stamp(light)
        // Now the light variant would change and the dark one cannot be drawn.
        let themes = specs.appendingPathComponent("shared/themes.yaml")
        try """
        params: { bg: "#FFFFFF" }
        variants: [ { $name: light, bg: "#EEEEEE" }, { $name: dark, bg: "not a colour" } ]
        """.write(to: themes, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains("canvas.background: "), "\(result.stderr)")
        #expect(try BatchCommandTests.stamp(light) == before)
        #expect(try Self.corner(light) == [255, 255, 255])
    }

    @Test func twoSpecsWritingOneFileAreAUsageError() throws {
        let specs = try Self.specs()
        try #"{"root": {"size": [5, 5]}}"#.write(
            to: specs.appendingPathComponent("card-dark.json"), atomically: true, encoding: .utf8)
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "boxrender: \(specs.path)/card-dark.json and \(specs.path)/card.yaml would both write card-dark.png\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func setAndMatrixMistakesAreClear() throws {
        let specs = try Self.specs()
        let spec = specs.appendingPathComponent("card.yaml").path
        let out = specs.deletingLastPathComponent().appendingPathComponent("x.png").path
        let unknown = try CLIRunner.run([spec, "-o", out, "--set", "thme=dark"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == "boxrender: \(spec): params: there is no parameter `thme` to set: its params are `bg`, `lang`, `width`\n"
        )
        let wrongKind = try CLIRunner.run([spec, "-o", out, "--set", "width=wide"])
        #expect(wrongKind.status == 1)
        #expect(wrongKind.stderr.contains("`width` is set to `wide`, but its default is a number: give a number"))
        let noEquals = try CLIRunner.run([spec, "-o", out, "--set", "theme"])
        #expect(noEquals.status == 2)
        #expect(noEquals.stderr.contains("--set takes NAME=VALUE, such as theme=dark, not theme"))
        let twice = try CLIRunner.run([
            "render", spec, "--out-dir", out, "--set", "lang=de", "--matrix", "lang=en,fr",
        ])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("`lang` is given more than once by --matrix and --set: give it once"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The example of Docs/Guides/DocumentationPictures.md, as the guide shows it.
    @Test func theGuidesExampleDrawsTwelvePictures() throws {
        let readme = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Docs/Guides/DocumentationPictures.md"),
            encoding: .utf8)
        func block(startingWith marker: String) -> String? {
            guard let start = readme.range(of: "```yaml\n" + marker),
                let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
            else { return nil }
            return String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        }
        let themes = try #require(block(startingWith: "# shared/themes.yaml"))
        let settings = try #require(block(startingWith: "# settings.yaml"))
        let folder = try CLIRunner.temporaryFolder()
        let boxes = folder.appendingPathComponent("Docs/Boxes")
        try FileManager.default.createDirectory(
            at: boxes.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try themes.write(to: boxes.appendingPathComponent("shared/themes.yaml"), atomically: true, encoding: .utf8)
        try settings.write(to: boxes.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(
            ["render", "Docs/Boxes", "--out-dir", "Docs/Images", "--scale", "1,2,3", "--matrix", "lang=en,de"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Docs/Images").path
        ).filter { $0.hasSuffix(".png") }
        #expect(written.count == 12)
        #expect(written.contains("settings-dark-de@3x.png"))
    }

    @Test func matrixAndSetMustNameParametersTheVariantsLeaveAlone() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let undeclared = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--matrix", "lnag=en,de"])
        #expect(undeclared.status == 1)
        #expect(undeclared.stderr.contains("card.yaml: params: there is no parameter `lnag` to set: its params are "))
        let taken = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--set", "bg=#FF0000"])
        #expect(taken.status == 1)
        #expect(
            taken.stderr.contains(
                "card.yaml: variants: the spec's variants set `bg`, so --set cannot: leave it to the variants"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("card-light.png").path))
    }

    @Test func aClashBetweenShardsIsFoundByEveryShard() throws {
        let specs = try Self.specs()
        try #"{"root": {"size": [5, 5]}}"#.write(
            to: specs.appendingPathComponent("card-dark.json"), atomically: true, encoding: .utf8)
        for shard in ["1/2", "2/2"] {
            let out = specs.deletingLastPathComponent().appendingPathComponent("out")
            let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--shard", shard])
            #expect(result.status == 2, "shard \(shard)")
            #expect(result.stderr.contains("would both write card-dark.png"))
        }
    }

    @Test func renderRemovesTheOutputsNoSpecMakesNow() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        // The dark variant is taken out; a file of the user's own stays.
        try """
        params: { bg: "#FFFFFF" }
        variants: [ { $name: light } ]
        """.write(to: specs.appendingPathComponent("shared/themes.yaml"), atomically: true, encoding: .utf8)
        try Data([1, 2, 3]).write(to: out.appendingPathComponent("mine.png"))
        let again = try CLIRunner.run(["render", specs.path, "--out-dir", out.path])
        #expect(again.status == 0)
        #expect(again.stderr.contains("removed \(out.path)/card-dark.png: no spec makes it now"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("card-dark.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("mine.png").path))
        let manifest = try String(contentsOf: out.appendingPathComponent(".boxrender-manifest.json"), encoding: .utf8)
        #expect(!manifest.contains("card-dark.png"))
        // What is left is exactly what the specs make.
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func aWalkedIncludeFileIsNotReadOnItsOwn() throws {
        let specs = try Self.specs()
        // themes.yaml now includes a file named from the spec's folder, as includes are at every depth,
        // and sets `lang`, which only the spec declares: it works from card.yaml, not on its own.
        try "params: { fg: \"#000000\" }\n".write(
            to: specs.appendingPathComponent("shared/colours.yaml"), atomically: true, encoding: .utf8)
        try """
        include: [shared/colours.yaml]
        params: { bg: "#FFFFFF" }
        variants: [ { $name: light, lang: en }, { $name: dark, bg: "#000000", lang: de } ]
        """.write(to: specs.appendingPathComponent("shared/themes.yaml"), atomically: true, encoding: .utf8)
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("rendered 1, unchanged 0, failed 0 in "))
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(written.sorted() == ["card-dark.png", "card-light.png"])
    }
}
