import BoxModel

/// Every node's frame in canvas coordinates: a forward walk over the indices
/// (a parent always comes before its children) adding each parent's absolute
/// origin to its children's frames.
///
/// - Parameter scrollOffsets: optional content offsets indexed like the
///   tree's nodes; only entries of `scroll` nodes are used (other boxes do not
///   scroll), and a missing array or entry means offset (0, 0). A scroll
///   view's children move by minus its offset, except fixed boxes, which stay
///   at the same y in the viewport and only follow the offset in x
///   (reference §2.7: only y is pinned).
public func absoluteFrames(_ tree: BoxTree, _ result: LayoutResult, scrollOffsets: [Point]? = nil) -> [Rect] {
    var frames = result.frames
    let count = min(tree.count, frames.count)
    guard count > 1 else { return frames }
    // Fields are read in place: `tree.nodes[index]` would copy whole nodes
    // (see `LayoutPass`).
    tree.nodes.withUnsafeBufferPointer { nodes in
        for index in 1..<count {
            let parent = tree.parents[index]
            var dx = frames[parent].x
            var dy = frames[parent].y
            if let offset = scrollOffset(of: parent, nodes: nodes, scrollOffsets) {
                dx -= offset.x
                if case .fixed = nodes[index].layoutMode {
                    // Pinned: MGScrollView sets content y = fixedPosition.y + offset.y.
                } else {
                    dy -= offset.y
                }
            }
            frames[index] = frames[index].offsetBy(dx: dx, dy: dy)
        }
    }
    return frames
}

/// The content offset of `index` if it is a scroll view and one was given.
private func scrollOffset(of index: Int, nodes: UnsafeBufferPointer<BoxNode>, _ offsets: [Point]?) -> Point? {
    guard let offsets, index < offsets.count, nodes[index].type == .scroll else { return nil }
    return offsets[index]
}
