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
        let check = GoldenCheck(failureDirectory: RepositoryPaths.failures.path)
        let goldenPath = RepositoryPaths.snapshots.appendingPathComponent("\(name).png").path
        let failure = check.check(png: png, goldenPath: goldenPath, name: name)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func thereAreEnoughFixtures() {
        #expect(RepositoryPaths.specs(in: RepositoryPaths.renderFixtures).count >= 12)
    }
}
