import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import Testing

/// `.pushClip` rounds only the corners it names (MGTableBoxStyled's top and
/// bottom boxes). Radius 4 in a 16 × 8 rectangle: a rounded corner's pixel
/// (0, 0) is outside the arc (its nearest point (1, 1) is √18 ≈ 4.24 from the
/// centre (4, 4)); a square corner's is inside.
@Suite struct CornerMaskTests {
    static let rect = Rect(x: 0, y: 0, width: 16, height: 8)

    static func clipped(_ corners: Corners) throws -> RGBAImage {
        try TestSupport.render(
            width: 16, height: 8,
            [
                .pushClip(rect, cornerRadius: 4, corners: corners),
                .fill(rect, cornerRadius: 0, color: TestSupport.red),
                .popClip,
            ])
    }

    /// The four corner pixels: top left, top right, bottom left, bottom right.
    static func cornerPixels(_ image: RGBAImage) -> [Pixel] {
        [image[x: 0, y: 0], image[x: 15, y: 0], image[x: 0, y: 7], image[x: 15, y: 7]]
    }

    static let cut = TestSupport.transparent
    static let kept = TestSupport.opaqueRed

    @Test func topCornersOnly() throws {
        #expect(Self.cornerPixels(try Self.clipped(.top)) == [Self.cut, Self.cut, Self.kept, Self.kept])
    }

    @Test func bottomCornersOnly() throws {
        #expect(Self.cornerPixels(try Self.clipped(.bottom)) == [Self.kept, Self.kept, Self.cut, Self.cut])
    }

    @Test func diagonalCorners() throws {
        let image = try Self.clipped([.topLeft, .bottomRight])
        #expect(Self.cornerPixels(image) == [Self.cut, Self.kept, Self.kept, Self.cut])
    }

    @Test func noCornersIsASquareClip() throws {
        #expect(Self.cornerPixels(try Self.clipped([])) == [Self.kept, Self.kept, Self.kept, Self.kept])
    }

    /// Rounded corners of the partial mask have the same arcs as `.all`'s.
    @Test func roundedCornersMatchAllCorners() throws {
        let all = try Self.clipped(.all)
        let top = try Self.clipped(.top)
        for y in 0..<4 {
            for x in 0..<16 { #expect(top[x: x, y: y] == all[x: x, y: y]) }
        }
        for y in 4..<8 {
            for x in 0..<16 { #expect(top[x: x, y: y] == Self.kept) }
        }
    }
}

/// `.ring`: the screenshot border, a band inside a rounded rectangle.
@Suite struct RingTests {
    private func render(_ command: DrawCommand) throws -> RGBAImage {
        let scene = Scene(size: Size(width: 20, height: 20), scale: 1, background: nil, commands: [command])
        return try CairoRenderer().renderImage(scene)
    }

    @Test func aSquareRingCoversExactlyTheOuterPixels() throws {
        let image = try render(.ring(Rect(x: 2, y: 2, width: 10, height: 8), cornerRadius: 0, width: 1, color: .black))
        #expect(image[x: 2, y: 2].a == 255)  // corner of the band
        #expect(image[x: 11, y: 9].a == 255)  // opposite corner
        #expect(image[x: 6, y: 2].a == 255)  // top edge
        #expect(image[x: 3, y: 3].a == 0)  // just inside the band
        #expect(image[x: 6, y: 6].a == 0)  // the middle stays empty
        #expect(image[x: 1, y: 2].a == 0)  // outside
    }

    @Test func aRoundedRingFollowsTheCorner() throws {
        let image = try render(.ring(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8, width: 1, color: .black))
        #expect(image[x: 0, y: 0].a == 0)  // the rounded-off corner
        #expect(image[x: 10, y: 0].a == 255)  // straight top edge
        #expect(image[x: 10, y: 10].a == 0)  // inside
        // On the diagonal the band sits 8 − 8/√2 ≈ 2.3 points in from the corner.
        #expect(image[x: 2, y: 2].a > 100)
        #expect(image[x: 4, y: 4].a == 0)
    }
}
