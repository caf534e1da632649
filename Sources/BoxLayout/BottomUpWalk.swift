import BoxModel

extension LayoutPass {
    /// Lays out a tree whose nodes are in any order that puts every parent
    /// before its children (all `BoxTree` guarantees): one backward walk over
    /// the indices, so each container's children are closed before it stacks
    /// them. Used only for trees not built in pre-order (see `walkInPreOrder`);
    /// same result, but each child node is read a second time by its parent.
    mutating func walkBottomUp() {
        for index in nodes.indices.reversed() {
            var stacking = open(index)
            for child in nodes[index].children {
                stack(child, into: &stacking)
            }
            close(index, stacking)
        }
    }
}
