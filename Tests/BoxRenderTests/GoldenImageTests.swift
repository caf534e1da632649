import BoxRender
import BoxRenderTesting
import Foundation
import Testing

/// Every spec in `Fixtures/render/` against its golden in `snapshots/`.
@Suite struct GoldenImageTests {
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.renderFixtures))
    func rendersAsGolden(_ file: String) throws {
        try expectGolden(RepositoryPaths.renderFixtures.appendingPathComponent(file), snapshotFolder: "")
    }

    /// The README's showcase pictures are goldens too, under `snapshots/showcase/`.
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.showcaseFixtures))
    func showcaseRendersAsGolden(_ file: String) throws {
        try expectGolden(RepositoryPaths.showcaseFixtures.appendingPathComponent(file), snapshotFolder: "showcase")
    }

    /// Renders `spec` and checks it against `snapshots/FOLDER/NAME.png`.
    private func expectGolden(_ spec: URL, snapshotFolder: String) throws {
        let name = spec.deletingPathExtension().lastPathComponent
        let renderer = Renderer()
        let png = try renderer.png(try renderer.prepare(specAt: spec.path))
        let check = GoldenCheck(
            failureDirectory: RepositoryPaths.failures.path,
            versionsPath: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path)
        let golden = RepositoryPaths.snapshots.appendingPathComponent(snapshotFolder).appendingPathComponent(
            "\(name).png")
        let failureName = snapshotFolder.isEmpty ? name : "\(snapshotFolder)-\(name)"
        let failure = check.check(png: png, goldenPath: golden.path, name: failureName)
        #expect(failure == nil, "\(failure ?? "")")
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
