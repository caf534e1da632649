import BoxRender
import BoxRenderTesting
import Foundation
import Testing

/// Every spec in `Fixtures/render/` against its golden in `snapshots/`.
@Suite struct GoldenImageTests {
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.renderFixtures))
    func rendersAsGolden(_ file: String) {
        expectGolden(RepositoryPaths.renderFixtures.appendingPathComponent(file), snapshotFolder: "")
    }

    /// The README's showcase pictures are goldens too, under `snapshots/showcase/`.
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.showcaseFixtures))
    func showcaseRendersAsGolden(_ file: String) {
        expectGolden(RepositoryPaths.showcaseFixtures.appendingPathComponent(file), snapshotFolder: "showcase")
    }

    /// The showcase animation at its start, twice between, and its end, as
    /// users check theirs (`assertAnimation`); the still golden above is its end.
    @Test func showcaseAnimationAtChosenTimes() {
        assertAnimation(
            specAt: RepositoryPaths.showcaseFixtures.appendingPathComponent("animation.json").path,
            at: [0, 0.1, 0.2, 0.3], named: "animation",
            golden: GoldenOptions(
                directory: RepositoryPaths.snapshots.appendingPathComponent("showcase").path,
                failureDirectory: RepositoryPaths.failures.path,
                versionsFile: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path))
    }

    /// The fixtures that show MGBox's surprises on purpose, and the warnings
    /// each gives; every other fixture gives none.
    static let expectedWarnings: [String: [RenderWarning.Kind]] = [
        "corners-and-clipping.json": [.offCanvas],
        "grid-wrapping.json": [.offCanvas],
        "image-content-modes.json": [.pictureUpscaled, .pictureUpscaled, .pictureUpscaled, .pictureUpscaled],
        // `widenAsNeeded` grows the line to fit its two labels, which then touch: "growsthis line".
        "line-items.json": [.textTouches],
        "line-multiline.json": [.textDoesNotFit],
        "line-mush-and-spans.json": [.textShortened],
        "line-side-precedence.yaml": [.textShortened, .textShortened, .textShortened, .textShortened],
        // The bold row's ✓ comes from Noto Sans Symbols2, which has no bold face.
        "scripts.json": [.fontStyleSynthesised],
        // Snapping to Section 3 cuts the bottom 28 points of Section 4, the `scrollTo` target, as MGScrollView does.
        "scroll-state.json": [.scrollTargetHidden],
    ]

    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.renderFixtures))
    func warnsAsExpected(_ file: String) throws {
        let spec = RepositoryPaths.renderFixtures.appendingPathComponent(file).path
        let warnings = try Renderer().prepare(specAt: spec).warnings
        #expect(warnings.map(\.kind) == Self.expectedWarnings[file] ?? [], "\(warnings)")
    }

    /// Renders `spec` and checks it against `snapshots/FOLDER/NAME.png`, through
    /// the same `assertRendering` that users of BoxRenderTesting call.
    private func expectGolden(_ spec: URL, snapshotFolder: String) {
        assertRendering(
            specAt: spec.path, named: spec.deletingPathExtension().lastPathComponent,
            golden: GoldenOptions(
                directory: RepositoryPaths.snapshots.appendingPathComponent(snapshotFolder).path,
                failureDirectory: RepositoryPaths.failures.path,
                versionsFile: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path,
                allowsWarnings: Self.expectedWarnings[spec.lastPathComponent] != nil))
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let specPath = RepositoryPaths.showcaseFixtures.appendingPathComponent("demo.json").path
        let renderer = Renderer()
        let first = try renderer.png(try renderer.prepare(specAt: specPath))
        let second = try renderer.png(try renderer.prepare(specAt: specPath))
        #expect(first == second)
    }

    @Test func thereAreEnoughFixtures() {
        #expect(RepositoryPaths.specs(in: RepositoryPaths.renderFixtures).count >= 12)
    }
}
