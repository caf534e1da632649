/// Every node's children, in index order, computed once from a parent array
/// and stored in two flat arrays (compressed rows) instead of one array per
/// node: a million-node tree costs two allocations, not a million.
struct MKChildLists: Sendable {
    /// `offsets[i] ..< offsets[i + 1]` is the range of node `i`'s children in `children`.
    private var offsets: [Int]
    private var children: [Int]

    /// `parents[i]` is node `i`'s parent, or −1 for the root; any parent out of
    /// range is treated as no parent.
    init(parents: [Int]) {
        let count = parents.count
        var offsets = [Int](repeating: 0, count: count + 1)
        for parent in parents where parent >= 0 && parent < count {
            offsets[parent + 1] += 1
        }
        for index in 0..<count {
            offsets[index + 1] += offsets[index]
        }
        var next = offsets
        var children = [Int](repeating: 0, count: offsets[count])
        for (child, parent) in parents.enumerated() where parent >= 0 && parent < count {
            children[next[parent]] = child
            next[parent] += 1
        }
        self.offsets = offsets
        self.children = children
    }

    /// The children of `node`, in index order.
    subscript(node: Int) -> ArraySlice<Int> {
        children[offsets[node]..<offsets[node + 1]]
    }
}
