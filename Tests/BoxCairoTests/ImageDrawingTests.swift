import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import Foundation
import Testing

/// A 20×10 pixel picture, left half red, right half blue, drawn into a 40×40
/// box. Away from the red/blue seam (where bilinear filtering mixes them) every
/// pixel is pure; thanks to the padded extend, the picture's own edges are fully
/// opaque instead of fading out.
@Suite struct ImageDrawingTests {
    static let bounds = Rect(x: 0, y: 0, width: 40, height: 40)

    static func draw(_ mode: ContentMode, fileScale: Int = 1, scale: Int = 1, cornerRadius: Double = 0) throws
        -> RGBAImage
    {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 20, height: 10, in: directory)
        let image = BoxImage(source: ImageSource(path: path, fileScale: fileScale), contentMode: mode)
        return try TestSupport.render(
            width: 40, height: 40, scale: scale, [.image(image, rect: bounds, cornerRadius: cornerRadius)])
    }

    /// Stretched to 40×40: red x < 20, blue from 20, all the way to every edge.
    @Test func scaleToFillStretches() throws {
        let image = try Self.draw(.scaleToFill)
        #expect(image[x: 0, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 10, y: 39] == TestSupport.opaqueRed)
        #expect(image[x: 30, y: 20] == TestSupport.opaqueBlue)
        #expect(image[x: 39, y: 39] == TestSupport.opaqueBlue)
    }

    /// Ratio min(2, 4) = 2 → 40×20 at y = 10: transparent bands above and below.
    @Test func scaleAspectFitLetterboxes() throws {
        let image = try Self.draw(.scaleAspectFit)
        #expect(image[x: 5, y: 9] == TestSupport.transparent)
        #expect(image[x: 0, y: 10] == TestSupport.opaqueRed)
        #expect(image[x: 5, y: 20] == TestSupport.opaqueRed)
        #expect(image[x: 39, y: 29] == TestSupport.opaqueBlue)
        #expect(image[x: 39, y: 30] == TestSupport.transparent)
    }

    /// Ratio max(2, 4) = 4 → 80×40 at x = −20: the visible middle still splits at x = 20.
    @Test func scaleAspectFillCoversAndCrops() throws {
        let image = try Self.draw(.scaleAspectFill)
        #expect(image[x: 0, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 10, y: 20] == TestSupport.opaqueRed)
        #expect(image[x: 30, y: 20] == TestSupport.opaqueBlue)
        #expect(image[x: 39, y: 39] == TestSupport.opaqueBlue)
    }

    /// Natural 20×10 points at (10, 15): drawn pixel for pixel.
    @Test func centerKeepsTheNaturalSize() throws {
        let image = try Self.draw(.center)
        #expect(image[x: 9, y: 20] == TestSupport.transparent)
        #expect(image[x: 10, y: 15] == TestSupport.opaqueRed)
        #expect(image[x: 19, y: 24] == TestSupport.opaqueRed)
        #expect(image[x: 20, y: 15] == TestSupport.opaqueBlue)
        #expect(image[x: 29, y: 24] == TestSupport.opaqueBlue)
        #expect(image[x: 30, y: 20] == TestSupport.transparent)
        #expect(image[x: 20, y: 14] == TestSupport.transparent)
        #expect(image[x: 20, y: 25] == TestSupport.transparent)
    }

    /// An @2x file is 10×5 points; at scale 2 it lands at (15, 17.5) points =
    /// pixels (30, 35), 20×10 pixels, unscaled.
    @Test func centerHonoursTheFileScale() throws {
        let image = try Self.draw(.center, fileScale: 2, scale: 2)
        #expect(image.width == 80)
        #expect(image[x: 30, y: 35] == TestSupport.opaqueRed)
        #expect(image[x: 39, y: 44] == TestSupport.opaqueRed)
        #expect(image[x: 40, y: 35] == TestSupport.opaqueBlue)
        #expect(image[x: 49, y: 44] == TestSupport.opaqueBlue)
        #expect(image[x: 29, y: 40] == TestSupport.transparent)
        #expect(image[x: 50, y: 40] == TestSupport.transparent)
        #expect(image[x: 40, y: 34] == TestSupport.transparent)
        #expect(image[x: 40, y: 45] == TestSupport.transparent)
    }

    @Test func cornerRadiusClipsThePicture() throws {
        let image = try Self.draw(.scaleToFill, cornerRadius: 10)
        #expect(image[x: 0, y: 0] == TestSupport.transparent)
        #expect(image[x: 39, y: 39] == TestSupport.transparent)
        #expect(image[x: 10, y: 0] == TestSupport.opaqueRed)
    }

    @Test func missingImageThrowsNamingThePath() throws {
        let image = BoxImage(source: ImageSource(path: "/nonexistent/pic.png", fileScale: 1))
        #expect(throws: ImageLoadError(path: "/nonexistent/pic.png", reason: "no such file")) {
            try TestSupport.render(width: 4, height: 4, [.image(image, rect: Self.bounds, cornerRadius: 0)])
        }
    }

    @Test func corruptImageThrowsNamingThePath() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/corrupt.png"
        try TestSupport.write([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3], to: path)
        let image = BoxImage(source: ImageSource(path: path, fileScale: 1))
        do {
            _ = try TestSupport.render(width: 4, height: 4, [.image(image, rect: Self.bounds, cornerRadius: 0)])
            Issue.record("a corrupt picture should throw")
        } catch let error as ImageLoadError {
            #expect(error.path == path)
        }
    }
}
