import BoxLayout
import BoxModel

/// What a line did to its items: dropped them, cut them short, let their
/// text run past its edges.
extension PictureWarnings {
    /// A line's label that its side left no width at all (not dropped: its padding fitted).
    func squeezedOut(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        let lineIndex = tree.parents[index]
        guard index != BoxTree.root, frame.width <= 0, case .label = node.content,
            case .line = tree[lineIndex].content
        else { return nil }
        if tree[lineIndex].size.width <= 0, frames[lineIndex].width > 0 {
            // Widened by its layout after it placed its items at its own size.
            return warning(
                .textShortened, index,
                "its line placed it at the line's own `size` (0 wide) before the line was widened, so it is not "
                    + "seen: give the line a `size`")
        }
        return warning(
            .textShortened, index,
            "its line leaves it no width, so it is not seen: make the line wider, give the other sides less, "
                + "or change `sidePrecedence`")
    }

    /// A line item side precedence took away.
    func dropped(_ index: Int) -> RenderWarning {
        let parent = tree.parents[index]
        var precedence = "left"
        if case .line(let line) = tree[parent].content { precedence = line.sidePrecedence.rawValue }
        return warning(
            .itemDropped, index,
            "this item is not drawn: its line had no room left for it once the sides were placed (side "
                + "precedence: `\(precedence)` first); make the line wider, shorten the other items, change "
                + "`sidePrecedence`, or set `widenAsNeeded`")
    }

    /// A label whose text is taller than its line.
    func textOverflow(_ index: Int) -> RenderWarning? {
        let lineIndex = tree.parents[index]
        guard index != BoxTree.root, case .line(let line) = tree[lineIndex].content else { return nil }
        let label = layout.frames[index]
        let lineHeight = layout.frames[lineIndex].height
        // A label's box holds its fonts' whole ascent and descent, and a tall
        // fallback font (emoji, CJK) grows it past a line that still shows
        // every glyph: what passes the edges must be half a line of text or
        // more, as when a wrapped line is hidden.
        let overflow = max(0, -label.y) + max(0, label.maxY - lineHeight)
        guard case .label(let content) = tree[index].content, overflow >= content.font.size / 2 else { return nil }
        var advice: String
        if line.minHeight == line.maxHeight && line.maxHeight != 0 {
            advice =
                "`minHeight` and `maxHeight` are both \(Self.number(line.maxHeight)), which fixes its height: raise "
                + "or remove `maxHeight`"
        } else if line.minHeight == line.maxHeight {
            advice =
                "MGBox keeps a line's height when `minHeight` equals `maxHeight` (both 0 unless given): give "
                + "it `minHeight` (its height now, \(Self.number(lineHeight))) so it grows to fit"
        } else if line.maxHeight != 0 {
            advice = "its `maxHeight` (\(Self.number(line.maxHeight))) stops the line growing: raise it"
        } else {
            advice = "give the line more `minHeight` or the text more width"
        }
        return warning(
            .textDoesNotFit, index,
            "the text needs \(Self.points(label.height)) but its line is \(Self.points(lineHeight)) high, so it "
                + "runs past the line's edges: \(advice)")
    }
}
