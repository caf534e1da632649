import BoxModel

/// The clip each node is drawn within, from its ancestors that clip to their
/// bounds (`clipsToBounds`; what scroll views and grid views cut off is
/// scrolled away on purpose, and not judged here), walked in pre-order. Nothing is allocated for a
/// tree in which no box clips.
struct ClipTracker {
    private let tree: BoxTree
    private let frames: [Rect]
    /// Per node: the clip its children are drawn within and the box that
    /// set it; empty when no box clips.
    private var clips: [(rect: Rect, owner: Int)?] = []

    init(tree: BoxTree, frames: [Rect]) {
        self.tree = tree
        self.frames = frames
        if tree.nodes.contains(where: { $0.style.clipsToBounds && !Self.scrolls($0) }) {
            clips = [(rect: Rect, owner: Int)?](repeating: nil, count: tree.count)
        }
    }

    /// Why node `index` is not drawn at all although it is visible: it lies
    /// wholly outside a clipping ancestor. Nodes must come in pre-order.
    mutating func clippedAway(_ index: Int) -> String? {
        guard !clips.isEmpty else { return nil }
        let inherited = index == BoxTree.root ? nil : clips[tree.parents[index]]
        var own = inherited
        let node = tree[index]
        if node.style.clipsToBounds && !Self.scrolls(node) {
            let frame = frames[index]
            let rect = inherited.map { Self.intersection($0.rect, frame) } ?? frame
            own = (rect, index)
        }
        clips[index] = own
        guard let inherited else { return nil }
        let frame = frames[index]
        guard frame.width > 0, frame.height > 0, !inherited.rect.intersects(frame) else { return nil }
        return "it lies wholly outside \(tree[inherited.owner].path), which clips to its bounds "
            + "(`clipsToBounds`), so it is not seen"
    }

    /// The part of node `index`'s frame its clipping ancestors let show
    /// (after `clippedAway(index)` has seen it): what the canvas may cut.
    func shownPart(of index: Int) -> Rect {
        let frame = frames[index]
        guard !clips.isEmpty, index != BoxTree.root, let inherited = clips[tree.parents[index]] else { return frame }
        return Self.intersection(inherited.rect, frame)
    }

    private static func scrolls(_ node: BoxNode) -> Bool {
        node.type == .scroll || node.type == .gridView
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x)
        let y = max(a.y, b.y)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }
}
