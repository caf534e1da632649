import BoxCairo
import BoxPNG
import Foundation
import Testing

/// The documentation writer's workflow of issue 14 on `Fixtures/docs`: four
/// component specs sharing a theme file (light, dark) and a strings file
/// (en, de), every variant and scale made by one command, and the committed
/// pictures in `snapshots/docs` checked as a docs repository's CI would.
struct DocsWorkflowTests {
    static let specs = RepositoryPaths.root.appendingPathComponent("Fixtures/docs")
    static let components = ["dialog", "messages", "photos", "settings"]

    /// `component-theme-language@Nx.png` for every combination, sorted.
    static func names(scales: [Int]) -> [String] {
        components.flatMap { component in
            ["dark", "light"].flatMap { theme in
                ["de", "en"].flatMap { language in
                    scales.map { "\(component)-\(theme)-\(language)\($0 == 1 ? "" : "@\($0)x").png" }
                }
            }
        }.sorted()
    }

    @Test func oneCommandMakesEveryVariantAtEveryScale() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("Images")
        let result = try CLIRunner.run([
            "render", Self.specs.path, "--out-dir", out.path, "--scale", "1,2,3", "-j", "2", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The shared files are passed over: four specs, 48 pictures.
        #expect(result.stderr.hasPrefix("rendered 4, unchanged 0, failed 0 in "))
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(written.sorted() == Self.names(scales: [1, 2, 3]))
        for name in written {
            let scale = name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
            let image = try PNGCodec.decode(fileAt: out.appendingPathComponent(name).path)
            #expect(image.width == 320 * scale, "\(name)")
            // The page colour of the theme shows in the corner.
            let corner = image[x: 0, y: 0]
            #expect([corner.r, corner.g, corner.b] == (name.contains("dark") ? [0, 0, 0] : [0x6D, 0x71, 0x79]))
        }
        // The languages differ where the strings are, the themes everywhere.
        let settings = { (name: String) in try Data(contentsOf: out.appendingPathComponent(name)) }
        #expect(try settings("settings-light-en@2x.png") != settings("settings-light-de@2x.png"))
        let again = try CLIRunner.run([
            "render", Self.specs.path, "--out-dir", out.path, "--scale", "1,2,3", "--quiet",
        ])
        #expect(again.stderr.hasPrefix("rendered 0, unchanged 4, failed 0 in "))
    }

    @Test func theCommittedPicturesAreFresh() throws {
        // What a docs repository's CI runs: every picture drawn in memory and
        // compared, exact pixels, with orphans looked for (--prune: the
        // whole set is checked, so a picture of a spec that is gone counts).
        let result = try CLIRunner.run([
            "render", Self.specs.path, "--out-dir", RepositoryPaths.snapshots.appendingPathComponent("docs").path,
            "--scale", "2", "--check", "--prune",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("checked 4 specs: fresh 16, stale 0, missing 0, orphaned 0, failed 0"))
    }
}
