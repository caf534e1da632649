import BoxPNG
import BoxRender
import Foundation
import Testing

/// The manifest's text, read back as it was written (found by ArtifactFuzzer:
/// an entry with a scale and no spec came back with scale 0), and the
/// committed fuzz corpus of manifests and reports replayed with its checks.
struct OutputManifestTests {
    static let folder = ConfinedFolder("/out")

    @Test func aScaleWithoutASpecReadsBackTheSame() throws {
        let text =
            #"{"outputs": {"a@2x.png": {"made": "x y", "scale": 2}, "b.png": {"made": "x y", "spec": "../b.json", "scale": 3}}}"#
        let parsed = try OutputManifest.parse(Array(text.utf8), folder: Self.folder)
        #expect(try OutputManifest.parse(Array(parsed.json.utf8), folder: Self.folder) == parsed)
    }

    @Test func theArtifactFuzzerCorpusKeepsItsProperties() throws {
        let corpus = RepositoryPaths.root.appendingPathComponent("Fuzz/Corpus/ArtifactFuzzer")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            guard let kind = bytes.first else { continue }
            let file = Array(bytes.dropFirst())
            switch kind % 3 {
            case 0:
                guard let parsed = try? OutputManifest.parse(file, folder: Self.folder) else { continue }
                #expect(try OutputManifest.parse(Array(parsed.json.utf8), folder: Self.folder) == parsed, "\(name)")
            case 1:
                guard let document = try? CheckReportDocument.decode(file) else { continue }
                #expect(try CheckReportDocument.decode(Array(JSONEncoder().encode(document))) == document, "\(name)")
            default:
                guard let reader = try? APNGReader(file, maximumFrames: 64),
                    reader.width * reader.height * max(1, reader.frameCount) <= 1 << 22
                else { continue }
                // A frame too damaged to decode is refused when compared, as the fuzzer allows.
                let compared = Result { try APNGComparison.compare(expected: reader, actual: reader) }
                if case .success(let found) = compared { #expect(found == nil, "\(name)") }
            }
        }
    }
}
