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
/// `sizingMode` `expandWidthToFill` only matters inside lines and is ignored here.
/// The root sits at (its left margin, its top margin) in canvas coordinates.
///
/// Cost is linear in the number of nodes, and so is the memory traffic: a tree
/// in pre-order (any tree built in pre-order) is laid out in one forward walk
/// that reads each node once (`walkInPreOrder`); other trees take one backward
/// walk (`walkBottomUp`). Neither recurses, however deep the tree. The result
/// arrays are the only per-node allocations.
///
/// - Parameter scale: pixels per point of the imitated screen; it only
///   decides how positions are rounded (`PixelRounding`).
public func layout(_ tree: BoxTree, scale: Int) -> LayoutResult {
    let rounding = PixelRounding(scale: scale)
    let count = tree.count
    var contentSizes: [Size] = []
    var orphans: [Int] = []
    // Either walk writes every node's frame and content size before anything
    // reads them, so the arrays are handed over unfilled rather than zeroed
    // first: at a million boxes that saves a 48 MB pass, about a tenth of
    // the time.
    let frames = [Rect](unsafeUninitializedCapacity: count) { frames, framesWritten in
        contentSizes = [Size](unsafeUninitializedCapacity: count) { contentSizes, sizesWritten in
            tree.nodes.withUnsafeBufferPointer { nodes in
                tree.parents.withUnsafeBufferPointer { parents in
                    orphans = layOut(
                        nodes: nodes, parents: parents, frames: frames, contentSizes: contentSizes,
                        rounding: rounding)
                }
            }
            sizesWritten = count
        }
        framesWritten = count
    }
    return LayoutResult(frames: frames, contentSizes: contentSizes, orphanedAttachments: orphans)
}

/// Runs the walk that fits the tree, writing into `frames` and `contentSizes`
/// (one entry per node), puts the root at its margins and returns the
/// orphaned attachments in ascending order.
private func layOut(
    nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>,
    frames: UnsafeMutableBufferPointer<Rect>, contentSizes: UnsafeMutableBufferPointer<Size>,
    rounding: PixelRounding
) -> [Int] {
    func makePass() -> LayoutPass {
        LayoutPass(nodes: nodes, parents: parents, frames: frames, contentSizes: contentSizes, rounding: rounding)
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
    return pass.attachments.orphans.sorted()
}
