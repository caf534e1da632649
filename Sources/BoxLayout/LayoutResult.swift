import BoxModel

/// Where every node of a tree ended up. Arrays are indexed like `BoxTree.nodes`.
public struct LayoutResult: Equatable, Sendable {
    /// Each node's frame in its parent's coordinate space (for a scroll view's
    /// children: its content space; for a line's items: the line's space).
    /// The root's frame is in canvas coordinates: it sits at (its left
    /// margin, its top margin).
    public var frames: [Rect]
    /// The laid-out content size of each node: a scroll view's `contentSize`,
    /// a grid view's content (peer §1.6), the size a grid layout computes
    /// (peer §3.3), and for every other node its frame size.
    public var contentSizes: [Size]
    /// Attached boxes whose target is missing, not a sibling, or itself
    /// orphaned, in ascending order. MGBox removes them from the view during
    /// layout (reference §1.2), so they and their subtrees should not be drawn.
    /// Their frames sit at (0, 0). Usually empty.
    public var orphanedAttachments: [Int]
    /// Per node, true for the line items that side precedence dropped
    /// (reference §3.5): MGLine removes them from the view, so they and their
    /// subtrees should not be drawn. Their frames sit at (0, 0) with the size
    /// they were measured or laid out at.
    ///
    /// **Empty when nothing was dropped** (most trees, and every tree without
    /// lines), so that such layouts allocate nothing for it; otherwise it has
    /// one entry per node. Read it through `isDropped(_:)` to handle both.
    public var dropped: [Bool]
    /// The labels a line cut short, each with the size its whole text
    /// needs: a single-line label shortened to fit its side (MGLine's UILabel
    /// then ends it with "…"), a multiline label whose lines `maxHeight`
    /// stopped. Empty for most trees.
    public var shortened: [Int: Size]
    /// The separators `linear` layouts draw between their items, in
    /// ascending order of the node that draws them; empty for trees without.
    public var separators: [LayoutSeparator]

    public init(
        frames: [Rect], contentSizes: [Size], orphanedAttachments: [Int] = [], dropped: [Bool] = [],
        shortened: [Int: Size] = [:], separators: [LayoutSeparator] = []
    ) {
        self.frames = frames
        self.contentSizes = contentSizes
        self.orphanedAttachments = orphanedAttachments
        self.dropped = dropped
        self.shortened = shortened
        self.separators = separators
    }

    /// Whether a line dropped node `index`; false for every node when
    /// `dropped` is empty, and for indices out of range.
    public func isDropped(_ index: Int) -> Bool {
        index >= 0 && index < dropped.count && dropped[index]
    }
}
