import BoxModel

extension LayoutPass {
    /// How many expand-to-fill re-layouts may nest: a line item that expands
    /// and is itself a line re-lays out its own expanding items, and so on.
    /// Past this depth an expanded box keeps its new width without being laid
    /// out again, so that no spec can recurse deeply enough to overflow the
    /// stack. Real lines nest a few levels at most.
    static let maximumRelayoutDepth = 32

    /// Shares `remaining` (> 0) among a side's kept expand-to-fill boxes, in
    /// array order (reference §3.5): each grows by floor(remaining ÷ n), the
    /// last also by floor(leftover), and each is laid out again at its new
    /// width. Returns what the side's `used` grows by: every share plus the
    /// unfloored leftover, i.e. all of `remaining`, as MGLine counts it.
    /// Boxes never shrink back. Attached expanding boxes get their share too:
    /// MGLine notes expanding boxes before it skips attached ones.
    mutating func expandToFill(_ boxes: [Int], sharing remaining: Double, relayoutDepth: Int) -> Double {
        let count = Double(boxes.count)
        let share = (remaining / count).rounded(.down)
        let leftover = remaining - share * count
        var added = 0.0
        for (position, box) in boxes.enumerated() {
            frames[box].width += share
            added += share
            if position == boxes.count - 1 {
                frames[box].width += leftover.rounded(.down)
                added += leftover
            }
            relayOutExpanded(box, relayoutDepth: relayoutDepth)
        }
        return added
    }

    /// Lays out again a box its line has just widened, as MGLine calls
    /// `layout` on it: its children (already final) are stacked again at the
    /// new width, then it is sized and its attached children placed.
    ///
    /// What changes: a table-mode box keeps its children where they were (a
    /// table never looks at its width) and keeps the new width (it never
    /// shrinks; an expanding box cannot also shrink-wrap); a grid re-wraps
    /// its rows against the new width and takes the new rows' height; a line
    /// lays its items out again across its new width (its labels measured
    /// again, so one shortened at the old width may grow back, as at HEAD);
    /// a scroll view's content follows its new viewport width.
    mutating func relayOutExpanded(_ box: Int, relayoutDepth: Int) {
        guard relayoutDepth < Self.maximumRelayoutDepth else { return }
        var stacking = Stacking(
            mode: nodes[box].contentLayoutMode, padding: nodes[box].padding, containerWidth: frames[box].width)
        for child in nodes[box].children {
            stack(child, into: &stacking)
        }
        attachments.forgetPlacements(ofChildrenOf: box, nodes: nodes)
        close(box, stacking, relayoutDepth: relayoutDepth + 1)
    }
}
