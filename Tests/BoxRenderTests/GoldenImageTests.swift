import BoxRender
import BoxRenderTesting
import Foundation
import Testing

/// Every spec in `Fixtures/render/` against its golden in `snapshots/`.
@Suite struct GoldenImageTests {
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.renderFixtures))
    func rendersAsGolden(_ file: String) throws {
        let name = (file as NSString).deletingPathExtension
        let specPath = RepositoryPaths.renderFixtures.appendingPathComponent(file).path
        let renderer = Renderer()
        let png = try renderer.png(try renderer.prepare(specAt: specPath))
        let check = GoldenCheck(
            failureDirectory: RepositoryPaths.failures.path,
            versionsPath: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path)
        let goldenPath = RepositoryPaths.snapshots.appendingPathComponent("\(name).png").path
        let failure = check.check(png: png, goldenPath: goldenPath, name: name)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// The README's showcase pictures are goldens too, under `snapshots/showcase/`.
    @Test(arguments: RepositoryPaths.specs(in: RepositoryPaths.showcaseFixtures))
    func showcaseRendersAsGolden(_ file: String) throws {
        let name = (file as NSString).deletingPathExtension
        let specPath = RepositoryPaths.showcaseFixtures.appendingPathComponent(file).path
        let renderer = Renderer()
        let png = try renderer.png(try renderer.prepare(specAt: specPath))
        let check = GoldenCheck(
            failureDirectory: RepositoryPaths.failures.path,
            versionsPath: RepositoryPaths.snapshots.appendingPathComponent("VERSIONS").path)
        let goldenPath = RepositoryPaths.snapshots.appendingPathComponent("showcase/\(name).png").path
        let failure = check.check(png: png, goldenPath: goldenPath, name: "showcase-\(name)")
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
