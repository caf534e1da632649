import BoxRender
import BoxRenderTesting
import Foundation
import Testing

/// `layouts` (spec-format §8, NMExplicitLayoutManager, peer §3.2): the
/// variant closest to the canvas's shape is drawn; `--width`/`--height` pick.
@Suite struct AspectRatioLayoutTests {
    /// Peer §3.2's worked example: an original designed at 768 × 1004
    /// (0.765) and an alternative at 1024 × 748 (1.369).
    private static let ipad = """
        { "canvas": { "width": 768, "height": 1004 },
          "layouts": [ { "aspectRatio": 0.7649, "root": { "id": "original", "size": [10, 10] } },
                       { "aspectRatio": 1.3690, "root": { "id": "alternative", "size": [10, 10] } } ] }
        """

    private func chosenRoot(_ text: String, width: Double? = nil, height: Double? = nil) throws -> String? {
        let rendering = try Renderer().prepare(specText: text, options: RenderOptions(width: width, height: height))
        return rendering.frames.boxes.first?.id
    }

    @Test func theDesignedShapesPickTheirOwnVariant() throws {
        #expect(try chosenRoot(Self.ipad) == "original")
        #expect(try chosenRoot(Self.ipad, width: 1024, height: 748) == "alternative")
    }

    @Test func aSquareCanvasPicksTheOriginal() throws {
        // |0.7649 − 1| = 0.2351 beats |1.369 − 1| = 0.369.
        #expect(try chosenRoot(Self.ipad, width: 700, height: 700) == "original")
    }

    @Test func aTieKeepsTheEarlierVariant() throws {
        let text = """
            { "canvas": { "width": 100, "height": 100 },
              "layouts": [ { "aspectRatio": 0.5, "root": { "id": "first", "size": [1, 1] } },
                           { "aspectRatio": 1.5, "root": { "id": "second", "size": [1, 1] } } ] }
            """
        #expect(try chosenRoot(text) == "first")
    }

    /// Peer §4 points 3, 6 and 8 for `layouts`: the chosen variant's root is
    /// placed as any spec's root, at its margins, keeping its own size (neither
    /// moved nor stretched to the canvas), and what passes the canvas is cut.
    @Test func theChosenRootKeepsItsPlaceAndSize() throws {
        let text = """
            { "canvas": { "width": 200, "height": 100 },
              "layouts": [
                { "aspectRatio": 0.5, "root": { "id": "tall", "size": [50, 50] } },
                { "aspectRatio": 2, "root": { "id": "wide", "size": [250, 40], "margin": { "top": 8, "left": 12 } } } ] }
            """
        let rendering = try Renderer().prepare(specText: text)
        let root = try #require(rendering.frames.boxes.first)
        #expect(root.id == "wide" && root.path == "layouts[1].root")
        #expect([root.x, root.y, root.width, root.height] == [12, 8, 250, 40])
        #expect(rendering.scene.size == Size(width: 200, height: 100))
    }

    @Test func theCLIsWidthAndHeightPickTheVariant() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = RepositoryPaths.showcaseFixtures.appendingPathComponent("orientation.json").path
        func rootPath(_ width: String, _ height: String) throws -> String? {
            let frames = folder.appendingPathComponent("frames-\(width).json").path
            let result = try CLIRunner.run([
                path, "-o", folder.appendingPathComponent("out-\(width).png").path, "--frames", frames,
                "--width", width, "--height", height,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return try CLIRunner.frames(at: frames).boxes.first?["path"] as? String
        }
        #expect(try rootPath("320", "480") == "layouts[0].root")
        #expect(try rootPath("480", "320") == "layouts[1].root")
    }

    @Test func framesNameTheChosenVariantsPaths() throws {
        let path = RepositoryPaths.showcaseFixtures.appendingPathComponent("orientation.json").path
        let landscape = try Renderer().prepare(specAt: path, options: RenderOptions(width: 480, height: 320))
        let tiles = landscape.frames.boxes.filter { $0.path.hasPrefix("layouts[1].root.boxes[1].boxes[") }
        // Three 96-point tiles a row, each after an 8-point left margin, in a grid
        // at x = 160 (the 152-point header plus its 8-point margin).
        #expect(tiles.map(\.x) == [168, 272, 376, 168, 272, 376])
        #expect(tiles.map(\.y) == [8, 8, 8, 88, 88, 88])
    }

    /// The portrait drawing is `orientation.png`, checked with the other
    /// showcases at the spec's own 320 × 480 canvas; this is the other shape.
    @Test func theShowcaseRendersAsGoldenInLandscape() {
        assertRendering(
            specAt: RepositoryPaths.showcaseFixtures.appendingPathComponent("orientation.json").path,
            named: "orientation-landscape", options: RenderOptions(width: 480, height: 320),
            golden: GoldenOptions(
                directory: RepositoryPaths.snapshots.appendingPathComponent("showcase").path,
                failureDirectory: RepositoryPaths.failures.path,
                versionsFile: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path))
    }

    @Test(arguments: [
        (
            #"{ "root": {}, "layouts": [ { "aspectRatio": 1, "root": {} } ] }"#,
            "<spec>:1:15: layouts: give either `root` or `layouts`, not both"
        ),
        (
            #"{ "canvas": { "width": 100 }, "layouts": [ { "aspectRatio": 1, "root": { "size": [1, 1] } } ] }"#,
            "<spec>: layouts: choosing a variant by aspect ratio needs a fixed canvas: "
                + "set canvas.width and canvas.height (or --width and --height)"
        ),
        (
            #"{ "layouts": [] }"#,
            "<spec>:1:14: layouts: expected a list of `{ \"aspectRatio\": …, \"root\": … }` variants, found an empty list"
        ),
        (
            #"{ "layouts": [ { "aspectRatio": -1, "root": {} }, { "root": {} } ] }"#,
            "<spec>:1:33: layouts[0].aspectRatio: expected a number greater than 0, found -1\n"
                + "<spec>:1:51: layouts[1]: missing key `aspectRatio`"
        ),
    ])
    func badLayoutsAreRefused(text: String, message: String) {
        #expect {
            try Renderer().prepare(specText: text)
        } throws: { error in
            (error as? BoxRenderError)?.lines == message.split(separator: "\n").map(String.init)
        }
    }
}
