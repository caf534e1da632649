import BoxModel

/// Short spellings for the trees the tests build by hand.
extension BoxNode {
    /// A plain MGBox `boxWithSize:` with the given margins.
    static func sized(_ width: Double, _ height: Double, margin: Insets = .zero) -> BoxNode {
        BoxNode(size: Size(width: width, height: height), margin: margin)
    }

    /// A container box of the given size, stacking as `mode`.
    static func container(
        _ width: Double,
        _ height: Double,
        mode: ContentLayoutMode = .table,
        padding: Insets = .zero,
        sizing: SizingMode = .none,
        minWidth: Double = 0
    ) -> BoxNode {
        BoxNode(
            size: Size(width: width, height: height), padding: padding, contentLayoutMode: mode,
            sizingMode: sizing, minWidth: minWidth)
    }
}

extension BoxTree {
    /// A root with the given children, returning the tree and the children's indices.
    static func root(_ root: BoxNode, children: [BoxNode]) -> (tree: BoxTree, children: [Int]) {
        var tree = BoxTree(root: root)
        let indices = children.map { tree.append($0, to: BoxTree.root) }
        return (tree, indices)
    }
}
