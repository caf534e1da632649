import BoxModel

/// Where every node of a tree ended up. Arrays are indexed like `BoxTree.nodes`.
public struct LayoutResult: Equatable, Sendable {
    /// Each node's frame in its parent's coordinate space (for a scroll view's
    /// children: its content space). The root's frame is in canvas coordinates:
    /// it sits at (its left margin, its top margin).
    public var frames: [Rect]
    /// The laid-out content size of each node: a scroll view's `contentSize`,
    /// and for every other node its frame size.
    public var contentSizes: [Size]
    /// Attached boxes whose target is missing, not a sibling, or itself
    /// orphaned, in ascending order. MGBox removes them from the view during
    /// layout (reference §1.2), so they and their subtrees should not be drawn.
    /// Their frames sit at (0, 0). Usually empty.
    public var orphanedAttachments: [Int]

    public init(frames: [Rect], contentSizes: [Size], orphanedAttachments: [Int] = []) {
        self.frames = frames
        self.contentSizes = contentSizes
        self.orphanedAttachments = orphanedAttachments
    }
}
