import BoxModel

extension LayoutPass {
    /// Lays out a grid layout as NMGridLayoutManager does (peer §3.3), when it
    /// closes and all its children are laid out: `GridLayoutManager.layOut`
    /// gets the box's size and its children's laid-out sizes and hidden flags,
    /// and every child gets its frame, relative to the box — the first child's
    /// size, so any other child of another size is laid out again at it.
    /// Hidden children get a frame too but no slot.
    ///
    /// The box keeps its frame unless `growsCanvas`, which grows it to the
    /// content size the original computes (and discards); that content size
    /// is its `contentSizes` entry either way. Children on later pages lie
    /// outside the box, drawn unless it clips. A grid layout built in code
    /// without its content takes the default parameters.
    ///
    /// Kept out of `close` so that the walk's common path stays small.
    @inline(never)
    mutating func closeGridLayout(_ index: Int, hasAttachedChildren: Bool, relayoutDepth: Int) {
        let parameters: GridLayoutParameters
        if case .gridLayout(let given) = nodes[index].content {
            parameters = given
        } else {
            parameters = GridLayoutParameters()
        }
        let children = nodes[index].children
        var input: [GridLayoutChild] = []
        input.reserveCapacity(children.count)
        for child in children {
            input.append(GridLayoutChild(size: frames[child].size, isHidden: nodes[child].style.isHidden))
        }
        let result = GridLayoutManager.layOut(
            GridLayoutInput(bounds: frames[index].size, parameters: parameters, children: input))
        for (child, frame) in zip(children, result.frames) {
            placePeerChild(child, in: frame, relayoutDepth: relayoutDepth)
        }
        if hasAttachedChildren {
            attachments.placeAttachedChildren(of: index, nodes: nodes, parents: parents, frames: frames)
        }
        contentSizes[index] = result.contentSize
        if parameters.growsCanvas {
            frames[index].size = result.contentSize
        }
    }
}
