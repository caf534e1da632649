import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

@testable import BoxRenderTesting

/// The golden harness itself: it must fail loudly, record only on request,
/// and leave a three-panel picture where a person can look.
@Suite struct GoldenCheckTests {
    private func png(_ fill: (UInt8, UInt8, UInt8, UInt8), width: Int = 4, height: Int = 3) throws -> [UInt8] {
        try PNGCodec.encode(try RGBAImage(width: width, height: height, fill: fill))
    }

    private func check(_ record: RecordMode, in folder: URL) -> GoldenCheck {
        GoldenCheck(record: record, failureDirectory: folder.appendingPathComponent("failures").path)
    }

    @Test func aMissingGoldenFailsWithoutRecording() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        let message = check(.never, in: folder).check(png: try png((1, 2, 3, 255)), goldenPath: golden, name: "g")
        #expect(message == "no golden at \(golden); run with BOXRENDER_RECORD=missing to record it")
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func recordingWritesTheGoldenAndStillFails() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        let bytes = try png((1, 2, 3, 255))
        let message = check(.missing, in: folder).check(png: bytes, goldenPath: golden, name: "g")
        #expect(message?.hasPrefix("recorded \(golden)") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(bytes))
        // Recorded once, the same picture now passes; `missing` doesn't rewrite it.
        #expect(check(.missing, in: folder).check(png: bytes, goldenPath: golden, name: "g") == nil)
        #expect(check(.never, in: folder).check(png: bytes, goldenPath: golden, name: "g") == nil)
    }

    @Test func aDifferenceFailsAndLeavesAThreePanelPicture() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        try Data(try png((255, 255, 255, 255))).write(to: URL(fileURLWithPath: golden))
        let message = check(.never, in: folder).check(png: try png((0, 0, 0, 255)), goldenPath: golden, name: "g")
        let panel = folder.appendingPathComponent("failures/g.png").path
        #expect(
            message
                == "g: 12 pixels differ (limit 0; 0 anti-aliased pixels excused); see \(panel) (expected | difference | actual)"
        )
        let picture = try PNGCodec.decode(fileAt: panel)
        #expect(picture.width == 3 * 4 + 2 * ThreePanelLayout.gap)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("failures/g.actual.png").path))
    }

    @Test func aSizeChangeIsADifference() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        try Data(try png((9, 9, 9, 255))).write(to: URL(fileURLWithPath: golden))
        let message = check(.never, in: folder).check(
            png: try png((9, 9, 9, 255), width: 5), goldenPath: golden, name: "g")
        #expect(message?.hasPrefix("g: size 5×3 px, golden is 4×3 px") == true)
        // Compared over their union: the new column differs, the rest matches (issue 22).
        #expect(
            message?.hasPrefix("g: size 5×3 px, golden is 4×3 px (1 pixel wider): 3 pixels differ over both, 5×3 px;")
                == true)
        let panel = try PNGCodec.decode(fileAt: folder.appendingPathComponent("failures/g.png").path)
        // expected 4 | difference 5 | actual 5, and the difference not solid red: only its last column is.
        #expect(panel.width == 4 + 5 + 5 + 2 * ThreePanelLayout.gap)
        let middle = 4 + ThreePanelLayout.gap
        #expect(panel[x: middle + 4, y: 1] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(panel[x: middle, y: 1] != Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aRunsFailuresMakeOnePageInTheFailureFolderWrittenWholeFromParallelTests() throws {
        let folder = try CLIRunner.temporaryFolder()
        let failures = folder.appendingPathComponent("failures")
        // Eight assertions failing at once on eight threads, each its own golden.
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let golden = folder.appendingPathComponent("g\(index).png").path
            let expected = (try? png((255, 255, 255, 255))) ?? []
            #expect(FileManager.default.createFile(atPath: golden, contents: Data(expected)))
            var check = self.check(.never, in: folder)
            check.pageNames = ("CardTests", "card\(index)")
            // Half change a colour; half draw a taller picture.
            let actual = (try? index % 2 == 0 ? png((0, 0, 0, 255)) : png((255, 255, 255, 255), height: 4)) ?? []
            _ = check.check(png: actual, goldenPath: golden, name: "CardTests-card\(index)")
        }
        let page = try String(contentsOf: failures.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("8 golden assertions failed in this test run"))
        #expect(page.contains(##"<a href="#stale" data-status="stale" class="stale">stale<b>8</b></a>"##))
        // The four recoloured are one change, the four made taller another (in the order they failed).
        #expect(page.components(separatedBy: "<section class=\"change step").count == 3)
        #expect(page.contains(" of 2 · 4 outputs: <span class=\"swatch\""))
        #expect(page.contains(" of 2 · 4 outputs: the same change of size"))
        #expect(page.contains(#"<h3>CardTests.swift <span>stale 8</span></h3>"#))
        for index in 0..<8 {
            for kind in ["expected", "difference", "actual"] {
                let name = "CardTests-card\(index).\(kind).png"
                #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent(name).path), "\(name)")
                #expect(page.contains("data-\(kind)=\"\(name)\""))
            }
        }
        // The taller picture's difference is their union, 4×4.
        let union = try PNGCodec.decode(fileAt: failures.appendingPathComponent("CardTests-card1.difference.png").path)
        #expect(union.width == 4 && union.height == 4)
        #expect(page.contains("it is") == false)
        #expect(page.contains("size 4×4 px, golden is 4×3 px (1 pixel taller): 4 pixels differ over both, 4×4 px"))
    }

    @Test func aNameThatIsNotAURLIsLinkedPercentEncoded() {
        #expect(FailurePage.link("Cards-a #1?.png") == "Cards-a%20%231%3F.png")
        #expect(FailurePage.link("card@0.15s.expected.png") == "card@0.15s.expected.png")
    }
}

/// `BOXRENDER_RECORD=all`: a golden is rewritten only when its pixels change.
@Suite struct GoldenRecordAllTests {
    private func check(in folder: URL) -> GoldenCheck {
        GoldenCheck(record: .all, failureDirectory: folder.appendingPathComponent("failures").path)
    }

    @Test func theSamePixelsInOtherBytesLeaveTheGoldenUntouched() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        let image = try RGBAImage(width: 4, height: 3, fill: (1, 2, 3, 255))
        let stored = try PNGCodec.encode(image, compression: .fast)
        let rendered = try PNGCodec.encode(image, compression: .smallest)
        try #require(stored != rendered)
        try Data(stored).write(to: URL(fileURLWithPath: golden))
        let before = try FileFingerprint(golden)
        #expect(check(in: folder).check(png: rendered, goldenPath: golden, name: "g") == nil)
        #expect(try FileFingerprint(golden) == before)
        #expect(check(in: folder).check(png: stored, goldenPath: golden, name: "g") == nil)
        #expect(try FileFingerprint(golden) == before)
    }

    @Test func changedPixelsAreRewrittenEvenWithinTheTolerance() throws {
        let folder = try CLIRunner.temporaryFolder()
        let golden = folder.appendingPathComponent("g.png").path
        try Data(try PNGCodec.encode(try RGBAImage(width: 4, height: 3, fill: (1, 2, 3, 255))))
            .write(to: URL(fileURLWithPath: golden))
        // One step of blue: the comparison's threshold would let it pass.
        let nearly = try PNGCodec.encode(try RGBAImage(width: 4, height: 3, fill: (1, 2, 4, 255)))
        #expect(
            GoldenCheck(record: .never, failureDirectory: folder.path).check(
                png: nearly, goldenPath: golden, name: "g") == nil)
        let message = check(in: folder).check(png: nearly, goldenPath: golden, name: "g")
        #expect(message == "recorded \(golden); look at it, then run again without BOXRENDER_RECORD")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(nearly))
    }

    @Test func aMissingOrUnreadableGoldenIsRecorded() throws {
        let folder = try CLIRunner.temporaryFolder()
        let bytes = try PNGCodec.encode(try RGBAImage(width: 4, height: 3, fill: (1, 2, 3, 255)))
        let missing = folder.appendingPathComponent("new/g.png").path
        #expect(check(in: folder).check(png: bytes, goldenPath: missing, name: "g")?.hasPrefix("recorded ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: missing)) == Data(bytes))
        let broken = folder.appendingPathComponent("broken.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(
            GoldenCheck(record: .never, failureDirectory: folder.path).check(
                png: bytes, goldenPath: broken, name: "g")?.hasPrefix("cannot compare with \(broken)") == true)
        #expect(check(in: folder).check(png: bytes, goldenPath: broken, name: "g")?.hasPrefix("recorded ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: broken)) == Data(bytes))
    }
}

/// A file's inode, modification time to the nanosecond and bytes: equal
/// before and after only if nothing wrote the file (an atomic write makes a
/// new inode; an in-place one a new time).
struct FileFingerprint: Equatable {
    let inode: UInt64
    let modified: Int
    let modifiedNanoseconds: Int
    let bytes: Data

    init(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        inode = UInt64(info.st_ino)
        modified = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    }
}

@Suite struct GoldenVersionTests {
    @Test func aDifferenceNamesTheLibrariesThatDiffer() throws {
        let folder = try CLIRunner.temporaryFolder()
        let versions = folder.appendingPathComponent("VERSIONS")
        try Data("cairo 0.1\n".utf8).write(to: versions)
        let check = GoldenCheck(record: .never, failureDirectory: folder.path, versionsPath: versions.path)
        let note = check.versionsNote()
        #expect(note.contains("differ from \(versions.path)"))
        #expect(note.contains("cairo 1."))
    }
}
