import BoxRender
import Testing

/// `.boxrender-manifest.json` written by the one JSON writer (one output a
/// line, byte for byte as before) and read back by `JSONParser`: strict
/// JSON, or the manifest is refused as not one, never half read.
struct ManifestJSONTests {
    static let folder = ConfinedFolder("/out")
    static let notAManifest =
        "not a boxrender manifest (JSON with an \"outputs\" object); remove it to start anew"

    static let manifest = OutputManifest(
        outputs: [
            "b/c.svg": .init(
                made: "h1 h2", spec: "../c.json", scale: 2,
                warnings: [.init(kind: "offCanvas", path: "root", message: "a \"quoted\" \u{1}\u{8}/é")],
                moreWarnings: 1),
            "a.png": .init(made: "x y"),
            "d.png": .init(made: "x y", spec: "../d.json", warnings: []),
        ],
        libraries: ["pango": "1.50.12", "cairo": "1.16.0"])

    @Test func aManifestIsWrittenOneOutputALine() throws {
        #expect(
            Self.manifest.json == #"""
                { "version": 2,
                  "libraries": { "cairo": "1.16.0", "pango": "1.50.12" },
                  "outputs": {
                    "a.png": { "made": "x y" },
                    "b/c.svg": { "made": "h1 h2", "spec": "../c.json", "scale": 2, "warnings": [{ "kind": "offCanvas", "path": "root", "message": "a \"quoted\" \u0001\u0008/é" }], "moreWarnings": 1 },
                    "d.png": { "made": "x y", "spec": "../d.json", "scale": 0, "warnings": [] }
                  } }

                """#)
        #expect(OutputManifest().json == "{ \"version\": 2,\n  \"outputs\": {\n\n  } }\n")
        #expect(try OutputManifest.parse(Array(Self.manifest.json.utf8), folder: Self.folder) == Self.manifest)
        #expect(try OutputManifest.parse(Array(OutputManifest().json.utf8), folder: Self.folder) == OutputManifest())
    }

    @Test func aManifestIsReadAsStrictJSON() throws {
        func reason(_ text: String) -> String {
            do {
                _ = try OutputManifest.parse(Array(text.utf8), folder: Self.folder)
                return "read"
            } catch {
                return error.description
            }
        }
        let entryRefused = "the output `a.png` is not one boxrender writes, or its entry is not one"
        // A byte order mark, whole numbers however spelled, and unknown keys are read.
        #expect(reason("\u{FEFF}" + #"{"outputs": {"a.png": "x y"}}"#) == "read")
        #expect(reason(#"{"x": [1], "outputs": {"a.png": {"made": "x", "spec": "s", "scale": 2.0}}}"#) == "read")
        // Duplicate keys, trailing commas, comments, and JSON nested past the parser's depth are not.
        #expect(reason(#"{"outputs": {"a.png": "x y", "a.png": "z w"}}"#) == Self.notAManifest)
        #expect(reason(#"{"outputs": {"a.png": "x y",}}"#) == Self.notAManifest)
        #expect(reason(#"{"outputs": {}} // kept"#) == Self.notAManifest)
        // A flood of tiny values (a 64 MiB file could hold 33 million) past its cap.
        let flood = Array(repeating: "0", count: OutputManifest.maximumValues).joined(separator: ",")
        #expect(
            reason(#"{"outputs": {}, "junk": [\#(flood)]}"#)
                == "the manifest holds more than 4000000 JSON values; remove it to start anew")
        #expect(reason(#"{"outputs": {}, "junk": [\#(flood.dropLast(8))]}"#) == "read")
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(reason(#"{"outputs": {}, "deep": \#(deep)}"#) == Self.notAManifest)
        // A boolean is no number, and `null` is no member left out.
        #expect(reason(#"{"outputs": {"a.png": {"made": "x", "spec": "s", "scale": true}}}"#) == entryRefused)
        #expect(reason(#"{"outputs": {"a.png": {"made": "x", "spec": null}}}"#) == entryRefused)
        #expect(reason(#"{"outputs": {"a.png": {"made": "x", "warnings": [], "moreWarnings": 1.5}}}"#) == entryRefused)
        #expect(reason(#"{"outputs": {"a.png": "x"}, "libraries": null}"#).hasPrefix(#"its "libraries" is not"#))
        // Not UTF-8 (UTF-16 included): not JSON.
        #expect(
            (try? OutputManifest.parse(
                Array(#"{"outputs": {}}"#.utf16).flatMap { [UInt8($0), 0] }, folder: Self.folder))
                == nil)
    }
}
