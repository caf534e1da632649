import BoxModel

/// A container whose children are still being stacked.
private struct OpenContainer {
    let index: Int
    /// Its last child (children are in ascending order): the walk must have
    /// passed it before the container may close.
    let lastChild: Int
    var stacking: Stacking
}

extension LayoutPass {
    /// Lays out the whole tree in one forward walk over the nodes, relying on
    /// pre-order: a node's subtree is the run of nodes right after it, so a
    /// container is complete as soon as the walk reaches a node that is not in
    /// its subtree. The containers still open are kept on a stack (the path
    /// from the root to the node just visited), each with its stacking in
    /// progress; a finished child is stacked into its parent at once.
    ///
    /// Compared with walking the indices backwards and then looping over each
    /// container's `children`, the nodes are read front to back, once, which
    /// the hardware prefetcher streams well: a million-box tree, far larger
    /// than any cache, then costs about the same per box as a small one. The
    /// stack grows with the depth of the tree; nothing recurses.
    ///
    /// `BoxTree` keeps nodes in pre-order when built in pre-order, as decoders
    /// do. A tree built otherwise has a node whose parent is not among the open
    /// containers when the walk reaches it, or a container that would close
    /// before the walk reached its last child; the walk then returns false,
    /// with the pass half done, and the caller starts over with `walkBottomUp`.
    /// Both tests fail on exactly the same trees (a container closed early is
    /// missing from the stack when its late child comes), but the second fails
    /// before anything closes early: since every closing container has passed
    /// its last child, its whole subtree was visited. That matters to lines,
    /// which read their items' frames (and grown items their children's) when
    /// they close; those of unvisited nodes are not written yet, and the
    /// arrays start uninitialised.
    mutating func walkInPreOrder() -> Bool {
        guard !nodes.isEmpty else { return true }
        // The innermost open container is kept apart from the stack so that
        // stacking its children (by far the most frequent step) works on it
        // in place.
        var enclosing: [OpenContainer] = []
        var innermost = OpenContainer(
            index: BoxTree.root, lastChild: nodes[BoxTree.root].children.last ?? BoxTree.root,
            stacking: open(BoxTree.root))
        for index in 1..<nodes.count {
            let parent = parents[index]
            while innermost.index != parent {
                guard innermost.lastChild < index, let next = enclosing.popLast() else { return false }
                closeInnermost(&innermost, revealing: next)
            }
            let stacking = open(index)
            // `isEmpty` first: reading an element (`last`) costs a retain
            // and release of the array on every leaf, a tenth of the walk.
            if nodes[index].children.isEmpty {
                close(index, stacking)
                stack(index, into: &innermost.stacking)
            } else {
                enclosing.append(innermost)
                innermost = OpenContainer(
                    index: index, lastChild: nodes[index].children.last ?? index, stacking: stacking)
            }
        }
        while let next = enclosing.popLast() {
            closeInnermost(&innermost, revealing: next)
        }
        close(innermost.index, innermost.stacking)
        return true
    }

    /// Closes the innermost container, stacks it into `parent` (the container
    /// enclosing it) and makes that the innermost one.
    private mutating func closeInnermost(_ innermost: inout OpenContainer, revealing parent: OpenContainer) {
        close(innermost.index, innermost.stacking)
        let child = innermost.index
        innermost = parent
        stack(child, into: &innermost.stacking)
    }
}
