import BoxCairo
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
