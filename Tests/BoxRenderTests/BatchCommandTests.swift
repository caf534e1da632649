import BoxCairo
import BoxPNG
import Foundation
import Testing

/// `boxrender render` (issue 14, step 1) through the CLI: folders mirrored,
/// one bad spec not stopping the others, the summary, the manifest skipping
/// unchanged specs, and unchanged outputs left untouched.
struct BatchCommandTests {
    /// A folder of specs: good.json, bad.json (an unknown key), sub/picture.yaml
    /// (naming pictures/dot.png, which the test writes), and a hidden one.
    static func specs() throws -> URL {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("specs")
        let manager = FileManager.default
        try manager.createDirectory(
            at: folder.appendingPathComponent("sub/pictures"), withIntermediateDirectories: true)
        try #"{"root": {"size": [20, 10], "backgroundColor": "red"}}"#.write(
            to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try #"{"root": {"size": [20, 10], "lefft": 1}}"#.write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try "root:\n  size: [1, 1]\n  image: pictures/dot.png\n".write(
            to: folder.appendingPathComponent("sub/picture.yaml"), atomically: true, encoding: .utf8)
        try #"{"root": {}}"#.write(to: folder.appendingPathComponent(".hidden.json"), atomically: true, encoding: .utf8)
        try Self.picture(red: 0).write(to: folder.appendingPathComponent("sub/pictures/dot.png"))
        return folder
    }

    /// A 1×1 opaque PNG of the given red.
    static func picture(red: UInt8) throws -> Data {
        let folder = try CLIRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("dot.json")
        try #"{"root": {"size": [1, 1], "backgroundColor": [\#(Double(red) / 255), 0, 0]}}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("dot.png")
        _ = try CLIRunner.run([spec.path, "-o", out.path])
        return try Data(contentsOf: out)
    }

    static func stamp(_ url: URL) throws -> [Int] {
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        return [Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
    }

    @Test func aFolderIsMirroredAndOneBadSpecDoesNotStopTheOthers() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--format", "png,svg", "-j", "2"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("boxrender: \(specs.path)/bad.json:1:29: root.lefft: unknown key `lefft`"))
        #expect(lines.last?.hasPrefix("rendered 2, unchanged 0, failed 1 in ") == true)
        let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        #expect(
            written == [
                ".boxrender-manifest.json", "good.png", "good.svg", "sub", "sub/picture.png", "sub/picture.svg",
            ])
        // The same bytes as rendering the spec alone.
        let alone = out.deletingLastPathComponent().appendingPathComponent("alone.png")
        #expect(try CLIRunner.run([specs.appendingPathComponent("good.json").path, "-o", alone.path]).status == 0)
        #expect(try Data(contentsOf: alone) == Data(contentsOf: out.appendingPathComponent("good.png")))
    }

    /// A walked folder is read through the file layer: a link in it, to a
    /// spec or to a folder of specs outside, is passed over, never followed;
    /// a folder named on the command line through a link is walked.
    @Test func linksInAWalkedFolderAreNotFollowed() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let outside = specs.deletingLastPathComponent().appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try #"{"root": {"size": [4, 4], "backgroundColor": "blue"}}"#.write(
            to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: specs.appendingPathComponent("linked.json"),
            withDestinationURL: outside.appendingPathComponent("secret.json"))
        try FileManager.default.createSymbolicLink(
            at: specs.appendingPathComponent("linked-folder"), withDestinationURL: outside)
        let named = specs.deletingLastPathComponent().appendingPathComponent("named")
        try FileManager.default.createSymbolicLink(at: named, withDestinationURL: specs)
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", named.path, "--out-dir", out.path, "--quiet"])
        #expect(result.status == 0)
        let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        #expect(written == [".boxrender-manifest.json", "good.png", "sub", "sub/picture.png"])
    }

    @Test func unchangedSpecsAreSkippedAndAChangedPictureIsRenderedAgain() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--quiet"]
        #expect(try CLIRunner.run(arguments).status == 0)
        let good = out.appendingPathComponent("good.png")
        let picture = out.appendingPathComponent("sub/picture.png")
        let before = try [Self.stamp(good), Self.stamp(picture)]
        let again = try CLIRunner.run(arguments)
        #expect(again.status == 0)
        #expect(again.stderr.hasPrefix("rendered 0, unchanged 2, failed 0 in "))
        #expect(try [Self.stamp(good), Self.stamp(picture)] == before)
        // --force draws both again, but their bytes are the same: the files stay as they were.
        let forced = try CLIRunner.run(arguments + ["--force"])
        #expect(forced.stderr.hasPrefix("rendered 0, unchanged 2, failed 0 in "))
        #expect(try [Self.stamp(good), Self.stamp(picture)] == before)
        // A new picture under the same name: only its spec is rendered again.
        let old = try Data(contentsOf: picture)
        try Self.picture(red: 255).write(to: specs.appendingPathComponent("sub/pictures/dot.png"))
        let changed = try CLIRunner.run(arguments)
        #expect(changed.stderr.hasPrefix("rendered 1, unchanged 1, failed 0 in "))
        #expect(try Self.stamp(good) == before[0])
        #expect(try Data(contentsOf: picture) != old)
    }

    @Test func plainLinesNameEachSpecWhenStandardErrorIsNoTerminal() throws {
        let specs = try Self.specs()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run([
            "render", specs.appendingPathComponent("good.json").path, "--out-dir", out.path,
        ])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("rendered \(specs.path)/good.json\nrendered 1, unchanged 0, failed 0 in "))
    }

    @Test func checkPassesSamePixelsAndListsStaleMissingAndOrphanedOutputs() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        let check = ["render", specs.path, "--out-dir", out.path, "--check"]
        let clean = try CLIRunner.run(check)
        #expect(clean.status == 0)
        #expect(clean.stderr.hasPrefix("checked 2 specs: fresh 2, stale 0, missing 0, orphaned 0, failed 0 in "))
        // Re-compressed (other bytes, same pixels): still fresh.
        let good = out.appendingPathComponent("good.png")
        let smallest = try CLIRunner.run([
            specs.appendingPathComponent("good.json").path, "-o", good.path, "--png-compression", "fast",
        ])
        #expect(smallest.status == 0)
        #expect(try CLIRunner.run(check).status == 0)
        // Another picture, a missing one, and one the batch wrote that no spec makes now.
        try #"{"root": {"size": [4, 4]}}"#.write(
            to: specs.appendingPathComponent("gone.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("gone.json"))
        try Data("a picture of the user's".utf8).write(to: out.appendingPathComponent("theirs.png"))
        try Self.picture(red: 9).write(to: good)
        try FileManager.default.removeItem(at: out.appendingPathComponent("sub/picture.png"))
        // A spec that is gone is judged with --prune only: without it, its output is no one's.
        let unpruned = try CLIRunner.run(check)
        #expect(!unpruned.stderr.contains("gone.png"), "\(unpruned.stderr)")
        let stale = try CLIRunner.run(check + ["--prune"])
        #expect(stale.status == 3)
        let lines = stale.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "stale \(good.path) (from \(specs.path)/good.json): it is 1×1, the spec draws 20×10 "
                    + "(19 pixels wider, 9 pixels taller): 200 pixels differ over both, 20×10"))
        #expect(lines.contains("missing \(out.path)/sub/picture.png (from \(specs.path)/sub/picture.yaml)"))
        #expect(lines.contains("orphaned \(out.path)/gone.png: no spec makes it"))
        #expect(!lines.contains { $0.contains("theirs.png") })
        #expect(lines.last?.hasPrefix("checked 2 specs: fresh 0, stale 1, missing 1, orphaned 1, failed 0") == true)
        // --check writes nothing.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sub/picture.png").path))
    }

    @Test func shardsSplitTheSpecsStablyAndWithoutOverlap() throws {
        let folder = try CLIRunner.temporaryFolder().appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<12 {
            try #"{"root": {"size": [4, 4], "backgroundColor": "blue"}}"#.write(
                to: folder.appendingPathComponent("s\(index).json"), atomically: true, encoding: .utf8)
        }
        var seen: [[String]] = []
        for shard in ["1/3", "2/3", "3/3"] {
            let out = folder.deletingLastPathComponent().appendingPathComponent("out-\(shard.prefix(1))")
            #expect(
                try CLIRunner.run(["render", folder.path, "--out-dir", out.path, "--shard", shard, "-j", "1"]).status
                    == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            seen.append(files.sorted())
        }
        let all = seen.flatMap { $0 }
        #expect(all.count == 12 && Set(all).count == 12)
        #expect(seen.allSatisfy { !$0.isEmpty })
        // The same share again, in a fresh folder.
        let again = folder.deletingLastPathComponent().appendingPathComponent("again")
        #expect(try CLIRunner.run(["render", folder.path, "--out-dir", again.path, "--shard", "2/3"]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: again.path).filter { $0.hasSuffix(".png") }.sorted()
                == seen[1])
        #expect(try CLIRunner.run(["render", folder.path, "--out-dir", again.path, "--shard", "4/3"]).status == 2)
    }

    @Test func theReportListsEveryOutputAndShowsStaleOnesThreeWays() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--quiet"]).status == 0)
        try #"{"root": {"size": [20, 10], "backgroundColor": "blue"}}"#.write(
            to: specs.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        let report = specs.deletingLastPathComponent().appendingPathComponent("report")
        let result = try CLIRunner.run([
            "render", specs.path, "--out-dir", out.path, "--check", "--report", report.path,
        ])
        #expect(result.status == 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("files").path)
        #expect(files.count == 3)
        let base = try #require(files.first { $0.hasSuffix(".expected.png") }?.dropLast(".expected.png".count))
        #expect(Set(files) == Set(["expected", "difference", "actual"].map { "\(base).\($0).png" }))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        // A count per status that filters; the stale output's change, linked from its spec's table.
        #expect(html.contains(##"<a href="#stale" data-status="stale" class="stale">stale<b>1</b></a>"##))
        #expect(html.contains(##"<a class="stale" href="#c1" title="good.png: 200 pixels differ">stale</a>"##))
        #expect(html.contains(#"<span class="fresh" title="sub/picture.png">fresh</span>"#))
        #expect(html.contains(#"<img class="difference" src="files/\#(base).difference.png" alt="difference">"#))
        // Nothing from a network.
        #expect(!html.contains("http"))
        // The expected picture is the file; the actual, what the spec draws now.
        let expected = try Data(contentsOf: report.appendingPathComponent("files/\(base).expected.png"))
        #expect(try expected == Data(contentsOf: out.appendingPathComponent("good.png")))
        #expect(try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--report", report.path]).status == 2)
    }

    @Test func scalesWriteAtTwoXAndThreeXNamesAndPicturesFollowUIImagesRule() throws {
        let folder = try CLIRunner.temporaryFolder()
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        // dot.png red, dot@2x.png green; no @3x, so scale 3 takes the @2x one (the highest not above it).
        try Self.picture(red: 255).write(to: pictures.appendingPathComponent("dot.png"))
        let green = folder.appendingPathComponent("green.json")
        try #"{"root": {"size": [2, 2], "backgroundColor": [0, 1, 0]}}"#.write(
            to: green, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run([green.path, "-o", pictures.appendingPathComponent("dot@2x.png").path]).status == 0)
        let spec = folder.appendingPathComponent("card.json")
        try #"{"root": {"size": [12, 12], "padding": 1, "boxes": [{"size": [10, 10], "image": "pictures/dot.png"}]}}"#
            .write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", spec.path, "--out-dir", out.path, "--scale", "1,2,3"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
        #expect(files.sorted() == ["card.png", "card@2x.png", "card@3x.png"])
        for (name, scale, green) in [("card.png", 1, false), ("card@2x.png", 2, true), ("card@3x.png", 3, true)] {
            let image = try PNGCodec.decode(fileAt: out.appendingPathComponent(name).path)
            #expect(image.width == 12 * scale && image.height == 12 * scale, "\(name)")
            // The dot's middle: point (6, 6), the same point size at every scale.
            let pixel = image[x: 6 * scale, y: 6 * scale]
            #expect(green ? pixel.g == 255 && pixel.r == 0 : pixel.r == 255 && pixel.g == 0, "\(name): \(pixel)")
        }
    }

    @Test func renderRepairsAFileReplacedSinceAndTwoSpecsMayNotShareAnOutput() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let arguments = ["render", specs.path, "--out-dir", out.path, "--quiet"]
        #expect(try CLIRunner.run(arguments).status == 0)
        let good = out.appendingPathComponent("good.png")
        let drawn = try Data(contentsOf: good)
        try Self.picture(red: 9).write(to: good)
        let repaired = try CLIRunner.run(arguments)
        #expect(repaired.stderr.hasPrefix("rendered 1, unchanged 1, failed 0 in "))
        #expect(try Data(contentsOf: good) == drawn)
        // card.json at 2x and card@2x.json would both be card@2x.png.
        try #"{"root": {"size": [4, 4]}}"#.write(
            to: specs.appendingPathComponent("good@2x.json"), atomically: true, encoding: .utf8)
        let clash = try CLIRunner.run(arguments + ["--scale", "1,2"])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("would both write good@2x.png"))
    }

    @Test func aLinkToAFolderIsWalkedAsTheFolder() throws {
        let specs = try Self.specs()
        try FileManager.default.removeItem(at: specs.appendingPathComponent("bad.json"))
        let link = specs.deletingLastPathComponent().appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: specs)
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", link.path + "/", "--out-dir", out.path, "--quiet"])
        #expect(result.stderr.hasPrefix("rendered 2, unchanged 0, failed 0 in "))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sub/picture.png").path))
    }
}
