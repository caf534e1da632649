import BoxModel

/// One container's stacking in progress: its children are handed over one at
/// a time, in `boxes` order, each once it has its final size, and every
/// automatic child gets its origin at once.
///
/// Taking children one by one (instead of looping over a container's
/// `children`) is what lets layout finish in a single forward walk over the
/// nodes (`walkInPreOrder`): a child is stacked the moment its own subtree is
/// done, while its node is usually still in the cache, instead of being
/// fetched again from memory by a later loop over its parent's children.
/// The rules themselves are in `TableStacking.swift` and `GridStacking.swift`.
struct Stacking: Sendable {
    let mode: ContentLayoutMode
    let padding: Insets
    /// The container's width before it is sized: grid rows wrap against it.
    let containerWidth: Double
    /// Table: unused. Grid: where the next box's left margin starts.
    var x: Double
    /// Table: the cursor (where the next box's top margin starts). Grid: the
    /// top of the current row.
    var y: Double
    /// Grid: the lowest outer bottom of every box so far (0 before the first).
    var rowBottom = 0.0
    /// Table: the widest automatic box, margins included (0 before the first).
    var maxOuterWidth = 0.0
    /// Whether an attached child was handed over, so that `close` runs the
    /// attachment pass only for the containers that need it.
    var hasAttachedChildren = false

    init(mode: ContentLayoutMode, padding: Insets, containerWidth: Double) {
        self.mode = mode
        self.padding = padding
        self.containerWidth = containerWidth
        x = padding.left
        y = padding.top
    }

    /// Stacks the next automatic child and returns its origin in the container.
    mutating func place(size: Size, margin: Insets, rounding: PixelRounding) -> Point {
        switch mode {
        case .table: placeInTable(size: size, margin: margin, rounding: rounding)
        case .grid: placeInGrid(size: size, margin: margin, rounding: rounding)
        }
    }

    /// What the children measured, for `ContainerSizing`, once all were added.
    var extent: StackExtent {
        switch mode {
        case .table:
            StackExtent(contentEnd: y, maxOuterWidth: maxOuterWidth, hasAttachedChildren: hasAttachedChildren)
        case .grid:
            StackExtent(contentEnd: rowBottom, maxOuterWidth: 0, hasAttachedChildren: hasAttachedChildren)
        }
    }
}
