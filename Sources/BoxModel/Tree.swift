/// A box tree stored flat, in pre-order: a parent always comes before its
/// children, so layout can run bottom-up by walking the indices backwards and
/// top-down by walking them forwards — no recursion, however deep the spec.
public struct BoxTree: Equatable, Sendable {
    public private(set) var nodes: [BoxNode]
    /// `parents[i]` is the index of node `i`'s parent; the root's is −1.
    public private(set) var parents: [Int]

    /// The root is always node 0.
    public static let root = 0

    public var count: Int { nodes.count }

    /// A tree holding only `root`.
    public init(root: BoxNode) {
        var root = root
        root.children = []
        nodes = [root]
        parents = [-1]
    }

    /// Appends `node` as the last child of `parent` and returns its index. Any
    /// `children` the node carries are ignored: add them after it, with this index.
    /// Adding in pre-order (a whole subtree before the next sibling) keeps `nodes`
    /// in pre-order.
    @discardableResult
    public mutating func append(_ node: BoxNode, to parent: Int) -> Int {
        precondition(parent >= 0 && parent < nodes.count, "parent \(parent) is not in the tree")
        var node = node
        node.children = []
        let index = nodes.count
        nodes.append(node)
        parents.append(parent)
        nodes[parent].children.append(index)
        return index
    }

    /// Reserves room for `count` nodes, for builders that know the size.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        parents.reserveCapacity(count)
    }

    /// Inlinable, so that reading one field of a node from another module
    /// does not copy the whole node first.
    @inlinable public subscript(index: Int) -> BoxNode { nodes[index] }

    /// Puts a node's children in a new order (the same children), for
    /// builders that add children out of paint order: an animation's gone
    /// boxes are added after the spec's boxes but paint beneath them.
    public mutating func setChildOrder(_ children: [Int], of index: Int) {
        precondition(children.sorted() == nodes[index].children.sorted(), "not the same children")
        nodes[index].children = children
    }

    /// Replaces a node's content (a line's sides, a grid view's parts) once
    /// the indices it names are known.
    public mutating func setContent(_ content: NodeContent, of index: Int) {
        nodes[index].content = content
    }

    /// Replaces a node's style, for pictures of a moment of an animation.
    public mutating func setStyle(_ style: BoxStyle, of index: Int) {
        nodes[index].style = style
    }

    /// Replaces a scroll view's settings, for decoders that resolve
    /// `scrollTo` ids once the whole tree is known.
    public mutating func setScroll(_ settings: ScrollSettings?, of index: Int) {
        nodes[index].scroll = settings
    }

    /// Replaces the layout mode of a node, for decoders that resolve `attachedTo`
    /// ids once every sibling is known.
    public mutating func setLayoutMode(_ mode: BoxLayoutMode, of index: Int) {
        nodes[index].layoutMode = mode
    }
}
