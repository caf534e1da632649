import BoxModel

/// The input of the MK engines: one MK layout (`linear`, `stack` or `flow`) and
/// everything nested in it, stored flat like `BoxTree`. A parent always comes
/// before its children, so one forward walk lays out the whole tree without
/// recursion, however deeply layouts nest.
///
/// Every node but the root is an **item** of its parent layout: either a view
/// (a leaf: any box the caller laid out by other means, a label, a picture) or
/// a sublayout with its own parameters and items. All frames come out in the
/// coordinate space of the rectangle the root is given, as MK's views are all
/// siblings in one host view (peer §2.1).
public struct MKLayoutTree: Equatable, Sendable {
    /// What a node is.
    public enum Content: Equatable, Hashable, Sendable {
        /// A leaf: its frame is rounded to the pixel grid (§2.6).
        case view
        /// A sublayout: it receives its unrounded rectangle as its bounds.
        case layout(LinearLayoutParameters)
    }

    /// One node: what it is and how it sits in its parent layout.
    public struct Node: Equatable, Hashable, Sendable {
        public var content: Content
        /// How the node sits in its parent's slot; unused for the root, which
        /// is given its rectangle directly.
        public var item: LayoutItemParameters
        /// The size `LayoutItemParameters.Length.natural` stands for.
        public var naturalSize: Size

        public init(content: Content, item: LayoutItemParameters = LayoutItemParameters(), naturalSize: Size = .zero) {
            self.content = content
            self.item = item
            self.naturalSize = naturalSize
        }

        /// The layout parameters of a sublayout, `nil` for a view.
        public var layoutParameters: LinearLayoutParameters? {
            if case .layout(let parameters) = content { return parameters }
            return nil
        }
    }

    /// In insertion order; node 0 is the root layout.
    public private(set) var nodes: [Node]
    /// `parents[i]` is the index of node `i`'s parent, always below `i`; the root's is −1.
    public private(set) var parents: [Int]

    /// The root is always node 0.
    public static let root = 0

    public var count: Int { nodes.count }

    public subscript(index: Int) -> Node { nodes[index] }

    /// A tree holding only the root layout.
    public init(root: LinearLayoutParameters) {
        nodes = [Node(content: .layout(root))]
        parents = [-1]
    }

    /// Appends a view as the last item of the layout `parent` and returns its index.
    @discardableResult
    public mutating func addView(
        _ item: LayoutItemParameters = LayoutItemParameters(), naturalSize: Size = .zero, to parent: Int
    ) -> Int {
        append(Node(content: .view, item: item, naturalSize: naturalSize), to: parent)
    }

    /// Appends a sublayout as the last item of the layout `parent` and returns its index.
    @discardableResult
    public mutating func addLayout(
        _ parameters: LinearLayoutParameters, item: LayoutItemParameters = LayoutItemParameters(),
        naturalSize: Size = .zero, to parent: Int
    ) -> Int {
        append(Node(content: .layout(parameters), item: item, naturalSize: naturalSize), to: parent)
    }

    /// Reserves room for `count` nodes, for builders that know the size.
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        parents.reserveCapacity(count)
    }

    private mutating func append(_ node: Node, to parent: Int) -> Int {
        precondition(parent >= 0 && parent < nodes.count, "parent \(parent) is not in the tree")
        precondition(nodes[parent].layoutParameters != nil, "parent \(parent) is a view, not a layout")
        nodes.append(node)
        parents.append(parent)
        return nodes.count - 1
    }
}
