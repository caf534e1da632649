import BoxModel

/// One laid-out state of an animation: a tree, its absolute frames (after
/// scrolling) and which nodes its layout removed (dropped line items,
/// orphaned attachments), which count as invisible at that end.
public struct AnimationState: Sendable {
    public var tree: BoxTree
    public var frames: [Rect]
    /// Per node, or empty for none.
    public var removed: [Bool]
    /// Scroll views' content sizes and final offsets, by node.
    public var contentSizes: [Int: Size]
    public var scrollOffsets: [Int: Point]

    public init(
        tree: BoxTree, frames: [Rect], removed: [Bool] = [], contentSizes: [Int: Size] = [:],
        scrollOffsets: [Int: Point] = [:]
    ) {
        self.tree = tree
        self.frames = frames
        self.removed = removed
        self.contentSizes = contentSizes
        self.scrollOffsets = scrollOffsets
    }

    func isShown(_ index: Int) -> Bool {
        !(index < removed.count && removed[index]) && !tree[index].style.isHidden
    }
}

/// MGBox's animated layout (reference §9, spec-format §9) as geometry: the
/// spec's tree with the `from` tree's gone nodes added, and for every node
/// its frame relative to its parent and its own alpha at the start and at
/// the end. A moment is the two mixed by the eased progress; a parent's
/// frame moves its children, so they ride along.
///
/// - Matched nodes move from their old frame to their new one and fade
///   between their old and new alpha (hidden counts as 0).
/// - New nodes: in a container that had an old box, its leading new
///   automatic boxes ("new top boxes") start stacked above its top edge —
///   stacked from y = 0 at x = left padding + left margin, then shifted up by
///   their own total height — at alpha 0. Other new boxes fade in at their
///   final frames. When every box of a container is new they all just fade
///   in, unless `slideBoxesInFromEmpty` makes them all new top boxes. The
///   children of a new box come with it (they do not fade on their own).
/// - Gone nodes stay at their old frames in their old parent's successor,
///   beneath its other children, and fade out; their subtrees come with them.
public struct AnimatedLayout: Sendable {
    /// The spec's tree, then the gone subtrees appended (parents before children).
    public let tree: BoxTree
    /// Nodes below this index are the spec's own; the rest are gone nodes of `from`.
    public let specNodeCount: Int
    let start: [Rect]
    let end: [Rect]
    let startAlpha: [Double]
    let endAlpha: [Double]
    /// Scroll views' content size and offset at both ends, by node.
    let scrolls: [Int: (start: (Size, Point), end: (Size, Point))]

    public init(from old: AnimationState, to new: AnimationState, slideBoxesInFromEmpty: Bool) {
        let matching = NodeMatching(from: old.tree, to: new.tree)
        var builder = Builder(old: old, new: new, matching: matching)
        builder.addSpecNodes(slideBoxesInFromEmpty: slideBoxesInFromEmpty)
        builder.addGoneNodes()
        tree = builder.tree
        specNodeCount = new.tree.count
        start = builder.relativeStarts()
        end = builder.end
        startAlpha = builder.startAlpha
        endAlpha = builder.endAlpha
        scrolls = builder.scrolls
    }

    /// Every node's absolute frame at eased progress `progress` (0 start, 1 end).
    public func frames(at progress: Double) -> [Rect] {
        var frames = [Rect](repeating: .zero, count: tree.count)
        for index in 0..<tree.count {
            let relative = Self.mix(start[index], end[index], progress)
            if index == BoxTree.root {
                frames[index] = relative
            } else {
                let origin = frames[tree.parents[index]]
                frames[index] = relative.offsetBy(dx: origin.x, dy: origin.y)
            }
        }
        return frames
    }

    /// Every node's frame relative to its parent (the root's in canvas
    /// coordinates) at eased progress `progress`.
    public func relativeFrames(at progress: Double) -> [Rect] {
        zip(start, end).map { Self.mix($0, $1, progress) }
    }

    /// The scroll views, whose content size and offset `scrollState` gives.
    public var scrollNodes: [Int] { scrolls.keys.sorted() }

    /// Every node's own alpha at eased progress `progress`.
    public func alphas(at progress: Double) -> [Double] {
        zip(startAlpha, endAlpha).map { $0 + ($1 - $0) * progress }
    }

    /// A scroll view's content size and offset at `progress`; nil for other nodes.
    public func scrollState(of index: Int, at progress: Double) -> (contentSize: Size, contentOffset: Point)? {
        guard let state = scrolls[index] else { return nil }
        let (startSize, startOffset) = state.start
        let (endSize, endOffset) = state.end
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return (
            Size(width: mix(startSize.width, endSize.width), height: mix(startSize.height, endSize.height)),
            Point(x: mix(startOffset.x, endOffset.x), y: mix(startOffset.y, endOffset.y))
        )
    }

    static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(
            x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p, width: a.width + (b.width - a.width) * p,
            height: a.height + (b.height - a.height) * p)
    }
}
