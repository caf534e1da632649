import BoxModel
import BoxRender
import Foundation
import Testing

/// Warnings reach Swift callers from every entry (issue 22): `write`
/// returns them, `RenderOptions(strict: true)` throws them as the CLI's
/// `--strict` prints them, and an animation can be written to a file.
struct SwiftWarningsTests {
    /// A line too narrow for its text: "the text is cut short with …".
    static let cutShort = Line(left: "A label far too long for its line", size: Size(width: 60, height: 30))

    @Test func writeReturnsThePicturesWarnings() throws {
        let url = try CLIRunner.temporaryFolder().appendingPathComponent("line.png")
        let renderer = Renderer()
        let warnings = try renderer.write(Self.cutShort, to: url)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("the text is cut short with …") == true, "\(warnings)")
        #expect(warnings == (try renderer.prepare(Self.cutShort).warnings))
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func strictThrowsThemAsTheCLIPrintsThem() throws {
        let url = try CLIRunner.temporaryFolder().appendingPathComponent("line.png")
        #expect {
            try Renderer().write(Self.cutShort, to: url, options: RenderOptions(strict: true))
        } throws: { error in
            guard case .input(let errors) = error as? BoxRenderError else { return false }
            return errors.count == 1 && errors[0].message.hasPrefix("the text is cut short with …")
                && errors[0].path == "root.left"
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(throws: BoxRenderError.self) {
            try Renderer().render(Self.cutShort, options: RenderOptions(strict: true))
        }
    }

    @Test func anAnimationIsWrittenAsAnAnimatedPNGWithItsWarnings() throws {
        let folder = try CLIRunner.temporaryFolder()
        let animation = Animation(
            from: Line(left: "Hi", size: Size(width: 60, height: 30)), to: Self.cutShort, duration: 0.1, fps: 10)
        let renderer = Renderer()
        let url = folder.appendingPathComponent("slide.png")
        let warnings = try renderer.write(animation, to: url)
        #expect(warnings.count == 1)
        let bytes = try Data(contentsOf: url)
        #expect(Array(bytes) == (try renderer.apng(animation)))
        #expect(bytes.range(of: Data("acTL".utf8)) != nil)
        let gif = folder.appendingPathComponent("slide.gif")
        #expect(try renderer.write(animation, to: gif).count == 1)
        #expect(try Data(contentsOf: gif).prefix(6) == Data("GIF89a".utf8))
        #expect(throws: BoxRenderError.self) {
            try renderer.write(animation, to: folder.appendingPathComponent("slide.svg"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("slide.svg").path))
    }
}
