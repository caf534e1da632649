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

extension PictureWarnings {
    /// A label whose ink reaches an item of another side of its line, with
    /// no room between them: a label filling its column (a long Japanese
    /// text, whose characters go right to the column's edge) then touches the
    /// next side's first item, or a fixed column lets it overlap. Items of one
    /// side sit side by side by design; only sides are judged, each by its
    /// item nearest the label (`LineSideSpans`, worked out once per line).
    /// Text cut short with "…", on either side, has its own warning instead.
    /// - Parameter ink: the label's ink across, in canvas points.
    func touchesAnotherSide(_ index: Int, ink: ClosedRange<Double>) -> RenderWarning? {
        let frame = frames[index]
        guard index != BoxTree.root, layout.shortened[index] == nil else { return nil }
        let lineIndex = tree.parents[index]
        guard case .line = tree[lineIndex].content, let spans = sideSpans.spans(of: lineIndex, in: self),
            let side = spans.side[index]
        else { return nil }
        for (other, span) in spans.bySide where other != side {
            // How far apart they are, whichever is left of the other (negative: overlapping).
            let gap = max(span.minX - ink.upperBound, ink.lowerBound - span.maxX)
            // Less than a point apart reads as one word (or one mistake).
            guard gap < Self.touchingGap else { continue }
            let neighbour = span.minX - ink.upperBound >= ink.lowerBound - span.maxX ? span.first : span.last
            let next = frames[neighbour]
            guard next.y < frame.maxY, frame.y < next.maxY else { continue }
            let how = gap < 0 ? "overlaps it by \(Self.points(-gap))" : "touches it"
            return warning(
                .textTouches, index,
                "the text reaches the \(other.rawValue) side's item `\(tree[neighbour].path)` and \(how): "
                    + "give the line `itemPadding`, fixed side widths, or the text less room")
        }
        return nil
    }

    /// Whether a line's label has shown items on another side of its line:
    /// only then is its ink worked out for `touchesAnotherSide`.
    func hasItemsOnOtherSides(_ index: Int) -> Bool {
        guard index != BoxTree.root, let spans = sideSpans.spans(of: tree.parents[index], in: self),
            let side = spans.side[index]
        else { return false }
        return spans.bySide.contains { $0.0 != side }
    }

    /// Text closer to another side's item than this, in points, touches it.
    static let touchingGap = 1.0

    /// The items a side of a line shows, for `touchesAnotherSide`: those
    /// drawn, not dropped and not cut short, with a size.
    fileprivate func shownItems(of line: LineContent, side: LineSide, lineIndex: Int) -> [Int] {
        line.items(side).filter { item in
            item < tree.count && tree.parents[item] == lineIndex && !layout.isDropped(item) && drawn.isVisible(item)
                && layout.shortened[item] == nil && frames[item].width > 0 && frames[item].height > 0
        }
    }
}

/// Per line, where each side's shown items reach across and which item is
/// at each end, and which side each item is on: worked out once per line,
/// so that judging every label of a line with many items stays linear.
final class LineSideSpans {
    struct Span {
        var minX: Double
        var maxX: Double
        /// The items at the span's left and right ends.
        var first: Int
        var last: Int
    }

    struct Spans {
        var bySide: [(LineSide, Span)]
        var side: [Int: LineSide]
    }

    private var lines: [Int: Spans] = [:]

    func spans(of lineIndex: Int, in warnings: PictureWarnings) -> Spans? {
        if let known = lines[lineIndex] { return known }
        guard case .line(let line) = warnings.tree[lineIndex].content else { return nil }
        var spans = Spans(bySide: [], side: [:])
        for side in LineSide.allCases {
            var span: Span?
            for item in warnings.shownItems(of: line, side: side, lineIndex: lineIndex) {
                spans.side[item] = side
                let frame = warnings.frames[item]
                var next = span ?? Span(minX: frame.x, maxX: frame.maxX, first: item, last: item)
                if frame.x < next.minX { (next.minX, next.first) = (frame.x, item) }
                if frame.maxX > next.maxX { (next.maxX, next.last) = (frame.maxX, item) }
                span = next
            }
            if let span { spans.bySide.append((side, span)) }
        }
        // A label of a side: cut short or not, it is judged against the others.
        for side in LineSide.allCases {
            for item in line.items(side) where spans.side[item] == nil { spans.side[item] = side }
        }
        lines[lineIndex] = spans
        return spans
    }
}
