import BoxLayout
import BoxModel
import Testing

@testable import BoxScene

/// Layout separators (a `linear`'s, `LayoutResult.separators`) in the draw
/// list: at their node's origin, over its background, inside its clip,
/// under its children and its borders.
@Suite struct SeparatorSceneTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let canvas = Size(width: 100, height: 100)

    @Test func overTheBackgroundInsideTheClipUnderChildrenAndBorders() {
        let style = BoxStyle(backgroundColor: red, clipsToBounds: true, borderColors: BorderColors(top: .black))
        var tree = BoxTree(root: BoxNode(style: style))
        tree.append(BoxNode(style: BoxStyle(backgroundColor: blue)), to: BoxTree.root)
        let frames = [Rect(x: 10, y: 20, width: 50, height: 30), Rect(x: 10, y: 20, width: 5, height: 5)]
        let separator = LayoutSeparator(node: 0, rect: Rect(x: 24, y: 0, width: 2, height: 30), color: .white)
        let commands = SceneBuilder().scene(
            for: tree, frames: frames, canvas: canvas, scale: 1, background: nil, separators: [separator]
        ).commands
        #expect(
            commands == [
                .fill(frames[0], cornerRadius: 0, color: red),
                .pushClip(frames[0], cornerRadius: 0),
                .fill(Rect(x: 34, y: 20, width: 2, height: 30), cornerRadius: 0, color: .white),
                .fill(Rect(x: 10, y: 20, width: 50, height: 1), cornerRadius: 0, color: .black),
                .fill(frames[1], cornerRadius: 0, color: blue),
                .popClip,
            ])
    }

    /// A hidden node's separators go with it; one with a negative or zero size
    /// (`clampNegative: false`) or a clear colour draws nothing.
    @Test func hiddenEmptyAndClearSeparatorsAreNotDrawn() {
        var tree = BoxTree(root: BoxNode())
        let hidden = tree.append(BoxNode(), to: BoxTree.root)
        let frames = [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 5, y: 5, width: 10, height: 10)]
        let separators = [
            LayoutSeparator(node: 0, rect: Rect(x: 1, y: 1, width: -2, height: 5), color: red),
            LayoutSeparator(node: 0, rect: Rect(x: 1, y: 1, width: 2, height: 0), color: red),
            LayoutSeparator(node: 0, rect: Rect(x: 1, y: 1, width: 2, height: 5), color: .clear),
            LayoutSeparator(node: 0, rect: Rect(x: 3, y: 1, width: 2, height: 5), color: blue),
            LayoutSeparator(node: hidden, rect: Rect(x: 1, y: 1, width: 2, height: 5), color: red),
        ]
        let commands = SceneBuilder().scene(
            for: tree, frames: frames, canvas: canvas, scale: 1, background: nil, hidden: [false, true],
            separators: separators
        ).commands
        #expect(commands == [.fill(Rect(x: 3, y: 1, width: 2, height: 5), cornerRadius: 0, color: blue)])
    }
}
