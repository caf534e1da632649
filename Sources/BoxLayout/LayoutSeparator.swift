import BoxModel

/// A line a layout draws between its children, which is no node of the tree:
/// a `linear`'s separator before an item with `insertBorder` (peer §2.3).
/// The scene draws it over its layout's background and under its children.
public struct LayoutSeparator: Equatable, Hashable, Sendable {
    /// The node that draws it (the `linear` whose items it divides).
    public var node: Int
    /// In that node's own coordinates, like its children's frames; rounded to
    /// the pixel grid like a view's frame. Its width or height may be negative
    /// when the layout has `clampNegative: false`.
    public var rect: Rect
    public var color: Color

    public init(node: Int, rect: Rect, color: Color) {
        self.node = node
        self.rect = rect
        self.color = color
    }
}
