import Foundation
import Mush
import Testing

/// Every input in `Fuzz/Corpus/MushFuzzer/` goes through MushFuzzer's check in
/// every test run: parsing gives runs no longer than the markup (markers are
/// only ever removed) or throws a `MushError`.
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus/MushFuzzer").standardized

    @Test func everyInputParsesIntoRunsNoLongerThanTheMarkup() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(names.count > 100)
        for name in names {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let text = String(decoding: data, as: UTF8.self)
            guard let runs = try? Mush.parse(text) else { continue }
            let length = runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
            #expect(length <= text.unicodeScalars.count, "\(name)")
        }
    }
}
