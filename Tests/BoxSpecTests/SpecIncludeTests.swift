import BoxModel
import Foundation
import Testing

@testable import BoxSpec

/// `include` (spec-format §8): templates, params and variants shared from
/// other files, sandboxed like pictures, cycles refused.
@Suite struct SpecIncludeTests {
    /// Writes `files` (name → text) into a fresh folder and loads `spec.yaml` from it.
    private func load(_ files: [String: String], options: DecodeOptions = DecodeOptions()) throws -> (
        SpecSource, String
    ) {
        let folder = try makeTemporaryDirectory()
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let spec = folder + "/spec.yaml"
        let bytes = Array(try String(contentsOfFile: spec, encoding: .utf8).utf8)
        do {
            return (
                try SpecSource.load(
                    bytes: bytes, format: .yaml, sourcePath: spec, baseDirectory: folder, options: options), folder
            )
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// The problems loading and decoding fail with, folder names taken out.
    private func errors(_ files: [String: String]) -> String {
        let folder: String
        do {
            folder = try makeTemporaryDirectory()
            for (name, text) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            return "setup failed: \(error)"
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SpecDecoder.decode(fileAt: folder + "/spec.yaml")
            return "no error"
        } catch {
            return "\(error)".replacingOccurrences(of: folder + "/", with: "")
        }
    }

    @Test func includedTemplatesAndParamsMergeAndTheSpecsOwnWin() throws {
        let (source, folder) = try load([
            "shared/theme.yaml": """
            params: { fg: "#FF0000", title: Shared }
            templates:
              row: { type: styledLine, left: "${title}", textColor: "${fg}", size: [304, 44] }
              other: { size: [1, 1] }
            """,
            "spec.yaml": """
            include: [shared/theme.yaml]
            params: { title: Own }
            templates:
              other: { size: [2, 2] }
            root: { size: [304, 0], boxes: [ { use: row }, { use: other } ] }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(source.parameterNames == ["fg", "title"])
        #expect(source.includedFiles.map { ($0.path as NSString).lastPathComponent } == ["theme.yaml"])
        let spec = try source.decode()
        let written = try decode(
            #"""
            { "root": { "size": [304, 0], "boxes": [
                { "type": "styledLine", "left": "Own", "textColor": "#FF0000", "size": [304, 44] }, { "size": [2, 2] } ] } }
            """#)
        #expect(spec.tree == written.tree)
        #expect(!source.isIncludeFile)
    }

    @Test func eachFilesVariantsAreOneAxis() throws {
        let (source, folder) = try load([
            "themes.yaml": """
            params: { bg: white }
            variants: [ { $name: light }, { $name: dark, bg: black } ]
            """,
            "langs.yaml": """
            params: { lang: en }
            variants: [ { lang: en }, { lang: de } ]
            """,
            "both.yaml": "include: [themes.yaml, langs.yaml]\n",
            // themes.yaml twice (directly and through both.yaml): still one axis.
            "spec.yaml": "include: [themes.yaml, both.yaml]\nroot: { size: [1, 1] }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(source.variants.map(\.suffix) == ["-light-en", "-light-de", "-dark-en", "-dark-de"])
        #expect(source.variants[3].parameters == ["bg": .text("black"), "lang": .text("de")])
    }

    @Test func anIncludeFileIsKnownByItsKeys() throws {
        let (source, folder) = try load(["spec.yaml": "params: { a: 1 }\nvariants: [ { a: 2 } ]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(source.isIncludeFile)
    }

    @Test func cyclesAreRefusedWithTheChain() {
        #expect(
            errors([
                "a.yaml": "include: [b.yaml]\n", "b.yaml": "include: [a.yaml]\n",
                "spec.yaml": "include: [a.yaml]\nroot: { size: [1, 1] }\n",
            ]) == "b.yaml:1:11: include[0]: include cycle: a.yaml → b.yaml → a.yaml")
        #expect(
            errors(["spec.yaml": "include: [spec.yaml]\nroot: { size: [1, 1] }\n"]).hasSuffix(
                "spec.yaml:1:11: include[0]: include cycle: spec.yaml → spec.yaml"))
    }

    @Test func pathsAreSandboxedLikePictures() {
        #expect(
            errors(["spec.yaml": "include: [../x.yaml, /etc/passwd, nope.yaml, 3]\nroot: { size: [1, 1] }\n"]) == """
                spec.yaml:1:11: include[0]: the path climbs out of the spec's folder with `..`: put the file in the \
                spec's folder or an --asset-dir, or pass --allow-any-path
                spec.yaml:1:22: include[1]: absolute include paths are refused: put the file in the spec's folder \
                or an --asset-dir, or pass --allow-any-path
                spec.yaml:1:35: include[2]: include file not found: nope.yaml
                spec.yaml:1:46: include[3]: expected a file name, found a number
                """)
    }

    @Test func anIncludedFilesProblemsNameThatFile() {
        #expect(
            errors([
                "theme.yaml": "params: { a: 1 }\nroot: { size: [1, 1] }\nvariants: [ { b: 2 } ]\n",
                "spec.yaml": "include: [theme.yaml]\nroot: { size: [1, 1] }\n",
            ]) == """
                theme.yaml:2:1: root: unknown key `root`
                theme.yaml:3:15: variants[0].b: unknown key `b`
                """)
        #expect(
            errors(["bad.yaml": "params: [\n", "spec.yaml": "include: [bad.yaml]\nroot: { size: [1, 1] }\n"])
                .hasPrefix("bad.yaml:"))
    }

    @Test func aFileIncludedManyTimesIsReadAndMergedOnce() throws {
        var templates = ""
        for index in 0..<200 { templates += "  t\(index): { size: [\(index), 1] }\n" }
        let many = Array(repeating: "big.yaml", count: 200).joined(separator: ", ")
        let (source, folder) = try load([
            "big.yaml": "params: { a: 1 }\ntemplates:\n" + templates,
            "spec.yaml": "include: [\(many)]\nroot: { use: t7 }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(source.includedFiles.count == 1)
        #expect(source.parameterNames == ["a"])
        #expect(try source.decode().tree[0].size == Size(width: 7, height: 1))
    }

    @Test func twoNamesOfOneFileAreOneAxis() throws {
        let (source, folder) = try load([
            "d.yaml": "params: { p: x }\nvariants: [ { p: x }, { p: y } ]\n",
            "b.yaml": "include: [d.yaml]\n", "c.yaml": "include: [./d.yaml]\n",
            "spec.yaml": "include: [b.yaml, c.yaml]\nroot: { size: [1, 1] }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(source.variants.map(\.suffix) == ["-x", "-y"])
        // b.yaml, c.yaml, and d.yaml once under its two names.
        #expect(source.includedFiles.count == 3)
    }

    @Test func oneVariantsListIsCappedToo() {
        let entries = (0...1000).map { "{ $name: v\($0) }" }.joined(separator: ", ")
        #expect(
            errors(["spec.yaml": "params: { a: 1 }\nvariants: [\(entries)]\nroot: { size: [1, 1] }\n"])
                == "spec.yaml:2:11: variants: 1001 variants, more than 1000")
    }

    @Test func aVariantsValueOfTheWrongKindNamesItsFile() {
        #expect(
            errors([
                "shared/t.yaml": "variants: [ { $name: a, rows: x } ]\n",
                "spec.yaml": "include: [shared/t.yaml]\nparams: { rows: 3 }\nroot: { size: [1, 1] }\n",
            ]) == "shared/t.yaml:1:31: variants[0].rows: `rows`'s default is a number, so a variant must give one "
                + "too, not a string")
    }

    @Test func paramsMayNotReferToParamsAndNamesMustBeReferable() {
        #expect(
            errors(["spec.yaml": "params: { a: \"#FF0000\", b: \"${a}\", \"my theme\": 1 }\nroot: { size: [1, 1] }\n"])
                == """
                spec.yaml:1:28: params.b: a parameter's value is used as it is written, so `${a}` here would stay \
                text: give the value itself
                spec.yaml:1:36: params["my theme"]: `my theme` cannot be a parameter name: `${…}` names are made of \
                letters, digits, `_`, `.` and `-`
                """)
    }

    @Test func anIncludeThatLinksOutIsRefused() throws {
        let outside = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "params: { a: 1 }\n".write(toFile: outside + "/secret.yaml", atomically: true, encoding: .utf8)
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/inc.yaml", withDestinationPath: outside + "/secret.yaml")
        try "include: [inc.yaml]\nroot: { size: [1, 1] }\n".write(
            toFile: folder + "/spec.yaml", atomically: true, encoding: .utf8)
        do {
            _ = try SpecDecoder.decode(fileAt: folder + "/spec.yaml")
            Issue.record("an include leading out of the spec's folder was read")
        } catch {
            #expect("\(error)".contains("inc.yaml is a symbolic link to "))
            #expect("\(error)".contains("outside the spec's folder and the --asset-dir folders"))
        }
    }
}
