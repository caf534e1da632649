import BoxModel
import BoxPixels
import BoxScene
import Foundation
import Testing

@testable import BoxRender

/// MGBox's screenshot mode (reference §7): canvas, placement, frames, border and shadow.
@Suite struct ScreenshotTests {
    /// Prepares the spec `json` from a temporary file.
    private func prepare(_ json: String, options: RenderOptions = RenderOptions()) throws -> Rendering {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try Renderer().prepare(specAt: path, options: options)
    }

    private func image(_ json: String) throws -> RGBAImage {
        try Renderer().image(try prepare(json))
    }

    private func box(_ width: Double, _ height: Double, screenshot: String = "true", extra: String = "") -> String {
        #"""
        { "screenshot": \#(screenshot),
          "root": { "size": [\#(width), \#(height)], "backgroundColor": "white"\#(extra) } }
        """#
    }

    @Test func styledTableFixtureGetsTheTwentyPointMargin() throws {
        let path = RepositoryPaths.renderFixtures.appendingPathComponent("screenshot-styled-table.json").path
        let rendering = try Renderer().prepare(specAt: path)
        // 304 × (3 × 44 = 132): 344 × 172; W/2 = 172 and H/2 = 86 are whole, so the
        // root sits at 172 − 152 = 20 and 86 − 66 = 20, despite its margin and canvas.width.
        #expect(rendering.scene.size == Size(width: 344, height: 172))
        #expect(rendering.scene.background == nil)
        #expect(rendering.frames.canvas == FramesDocument.Canvas(width: 344, height: 172, scale: 2))
        let root = try #require(rendering.frames.boxes.first)
        #expect([root.x, root.y, root.width, root.height] == [20, 20, 304, 132])
        // The middle line: 44 below the top line.
        #expect(rendering.frames.boxes.contains { $0.path == "root.middleLines[0]" && $0.x == 20 && $0.y == 64 })
    }

    /// x0 = round(W/2) − w/2 and y0 = round(H/2) + (floor(h) odd ? 0.5 : 0) − h/2, round half away from zero.
    @Test(arguments: [
        // 100 × 41: H = 81, round(40.5) = 41, + 0.5 = 41.5, − 20.5 = 21.
        (100.0, 41.0, 20.0, 21.0),
        // 41 × 40: W = 81, round(40.5) = 41, − 20.5 = 20.5: odd widths land on half points.
        (41, 40, 20.5, 20),
        // 100 × 40.5: floor 40 is even; H = 80.5, round(40.25) = 40, − 20.25 = 19.75.
        (100, 40.5, 20, 19.75),
        // 100 × 41.5: floor 41 is odd; H = 81.5, round(40.75) = 41, + 0.5 − 20.75 = 20.75.
        (100, 41.5, 20, 20.75),
        // 40.6 × 40: W = 80.6, round(40.3) = 40, − 20.3 = 19.7.
        (40.6, 40, 19.7, 20),
    ])
    func rootPlacement(width: Double, height: Double, x: Double, y: Double) {
        let shot = Screenshot(mode: ScreenshotMode(), rootSize: Size(width: width, height: height))
        #expect(shot.canvas == Size(width: width + 40, height: height + 40))
        let origin = shot.rootOrigin
        #expect(abs(origin.x - x) < 1e-9 && abs(origin.y - y) < 1e-9, "\(origin)")
    }

    @Test func oddHeightInTheFrames() throws {
        let rendering = try prepare(box(100, 41))
        #expect(rendering.frames.canvas == FramesDocument.Canvas(width: 140, height: 81, scale: 1))
        let root = try #require(rendering.frames.boxes.first)
        #expect([root.x, root.y] == [20, 21])
    }

    @Test func withoutShadowTheCanvasIsTheRoot() throws {
        let rendering = try prepare(box(100, 40, screenshot: #"{"shadow": false}"#, extra: #", "margin": 7"#))
        #expect(rendering.scene.size == Size(width: 100, height: 40))
        let root = try #require(rendering.frames.boxes.first)
        #expect([root.x, root.y] == [0, 0])
        // Only the clip around the root's own fill: no layer, no border.
        #expect(
            rendering.scene.commands == [
                .pushClip(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 0),
                .fill(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 0, color: .white),
                .popClip,
            ])
        let pixels = try Renderer().image(rendering)
        #expect(pixels[x: 0, y: 20] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func optionsOverrideTheSpec() throws {
        let rendering = try prepare(
            box(100, 40, screenshot: "false"), options: RenderOptions(screenshot: ScreenshotMode()))
        #expect(rendering.scene.size == Size(width: 140, height: 80))
    }

    @Test func scaleMultipliesThePixels() throws {
        let rendering = try prepare(box(100, 41), options: RenderOptions(scale: 3))
        #expect(rendering.scene.pixelSize == (420, 243))
    }

    /// The border is a 1-point ring inside the root's edge, and everything sits
    /// in one layer with the screenshot shadow.
    @Test func commandsAroundTheRoot() throws {
        let rendering = try prepare(box(100, 40))
        let root = Rect(x: 20, y: 20, width: 100, height: 40)
        let border = Color(red: 0.65, green: 0.65, blue: 0.65, alpha: 0.7)
        #expect(
            rendering.scene.commands == [
                .beginLayer(opacity: 1, shadow: Shadow(color: .black, opacity: 0.2, offset: .zero, radius: 10)),
                .pushClip(root, cornerRadius: 0),
                .fill(root, cornerRadius: 0, color: .white),
                .ring(root, cornerRadius: 0, width: 1, color: border),
                .popClip,
                .endLayer,
            ])
    }

    @Test func theRootsOwnShadowAndTheCanvasBackgroundAreNotDrawn() throws {
        let shadowed = try image(
            #"""
            { "canvas": { "background": "red", "width": 300 }, "screenshot": true,
              "root": { "size": [100, 40], "backgroundColor": "white",
                        "shadow": { "opacity": 1, "radius": 0, "offset": [0, 10] } } }
            """#)
        #expect(shadowed == (try image(box(100, 40))))
        #expect(shadowed.width == 140 && shadowed.height == 80)
        #expect(shadowed[x: 0, y: 0].a == 0)
    }

    @Test func borderAndShadowPixels() throws {
        let pixels = try image(box(100, 40))
        // Border: grey 0.65 at alpha 0.7 over white, 0.7 × 0.65 + 0.3 = 0.755 → 192.5 of 255.
        // Cairo fills it in one pass as a premultiplied 8-bit source: alpha 0.7 → 179,
        // grey 0.65 × 179 → 116, over white 116 + 255 × (255 − 179) / 255 = 192.
        #expect(pixels[x: 20, y: 40] == Pixel(r: 192, g: 192, b: 192, a: 255))
        #expect(pixels[x: 119, y: 40] == Pixel(r: 192, g: 192, b: 192, a: 255))
        #expect(pixels[x: 60, y: 20] == Pixel(r: 192, g: 192, b: 192, a: 255))
        // One point in, the root's white.
        #expect(pixels[x: 21, y: 40] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Outside: black shadow at 0.2 of a Gaussian edge with σ = 5, 0.2 × Φ(−d/5) × 255 at d
        // points out (pixel centres): d = 0.5 → 23.5 → 24; d = 4.5 → 9.4 → 9; d = 9.5 → 1.5 → 1;
        // d = 17.5 (3.5σ) → 0.03 → 0.
        let near = pixels[x: 19, y: 40]
        #expect(near == Pixel(r: 0, g: 0, b: 0, a: 24))
        #expect(pixels[x: 15, y: 40].a == 9)
        #expect(pixels[x: 10, y: 40].a == 1)
        #expect(pixels[x: 2, y: 40].a == 0)
        #expect(pixels[x: 0, y: 0].a == 0)
    }

    /// The styled table of the fixture, by pixels at scales 2 and 3: the border is
    /// one point (2 or 3 pixels) of grey 0.65 at alpha 0.7 over the table's
    /// (0.94, 0.94, 0.95), the rounded corner is cut away (only shadow is left),
    /// and the shadow falls off as 0.2 × Φ(−d / 5) × 255 at d points out, in
    /// points whatever the scale.
    @Test(arguments: [2, 3])
    func styledTablePixels(scale: Int) throws {
        let path = RepositoryPaths.renderFixtures.appendingPathComponent("screenshot-styled-table.json").path
        let rendering = try Renderer().prepare(specAt: path, options: RenderOptions(scale: scale))
        let pixels = try Renderer().image(rendering)
        #expect(pixels.width == 344 * scale && pixels.height == 172 * scale)
        // Premultiplied 8-bit: alpha 0.7 → 179 and grey 0.65 × 179 → 116, over the
        // table's 240: 116 + 240 × 76 / 255 = 187.5 → 188 (243 in blue gives 188.4).
        let edge = 20 * scale
        let middle = 86 * scale  // the middle row's centre, clear of the separators
        for x in edge..<(edge + scale) {
            #expect(pixels[x: x, y: middle] == Pixel(r: 188, g: 188, b: 188, a: 255), "x \(x)")
        }
        #expect(pixels[x: edge + scale, y: middle] == Pixel(r: 240, g: 240, b: 243, a: 255))
        // The same on the right edge: the last `scale` pixels of the root.
        let right = (20 + 304) * scale
        #expect(pixels[x: right - 1, y: middle] == Pixel(r: 188, g: 188, b: 188, a: 255))
        #expect(pixels[x: right - scale - 1, y: middle] == Pixel(r: 240, g: 240, b: 243, a: 255))
        // The root's corner pixel lies outside its radius-4 corner: no table, no
        // border, only the shadow, about a quarter of its full 0.2 × 255 = 51.
        let corner = pixels[x: edge, y: edge]
        #expect(corner.r == 0 && corner.g == 0 && corner.b == 0 && (11...15).contains(corner.a), "\(corner)")
        // The shadow to the left of the border, black, at pixel centres d points
        // out: 0.2 × Φ(−d / 5) × 255, within one 8-bit step (three box blurs
        // stand for the Gaussian, as in the PNG at scale 1).
        for pixel in stride(from: edge - 1, through: 0, by: -1) {
            let distance = (Double(edge - pixel) - 0.5) / Double(scale)
            let expected = 0.2 * 0.5 * erfc(distance / 5 / 2.0.squareRoot()) * 255
            let actual = pixels[x: pixel, y: middle]
            #expect(actual.r == 0 && actual.g == 0 && actual.b == 0)
            #expect(abs(Double(actual.a) - expected) <= 1, "\(distance) pt out: \(actual.a), not \(expected)")
        }
    }

    @Test func cliScreenshotFramesIncludeTheOffset() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path
        let frames = folder.appendingPathComponent("frames.json").path
        let png = folder.appendingPathComponent("shot.png").path
        let result = try CLIRunner.run([fixture, "-o", png, "--screenshot", "--frames", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let (canvas, boxes) = try CLIRunner.frames(at: frames)
        #expect(canvas["width"] as? Double == 360 && canvas["height"] as? Double == 224)
        // The 320 × 184 root, at (20, 20) whatever its own margins.
        let root = try #require(boxes.first)
        #expect(root["path"] as? String == "root")
        #expect([root["x"], root["y"], root["width"], root["height"]].map { $0 as? Double } == [20, 20, 320, 184])
    }

    @Test func cliFlagTakesTheScreenshot() throws {
        let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path
        let result = try CLIRunner.run([fixture, "-o", "-", "--screenshot"])
        #expect(result.status == 0, "\(result.stderr)")
        // table-stacking.json's root is 320 × 184: 360 × 224. IHDR width and height at bytes 16…23.
        let header = [UInt8](result.stdout.prefix(24))
        #expect(Array(header[16..<24]) == [0, 0, 1, 104, 0, 0, 0, 224])
    }
}
