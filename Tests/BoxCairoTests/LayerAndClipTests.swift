import BoxCairo
import BoxModel
import BoxPixels
import BoxScene
import Testing

@Suite struct LayerAndClipTests {
    static let whole = Rect(x: 0, y: 0, width: 8, height: 8)

    @Test func clipLimitsDrawingUntilPopped() throws {
        let image = try TestSupport.render(
            width: 8, height: 8,
            [
                .pushClip(Rect(x: 2, y: 2, width: 4, height: 4), cornerRadius: 0),
                .fill(Self.whole, cornerRadius: 0, color: TestSupport.red),
                .popClip,
                .fill(Rect(x: 0, y: 7, width: 8, height: 1), cornerRadius: 0, color: TestSupport.blue),
            ])
        #expect(image[x: 1, y: 1] == TestSupport.transparent)
        #expect(image[x: 2, y: 2] == TestSupport.opaqueRed)
        #expect(image[x: 5, y: 5] == TestSupport.opaqueRed)
        #expect(image[x: 6, y: 5] == TestSupport.transparent)
        // After popClip, the whole canvas is drawable again.
        #expect(image[x: 0, y: 7] == TestSupport.opaqueBlue)
    }

    @Test func nestedClipsIntersect() throws {
        let image = try TestSupport.render(
            width: 8, height: 8,
            [
                .pushClip(Rect(x: 0, y: 0, width: 5, height: 8), cornerRadius: 0),
                .pushClip(Rect(x: 3, y: 0, width: 5, height: 8), cornerRadius: 0),
                .fill(Self.whole, cornerRadius: 0, color: TestSupport.red),
                .popClip,
                .popClip,
            ])
        #expect(image[x: 2, y: 0] == TestSupport.transparent)
        #expect(image[x: 3, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 4, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 5, y: 0] == TestSupport.transparent)
    }

    @Test func roundedClipCutsTheCorner() throws {
        let wide = Rect(x: 0, y: 0, width: 16, height: 8)
        let image = try TestSupport.render(
            width: 16, height: 8,
            [
                .pushClip(wide, cornerRadius: 4),
                .fill(wide, cornerRadius: 0, color: TestSupport.red),
                .popClip,
            ])
        // Radius 4: pixel (0, 0)'s nearest point to the arc's centre (4, 4) is (1, 1), √18 ≈ 4.24
        // away — outside. The top edge is straight from x = 4 to 12, so (4, 0) is whole.
        #expect(image[x: 0, y: 0] == TestSupport.transparent)
        #expect(image[x: 15, y: 7] == TestSupport.transparent)
        #expect(image[x: 4, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 11, y: 7] == TestSupport.opaqueRed)
    }

    /// Black through a layer of opacity 0.5 over white: Cairo turns 0.5 into an
    /// 8-bit alpha of 128, leaving 255 × 127/255 = 127.
    @Test func halfOpaqueLayerOverWhite() throws {
        let image = try TestSupport.render(
            width: 2, height: 1, background: .white,
            [
                .beginLayer(opacity: 0.5, shadow: nil),
                .fill(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0, color: .black),
                .endLayer,
            ])
        #expect(image[x: 0, y: 0] == Pixel(r: 127, g: 127, b: 127, a: 255))
        #expect(image[x: 1, y: 0] == TestSupport.opaqueWhite)
    }

    /// Group opacity applies to the composite: two overlapping opaque fills in a
    /// 0.5 layer give one uniform 0.5, not a darker overlap.
    @Test func layerOpacityAppliesToTheGroupAsAWhole() throws {
        let image = try TestSupport.render(
            width: 3, height: 1, background: .white,
            [
                .beginLayer(opacity: 0.5, shadow: nil),
                .fill(Rect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 0, color: .black),
                .fill(Rect(x: 1, y: 0, width: 2, height: 1), cornerRadius: 0, color: .black),
                .endLayer,
            ])
        #expect(image[x: 0, y: 0] == image[x: 1, y: 0])
        #expect(image[x: 1, y: 0] == image[x: 2, y: 0])
    }

    @Test func nestedLayersMultiplyOpacity() throws {
        // 0.5 × 0.5: the inner group at alpha 128 gives 128/255 ≈ 0.502 black, the outer
        // applies 128 again: 0.502 × 0.502 ≈ 0.252 → white × (1 − 0.252) ≈ 191.
        let image = try TestSupport.render(
            width: 1, height: 1, background: .white,
            [
                .beginLayer(opacity: 0.5, shadow: nil),
                .beginLayer(opacity: 0.5, shadow: nil),
                .fill(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0, color: .black),
                .endLayer,
                .endLayer,
            ])
        #expect(image[x: 0, y: 0] == Pixel(r: 191, g: 191, b: 191, a: 255))
    }

    @Test func layerInsideAClipIsClipped() throws {
        let image = try TestSupport.render(
            width: 4, height: 1,
            [
                .pushClip(Rect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 0),
                .beginLayer(opacity: 1, shadow: nil),
                .fill(Rect(x: 0, y: 0, width: 4, height: 1), cornerRadius: 0, color: TestSupport.red),
                .endLayer,
                .popClip,
            ])
        #expect(image[x: 1, y: 0] == TestSupport.opaqueRed)
        #expect(image[x: 2, y: 0] == TestSupport.transparent)
    }

    @Test func emptyAndInvisibleLayersDrawNothing() throws {
        let image = try TestSupport.render(
            width: 2, height: 1,
            [
                .beginLayer(opacity: 1, shadow: Shadow()),
                .endLayer,
                .beginLayer(opacity: 0, shadow: nil),
                .fill(Rect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 0, color: TestSupport.red),
                .endLayer,
                .fill(Rect(x: 1, y: 0, width: 1, height: 1), cornerRadius: 0, color: TestSupport.blue),
            ])
        #expect(image[x: 0, y: 0] == TestSupport.transparent)
        #expect(image[x: 1, y: 0] == TestSupport.opaqueBlue)
    }
}
