import BoxModel

/// Lays out a whole tree the way MGBox 2.1 does (reference §1.3, §1.4, §2).
///
/// Layout is bottom-up, as MGBox's: every child gets its final size before
/// its parent stacks it. `BoxTree` keeps every child after its parent, so one
/// backward walk over the indices does it — no recursion, however deep the tree.
///
/// For each container (`box`, `button`, `scroll` alike):
/// 1. Its automatic children are stacked as a table (`stackTable`) or a grid
///    (`stackGrid`); fixed, attached and `none` children take no space.
/// 2. It is resized by the 2.1 rules (`ContainerSizing`); a scroll view keeps
///    its frame and gets a content size instead.
/// 3. Its attached children are placed on their targets (`AttachmentPlacer`).
///
/// Fixed and `none` boxes are never moved by stacking (`initialFrames`).
/// `sizingMode` `expandWidthToFill` only matters inside lines and is ignored here.
/// The root sits at (its left margin, its top margin) in canvas coordinates.
///
/// Cost is linear in the number of nodes; the result arrays are the only
/// per-node allocations.
///
/// - Parameter scale: pixels per point of the imitated screen; it only
///   decides how positions are rounded (`PixelRounding`).
public func layout(_ tree: BoxTree, scale: Int) -> LayoutResult {
    let rounding = PixelRounding(scale: scale)
    var frames = initialFrames(tree)
    var contentSizes = [Size](repeating: .zero, count: tree.count)
    var attachments = AttachmentPlacer()
    for index in stride(from: tree.count - 1, through: 0, by: -1) {
        let traits = ContainerTraits(tree.nodes[index])
        let current = frames[index].size
        let size: ContainerSize
        let extent: StackExtent
        switch tree.nodes[index].contentLayoutMode {
        case .table:
            extent = stackTable(
                tree.nodes[index].children, padding: traits.padding, nodes: tree.nodes, frames: &frames,
                rounding: rounding)
            size = ContainerSizing.table(traits, current: current, extent: extent)
        case .grid:
            extent = stackGrid(
                tree.nodes[index].children, padding: traits.padding, containerWidth: current.width,
                nodes: tree.nodes, frames: &frames, rounding: rounding)
            size = ContainerSizing.grid(traits, current: current, extent: extent)
        }
        frames[index].size = size.frame
        contentSizes[index] = size.content
        if extent.hasAttachedChildren {
            attachments.placeAttachedChildren(of: index, in: tree, frames: &frames)
        }
    }
    if tree.count > 0 {
        let margin = tree.nodes[BoxTree.root].margin
        frames[BoxTree.root].origin = Point(x: margin.left, y: margin.top)
    }
    return LayoutResult(
        frames: frames,
        contentSizes: contentSizes,
        orphanedAttachments: attachments.orphans.sorted()
    )
}
