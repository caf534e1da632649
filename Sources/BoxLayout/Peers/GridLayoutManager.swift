import BoxModel

/// NMGridLayoutManager (peer §3.3): every child takes the first child's size
/// and goes into a page of perRow × perColumn slots with equal gaps, edges
/// included (CSS `space-evenly`); further pages continue to the right or below.
public enum GridLayoutManager {
    /// Lays out `input`: pure, no recursion, linear in the number of children.
    ///
    /// For slot k: page = k div perPage; row and column by the fill order
    /// (`leftToRightTopToBottom`: row = (k div perRow) mod perCol, column = k mod
    /// perRow; `topToBottomLeftToRight`: row = k mod perCol, column = (k div perCol)
    /// mod perRow); page offset = (page × W, page × H), less one gap per axis (not
    /// below 0) with `lastItem`, then zeroed across the extension direction;
    /// x = hGap + offset.x + column × (hGap + cell width), likewise y. k advances
    /// only past visible children.
    ///
    /// Total, so that it never fails mid-layout: NaN and infinity count as 0
    /// (call `input.validate()` first to refuse them instead), magnitudes stop
    /// at 10¹² points and negative bounds or sizes count as 0. Deviations from
    /// the original, on degenerate input only: perRow and perCol are clamped to
    /// 1…2³⁰ (the original divides by zero when the first child is larger than
    /// the view); with `nextFullPage` and no visible child the page count is 1
    /// (the original's unsigned count wraps). No children → no frames, content W × H.
    public static func layOut(_ input: GridLayoutInput) -> GridLayoutResult {
        let input = input.sanitized()
        let bounds = input.bounds
        guard let first = input.children.first else {
            return GridLayoutResult(
                cellSize: .zero, itemsPerRow: 0, itemsPerColumn: 0, horizontalGap: 0, verticalGap: 0, frames: [],
                slots: [], contentSize: bounds)
        }
        let cell = first.size
        let perRow = GridLayoutNumbers.count(bounds.width / cell.width)
        let perColumn = GridLayoutNumbers.count(bounds.height / cell.height)
        let gaps = Size(
            width: (bounds.width - Double(perRow) * cell.width) / Double(perRow + 1),
            height: (bounds.height - Double(perColumn) * cell.height) / Double(perColumn + 1))
        let page = GridLayoutPage(
            bounds: bounds, cell: cell, perRow: perRow, perColumn: perColumn, gaps: gaps,
            parameters: input.parameters)

        var frames: [Rect] = []
        var slots: [Int] = []
        frames.reserveCapacity(input.children.count)
        slots.reserveCapacity(input.children.count)
        var slot = 0
        for child in input.children {
            frames.append(page.frame(ofSlot: slot))
            slots.append(slot)
            if !child.isHidden { slot += 1 }
        }
        return GridLayoutResult(
            cellSize: cell, itemsPerRow: perRow, itemsPerColumn: perColumn, horizontalGap: gaps.width,
            verticalGap: gaps.height, frames: frames, slots: slots,
            contentSize: page.contentSize(usedSlots: slot, frames: frames))
    }
}
