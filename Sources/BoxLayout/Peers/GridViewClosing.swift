import BoxModel

extension LayoutPass {
    /// Lays out a grid view as AQGridView does (peer §1), when it closes and
    /// all its children are laid out:
    ///
    /// 1. The header and footer are made as wide as the grid view (laid out
    ///    again at that width if they were not) and give their heights.
    /// 2. `GridViewLayout.layOut` places the cells from their laid-out sizes.
    /// 3. Every part gets its frame, relative to the grid view (its content
    ///    coordinates at offset 0: nothing scrolls in a picture). A cell shown
    ///    at another size than its own (clamped to its grid cell, stretched by
    ///    `resizesCellWidthToFit`, adjusted) is laid out again at that size.
    ///
    /// The grid view keeps its frame, the viewport, and gets the content size
    /// of peer §1.6; it clips to its bounds like AQGridView (the decoder
    /// sets `clipsToBounds`). A grid view built in code without its content
    /// takes the default parameters and every child as a cell. Parts that are
    /// not its children are ignored.
    ///
    /// Kept out of `close` so that the walk's common path stays small.
    @inline(never)
    mutating func closeGridView(_ index: Int, hasAttachedChildren: Bool, relayoutDepth: Int) {
        let content: GridViewContent
        if case .gridView(let given) = nodes[index].content {
            content = given
        } else {
            content = GridViewContent(cells: nodes[index].children)
        }
        let bounds = frames[index].size
        let header = content.header.flatMap { peerParts([$0], of: index).first }
        let footer = content.footer.flatMap { peerParts([$0], of: index).first }
        let headerHeight = header.map { widenPeerChild($0, to: bounds.width, relayoutDepth: relayoutDepth) }
        let footerHeight = footer.map { widenPeerChild($0, to: bounds.width, relayoutDepth: relayoutDepth) }
        let cells = peerParts(content.cells, of: index)
        var cellSizes: [Size] = []
        cellSizes.reserveCapacity(cells.count)
        for cell in cells {
            cellSizes.append(frames[cell].size)
        }
        let layout = GridViewLayout.layOut(
            GridViewInput(
                bounds: bounds, parameters: content.parameters, headerHeight: headerHeight,
                footerHeight: footerHeight, cellSizes: cellSizes))

        for (cell, placed) in zip(cells, layout.cells) {
            placePeerChild(cell, in: placed.frame, relayoutDepth: relayoutDepth)
        }
        if let header, let frame = layout.headerFrame {
            placePeerChild(header, in: frame, relayoutDepth: relayoutDepth)
        }
        if let footer, let frame = layout.footerFrame {
            placePeerChild(footer, in: frame, relayoutDepth: relayoutDepth)
        }
        if let background = content.backgroundView.flatMap({ peerParts([$0], of: index).first }) {
            placePeerChild(background, in: layout.backgroundFrame, relayoutDepth: relayoutDepth)
        }
        if hasAttachedChildren {
            attachments.placeAttachedChildren(of: index, nodes: nodes, parents: parents, frames: frames)
        }
        contentSizes[index] = layout.contentSize
    }
}
