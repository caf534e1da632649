import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import Foundation
import Testing

@Suite struct SceneValidationTests {
    static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    @Test func sameSceneGivesIdenticalBytes() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 6, height: 4, in: directory)
        let scene = Scene(
            size: Size(width: 30, height: 20), scale: 2, background: Color(white: 0.9),
            commands: [
                .beginLayer(opacity: 0.8, shadow: Shadow(offset: Point(x: 1, y: 2), radius: 3)),
                .fill(Rect(x: 3.3, y: 2.7, width: 12.1, height: 9), cornerRadius: 3, color: TestSupport.red),
                .pushClip(Rect(x: 4, y: 4, width: 10, height: 6), cornerRadius: 2),
                .image(
                    BoxImage(source: ImageSource(path: path, fileScale: 1), contentMode: .scaleAspectFit),
                    rect: Rect(x: 4, y: 4, width: 10, height: 6), cornerRadius: 1),
                .popClip,
                .endLayer,
            ])
        let first = try CairoRenderer().renderPNG(scene)
        let second = try CairoRenderer().renderPNG(scene)
        #expect(first == second)
        #expect(try PNGCodec.decode(first) == CairoRenderer().renderImage(scene))
    }

    @Test(arguments: [
        ([DrawCommand.popClip], "draw command 0: popClip without a matching pushClip"),
        ([DrawCommand.endLayer], "draw command 0: endLayer without a matching beginLayer"),
        ([DrawCommand.pushClip(unit, cornerRadius: 0)], "draw command 1: a pushClip is never popped"),
        ([DrawCommand.beginLayer(opacity: 1, shadow: nil)], "draw command 1: a beginLayer is never ended"),
        (
            [DrawCommand.beginLayer(opacity: 1, shadow: nil), .pushClip(unit, cornerRadius: 0), .endLayer, .popClip],
            "draw command 2: endLayer without a matching beginLayer"
        ),
    ])
    func unbalancedListsAreRefused(commands: [DrawCommand], message: String) {
        do {
            _ = try TestSupport.render(width: 2, height: 2, commands)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test(arguments: [
        DrawCommand.fill(Rect(x: .nan, y: 0, width: 1, height: 1), cornerRadius: 0, color: .black),
        .fill(unit, cornerRadius: .infinity, color: .black),
        .fill(unit, cornerRadius: 0, color: Color(red: .nan, green: 0, blue: 0)),
        .pushClip(Rect(x: 0, y: 0, width: .infinity, height: 1), cornerRadius: 0),
    ])
    func nonFiniteValuesAreRefused(command: DrawCommand) {
        #expect(throws: SceneError.nonFiniteValue(commandIndex: 0)) {
            try TestSupport.render(width: 2, height: 2, [command])
        }
    }

    @Test func nonFiniteShadowIsRefused() {
        #expect(throws: SceneError.nonFiniteValue(commandIndex: 1)) {
            try TestSupport.render(
                width: 2, height: 2,
                [
                    .fill(Self.unit, cornerRadius: 0, color: .black),
                    .beginLayer(opacity: 1, shadow: Shadow(radius: .nan)),
                    .endLayer,
                ])
        }
    }

    @Test(arguments: [
        (Size(width: .infinity, height: 1), 1),
        (Size(width: -1, height: 1), 1),
        (Size(width: 1, height: .nan), 1),
        (Size(width: 40_000, height: 1), 1),
        (Size(width: 20_000, height: 1), 2),
        (Size(width: 1, height: 1), 0),
    ])
    func undrawableCanvasesAreRefused(size: Size, scale: Int) {
        #expect(throws: SceneError.self) {
            try CairoRenderer().renderImage(Scene(size: size, scale: scale, background: nil, commands: []))
        }
    }

    @Test func geometryFarOutsideTheCanvasIsHarmless() throws {
        let image = try TestSupport.render(
            width: 2, height: 2,
            [
                .fill(Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15), cornerRadius: 0, color: TestSupport.red),
                .beginLayer(opacity: 1, shadow: Shadow(offset: .zero, radius: 1)),
                .fill(Rect(x: 1e15, y: 0, width: 1, height: 1), cornerRadius: 0, color: .black),
                .endLayer,
            ])
        #expect(image[x: 1, y: 1] == TestSupport.opaqueRed)
    }
}
