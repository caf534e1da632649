import BoxModel

/// Every node's frame in canvas coordinates: a forward walk over the indices
/// (a parent always comes before its children) adding each parent's absolute
/// origin to its children's frames.
///
/// - Parameter scrollOffsets: content offsets of scroll views by node index
///   (`scrollOffsets(_:_:)`); entries of other nodes are ignored (other boxes
///   do not scroll), and a missing entry means offset (0, 0). A scroll
///   view's children move by minus its offset, except fixed boxes, which stay
///   at the same y in the viewport and only follow the offset in x
///   (reference §2.7: only y is pinned).
public func absoluteFrames(_ tree: BoxTree, _ result: LayoutResult, scrollOffsets: [Int: Point] = [:]) -> [Rect] {
    var frames = result.frames
    let count = min(tree.count, frames.count)
    guard count > 1 else { return frames }
    // Leaf siblings come in runs: look each parent's offset up once per run,
    // not once per child (a scroll of a million boxes); a child with children
    // of its own only costs one more lookup.
    var lastParent = -1
    var lastOffset: Point?
    // Fields are read in place: `tree.nodes[index]` would copy whole nodes
    // (see `LayoutPass`).
    tree.nodes.withUnsafeBufferPointer { nodes in
        for index in 1..<count {
            let parent = tree.parents[index]
            if parent != lastParent {
                lastParent = parent
                lastOffset = nodes[parent].type == .scroll ? scrollOffsets[parent] : nil
            }
            var dx = frames[parent].x
            var dy = frames[parent].y
            if let offset = lastOffset {
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
