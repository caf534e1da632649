import BoxModel

/// Which node of the `from` tree each node of the spec's tree continues
/// (spec-format §9): the roots always match; a node with an `id` matches the
/// `from` node with that id; below two matched nodes, children without an id
/// match by position among their id-less siblings when their types agree
/// (React's keys-then-index rule). The roots match whatever their ids, and
/// no other node matches either root.
///
/// One forward walk over each tree (a parent comes before its children),
/// one dictionary of `from`'s ids.
public struct NodeMatching: Sendable {
    /// Per node of the spec's tree, the index of the `from` node it matches, or −1 (new).
    public let fromIndex: [Int]
    /// Per node of `from`, the node of the spec's tree that matches it, or −1 (gone).
    public let toIndex: [Int]

    public init(from: BoxTree, to: BoxTree) {
        var fromIndex = [Int](repeating: -1, count: to.count)
        var toIndex = [Int](repeating: -1, count: from.count)
        var fromIds: [String: Int] = [:]
        for (index, node) in from.nodes.enumerated() {
            if let id = node.id { fromIds[id] = index }
        }
        // One to one: a node already paired (the roots, first) is not paired again.
        func pair(_ to: Int, _ old: Int) {
            guard fromIndex[to] < 0, toIndex[old] < 0 else { return }
            fromIndex[to] = old
            toIndex[old] = to
        }
        if to.count > 0 && from.count > 0 { pair(BoxTree.root, BoxTree.root) }
        for index in to.nodes.indices.dropFirst() {
            if let id = to[index].id, let old = fromIds[id], old != BoxTree.root { pair(index, old) }
        }
        // Id-less children, parents first: a parent's match is known before its children's.
        for parent in to.nodes.indices where fromIndex[parent] >= 0 {
            let oldChildren = from[fromIndex[parent]].children.filter { from[$0].id == nil }
            let newChildren = to[parent].children.filter { to[$0].id == nil }
            for (new, old) in zip(newChildren, oldChildren) where to[new].type == from[old].type {
                pair(new, old)
            }
        }
        self.fromIndex = fromIndex
        self.toIndex = toIndex
    }
}
