import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import Testing

@Suite struct FillRenderingTests {
    @Test func canvasIsTransparentWithoutBackground() throws {
        let image = try TestSupport.render(width: 3, height: 2, [])
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func emptyCanvasGivesAnEmptyImageButNoPNG() throws {
        let scene = Scene(size: Size(width: 0, height: 3), scale: 2, background: .white, commands: [])
        let image = try CairoRenderer().renderImage(scene)
        #expect(image.width == 0 && image.height == 6)
        #expect(throws: CairoError.self) { try CairoRenderer().renderPNG(scene) }
    }

    @Test func backgroundCoversTheCanvas() throws {
        let image = try TestSupport.render(width: 2.5, height: 1, background: TestSupport.blue, [])
        // 2.5 points round up to 3 pixels, all painted.
        #expect(image.width == 3)
        #expect(image[x: 2, y: 0] == TestSupport.opaqueBlue)
    }

    @Test func rectAtScaleOneCoversWholePixels() throws {
        let image = try TestSupport.render(
            width: 4, height: 4, [.fill(Rect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 0, color: TestSupport.red)]
        )
        for y in 0..<4 {
            for x in 0..<4 {
                let inside = (1...2).contains(x) && (1...2).contains(y)
                #expect(image[x: x, y: y] == (inside ? TestSupport.opaqueRed : TestSupport.transparent), "(\(x), \(y))")
            }
        }
    }

    /// (1, 1, 2, 2) points at scale 2 is pixels 2…5 on both axes, exactly.
    @Test func rectAtScaleTwoCoversPixelsTwoToFive() throws {
        let image = try TestSupport.render(
            width: 4, height: 4, scale: 2,
            [.fill(Rect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 0, color: TestSupport.red)])
        #expect(image.width == 8 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2...5).contains(x) && (2...5).contains(y)
                #expect(image[x: x, y: y] == (inside ? TestSupport.opaqueRed : TestSupport.transparent), "(\(x), \(y))")
            }
        }
    }

    /// A left edge at x = 0.5 covers half of pixel 0: alpha 0.5, which Cairo's
    /// coverage rounds to 128 of 255.
    @Test func halfPointEdgeGivesHalfCoverage() throws {
        let image = try TestSupport.render(
            width: 3, height: 1, [.fill(Rect(x: 0.5, y: 0, width: 2, height: 1), cornerRadius: 0, color: .black)])
        #expect(image[x: 0, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 128))
        #expect(image[x: 1, y: 0] == TestSupport.opaqueBlack)
        #expect(image[x: 2, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 128))
    }

    /// Radius 5 on a 20×10 rectangle: pixel (0, 0)'s nearest point to the corner
    /// circle's centre (5, 5) is (1, 1), √32 ≈ 5.66 away — wholly outside.
    @Test func roundedCornerLeavesTheCornerPixelTransparent() throws {
        let image = try TestSupport.render(
            width: 20, height: 10, [.fill(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5, color: .black)])
        #expect(image[x: 0, y: 0] == TestSupport.transparent)
        #expect(image[x: 19, y: 9] == TestSupport.transparent)
        #expect(image[x: 10, y: 5] == TestSupport.opaqueBlack)
        // Between the arcs (x 5…15) the top edge is straight and fully covered.
        #expect(image[x: 5, y: 0] == TestSupport.opaqueBlack)
        #expect(image[x: 14, y: 0] == TestSupport.opaqueBlack)
    }

    /// A radius larger than half the shorter side is clamped: radius 50 on 10×10 draws a circle of
    /// radius 5, the same pixels as radius 5.
    @Test func hugeRadiusIsClampedToACircle() throws {
        let clamped = try TestSupport.render(
            width: 10, height: 10, [.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 50, color: .black)])
        let circle = try TestSupport.render(
            width: 10, height: 10, [.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5, color: .black)])
        #expect(clamped == circle)
    }

    /// Colour alpha 0.5 over white: 255 × (1 − 0.5) = 127.5; Cairo's 8-bit
    /// alpha for 0.5 is 128, leaving white × 127/255 → 127.
    @Test func translucentFillOverBackground() throws {
        let image = try TestSupport.render(
            width: 1, height: 1, background: .white,
            [.fill(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0, color: Color(white: 0, alpha: 0.5))])
        #expect(image[x: 0, y: 0] == Pixel(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func laterFillsPaintOverEarlierOnes() throws {
        let image = try TestSupport.render(
            width: 2, height: 1,
            [
                .fill(Rect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 0, color: TestSupport.red),
                .fill(Rect(x: 1, y: 0, width: 1, height: 1), cornerRadius: 0, color: TestSupport.blue),
            ])
        #expect(image[x: 0, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 1, y: 0] == TestSupport.opaqueBlue)
    }
}
