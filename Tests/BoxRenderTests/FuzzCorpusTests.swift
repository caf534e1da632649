import BoxRender
import Foundation
import Testing

/// Every input in `Fuzz/Corpus/SpecFuzzer/` (hand-made seeds, the coverage-
/// minimised corpus of the fuzzing runs, and findings once fixed) goes through
/// what SpecFuzzer runs, in every test run: a fixed finding that comes back
/// fails here, not only under `Scripts/fuzz.sh`.
@Suite struct FuzzCorpusTests {
    static let corpus = RepositoryPaths.root.appendingPathComponent("Fuzz/Corpus/SpecFuzzer")

    /// JSON when the input starts with `{`, YAML otherwise, as SpecFuzzer
    /// decides; decoding and layout either succeed or report a bad input.
    @Test func everyInputDecodesOrIsRefusedCleanly() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(names.count > 100)
        let renderer = Renderer()
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            let format: SpecTextFormat = bytes.first == UInt8(ascii: "{") ? .json : .yaml
            do {
                _ = try renderer.prepare(specBytes: bytes, format: format, name: name)
            } catch .internal(let message) {
                Issue.record("\(name): internal error: \(message)")
            } catch {
                // A refused spec is the expected outcome for most inputs.
            }
        }
    }
}
