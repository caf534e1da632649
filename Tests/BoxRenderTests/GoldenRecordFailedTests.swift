import BoxCairo
import BoxPNG
import BoxPixels
import BoxRender
import Foundation
import Testing

@testable import BoxRenderTesting

/// `BOXRENDER_RECORD`'s values are swift-snapshot-testing's, and one that is
/// none of them fails every assertion rather than meaning "never".
@Suite struct GoldenRecordModeTests {
    @Test(arguments: ["1", "yes", "ALL", "true", "record"])
    func aValueThatIsNoModeIsAProblemNamingTheModes(value: String) {
        #expect(
            RecordMode.problem(withEnvironmentValue: value)
                == "BOXRENDER_RECORD=\(value) is not a record mode; use one of never, missing, failed, all "
                + "(or leave it unset to compare)")
    }

    @Test(arguments: [String?.none, "", "never", "missing", "failed", "all"])
    func theModesAndUnsetAreNoProblem(value: String?) {
        #expect(RecordMode.problem(withEnvironmentValue: value) == nil)
    }

    @Test func failedIsAMode() {
        #expect(RecordMode(environmentValue: "failed") == .failed)
    }

    private func png(_ fill: (UInt8, UInt8, UInt8, UInt8)) throws -> [UInt8] {
        try PNGCodec.encode(try RGBAImage(width: 4, height: 3, fill: fill))
    }

    /// `failed` rewrites a golden that fails the comparison and leaves one within the tolerance.
    @Test func failedRewritesOnlyWhatFails() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        let stored = try png((1, 2, 3, 255))
        try Data(stored).write(to: URL(fileURLWithPath: golden))
        let check = GoldenCheck(record: .failed, failureDirectory: folder.appendingPathComponent("failures").path)
        // One step of blue is within the default threshold: passes, untouched.
        #expect(check.check(png: try png((1, 2, 4, 255)), goldenPath: golden, name: "g") == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(stored))
        let red = try png((200, 0, 0, 255))
        #expect(
            check.check(png: red, goldenPath: golden, name: "g")
                == "recorded \(golden); look at it, then run again without BOXRENDER_RECORD")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(red))
        let missing = folder.appendingPathComponent("new.png").path
        #expect(check.check(png: red, goldenPath: missing, name: "new")?.hasPrefix("recorded ") == true)
    }
}

/// Two assertions of one run drawing different pictures for one golden (a
/// parameterised test without `named:`) fail, naming both; the same picture twice is fine.
@Suite struct GoldenClaimTests {
    private static func card(_ colour: String) -> String {
        #"{ "root": { "size": [20, 10], "backgroundColor": "\#(colour)" } }"#
    }

    private func failure(_ colour: String, in folder: URL, site: String, record: RecordMode) -> String? {
        renderingFailure(
            named: "swatch", testFilePath: folder.appendingPathComponent("SwatchTests.swift").path,
            golden: GoldenOptions(directory: folder.path, record: record, failureDirectory: folder.path),
            site: site
        ) { renderer throws(BoxRenderError) in
            try renderer.prepare(
                renderer.decodeSpec(bytes: Array(Self.card(colour).utf8), format: .json, name: "swatch.json"))
        }
    }

    @Test func theSecondCaseOfAParameterisedTestFailsNamingBoth() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("swatch.png").path
        let first = failure("#336699", in: folder, site: "SwatchTests.swift:5", record: .all)
        #expect(first?.hasPrefix("recorded ") == true)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: golden))
        let second = failure("#993333", in: folder, site: "SwatchTests.swift:5", record: .all)
        #expect(
            second
                == "swatch: the assertions at SwatchTests.swift:5 and SwatchTests.swift:5 draw different pictures "
                + "for one golden, \(golden) (the same assertion: a parameterised test, each case needing its own "
                + "`named:`); give each its own name with `named:`")
        // The first case's golden is not written over.
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == recorded)
        // The same picture again, from anywhere, is no clash.
        #expect(failure("#336699", in: folder, site: "OtherTests.swift:9", record: .never) == nil)
    }

    @Test func twoAssertionsAtTwoPlacesAreBothNamed() throws {
        let folder = try CLIRunner.temporaryFolder()
        _ = failure("#336699", in: folder, site: "A.swift:1", record: .missing)
        let second = failure("#993333", in: folder, site: "B.swift:2", record: .never)
        #expect(second?.contains("the assertions at A.swift:1 and B.swift:2 draw different pictures") == true)
        #expect(second?.contains("(the same assertion") == false)
    }
}
