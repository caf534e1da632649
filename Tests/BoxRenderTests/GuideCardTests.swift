// Docs/Guides/GoldenTests.md shows the lines below (from the imports) as the
// smallest golden test, and Scripts/check-docs.sh checks that they are these;
// its golden is __Snapshots__/GuideCardTests/card.png.
import BoxRenderTesting
import Testing

@Test func card() {
    assertRendering(of: StyledLine(left: "Hello", right: "world"), canvas: CanvasSpec(scale: 2))
}
