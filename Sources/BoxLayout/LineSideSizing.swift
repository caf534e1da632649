import BoxModel

/// What sizing a line's side needs beyond its items and its limit.
struct LineSizingContext {
    /// Points on each side of every item.
    let itemPadding: Double
    /// `widenAsNeeded`: nothing is dropped or shortened; the line widens instead.
    let widens: Bool
    let labels: LabelSizing
}

/// One side after sizing.
struct SideSizing: Equatable {
    /// What the kept items take: 2 × itemPadding each, plus widths (boxes
    /// with their left and right margins), plus the space shared out to
    /// expand-to-fill boxes. The item that overflowed is not counted.
    var used: Double
    /// The side's first `keptCount` items are kept; the rest were dropped.
    var keptCount: Int
}

extension LayoutPass {
    /// Sizes one side's items within `limit` and drops what does not fit
    /// (reference §3.5). Walking the items in array order with used = 0:
    /// 1. An attached box takes no space and is skipped (it can still be
    ///    dropped with the tail, below).
    /// 2. used += 2 × itemPadding; past the limit → stop.
    /// 3. used += the item's width: a multiline label is measured again,
    ///    wrapped at limit − used and no wider than that; a single-line label
    ///    keeps its unconstrained size, shortened to limit − used when it would
    ///    pass the limit (the renderer ellipsizes it at its frame width); a box
    ///    counts lm + width + rm as it was laid out; a picture its width.
    /// 4. Past the limit → stop.
    ///
    /// On a stop, the item and every item after it in the array are dropped.
    /// Comparisons are strict, so exact fits stay. Labels are thus only
    /// dropped when even their padding does not fit. Unlike 2.1, `used` does
    /// not count the overflowing item (spec-format's deviations), so a drop
    /// never moves a right-aligned or centred group.
    ///
    /// Then, if room is left, the kept expand-to-fill boxes share it
    /// (`expandToFill`). A `widenAsNeeded` line neither stops, shortens nor
    /// expands: its flexible limits are unbounded.
    mutating func sizeItems(
        _ items: [Int], within limit: Double, _ context: LineSizingContext, relayoutDepth: Int
    ) -> SideSizing {
        var used = 0.0
        var keptCount = items.count
        var expandables: [Int] = []
        var overflowWasSized = false
        for (position, item) in items.enumerated() {
            let kind = LineItemKind(of: item, in: nodes)
            let expands = kind.isBox && nodes[item].sizingMode == .expandWidthToFill
            if kind.isBox, case .attached = nodes[item].layoutMode {
                // MGLine notes expandables before it skips attached boxes.
                if expands { expandables.append(item) }
                continue
            }
            let start = used
            used += 2 * context.itemPadding
            if !context.widens && used > limit {
                (keptCount, used) = (position, start)
                break
            }
            used += sizeItem(item, kind, used: used, limit: limit, context)
            if !context.widens && used > limit {
                (keptCount, used, overflowWasSized) = (position, start, true)
                break
            }
            if expands { expandables.append(item) }
        }
        for item in items[(keptCount + (overflowWasSized ? 1 : 0))...] {
            sizeDroppedItem(item, context)
        }
        if !context.widens, limit - used > 0, !expandables.isEmpty {
            used += expandToFill(expandables, sharing: limit - used, relayoutDepth: relayoutDepth)
        }
        return SideSizing(used: used, keptCount: keptCount)
    }

    /// Sizes one kept item (step 3) and returns the width it adds to `used`.
    private mutating func sizeItem(
        _ item: Int, _ kind: LineItemKind, used: Double, limit: Double, _ context: LineSizingContext
    ) -> Double {
        switch kind {
        case .label(let label):
            var size: Size
            if label.multiline {
                // A wrap width is meaningless when unbounded, and never negative
                // (a widening line's fixed column may already be overfull).
                let room = limit - used
                let wrap = room.isFinite ? max(0, room) : nil
                size = context.labels.wrappedSize(of: label, room: wrap, clamps: !context.widens)
                if context.labels.heightCap != nil {
                    // Measured again without the cap only where there is one: did it hide lines?
                    let whole = measurer.measureText(label, maxWidth: wrap, maxHeight: nil).height.rounded(.up)
                    if whole > size.height {
                        shortened[item] = Size(width: size.width, height: whole)
                    } else if !shortened.isEmpty {
                        shortened[item] = nil
                    }
                }
            } else {
                size = context.labels.initialSize(of: label)
                if !context.widens && used + size.width > limit {
                    shortened[item] = size
                    size.width = limit - used
                } else if !shortened.isEmpty {
                    // A line laid out again may no longer shorten it.
                    shortened[item] = nil
                }
            }
            setSize(size, of: item)
            return size.width
        case .image(let image):
            if image.naturalSize {
                setSize(measurer.naturalSize(of: image.source), of: item)
            }
            return frames[item].width
        case .view:
            return frames[item].width
        case .box:
            let margin = nodes[item].margin
            return margin.left + frames[item].width + margin.right
        }
    }

    /// A dropped item keeps the size it would first have had (a label its
    /// unconstrained size, a picture its natural size), for `--frames`.
    private func sizeDroppedItem(_ item: Int, _ context: LineSizingContext) {
        switch LineItemKind(of: item, in: nodes) {
        case .label(let label):
            setSize(context.labels.initialSize(of: label), of: item)
        case .image(let image):
            if image.naturalSize {
                setSize(measurer.naturalSize(of: image.source), of: item)
            }
        case .view, .box:
            break
        }
    }

    /// Labels and pictures are leaves: their content size is their frame size.
    private func setSize(_ size: Size, of item: Int) {
        frames[item].size = size
        contentSizes[item] = size
    }
}
