import BoxModel

/// Which nodes are drawn because they show through every scroll view around
/// them (MGBoxProvider's culling, spec-format §7): a node inside a scroll
/// view is visible when its frame meets the intersection of the viewports
/// of all the scroll views that enclose it, and its parent is visible. A
/// culled node's whole subtree is culled with it, whatever it overflows.
///
/// - Parameter frames: absolute frames, after scrolling (`absoluteFrames`).
/// - Returns: one entry per node, or empty (everything visible) for trees
///   without scroll views, so that they allocate nothing for it.
public func visibleNodes(_ tree: BoxTree, frames: [Rect]) -> [Bool] {
    guard tree.nodes.contains(where: { $0.type == .scroll }) else { return [] }
    let count = min(tree.count, frames.count)
    var visible = [Bool](repeating: true, count: count)
    // The viewport each node is seen through, kept per scroll view only:
    // `clipOwner[i]` is the nearest scroll view enclosing node i (−1: none).
    var clipOwner = [Int32](repeating: -1, count: count)
    var clips: [Int: Rect] = [:]
    tree.nodes.withUnsafeBufferPointer { nodes in
        for index in 0..<count {
            let parent = index == BoxTree.root ? -1 : tree.parents[index]
            if parent >= 0 {
                clipOwner[index] = nodes[parent].type == .scroll ? Int32(parent) : clipOwner[parent]
                let owner = Int(clipOwner[index])
                visible[index] =
                    visible[parent] && (owner < 0 || clips[owner].map { frames[index].shows(in: $0) } ?? true)
            }
            if nodes[index].type == .scroll {
                let owner = Int(clipOwner[index])
                let enclosing = owner < 0 ? nil : clips[owner]
                clips[index] = enclosing.map { frames[index].intersection($0) } ?? frames[index]
            }
        }
    }
    return visible
}

extension Rect {
    /// Whether any of this frame shows in `viewport`. Edges that only touch
    /// do not count; a frame of zero width or height counts where it lies
    /// inside the viewport (its overflowing children may still be seen).
    func shows(in viewport: Rect) -> Bool {
        Self.meets(x, width, viewport.x, viewport.maxX) && Self.meets(y, height, viewport.y, viewport.maxY)
    }

    private static func meets(_ start: Double, _ length: Double, _ low: Double, _ high: Double) -> Bool {
        length > 0 ? start < high && low < start + length : low <= start && start < high
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = max(left, min(maxX, other.maxX))
        let bottom = max(top, min(maxY, other.maxY))
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
