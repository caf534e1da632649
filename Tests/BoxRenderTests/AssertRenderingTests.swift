import BoxRender
import Foundation
import Testing

@testable import BoxRenderTesting

/// `assertRendering` as a user meets it: goldens found beside the test file,
/// recorded on request, failing with a readable message otherwise.
@Suite struct AssertRenderingTests {
    private static let card = """
        { "root": { "size": [60, 40], "backgroundColor": "#336699", "cornerRadius": 6 } }
        """
    private static let redCard = """
        { "root": { "size": [60, 40], "backgroundColor": "#993333", "cornerRadius": 6 } }
        """

    /// Each assertion here stands for a test run of its own (record, then
    /// change, then compare), so the claims of earlier ones are forgotten:
    /// within one run, different pictures for one golden fail (`GoldenClaims`).
    private func options(_ folder: URL, record: RecordMode = .never) -> GoldenOptions {
        GoldenClaims.forget(under: folder.path)
        return GoldenOptions(
            directory: folder.appendingPathComponent("goldens").path, record: record,
            failureDirectory: folder.appendingPathComponent("failures").path)
    }

    @Test func recordsAMissingGoldenFailsOnceThenPasses() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("goldens/card.png").path
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        } matching: { issue in
            issue.isGoldenFailure {
                $0 == "recorded \(golden); look at it, then run again without BOXRENDER_RECORD"
            }
        }
        #expect(FileManager.default.fileExists(atPath: golden))
        // The versions of the libraries that drew it are recorded beside the goldens.
        let versions = try String(
            contentsOfFile: folder.appendingPathComponent("goldens/VERSIONS").path, encoding: .utf8)
        #expect(versions.hasPrefix("cairo "))
        assertRendering(json: Self.card, named: "card", golden: options(folder))
    }

    @Test func aChangedTreeFailsWithTheCountAndAPicture() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        let panel = folder.appendingPathComponent("failures/AssertRenderingTests-card.png").path
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "card", golden: options(folder))
        } matching: { issue in
            issue.isGoldenFailure {
                // 60×40 = 2400 pixels, less 6 outside the rounding in each corner,
                // which are clear in both, and 32 on the corners' curves, excused.
                $0.hasPrefix(
                    "AssertRenderingTests-card: 2344 pixels differ (limit 0; 32 anti-aliased pixels excused)")
                    && $0.contains("see \(panel) (expected | difference | actual)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: panel))
    }

    @Test func aMissingGoldenFailsWithoutRecording() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder))
        } matching: { issue in
            issue.isGoldenFailure { $0.hasPrefix("no golden at ") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/card.png").path))
    }

    @Test func aSpecThatCannotRenderFailsWithTheSpecsMessage() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: #"{ "root": { "sise": [1, 1] } }"#, named: "typo", golden: options(folder))
        } matching: { issue in
            issue.isGoldenFailure {
                $0.hasPrefix(
                    "typo: could not render: BoxRenderTests/AssertRenderingTests.swift (typo):1:13: root.sise:")
            }
        }
    }

    @Test func aSpecValueMatchesTheGoldenOfItsJSON() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        // The card as a `Spec` built in Swift.
        func card(_ rgb: UInt32) throws -> Spec {
            try Box(width: 60, height: 40).backgroundColor(Color(rgb: rgb)).cornerRadius(6).spec()
        }
        assertRendering(try card(0x336699), named: "card", golden: options(folder))
        let red = try card(0x993333)
        withKnownIssue {
            assertRendering(red, named: "card", golden: options(folder))
        } matching: { issue in
            issue.isGoldenFailure { $0.hasPrefix("AssertRenderingTests-card: 2344 pixels differ") }
        }
    }

    @Test func recordingAllRewritesAGoldenAndFails() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        let golden = folder.appendingPathComponent("goldens/card.png")
        let blue = try Data(contentsOf: golden)
        // `missing` leaves an existing golden alone and compares with it.
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "card", golden: options(folder, record: .missing))
        } matching: { issue in
            issue.isGoldenFailure { $0.contains("pixels differ") }
        }
        #expect(try Data(contentsOf: golden) == blue)
        // `all` replaces it, and still fails the test.
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "card", golden: options(folder, record: .all))
        } matching: { issue in
            issue.isGoldenFailure { $0.hasPrefix("recorded \(golden.path)") }
        }
        #expect(try Data(contentsOf: golden) != blue)
        assertRendering(json: Self.redCard, named: "card", golden: options(folder))
    }

    @Test func recordingAllLeavesAnUnchangedGoldenAloneAndPasses() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        withKnownIssue {
            assertRendering(json: Self.card, named: "other", golden: options(folder, record: .missing))
        }
        let card = folder.appendingPathComponent("goldens/card.png").path
        let other = folder.appendingPathComponent("goldens/other.png").path
        let before = try FileFingerprint(card)
        // Everything re-recorded: the card that did not change passes, its
        // golden untouched (same inode, modification time and bytes) …
        assertRendering(json: Self.card, named: "card", golden: options(folder, record: .all))
        #expect(try FileFingerprint(card) == before)
        // … and the one that changed is rewritten, failing its test.
        let otherBefore = try FileFingerprint(other)
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "other", golden: options(folder, record: .all))
        } matching: { issue in
            issue.isGoldenFailure { $0.hasPrefix("recorded \(other); look at it") }
        }
        #expect(try FileFingerprint(other) != otherBefore)
        assertRendering(json: Self.redCard, named: "other", golden: options(folder))
    }

    /// Swift Testing's headline for an issue is its kind ("… recorded an issue
    /// at AssertRenderingTests.swift:12:5: Caught error: …"): the failure is
    /// the issue's error, so the headline is the message, not "Issue recorded",
    /// and no comment repeats it underneath.
    @Test func theIssuesHeadlineIsTheMessage() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        let panel = folder.appendingPathComponent("failures/AssertRenderingTests-card.png").path
        let message =
            "AssertRenderingTests-card: 2344 pixels differ (limit 0; 32 anti-aliased pixels excused); "
            + "see \(panel) (expected | difference | actual)"
        let line = #line + 2
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "card", golden: options(folder))
        } matching: { issue in
            "\(issue.kind)" == "Caught error: \(message)"
                && issue.description == "Caught error: \(message) (error)"
                && issue.comments.isEmpty
                && issue.sourceLocation?.fileName == "AssertRenderingTests.swift"
                && issue.sourceLocation?.line == line
        }
    }

    @Test func theToleranceLetsSomePixelsDiffer() throws {
        let folder = try CLIRunner.temporaryFolder()
        withKnownIssue {
            assertRendering(json: Self.card, named: "card", golden: options(folder, record: .missing))
        }
        // 2344 pixels differ: a limit of 2344 passes, 2343 fails.
        var lenient = options(folder)
        lenient.maxDiffPixels = 2344
        assertRendering(json: Self.redCard, named: "card", golden: lenient)
        lenient.maxDiffPixels = 2343
        withKnownIssue {
            assertRendering(json: Self.redCard, named: "card", golden: lenient)
        } matching: { issue in
            issue.isGoldenFailure {
                $0.hasPrefix("AssertRenderingTests-card: 2344 pixels differ (limit 2343;")
            }
        }
        // A threshold of 1 (any colour distance is allowed) makes them match.
        var colourBlind = options(folder)
        colourBlind.threshold = 1
        assertRendering(json: Self.redCard, named: "card", golden: colourBlind)
    }

    @Test(arguments: [
        (String?.none, RecordMode.never), ("missing", .missing), ("all", .all), ("never", .never),
        ("ALL", .never), ("", .never), ("yes", .never),
    ])
    func theEnvironmentChoosesTheRecordMode(value: String?, mode: RecordMode) {
        #expect(RecordMode(environmentValue: value) == mode)
    }

    @Test func goldensDefaultToSnapshotsBesideTheTestFile() {
        let location = GoldenLocation(
            name: "card", testFilePath: "/pkg/Tests/AppTests/CardTests.swift", options: GoldenOptions(),
            environment: { $0 == "TMPDIR" ? "/var/tmp" : nil })
        #expect(location.goldenPath == "/pkg/Tests/AppTests/__Snapshots__/CardTests/card.png")
        #expect(location.versionsPath == "/pkg/Tests/AppTests/__Snapshots__/VERSIONS")
        #expect(location.failureDirectory == "/var/tmp/boxrender-failures")
        #expect(location.failureName == "CardTests-card")
    }

    @Test func aFailureFolderFromTheEnvironmentWins() {
        let location = GoldenLocation(
            name: "card", testFilePath: "/pkg/Tests/AppTests/CardTests.swift",
            options: GoldenOptions(directory: "/goldens"),
            environment: { $0 == "BOXRENDER_FAILURE_DIR" ? "/ci/out" : nil })
        #expect(location.goldenPath == "/goldens/card.png")
        #expect(location.versionsPath == "/goldens/VERSIONS")
        #expect(location.failureDirectory == "/ci/out")
    }

    @Test(arguments: [("firstTable()", "firstTable"), ("renders(_:size:)", "renders"), ("()", "rendering")])
    func aGoldenIsNamedAfterItsTest(function: String, name: String) {
        #expect(GoldenLocation.name(fromFunction: function) == name)
    }
}

extension Issue {
    /// Whether the issue is a golden assertion's failure whose message passes `test`.
    func isGoldenFailure(_ test: (String) -> Bool) -> Bool {
        (error as? GoldenFailure).map { test($0.message) } ?? false
    }
}
