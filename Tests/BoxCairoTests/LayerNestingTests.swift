import BoxModel
import BoxScene
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// How many layers a draw list holds open at once, and the band height that
/// keeps their surfaces within the renderer's memory budget.
@Suite struct LayerNestingTests {
    static let rect = Rect(x: 0, y: 0, width: 10, height: 10)

    /// Clips open and close around the layers without counting as layers.
    @Test func clipsAreNotLayers() throws {
        var commands: [DrawCommand] = []
        for _ in 0..<5 { commands += [.pushClip(Self.rect, cornerRadius: 2), .popClip] }
        commands += [
            .beginLayer(opacity: 0.5, shadow: nil), .pushClip(Self.rect, cornerRadius: 0),
            .beginLayer(opacity: 0.5, shadow: nil), .fill(Self.rect, cornerRadius: 0, color: .black), .endLayer,
            .popClip, .endLayer,
            .beginLayer(opacity: 0.5, shadow: nil), .endLayer,
        ]
        let plan = try DrawPlan(commands: commands, scale: 1, canvas: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plan.deepestLayerNesting == 2)
    }

    /// 1000 pixels wide: 262 rows (1 MiB) until 256 MiB of surfaces would not
    /// hold the nesting; then 256 MiB ÷ (layers + 1) ÷ 4000 bytes a row; 3 at least.
    @Test func bandsShortenOnlyWhenLayersWouldPassTheBudget() {
        #expect(CairoRenderer.bandRows(width: 1000, layerNesting: 0) == 262)
        #expect(CairoRenderer.bandRows(width: 1000, layerNesting: 255) == 262)
        #expect(CairoRenderer.bandRows(width: 1000, layerNesting: 1000) == (256 << 20) / (1001 * 4000))
        #expect(CairoRenderer.bandRows(width: 1000, layerNesting: 100_000) == 3)
        #expect(CairoRenderer.bandRows(width: 32767, layerNesting: .max) == 3)
    }
}
