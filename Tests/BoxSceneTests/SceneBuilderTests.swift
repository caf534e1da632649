import BoxModel
import Testing

@testable import BoxScene

@Suite struct SceneBuilderTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func scene(_ tree: BoxTree, _ frames: [Rect]) -> [DrawCommand] {
        SceneBuilder().scene(
            for: tree, frames: frames, canvas: Size(width: 100, height: 100), scale: 1, background: nil
        )
        .commands
    }

    @Test func bordersAreOnePointInsideTheBoundsRightLowestTopHighest() {
        let style = BoxStyle(borderColors: BorderColors(top: red, left: blue, bottom: red, right: blue))
        let tree = BoxTree(root: BoxNode(style: style))
        let frame = Rect(x: 10, y: 20, width: 50, height: 30)
        #expect(
            scene(tree, [frame]) == [
                .fill(Rect(x: 59, y: 20, width: 1, height: 30), cornerRadius: 0, color: blue),
                .fill(Rect(x: 10, y: 49, width: 50, height: 1), cornerRadius: 0, color: red),
                .fill(Rect(x: 10, y: 20, width: 1, height: 30), cornerRadius: 0, color: blue),
                .fill(Rect(x: 10, y: 20, width: 50, height: 1), cornerRadius: 0, color: red),
            ])
    }

    @Test func etchedColoursComeFromTheBackgroundAndExplicitSidesWin() {
        // Reference §4.2: background (0.94, 0.94, 0.95) etched top → (1, 1, 1, 0.5),
        // etched bottom → (0.78, 0.78, 0.79, 0.5).
        let background = Color(red: 0.94, green: 0.94, blue: 0.95)
        let etched = EtchedSides([.top, .bottom]).borderColors(background: background)
        #expect(etched.top == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let bottom = etched.bottom!
        #expect(abs(bottom.red - 0.78) < 1e-12 && abs(bottom.green - 0.78) < 1e-12 && abs(bottom.blue - 0.79) < 1e-12)
        #expect(bottom.alpha == 0.5)
        #expect(etched.left == nil && etched.right == nil)

        let style = BoxStyle(
            backgroundColor: background, borderColors: BorderColors(bottom: red), etchedSides: [.top, .bottom])
        #expect(style.resolvedBorders.bottom == red)
        #expect(style.resolvedBorders.top == etched.top)
        // Alpha ≤ 0.5 leaves nothing visible, as on iOS.
        #expect(EtchedSides.all.borderColors(background: Color(white: 0.9, alpha: 0.4)).isEmpty)
    }

    @Test func layerWrapsShadowAndAlphaClipWrapsChildrenAndBorders() {
        let shadow = Shadow(color: .black, opacity: 0.5, offset: Point(x: 0, y: 2), radius: 4)
        var tree = BoxTree(
            root: BoxNode(
                style: BoxStyle(
                    backgroundColor: red, cornerRadius: 5, clipsToBounds: true, alpha: 0.8, shadow: shadow,
                    borderColors: BorderColors(top: blue))))
        tree.append(BoxNode(style: BoxStyle(backgroundColor: blue)), to: 0)
        let root = Rect(x: 0, y: 0, width: 40, height: 40)
        let child = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(
            scene(tree, [root, child]) == [
                .beginLayer(opacity: 0.8, shadow: nil),
                .beginLayer(opacity: 1, shadow: shadow),
                .fill(root, cornerRadius: 5, color: red),
                .pushClip(root, cornerRadius: 5),
                .fill(Rect(x: 0, y: 0, width: 40, height: 1), cornerRadius: 0, color: blue),
                .fill(child, cornerRadius: 0, color: blue),
                .popClip,
                .endLayer,
                .endLayer,
            ])
    }

    @Test func clearBackgroundsAndInvisibleShadowsDrawNothing() {
        let style = BoxStyle(backgroundColor: .clear, shadow: Shadow(opacity: 0))
        let tree = BoxTree(root: BoxNode(style: style))
        #expect(scene(tree, [Rect(x: 0, y: 0, width: 10, height: 10)]).isEmpty)
    }

    @Test func pixelSizeRoundsUp() {
        let scene = Scene(size: Size(width: 10.25, height: 3), scale: 2, background: nil, commands: [])
        #expect(scene.pixelSize == (21, 6))
    }
}
