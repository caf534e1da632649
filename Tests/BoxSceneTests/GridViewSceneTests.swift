import BoxModel
import Testing

@testable import BoxScene

/// A grid view's picture: AQGridView's paint order, its cells' separators and
/// selection, and hidden nodes left out.
@Suite struct GridViewSceneTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let separatorGrey = Color(white: 221.0 / 255)
    /// The grid view, three cells 80 × 100 centred in 106 × 128 grid cells, a header, a footer and a background.
    private let frames = [
        Rect(x: 0, y: 0, width: 320, height: 300),
        Rect(x: 13, y: 14, width: 80, height: 100), Rect(x: 119, y: 14, width: 80, height: 100),
        Rect(x: 225, y: 14, width: 80, height: 100),
        Rect(x: 0, y: 0, width: 320, height: 10), Rect(x: 0, y: 290, width: 320, height: 10),
        Rect(x: 0, y: 0, width: 320, height: 256),
    ]

    /// Nodes 1–3 are the cells, 4 the header, 5 the footer, 6 the background view.
    private func tree(_ parameters: GridViewParameters, cellZIndex: [Int] = [0, 0, 0]) -> BoxTree {
        let content = GridViewContent(
            parameters: parameters, cells: [1, 2, 3], header: 4, footer: 5, backgroundView: 6)
        var tree = BoxTree(root: BoxNode(type: .gridView, id: "grid", content: .gridView(content)))
        for (index, zIndex) in cellZIndex.enumerated() {
            tree.append(BoxNode(id: "cell\(index)", zIndex: zIndex, style: BoxStyle(backgroundColor: red)), to: 0)
        }
        tree.append(BoxNode(id: "header"), to: 0)
        tree.append(BoxNode(id: "footer"), to: 0)
        tree.append(BoxNode(id: "background"), to: 0)
        return tree
    }

    private func commands(_ tree: BoxTree, scale: Int = 1) -> [DrawCommand] {
        SceneBuilder().scene(
            for: tree, frames: frames, canvas: Size(width: 320, height: 300), scale: scale, background: nil
        ).commands
    }

    private func entered(_ tree: BoxTree) -> [String] {
        paintSteps(tree).compactMap { step in
            guard case .enter(let index) = step else { return nil }
            return tree[index].id
        }
    }

    @Test func backgroundThenCellsFromTheHighestIndexThenHeaderThenFooter() {
        #expect(
            entered(tree(GridViewParameters())) == [
                "grid", "background", "cell2", "cell1", "cell0", "header", "footer",
            ])
    }

    @Test func zIndexStillSortsStablyOnTop() {
        #expect(
            entered(tree(GridViewParameters(), cellZIndex: [0, 1, 0]))
                == ["grid", "background", "cell2", "cell0", "header", "footer", "cell1"])
    }

    @Test func singleLineSeparatorsAreDrawnInsideEachCellOverItsBackground() {
        let drawn = commands(tree(GridViewParameters(separatorStyle: .singleLine)))
        let cell0 = frames[1]
        let cell2 = frames[3]
        // Cell 2, drawn first, is in the last column: a bottom strip only.
        #expect(
            drawn
                == [
                    .pushClip(frames[0], cornerRadius: 0),
                    .fill(cell2, cornerRadius: 0, color: red),
                    .fill(Rect(x: 225, y: 113, width: 80, height: 1), cornerRadius: 0, color: separatorGrey),
                    .fill(frames[2], cornerRadius: 0, color: red),
                    .fill(Rect(x: 119, y: 113, width: 80, height: 1), cornerRadius: 0, color: separatorGrey),
                    .fill(Rect(x: 198, y: 14, width: 1, height: 100), cornerRadius: 0, color: separatorGrey),
                    .fill(cell0, cornerRadius: 0, color: red),
                    .fill(Rect(x: 13, y: 113, width: 80, height: 1), cornerRadius: 0, color: separatorGrey),
                    .fill(Rect(x: 92, y: 14, width: 1, height: 100), cornerRadius: 0, color: separatorGrey),
                    .popClip,
                ].filter { command in
                    // The tree built here does not clip: only the decoder makes grid views clip by default.
                    if case .pushClip = command { return false }
                    return command != .popClip
                })
    }

    @Test func theSeparatorColourIsTheGridsWhenGiven() {
        let blue = Color(red: 0, green: 0, blue: 1)
        let drawn = commands(tree(GridViewParameters(separatorStyle: .singleLine, separatorColor: blue)))
        #expect(drawn[1] == .fill(Rect(x: 225, y: 113, width: 80, height: 1), cornerRadius: 0, color: blue))
    }

    @Test func theSelectedCellGlowsUnderItself() {
        let drawn = commands(tree(GridViewParameters(selectedIndex: 1)))
        let glow = Shadow(color: Color(white: 1.0 / 3), opacity: 1, offset: .zero, radius: 12)
        #expect(
            drawn == [
                .fill(frames[3], cornerRadius: 0, color: red),
                .beginLayer(opacity: 1, shadow: glow),
                .fill(frames[2], cornerRadius: 0, color: Color(white: 1.0 / 3)),
                .endLayer,
                .fill(frames[2], cornerRadius: 0, color: red),
                .fill(frames[1], cornerRadius: 0, color: red),
            ])
    }

    @Test func aTranslucentGlowKeepsCoreAnimationsAlpha() {
        var glow = GridViewGlow(radius: 4, color: Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        glow.opacity = 0.5
        let drawn = commands(tree(GridViewParameters(selectedIndex: 0, glow: glow)))
        // The rectangle carries alpha × opacity; its shadow, of that alpha, the opaque colour.
        #expect(
            drawn == [
                .fill(frames[3], cornerRadius: 0, color: red),
                .fill(frames[2], cornerRadius: 0, color: red),
                .beginLayer(
                    opacity: 1,
                    shadow: Shadow(color: Color(red: 0, green: 1, blue: 0), opacity: 1, offset: .zero, radius: 4)),
                .fill(frames[1], cornerRadius: 0, color: Color(red: 0, green: 1, blue: 0, alpha: 0.25)),
                .endLayer,
                .fill(frames[1], cornerRadius: 0, color: red),
            ])
    }

    @Test func theGlowSurroundsTheContentLessTheSeparators() {
        let drawn = commands(tree(GridViewParameters(separatorStyle: .singleLine, selectedIndex: 0)))
        let content = Rect(x: 13, y: 14, width: 79, height: 99)
        #expect(drawn.contains(.fill(content, cornerRadius: 0, color: Color(white: 1.0 / 3))))
    }

    @Test func aGradientSelectionIsDrawnInPixelBandsOverTheBackground() throws {
        let parameters = GridViewParameters(selectedIndex: 0, selectionStyle: .blue)
        var frames = frames
        frames[1] = Rect(x: 13, y: 14, width: 80, height: 1.5)
        let drawn = SceneBuilder().scene(
            for: tree(parameters), frames: frames, canvas: Size(width: 320, height: 300), scale: 2, background: nil
        ).commands
        let gradient = try #require(GridViewSelectionStyle.blue.gradient)
        func mixed(_ t: Double) -> Color {
            let (top, bottom) = (gradient.top, gradient.bottom)
            return Color(
                red: top.red + (bottom.red - top.red) * t, green: top.green + (bottom.green - top.green) * t,
                blue: top.blue + (bottom.blue - top.blue) * t, alpha: top.alpha + (bottom.alpha - top.alpha) * t)
        }
        // 1.5 points at scale 2: three bands, each reaching the bottom and coloured at its middle.
        #expect(
            drawn == [
                .fill(frames[3], cornerRadius: 0, color: red),
                .fill(frames[2], cornerRadius: 0, color: red),
                .fill(frames[1], cornerRadius: 0, color: red),
                .fill(Rect(x: 13, y: 14, width: 80, height: 1.5), cornerRadius: 0, color: mixed(1.0 / 6)),
                .fill(Rect(x: 13, y: 14.5, width: 80, height: 1), cornerRadius: 0, color: mixed(3.0 / 6)),
                .fill(Rect(x: 13, y: 15, width: 80, height: 0.5), cornerRadius: 0, color: mixed(5.0 / 6)),
            ])
    }

    @Test func noSelectionStyleOrAnIndexOutOfRangeDrawsNothingMore() {
        let plain = commands(tree(GridViewParameters()))
        #expect(commands(tree(GridViewParameters(selectedIndex: 1, selectionStyle: .none))) == plain)
        #expect(commands(tree(GridViewParameters(selectedIndex: 3))) == plain)
        #expect(plain.count == 3)
    }

    @Test func hiddenNodesAndTheirSubtreesAreNotDrawn() {
        var tree = BoxTree(root: BoxNode(style: BoxStyle(backgroundColor: red)))
        let hidden = tree.append(BoxNode(style: BoxStyle(backgroundColor: red, isHidden: true)), to: 0)
        tree.append(BoxNode(style: BoxStyle(backgroundColor: red)), to: hidden)
        tree.append(BoxNode(style: BoxStyle(backgroundColor: red)), to: 0)
        let frames = (0..<4).map { Rect(x: Double($0), y: 0, width: 1, height: 1) }
        let drawn = SceneBuilder().scene(
            for: tree, frames: frames, canvas: Size(width: 4, height: 1), scale: 1, background: nil
        ).commands
        #expect(
            drawn == [.fill(frames[0], cornerRadius: 0, color: red), .fill(frames[3], cornerRadius: 0, color: red)])
    }
}
