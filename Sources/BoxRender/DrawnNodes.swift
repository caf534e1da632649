import BoxLayout
import BoxModel

/// Which nodes a rendering draws. MGBox removes a line's dropped items and
/// attachments whose target is missing from the view; `hidden: true` hides
/// a subtree; a scroll view shows only what meets its viewport (culling).
struct DrawnNodes: Sendable {
    /// Nodes left out of the draw list with their subtrees: dropped items,
    /// orphaned attachments and culled nodes (`hidden: true` nodes are the
    /// scene builder's own rule). Empty when there are none.
    let skipped: [Bool]
    /// Per node, whether it is drawn: none of the above applies to it or to
    /// any ancestor. Empty when every node is drawn.
    let visible: [Bool]

    init(tree: BoxTree, layout: LayoutResult, frames: [Rect]) {
        let culled = visibleNodes(tree, frames: frames)
        var skipped = layout.dropped
        if !layout.orphanedAttachments.isEmpty || !culled.isEmpty {
            if skipped.isEmpty { skipped = [Bool](repeating: false, count: tree.count) }
            for orphan in layout.orphanedAttachments { skipped[orphan] = true }
            for (index, shown) in culled.enumerated() where !shown { skipped[index] = true }
        }
        self.skipped = skipped
        guard !skipped.isEmpty || tree.nodes.contains(where: { $0.style.isHidden }) else {
            visible = []
            return
        }
        var visible = [Bool](repeating: true, count: tree.count)
        tree.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let parentShown = index == BoxTree.root || visible[tree.parents[index]]
                let skip = !skipped.isEmpty && skipped[index]
                visible[index] = parentShown && !skip && !nodes[index].style.isHidden
            }
        }
        self.visible = visible
    }

    func isVisible(_ index: Int) -> Bool {
        visible.isEmpty || visible[index]
    }
}
