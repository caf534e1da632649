import BoxModel
import Testing

@testable import BoxScene

@Suite struct LineSceneTests {
    private let frame = Rect(x: 0, y: 0, width: 100, height: 40)

    private func commands(_ tree: BoxTree, hidden: [Bool] = []) -> [DrawCommand] {
        let frames = Array(repeating: frame, count: tree.count)
        return SceneBuilder().scene(
            for: tree, frames: frames, canvas: Size(width: 100, height: 40), scale: 1, background: nil,
            hidden: hidden
        ).commands
    }

    @Test func aLabelDrawsItsTextInItsFrame() {
        let label = LabelContent(runs: [TextRun(text: "Hi")])
        var tree = BoxTree(root: BoxNode(type: .line))
        tree.append(BoxNode(type: .label, content: .label(label)), to: 0)
        #expect(commands(tree) == [.text(label, rect: frame)])
    }

    @Test func aLinePictureIsDrawnToFillItsFrame() {
        let source = ImageSource(path: "/x/horse@2x.png", fileScale: 2)
        var tree = BoxTree(root: BoxNode(type: .line))
        tree.append(BoxNode(type: .image, content: .image(ImageItem(source: source, naturalSize: true))), to: 0)
        #expect(commands(tree) == [.image(BoxImage(source: source), rect: frame, cornerRadius: 0)])
    }

    @Test func aCornerMaskClipsTheBackgroundAndEverythingAfterIt() {
        let grey = Color(white: 0.5)
        let style = BoxStyle(backgroundColor: grey, mask: CornerMask(radius: 4, corners: .top))
        var tree = BoxTree(root: BoxNode(type: .styledLine, style: style))
        tree.append(BoxNode(style: BoxStyle(backgroundColor: .black)), to: 0)
        #expect(
            commands(tree) == [
                .pushClip(frame, cornerRadius: 4, corners: .top),
                .fill(frame, cornerRadius: 0, color: grey),
                .fill(frame, cornerRadius: 0, color: .black),
                .popClip,
            ])
    }

    @Test func hiddenItemsAndTheirSubtreesAreNotDrawn() {
        var tree = BoxTree(root: BoxNode(type: .line))
        let dropped = tree.append(BoxNode(style: BoxStyle(backgroundColor: .black)), to: 0)
        tree.append(BoxNode(style: BoxStyle(backgroundColor: .white)), to: dropped)
        tree.append(BoxNode(style: BoxStyle(backgroundColor: .white)), to: 0)
        #expect(commands(tree, hidden: [false, true, false, false]) == [.fill(frame, cornerRadius: 0, color: .white)])
    }

    @Test(arguments: [
        (LineSide.left, ["l", "r", "m"]), (.right, ["r", "l", "m"]), (.middle, ["m", "l", "r"]),
    ])
    func lineItemsPaintInTheOrderTheSidesAreLaidOut(_ precedence: LineSide, _ expected: [String]) {
        // Items are appended left, middle, right, so they are nodes 1, 2 and 3.
        let line = LineContent(left: [1], middle: [2], right: [3], sidePrecedence: precedence)
        var lineTree = BoxTree(root: BoxNode(type: .line, content: .line(line)))
        for id in ["l", "m", "r"] { lineTree.append(BoxNode(id: id), to: 0) }
        let entered = paintSteps(lineTree).compactMap { step -> String? in
            guard case .enter(let index) = step, index != 0 else { return nil }
            return lineTree[index].id
        }
        #expect(entered == expected)
    }
}
