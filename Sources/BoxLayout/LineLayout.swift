import BoxModel

extension LayoutPass {
    /// Lays out a line and its items as MGLine does (reference §3), with the
    /// deviations spec-format lists. Called when the line closes, so every
    /// box item is already laid out; labels and pictures are measured here.
    ///
    /// 1. Each side, in precedence order, gets its column (`LineColumns`) and
    ///    has its items sized and its tail dropped within the column's limit
    ///    (`sizeItems`); the side's usage is then its fixed width, if any,
    ///    else what it used.
    /// 2. `widenAsNeeded`: the sides were sized without limits; the line
    ///    widens to lp + usedL + usedM + usedR + rp (never narrows), and the
    ///    columns are worked out again across that width, so right items sit
    ///    at the widened right edge. Expand-to-fill boxes keep their width:
    ///    an unbounded side has no room left to share.
    /// 3. The height is fitted to the kept items (`LineHeight`).
    /// 4. Items are placed in their columns (`place`), at y from the final
    ///    height; attached items then go to their targets' origins plus their
    ///    margins, taking no space and no part in the height (§3.10).
    ///
    /// Item frames are in the line's coordinates. A dropped item sits at
    /// (0, 0) and is reported in `dropped`. Children that no side lists
    /// (never made by the decoder; MGLine would remove them) stay at (0, 0).
    /// Indices that are not children of the line are ignored.
    ///
    /// - Parameters:
    ///   - hasAttachedItems: whether a child is attached to a sibling.
    ///   - relayoutDepth: see `relayOutExpanded`.
    mutating func closeLine(_ line: Int, hasAttachedItems: Bool, relayoutDepth: Int) {
        let content: LineContent
        if case .line(let lineContent) = nodes[line].content {
            content = lineContent
        } else {
            content = LineContent()
        }
        let padding = nodes[line].padding
        let startHeight = frames[line].height
        for child in nodes[line].children {
            frames[child].origin = Point(x: 0, y: 0)
        }
        let context = LineSizingContext(
            itemPadding: content.itemPadding, widens: content.widenAsNeeded,
            labels: LabelSizing(
                measurer: measurer, lineHeight: startHeight,
                heightCap: content.maxHeight != 0 ? content.maxHeight - padding.top - padding.bottom : nil))

        var columns = LineColumns(
            content: content, padding: padding, width: frames[line].width, unbounded: content.widenAsNeeded)
        var usage = LineUsage(fixedWidthsOf: content)
        var sides: [SideLayout] = []
        sides.reserveCapacity(3)
        for side in columns.order {
            let items = lineItems(content.items(side), of: line)
            let column = columns.column(for: side, usage: usage)
            let sizing = sizeItems(items, within: column.limit, context, relayoutDepth: relayoutDepth)
            usage[side] = content.fixedWidth(side) != 0 ? content.fixedWidth(side) : sizing.used
            sides.append(
                SideLayout(
                    side: side, items: items, keptCount: sizing.keptCount, column: column, used: sizing.used,
                    alignment: content.alignment(side)))
        }

        if content.widenAsNeeded {
            let needed = padding.left + usage.total + padding.right
            frames[line].width = max(frames[line].width, needed)
            columns = LineColumns(content: content, padding: padding, width: frames[line].width, unbounded: false)
            var replayed = LineUsage(fixedWidthsOf: content)
            for index in sides.indices {
                let side = sides[index].side
                sides[index].column = columns.column(for: side, usage: replayed)
                replayed[side] = usage[side]
            }
        }

        frames[line].height = LineHeight.height(
            current: startHeight, tallestItem: tallestItem(of: sides), content: content, padding: padding)
        let vertical = LineVerticalPlacement(
            alignment: content.verticalAlignment, padding: padding, height: frames[line].height)
        for side in sides {
            place(side, itemPadding: content.itemPadding, vertical: vertical)
        }
        if hasAttachedItems {
            attachments.placeAttachedChildren(of: line, nodes: nodes, parents: parents, frames: frames)
        }
        for side in sides {
            noteDropped(side)
        }
        contentSizes[line] = frames[line].size
    }

    /// `indices` without those that are not children of `line` (bad input
    /// built in code); the same array, uncopied, when all are.
    private func lineItems(_ indices: [Int], of line: Int) -> [Int] {
        func isItem(_ index: Int) -> Bool {
            index > line && index < nodes.count && parents[index] == line
        }
        return indices.allSatisfy(isItem) ? indices : indices.filter(isItem)
    }

    /// The tallest kept, non-attached item, margins ignored; 0 if none.
    private func tallestItem(of sides: [SideLayout]) -> Double {
        var tallest = 0.0
        for side in sides {
            for item in side.keptItems {
                if LineItemKind.isBox(item, in: nodes), case .attached = nodes[item].layoutMode { continue }
                tallest = max(tallest, frames[item].height)
            }
        }
        return tallest
    }

    /// Records which of the side's items were dropped. A line laid out again
    /// (`relayOutExpanded`) may keep what it dropped before, so kept items
    /// are cleared too once anything was recorded.
    private mutating func noteDropped(_ side: SideLayout) {
        if !side.droppedItems.isEmpty && dropped.isEmpty {
            dropped = [Bool](repeating: false, count: nodes.count)
        }
        guard !dropped.isEmpty else { return }
        for item in side.keptItems {
            dropped[item] = false
        }
        for item in side.droppedItems {
            dropped[item] = true
        }
    }
}
