/// A scroll view's state in a spec (spec-format §7): where its content is
/// scrolled to, worked out after layout from the offset given, then
/// `scrollTo`, then snapping — the order a user's code would call them in.
public struct ScrollSettings: Equatable, Sendable {
    /// `contentOffset` as given, used as is (not clamped).
    public var offset: Point
    /// MGScrollView's `scrollToView:withMargin:`, applied after `offset`.
    public var scrollTo: ScrollTarget?
    /// MGScrollView's `snapToNearestBox`, applied last.
    public var snapToNearestBox: Bool

    public init(offset: Point = .zero, scrollTo: ScrollTarget? = nil, snapToNearestBox: Bool = false) {
        self.offset = offset
        self.scrollTo = scrollTo
        self.snapToNearestBox = snapToNearestBox
    }
}

/// The box a scroll view scrolls to, and the room to leave around it.
public struct ScrollTarget: Equatable, Sendable {
    /// The target's index in the tree: a node inside the scroll view.
    public var node: Int
    /// Points added on every side of the target's frame (MGBox's examples use 8).
    public var margin: Double

    public init(node: Int, margin: Double = 8) {
        self.node = node
        self.margin = margin
    }
}
