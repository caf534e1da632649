import BoxModel

/// Every scroll view's final content offset (spec-format §7), by node index.
///
/// Each scroll starts at its `offset` (as given), then `scrollTo` moves it
/// the least that shows the target grown by its margin (MGScrollView's
/// `scrollToView:withMargin:`), then `snapToNearestBox` snaps it. Scroll
/// views are visited from the last to the first, so a nested scroll's offset
/// is final before an enclosing one converts a target inside it.
///
/// Work: one pass over the nodes to find the scroll views, then per target
/// its depth, per snapping scroll its children.
public func scrollOffsets(_ tree: BoxTree, _ result: LayoutResult) -> [Int: Point] {
    var offsets: [Int: Point] = [:]
    for index in tree.nodes.indices.reversed() where tree[index].type == .scroll {
        let node = tree[index]
        let settings = node.scroll ?? ScrollSettings()
        let view = ScrollGeometry(viewport: result.frames[index].size, content: result.contentSizes[index])
        var offset = settings.offset
        // A target must lie inside the scroll (decoded specs always do; trees built in code might not).
        if let target = settings.scrollTo, target.node > index, target.node < tree.count {
            let rect = contentRect(of: target.node, in: index, tree: tree, frames: result.frames, offsets: offsets)
            offset = view.revealing(rect.grown(by: target.margin), from: offset)
        }
        if settings.snapToNearestBox {
            offset = view.snapped(offset, tops: node.children.map { result.frames[$0] }, topPadding: node.padding.top)
        }
        offsets[index] = offset
    }
    return offsets
}

/// A node's frame in a scroll view's content coordinates: its frame moved
/// by each ancestor's origin up to the scroll, less any scroll view's offset
/// on the way (a fixed box keeps its viewport y: reference §2.7).
private func contentRect(of node: Int, in scroll: Int, tree: BoxTree, frames: [Rect], offsets: [Int: Point]) -> Rect {
    var rect = frames[node]
    var child = node
    var parent = tree.parents[node]
    while parent != scroll, parent >= 0 {
        let shift = scrollShift(of: child, parent: parent, tree: tree, offsets: offsets)
        rect = rect.offsetBy(dx: frames[parent].x - shift.x, dy: frames[parent].y - shift.y)
        child = parent
        parent = tree.parents[parent]
    }
    return rect
}

/// How far a scroll view's offset moves `child` within it: the offset, but
/// nothing vertically for a fixed box; zero when `parent` does not scroll.
func scrollShift(of child: Int, parent: Int, tree: BoxTree, offsets: [Int: Point]) -> Point {
    guard let offset = offsets[parent] else { return .zero }
    if case .fixed = tree[child].layoutMode { return Point(x: offset.x, y: 0) }
    return offset
}

/// A scroll view's viewport and content sizes, and the two moves it makes.
struct ScrollGeometry {
    let viewport: Size
    let content: Size

    /// The largest offset on each axis that keeps the viewport on the content.
    var maximum: Point {
        Point(x: max(0, content.width - viewport.width), y: max(0, content.height - viewport.height))
    }

    /// `scrollRectToVisible`: on each axis where `rect` is not wholly shown,
    /// the least change that shows it (its top or left edge when it is larger
    /// than the viewport), clamped to the content. An axis already showing it
    /// keeps the offset as given.
    func revealing(_ rect: Rect, from offset: Point) -> Point {
        Point(
            x: Self.reveal(rect.x, rect.maxX, offset: offset.x, length: viewport.width, maximum: maximum.x),
            y: Self.reveal(rect.y, rect.maxY, offset: offset.y, length: viewport.height, maximum: maximum.y))
    }

    private static func reveal(_ low: Double, _ high: Double, offset: Double, length: Double, maximum: Double)
        -> Double
    {
        var moved = offset
        if high > moved + length { moved = high - length }
        if low < moved { moved = low }
        guard moved != offset else { return offset }
        return min(max(moved, 0), maximum)
    }

    /// MGScrollView's `snapToNearestBox` (reference §8) with its quirks fixed:
    /// nothing when the content is no taller than the viewport or there are
    /// fewer than two boxes; the bottom when less than half the last box is
    /// below the viewport and the bottom is nearer than the top; otherwise
    /// the box whose top less the top padding is nearest the offset (the
    /// first on a tie). Clamped to the content; x becomes 0.
    func snapped(_ offset: Point, tops boxes: [Rect], topPadding: Double) -> Point {
        guard content.height > viewport.height, boxes.count >= 2, let last = boxes.last else { return offset }
        let fromTop = offset.y
        let fromBottom = content.height - (offset.y + viewport.height)
        var target: Double
        if fromBottom < last.height / 2 && fromBottom < fromTop {
            target = content.height - viewport.height
        } else {
            target = offset.y
            var best = Double.infinity
            for box in boxes {
                let distance = abs(box.y - topPadding - offset.y)
                if distance < best {
                    best = distance
                    target = box.y - topPadding
                }
            }
        }
        return Point(x: 0, y: min(max(target, 0), maximum.y))
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side (shrunk when negative).
    func grown(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
