import BoxRender
import Foundation
import Testing

/// `--max-animation-pixels`: an animation's frames × canvas pixels, held to a
/// budget before the first frame is drawn, wherever its frames are drawn. The
/// spec of `Fixtures/invalid/limit-animation-pixels.json` is 599 frames of a
/// 10000×10000 canvas, each within `--max-frames` and `--max-canvas-pixels`:
/// 12 minutes of drawing when nothing held their product.
struct AnimationPixelBudgetTests {
    static let spec = RepositoryPaths.invalidFixtures.appendingPathComponent("limit-animation-pixels.json")
    static let refusal =
        "animation: the animation would draw 599 frames of 10000×10000 pixels, 59900000000 pixels in all, "
        + "more than 1000000000 (the limit; --max-animation-pixels raises it)"

    @Test func theLibraryRefusesBeforeTheFirstFrame() throws {
        let renderer = Renderer()
        let animation = try renderer.prepareAnimation(renderer.decodeSpec(at: Self.spec.path))
        var drawn = 0
        #expect {
            try renderer.drawFrames(animation) { _, _, _ throws(BoxRenderError) in
                drawn += 1
                throw .internal("a frame was drawn")
            }
        } throws: { error in
            "\(error)".hasSuffix(Self.refusal)
        }
        #expect(drawn == 0)
    }

    @Test func renderCheckRefusesBeforeDrawing() throws {
        let folder = try CLIRunner.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        let out = folder.appendingPathComponent("out")
        for made in [specs, out] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: Self.spec, to: specs.appendingPathComponent("big.json"))
        try Data("not the animation".utf8).write(to: out.appendingPathComponent("big.png"))
        let started = Date()
        let check = try CLIRunner.run(["render", specs.path, "--out-dir", out.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains(Self.refusal), "\(check.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func oneMomentIsNotHeldToIt() throws {
        let out = try CLIRunner.temporaryFolder().appendingPathComponent("moment.png")
        let spec = RepositoryPaths.showcaseFixtures.appendingPathComponent("animation.json")
        let moment = try CLIRunner.run([spec.path, "--at", "0", "-o", out.path, "--max-animation-pixels", "1"])
        #expect(moment.status == 0, "\(moment.stderr)")
        let whole = try CLIRunner.run([spec.path, "-o", out.path, "--max-animation-pixels", "1"])
        #expect(whole.status == 1)
        #expect(whole.stderr.contains("(the limit; --max-animation-pixels raises it)"), "\(whole.stderr)")
    }
}
