import BoxRender
import Foundation
import XCTest

@testable import BoxRenderTesting

/// `assertRendering` inside an `XCTestCase` reports its failures through
/// XCTest, not Swift Testing. The failures are caught by overriding
/// `recordFailure`, where XCTest sends every `XCTFail`, so that this test can
/// check them instead of failing.
final class XCTestFailureTests: XCTestCase {
    /// The failures caught while `capturing`; after it, failures are the test's own.
    private var failures: [(message: String, line: Int)] = []
    private var capturing = true

    /// Two swatches of one size that differ in every pixel.
    static let blue = ##"{ "root": { "size": [20, 10], "backgroundColor": "#336699" } }"##
    static let red = ##"{ "root": { "size": [20, 10], "backgroundColor": "#993333" } }"##

    /// Goldens recorded when missing, in `folder`, with failures' pictures beside them.
    static func golden(in folder: URL) -> GoldenOptions {
        GoldenOptions(
            directory: folder.path, record: .missing, failureDirectory: folder.appendingPathComponent("failures").path)
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            failures.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAChangedTreeFailsThroughXCTest() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = Self.golden(in: folder)
        let (blue, red) = (Self.blue, Self.red)

        assertRendering(json: blue, named: "swatch", golden: golden)
        let recordLine = #line - 1
        var comparing = golden
        comparing.record = .never
        assertRendering(json: blue, named: "swatch", golden: comparing)
        // The red swatch stands for a later run, after the tree changed (`GoldenClaims`).
        GoldenClaims.forget(under: folder.path)
        assertRendering(json: red, named: "swatch", golden: comparing)
        let differLine = #line - 1

        capturing = false
        let caught = failures
        // XCTFail's own "failed - " comes before boxrender's message.
        XCTAssertEqual(caught.count, 2, "\(caught)")
        XCTAssertEqual(caught.first?.line, recordLine)
        XCTAssert(caught.first?.message.hasPrefix("failed - recorded \(folder.path)/swatch.png") == true, "\(caught)")
        XCTAssertEqual(caught.last?.line, differLine)
        XCTAssert(
            caught.last?.message.hasPrefix("failed - XCTestFailureTests-swatch: 200 pixels differ (limit 0") == true,
            "\(caught)")
    }

    func testRecordingAllPassesAnUnchangedGoldenAndFailsAChangedOne() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = Self.golden(in: folder)
        let (blue, red) = (Self.blue, Self.red)
        assertRendering(json: blue, named: "swatch", golden: golden)
        var all = golden
        all.record = .all
        assertRendering(json: blue, named: "swatch", golden: all)
        GoldenClaims.forget(under: folder.path)
        assertRendering(json: red, named: "swatch", golden: all)
        let changedLine = #line - 1

        capturing = false
        let caught = failures
        // The first recording, then only the changed picture's.
        XCTAssertEqual(caught.count, 2, "\(caught)")
        XCTAssertEqual(caught.last?.line, changedLine)
        XCTAssert(caught.last?.message.hasPrefix("failed - recorded \(folder.path)/swatch.png") == true, "\(caught)")
    }
}
