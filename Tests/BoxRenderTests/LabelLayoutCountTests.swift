import BoxRender
import BoxText
import Foundation
import Testing

/// A rendering lays each label out once and draws every format from those
/// layouts (issue 24): `render --format png,svg,pdf` of the docs made 674
/// Pango layouts before, 82 after.
@Suite struct LabelLayoutCountTests {
    /// Mush, spans, text shadows and a multiline label: measuring makes the
    /// layouts; the PNG makes two more: the multiline label's shadow's (its
    /// runs `{#C0392B|red}` change colour where the shadow does not) and the
    /// spans line cut with "…". SVG and PDF make none.
    @Test func formatsDrawTheLayoutsMeasuringMade() throws {
        let fonts = try FontLibrary()
        let renderer = Renderer(fonts: fonts)
        let spec = RepositoryPaths.renderFixtures.appendingPathComponent("line-mush-and-spans.json").path
        let rendering = try renderer.prepare(specAt: spec)
        let measured = fonts.pangoLayoutsMade
        #expect(measured > 0)
        _ = try renderer.png(rendering)
        let drawn = fonts.pangoLayoutsMade
        #expect(drawn - measured == 2)
        _ = try renderer.svg(rendering)
        _ = try renderer.pdf(rendering)
        #expect(fonts.pangoLayoutsMade == drawn)
    }
}
