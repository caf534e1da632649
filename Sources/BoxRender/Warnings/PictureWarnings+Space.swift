import BoxLayout
import BoxModel

/// Where content ends up: in a box with no size, off the canvas.
extension PictureWarnings {
    /// Content in a box with no width or no height.
    func noSize(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        let which =
            frame.width <= 0 && frame.height <= 0
            ? "0 points wide and high"
            : frame.width <= 0
                ? "0 points wide" : "0 points high"
        var advice = "give it a `size`"
        if case .line(let line) = node.content, frame.height <= 0 {
            advice =
                line.minHeight == line.maxHeight
                ? "give it a height in `size`, or a `minHeight` so it grows to fit its items"
                : "give it a `minHeight`"
        } else if node.layoutItem != nil
            || tree.parents.indices.contains(index) && index != BoxTree.root
                && Self.isMKLayout(tree[tree.parents[index]])
        {
            advice =
                if case .line = node.content {
                    "give its `layoutItem` a `size` that is not 0 (`\"match\"` fills its slot), and the line "
                        + "a `size` of its own: a line places its items at its own size"
                } else {
                    "give its `layoutItem` a `size` that is not 0 (`\"match\"` fills its slot)"
                }
        }
        return warning(.noSize, index, "it has content but is \(which), so it is not seen: \(advice)")
    }

    /// Whether the node would show anything at a size: text, a picture, a
    /// visible background or border, or children.
    func hasContent(_ index: Int, _ node: BoxNode) -> Bool {
        switch node.content {
        case .label(let label): if label.runs.contains(where: { !$0.text.isEmpty }) { return true }
        case .image: return true
        case .line, .linear, .gridView, .gridLayout, .none: break
        }
        if node.style.image != nil { return true }
        if let background = node.style.backgroundColor, !background.isClear { return true }
        if !node.style.resolvedBorders.isEmpty { return true }
        return node.children.contains { !tree[$0].style.isHidden }
    }

    /// Part or all of the frame beyond the canvas.
    func offCanvas(_ frame: Rect) -> String? {
        let tolerance = 0.5
        let outside =
            frame.maxX <= 0 || frame.maxY <= 0 || frame.x >= canvas.width || frame.y >= canvas.height
        if outside {
            return "it lies outside the canvas (at \(Self.points(frame.x)), \(Self.points(frame.y)) on a canvas of "
                + "\(Self.points(canvas.width)) × \(Self.points(canvas.height))), so it is not seen"
        }
        var cut: [String] = []
        if frame.x < -tolerance { cut.append("\(Self.points(-frame.x)) on the left") }
        if frame.y < -tolerance { cut.append("\(Self.points(-frame.y)) at the top") }
        if frame.maxX > canvas.width + tolerance {
            cut.append("\(Self.points(frame.maxX - canvas.width)) on the right")
        }
        if frame.maxY > canvas.height + tolerance {
            cut.append("\(Self.points(frame.maxY - canvas.height)) at the bottom")
        }
        guard !cut.isEmpty else { return nil }
        return "part of it is outside the canvas and cut off (" + cut.joined(separator: ", ")
            + "): make the canvas larger or the box smaller"
    }

    private static func isMKLayout(_ node: BoxNode) -> Bool {
        if case .linear = node.content { return true }
        return false
    }
}
