// Docs/Guides/GoldenTests.md shows this file whole as the smallest golden test
// (Scripts/check-docs.sh checks that it does); its golden is
// __Snapshots__/GuideCardTests/card.png.
import BoxRenderTesting
import Testing

@Test func card() {
    assertRendering(of: StyledLine(left: "Hello", right: "world"), canvas: CanvasSpec(scale: 2))
}
