import BoxModel

/// Lays out a whole tree the way MGBox 2.1 does (reference §1.3, §1.4, §2).
///
/// Layout is bottom-up, as MGBox's: every child gets its final size before
/// its parent stacks it. For each container (`box`, `button`, `scroll` alike):
/// 1. Its automatic children are stacked as a table or a grid (`Stacking`);
///    fixed, attached and `none` children take no space.
/// 2. It is resized by the 2.1 rules (`ContainerSizing`); a scroll view keeps
///    its frame and gets a content size instead.
/// 3. Its attached children are placed on their targets (`AttachmentPlacer`).
///
/// Fixed and `none` boxes are never moved by stacking (`initialFrame`).
/// `sizingMode` `expandWidthToFill` only matters inside lines.
/// The root sits at (its left margin, its top margin) in canvas coordinates.
///
/// Lines (`line`, `styledLine`) are laid out by MGLine's algorithm instead
/// (reference §3, `LineLayout.swift`) when they close: their items are their
/// children, so every box item is finished by then, and labels and pictures
/// are measured through `measurer`. Items that side precedence drops are
/// reported in `LayoutResult.dropped`.
///
/// Grid views (`gridView`, AQGridView) and grid layouts (`gridLayout`,
/// NMGridLayoutManager) likewise place their children with their own engines
/// when they close (`closeGridView`, `closeGridLayout`); a child they show at
/// another size is laid out again at it, within `maximumRelayoutDepth`.
///
/// Cost is linear in the number of nodes, and so is the memory traffic: a tree
/// in pre-order (any tree built in pre-order) is laid out in one forward walk
/// that reads each node once (`walkInPreOrder`); other trees take one backward
/// walk (`walkBottomUp`). Neither recurses, however deep the tree. The result
/// arrays are the only per-node allocations.
///
/// - Parameters:
///   - scale: pixels per point of the imitated screen; it only decides how
///     stacked positions are rounded (`PixelRounding`). Line items are
///     rounded to whole points at every scale, as MGLine does.
///   - measurer: the sizes of labels and line pictures; the default measures
///     everything as zero, which suits trees without lines.
public func layout(
    _ tree: BoxTree, scale: Int, measurer: any ContentMeasuring = NoContentMeasurer()
) -> LayoutResult {
    let rounding = PixelRounding(scale: scale)
    let count = tree.count
    var contentSizes: [Size] = []
    var outcome = WalkOutcome(orphans: [], dropped: [], shortened: [:], separators: [])
    // Either walk writes every node's frame and content size before anything
    // reads them, so the arrays are handed over unfilled rather than zeroed
    // first: at a million boxes that saves a 48 MB pass, about a tenth of
    // the time.
    let frames = [Rect](unsafeUninitializedCapacity: count) { frames, framesWritten in
        contentSizes = [Size](unsafeUninitializedCapacity: count) { contentSizes, sizesWritten in
            tree.nodes.withUnsafeBufferPointer { nodes in
                tree.parents.withUnsafeBufferPointer { parents in
                    outcome = layOut(
                        nodes: nodes, parents: parents, frames: frames, contentSizes: contentSizes,
                        rounding: rounding, measurer: measurer)
                }
            }
            sizesWritten = count
        }
        framesWritten = count
    }
    return LayoutResult(
        frames: frames, contentSizes: contentSizes, orphanedAttachments: outcome.orphans, dropped: outcome.dropped,
        shortened: outcome.shortened, separators: outcome.separators)
}

/// What a walk found besides frames and content sizes.
private struct WalkOutcome {
    /// Orphaned attachments, ascending.
    var orphans: [Int]
    /// Per node, or empty when no line dropped anything.
    var dropped: [Bool]
    /// Labels cut short and the sizes their whole text needs.
    var shortened: [Int: Size]
    /// `linear` separators, by ascending node.
    var separators: [LayoutSeparator]
}

/// Runs the walk that fits the tree, writing into `frames` and `contentSizes`
/// (one entry per node), puts the root at its margins and returns the
/// orphaned attachments and dropped line items.
private func layOut(
    nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>,
    frames: UnsafeMutableBufferPointer<Rect>, contentSizes: UnsafeMutableBufferPointer<Size>,
    rounding: PixelRounding, measurer: any ContentMeasuring
) -> WalkOutcome {
    func makePass() -> LayoutPass {
        LayoutPass(
            nodes: nodes, parents: parents, frames: frames, contentSizes: contentSizes, rounding: rounding,
            measurer: measurer)
    }
    var pass = makePass()
    if !pass.walkInPreOrder() {
        // Built out of pre-order: start again. The backward walk, too, writes
        // every frame and content size, so nothing of the first try is left.
        pass = makePass()
        pass.walkBottomUp()
    }
    if !nodes.isEmpty {
        let margin = nodes[BoxTree.root].margin
        frames[BoxTree.root].origin = Point(x: margin.left, y: margin.top)
    }
    // Stable: a layout's own separators stay in item order.
    let separators = pass.separators.enumerated().sorted { ($0.element.node, $0.offset) < ($1.element.node, $1.offset) }
    return WalkOutcome(
        orphans: pass.attachments.orphans.sorted(), dropped: pass.dropped, shortened: pass.shortened,
        separators: separators.map(\.element))
}
