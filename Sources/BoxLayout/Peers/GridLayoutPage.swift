import BoxModel

/// The geometry of NMGridLayoutManager's pages once the cell size, counts and
/// gaps are known: where slot k goes, and the content size the original computes.
struct GridLayoutPage {
    let bounds: Size
    let cell: Size
    let perRow: Int
    let perColumn: Int
    let gaps: Size
    let parameters: GridLayoutParameters

    var perPage: Int { perRow * perColumn }

    func frame(ofSlot slot: Int) -> Rect {
        let page = Double(slot / perPage)
        let (row, column) =
            switch parameters.direction {
            case .leftToRightTopToBottom: ((slot / perRow) % perColumn, slot % perRow)
            case .topToBottomLeftToRight: (slot % perColumn, (slot / perColumn) % perRow)
            }
        var offsetX = page * bounds.width
        var offsetY = page * bounds.height
        if parameters.extension == .lastItem {
            // One gap across the page boundary instead of the page's trailing and leading gaps.
            offsetX = max(0, offsetX - gaps.width)
            offsetY = max(0, offsetY - gaps.height)
        }
        switch parameters.extensionDirection {
        case .right: offsetY = 0
        case .down: offsetX = 0
        }
        return Rect(
            x: gaps.width + offsetX + Double(column) * (gaps.width + cell.width),
            y: gaps.height + offsetY + Double(row) * (gaps.height + cell.height),
            width: cell.width, height: cell.height)
    }

    /// The original's discarded size; `frames` is non-empty, `usedSlots` is the final k.
    func contentSize(usedSlots: Int, frames: [Rect]) -> Size {
        switch parameters.extension {
        case .none:
            return bounds
        case .nextFullPage:
            let pages = Double(usedSlots == 0 ? 1 : (usedSlots - 1) / perPage + 1)
            switch parameters.extensionDirection {
            case .right: return Size(width: pages * bounds.width, height: bounds.height)
            case .down: return Size(width: bounds.width, height: pages * bounds.height)
            }
        case .lastItem:
            guard let first = frames.first, let last = frames.last else { return bounds }
            return Size(
                width: 2 * gaps.width + (last.maxX - first.x), height: 2 * gaps.height + (last.maxY - first.y))
        }
    }
}
