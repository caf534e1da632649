import BoxModel
import BoxSpec
import Foundation
import Testing

/// Whole files: every key to its exact model value, both formats, from disk.
struct SpecDecodingTests {
    @Test func everyKeyFromAJSONFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try EveryKeySpec.writeImages(into: directory)
        let path = directory + "/every-key.json"
        try Data(EveryKeySpec.json.utf8).write(to: URL(fileURLWithPath: path))
        let spec = try SpecDecoder.decode(fileAt: path)
        let expected = EveryKeySpec.expected(sourcePath: path, directory: directory)
        #expect(spec.canvas == expected.canvas)
        for index in 0..<max(spec.tree.count, expected.tree.count) where index < spec.tree.count {
            #expect(spec.tree[index] == expected.tree[index])
        }
        #expect(spec == expected)
    }

    /// The YAML spelling decodes to exactly the same `Spec` (bar the file name).
    @Test(arguments: ["every-key.yaml", "every-key.yml", "every-key.spec"])
    func yamlEquivalent(name: String) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try EveryKeySpec.writeImages(into: directory)
        let path = directory + "/" + name
        try Data(EveryKeySpec.yaml.utf8).write(to: URL(fileURLWithPath: path))
        let spec = try SpecDecoder.decode(fileAt: path)
        #expect(spec == EveryKeySpec.expected(sourcePath: path, directory: directory))
    }

    /// A name without a known extension is sniffed: `{` first means JSON.
    @Test func unknownExtensionStartingWithABraceIsJSON() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try EveryKeySpec.writeImages(into: directory)
        let path = directory + "/every-key.spec"
        try Data(("\n  " + EveryKeySpec.json).utf8).write(to: URL(fileURLWithPath: path))
        #expect(try SpecDecoder.decode(fileAt: path) == EveryKeySpec.expected(sourcePath: path, directory: directory))
    }

    @Test(arguments: [
        ("a.json", SpecFormat.json), ("a.JSON", .json), ("a.yaml", .yaml), ("dir.json/a.yml", .yaml),
        ("noext", .yaml),
    ])
    func formatFromExtension(path: String, expected: SpecFormat) {
        #expect(SpecFormat.detect(path: path, bytes: Array("{}".utf8)) == (path == "noext" ? .json : expected))
        #expect(SpecFormat.detect(path: path, bytes: Array("root: {}".utf8)) == expected)
    }

    @Test func missingFileHasNoPathOrLine() {
        let path = "/nonexistent-boxspec-dir/spec.json"
        #expect(throws: SpecErrors([SpecError(file: path, path: "", line: 0, column: 0, message: "no such file")])) {
            try SpecDecoder.decode(fileAt: path)
        }
        let errors = SpecErrors([SpecError(file: path, path: "", line: 0, column: 0, message: "no such file")])
        #expect(errors.description == "/nonexistent-boxspec-dir/spec.json: no such file")
    }

    @Test func directoryIsNotASpec() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(
            throws: SpecErrors([
                SpecError(
                    file: directory, path: "", line: 0, column: 0, message: "this is a directory, not a spec file")
            ])
        ) {
            try SpecDecoder.decode(fileAt: directory)
        }
    }

    @Test func canvasDefaults() throws {
        let spec = try decode(#"{"root": {}}"#)
        #expect(spec.canvas == CanvasSpec(width: nil, height: nil, scale: 1, background: nil))
        #expect(spec.sourcePath == "spec.json")
        #expect(spec.tree.count == 1)
        #expect(spec.tree[0] == BoxNode(path: "root"))
    }

    @Test func canvasAutoHeightAndNullBackground() throws {
        let spec = try decode(
            #"{"canvas": {"width": 375.5, "height": "auto", "scale": 3, "background": null}, "root": {}}"#)
        #expect(spec.canvas == CanvasSpec(width: 375.5, height: nil, scale: 3, background: nil))
    }

    @Test func relativeImagePathsUseTheBaseDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory + "/icon@3x.png"))
        let relative = try decodeRoot(#"{"image": "icon@3x.png"}"#, baseDirectory: directory)
        #expect(relative.style.image == BoxImage(source: ImageSource(path: directory + "/icon@3x.png", fileScale: 3)))
        // Absolute paths only when the caller allows any path (the CLI's --allow-any-path).
        let absolute = try decodeRoot(
            #"{"image": {"src": "\#(directory)/icon@3x.png", "contentMode": "center"}}"#,
            options: DecodeOptions(assets: .anyPath))
        #expect(
            absolute.style.image
                == BoxImage(source: ImageSource(path: directory + "/icon@3x.png", fileScale: 3), contentMode: .center))
    }
}
