import BoxRender
import Foundation
import Testing

/// `report.json` written by the one JSON writer in the shape Foundation's
/// encoder first gave it (so reports stay byte-identical), read back by
/// `JSONParser`, and refused with a reason when it is not one boxrender wrote.
struct CheckReportJSONTests {
    static let document = CheckReportDocument(
        summary: "checked 3 specs: fresh 1, stale 1, missing 0, orphaned 0, failed 1",
        specs: 3,
        entries: [
            .init(status: "failed", spec: "specs/bad.json", detail: "unknown key `a\"b`"),
            .init(
                status: "stale", output: "dark/s1.png", spec: "specs/s1.json",
                detail: "3 pixels differ\u{8}\u{C}\u{1}é",
                pictures: .init(
                    expected: "e.png", difference: "d.png", actual: "a.png", differingPixels: 3, change: "c"),
                variant: "dark", warnings: [.init(kind: "offCanvas", path: "root", message: "m")], moreWarnings: 2),
            .init(status: "fresh", output: "s2.png", spec: "specs/s2.json", detail: "", variant: "", warnings: []),
        ])

    @Test func aReportIsWrittenAsFoundationFirstWroteIt() {
        #expect(
            Self.document.json == #"""
                {
                  "entries" : [
                    {
                      "detail" : "unknown key `a\"b`",
                      "spec" : "specs/bad.json",
                      "status" : "failed"
                    },
                    {
                      "detail" : "3 pixels differ\b\f\u0001é",
                      "moreWarnings" : 2,
                      "output" : "dark/s1.png",
                      "pictures" : {
                        "actual" : "a.png",
                        "change" : "c",
                        "difference" : "d.png",
                        "differingPixels" : 3,
                        "expected" : "e.png"
                      },
                      "spec" : "specs/s1.json",
                      "status" : "stale",
                      "variant" : "dark",
                      "warnings" : [
                        {
                          "kind" : "offCanvas",
                          "message" : "m",
                          "path" : "root"
                        }
                      ]
                    },
                    {
                      "detail" : "",
                      "output" : "s2.png",
                      "spec" : "specs/s2.json",
                      "status" : "fresh",
                      "variant" : "",
                      "warnings" : [

                      ]
                    }
                  ],
                  "specs" : 3,
                  "summary" : "checked 3 specs: fresh 1, stale 1, missing 0, orphaned 0, failed 1",
                  "version" : 1
                }

                """#)
        let empty = CheckReportDocument(summary: "", specs: 0, entries: [])
        #expect(
            empty.json
                == "{\n  \"entries\" : [\n\n  ],\n  \"specs\" : 0,\n  \"summary\" : \"\",\n  \"version\" : 1\n}\n")
    }

    /// What boxrender writes it reads back; so do tools using Foundation's decoder.
    @Test func aReportReadsBackAsWritten() throws {
        let bytes = Array(Self.document.json.utf8)
        #expect(try CheckReportDocument.decode(bytes) == Self.document)
        #expect(try CheckReportDocument.decode([0xEF, 0xBB, 0xBF] + bytes) == Self.document)
        #expect(try JSONDecoder().decode(CheckReportDocument.self, from: Data(bytes)) == Self.document)
        // Whole numbers however spelled; `null` for a member that may be left out.
        let spelled = try CheckReportDocument.decode(
            Array(
                #"{"version": 1.0, "summary": "", "specs": 1e1, "entries": [{"status": "s", "detail": "", "output": null}]}"#
                    .utf8))
        #expect(spelled.specs == 10 && spelled.entries == [.init(status: "s", detail: "")])
    }

    /// The fuzzer's property on its corpus: a report read is written and read back as itself.
    @Test func theCorpusReportsReadBackAsWritten() throws {
        let corpus = RepositoryPaths.root.appendingPathComponent("Fuzz/Corpus/ArtifactFuzzer")
        var read = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            guard let kind = bytes.first, kind % 3 == 1,
                let document = try? CheckReportDocument.decode(Array(bytes.dropFirst()))
            else { continue }
            #expect(try CheckReportDocument.decode(Array(document.json.utf8)) == document, "\(name)")
            read += 1
        }
        #expect(read > 0)
    }

    @Test func aReportThatIsNotOneBoxrenderWroteSaysWhy() {
        func reason(_ text: String) -> String {
            do {
                _ = try CheckReportDocument.decode(Array(text.utf8))
                return "read"
            } catch {
                return error.description
            }
        }
        let head = #""version": 1, "summary": "", "specs": 1"#
        let cases: [(String, String)] = [
            ("{", "not JSON"),
            ("", "not JSON"),
            (#"{\#(head), "entries": [],}"#, "not JSON"),
            (#"{\#(head), "entries": [], "specs": 2}"#, "not JSON"),
            (String(repeating: "[", count: 10_000), "not JSON"),
            ("[]", "not a JSON object"),
            (#"{"version": 1}"#, #"no "summary""#),
            (#"{\#(head)}"#, #"no "entries""#),
            (#"{\#(head), "entries": [{"detail": ""}]}"#, #"no "status""#),
            (#"{"version": null, "summary": "", "specs": 1, "entries": []}"#, "a wrong value at version"),
            (#"{"version": 1, "summary": "", "specs": 1.5, "entries": []}"#, "a wrong value at specs"),
            (#"{"version": 1, "summary": "", "specs": true, "entries": []}"#, "a wrong value at specs"),
            // Counts that adding two shards' reports could overflow, or that are below zero.
            (#"{"version": 1, "summary": "", "specs": 9e18, "entries": []}"#, "a wrong value at specs"),
            (#"{"version": 1, "summary": "", "specs": -5, "entries": []}"#, "a wrong value at specs"),
            (#"{\#(head), "entries": [1]}"#, "a wrong value at entries[0]"),
            (
                #"{\#(head), "entries": [{"status": "s", "detail": "", "pictures": {"expected": "e", "#
                    + #""difference": "d", "actual": "a", "differingPixels": "3"}}]}"#,
                "a wrong value at entries[0].pictures.differingPixels"
            ),
            (
                #"{\#(head), "entries": [{"status": "s", "detail": "", "pictures": {"expected": "e", "#
                    + #""difference": "d", "actual": "a", "differingPixels": -3}}]}"#,
                "a wrong value at entries[0].pictures.differingPixels"
            ),
            (#"[\#(Array(repeating: "0", count: 8_000_000).joined(separator: ","))]"#, "more than 8000000 JSON values"),
            (
                #"{\#(head), "entries": [{"status": "s", "detail": "", "warnings": [{"kind": "offCanvas"}]}]}"#,
                #"no "path""#
            ),
        ]
        for (text, expected) in cases {
            #expect(reason(text) == "not a report boxrender wrote (\(expected))", "\(text.prefix(80))")
        }
        #expect(
            reason(#"{"version": 2, "summary": "", "specs": 1, "entries": []}"#)
                == "a report of version 2; this boxrender reads version 1")
        #expect(
            reason(#"{\#(head), "entries": [{"status": "s", "detail": "", "moreWarnings": -1}]}"#)
                == "entry 0: a negative count of warnings")
    }
}
