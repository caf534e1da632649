import BoxRender
import Foundation
import Testing

/// Every input in `Fuzz/Corpus/SpecFuzzer/` (the fuzzer's findings once fixed,
/// and hand-made seeds) goes through what SpecFuzzer runs, in every test run:
/// a fixed finding that comes back fails here, not only under `Scripts/fuzz.sh`.
@Suite struct FuzzCorpusTests {
    static let corpus = RepositoryPaths.root.appendingPathComponent("Fuzz/Corpus/SpecFuzzer")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
    }

    /// JSON when the input starts with `{`, YAML otherwise, as SpecFuzzer
    /// decides; decoding and layout either succeed or report a bad input.
    @Test(arguments: inputs)
    func decodesOrRefusesCleanly(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        let format: SpecTextFormat = bytes.first == UInt8(ascii: "{") ? .json : .yaml
        do {
            _ = try Renderer().prepare(specBytes: bytes, format: format, name: name)
        } catch .internal(let message) {
            Issue.record("internal error: \(message)")
        } catch {
            // A refused spec is the expected outcome for most findings.
        }
    }

    @Test func theCorpusIsThere() {
        #expect(!Self.inputs.isEmpty)
    }
}
