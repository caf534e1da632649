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

    public init(frames: [Rect], contentSizes: [Size]) {
        self.frames = frames
        self.contentSizes = contentSizes
    }
}
