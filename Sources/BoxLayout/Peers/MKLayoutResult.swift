import BoxModel

/// Where an MK layout tree put everything. Arrays are indexed like `MKLayoutTree.nodes`.
public struct MKLayoutResult: Equatable, Sendable {
    /// Per node, in the coordinate space of the root's rectangle:
    /// - the root: the rectangle it was given;
    /// - a view: its frame, each value rounded to 1/scale (§2.2 step 6);
    /// - a sublayout: the unrounded rectangle handed to it as its bounds
    ///   (before its own margin), as MK keeps sublayout arithmetic in fractions.
    ///
    /// Never NaN or infinite: a value that overflowed is reported as 0.
    public var frames: [Rect]
    /// The linear layouts' separators, rounded like views, in node-index order
    /// of their layouts and item order within one: for a tree built in
    /// pre-order that is MK's order (the root's first, then its sublayouts',
    /// depth first).
    public var separators: [MKSeparatorRect]

    public init(frames: [Rect], separators: [MKSeparatorRect] = []) {
        self.frames = frames
        self.separators = separators
    }
}

/// One separator a linear layout draws before an item with `insertBorder`.
public struct MKSeparatorRect: Equatable, Hashable, Sendable {
    /// The index of the linear layout that draws it.
    public var layout: Int
    /// Rounded to 1/scale like a view's frame.
    public var rect: Rect
    public var color: Color
    /// The direction of the line: the opposite of its layout's orientation (a
    /// horizontal layout divides its items with vertical lines).
    public var orientation: LinearLayoutParameters.Orientation

    public init(layout: Int, rect: Rect, color: Color, orientation: LinearLayoutParameters.Orientation) {
        self.layout = layout
        self.rect = rect
        self.color = color
        self.orientation = orientation
    }
}
