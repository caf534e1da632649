import BoxModel

/// One subview as NMGridLayoutManager sees it: its bounds size and whether it is hidden.
public struct GridLayoutChild: Equatable, Hashable, Sendable {
    /// Only the first child's size is used: it becomes every child's size.
    public var size: Size
    /// A hidden child still gets a frame but does not use up a slot.
    public var isHidden: Bool

    public init(size: Size, isHidden: Bool = false) {
        self.size = size
        self.isHidden = isHidden
    }
}

/// What NMGridLayoutManager is given: the view's bounds size W × H, its parameters and its subviews in order.
public struct GridLayoutInput: Equatable, Sendable {
    public var bounds: Size
    public var parameters: GridLayoutParameters
    public var children: [GridLayoutChild]

    public init(bounds: Size, parameters: GridLayoutParameters = GridLayoutParameters(), children: [GridLayoutChild]) {
        self.bounds = bounds
        self.parameters = parameters
        self.children = children
    }
}

extension GridLayoutInput {
    /// Reports the first NaN or infinite number, for callers that refuse such
    /// input rather than have `GridLayoutManager.layOut` count it as 0.
    public func validate() throws(GridLayoutError) {
        if !bounds.width.isFinite { throw .nonFinite(field: "width") }
        if !bounds.height.isFinite { throw .nonFinite(field: "height") }
        for (index, child) in children.enumerated() {
            if !child.size.width.isFinite { throw .nonFinite(field: "children[\(index)].size.width") }
            if !child.size.height.isFinite { throw .nonFinite(field: "children[\(index)].size.height") }
        }
    }

    /// This input as the engine lays it out: every length through `GridLayoutNumbers.size`.
    func sanitized() -> GridLayoutInput {
        func size(_ size: Size) -> Size {
            Size(width: GridLayoutNumbers.size(size.width), height: GridLayoutNumbers.size(size.height))
        }
        var input = self
        input.bounds = size(bounds)
        input.children = children.map { GridLayoutChild(size: size($0.size), isHidden: $0.isHidden) }
        return input
    }
}
