import BoxModel

/// One side of a line, sized, waiting to be placed.
struct SideLayout {
    let side: LineSide
    /// The side's items, in array order.
    let items: [Int]
    let keptCount: Int
    var column: LineColumn
    let used: Double
    let alignment: TextAlignment

    /// The kept items; the others were dropped.
    var keptItems: ArraySlice<Int> { items[..<keptCount] }
    var droppedItems: ArraySlice<Int> { items[keptCount...] }

    /// How far the group moves right from its column's start (reference
    /// §3.6): 0 for left alignment, half the room left for centre, all of it
    /// for right. Negative when the items use more than the limit (a
    /// widening line's fixed column), so the group then overhangs its start.
    var nudge: Double {
        switch alignment {
        case .left, .natural: 0
        case .center: (column.limit - used) / 2
        case .right: column.limit - used
        }
    }
}

/// Where a line's items go vertically (reference §3.7), from the line's
/// final height (8.1.0; spec-format's deviations).
struct LineVerticalPlacement {
    let alignment: VerticalAlignment
    let padding: Insets
    /// The line's height after §3.8.
    let height: Double

    /// The y of an item `itemHeight` tall: top → tp; center → the padded
    /// vertical centre tp + (height − tp − bp)/2 minus half the item;
    /// bottom → height − bp − itemHeight. A box adds its top margin (its
    /// bottom margin is ignored). Rounded to a whole point, as MGLine's
    /// `roundf`, at every screen scale.
    func y(itemHeight: Double, topMargin: Double) -> Double {
        let y: Double =
            switch alignment {
            case .top: padding.top
            case .center: padding.top + (height - padding.top - padding.bottom) / 2 - itemHeight / 2
            case .bottom: height - padding.bottom - itemHeight
            }
        return (y + topMargin).rounded(.toNearestOrAwayFromZero)
    }
}

extension LayoutPass {
    /// Places a side's kept items across its column (reference §3.6),
    /// skipping attached boxes. Each item takes itemPadding on both sides and,
    /// if a box, its left and right margins; x is rounded to a whole point
    /// after the nudge is added.
    ///
    /// Left and middle items run left to right from the column's start in
    /// array order. Right items run right to left from the group's end
    /// (start + used), so that the first right item is right-most and the
    /// dropped tail is the inner end, as 2.0 did and the README promises
    /// (spec-format's deviations; 2.1 laid them left to right).
    func place(_ side: SideLayout, itemPadding: Double, vertical: LineVerticalPlacement) {
        let nudge = side.nudge
        let reversed = side.side == .right
        var x = reversed ? side.column.from + side.used : side.column.from
        for item in side.keptItems {
            let isBox = LineItemKind.isBox(item, in: nodes)
            if isBox, case .attached = nodes[item].layoutMode { continue }
            let margin = isBox ? nodes[item].margin : .zero
            let size = frames[item].size
            // Summed step by step as MGLine's Objective-C does, so that
            // fractional values round the same way.
            let itemX: Double
            if reversed {
                x -= itemPadding
                x -= size.width + margin.right
                itemX = x
                x -= margin.left
                x -= itemPadding
            } else {
                x += itemPadding
                x += margin.left
                itemX = x
                x += margin.right
                x += size.width + itemPadding
            }
            frames[item].origin = Point(
                x: (itemX + nudge).rounded(.toNearestOrAwayFromZero),
                y: vertical.y(itemHeight: size.height, topMargin: margin.top))
        }
    }
}
