import BoxModel

/// One of the two layout directions. The stacking rules are the same arithmetic
/// on different axes (a table's widest box, a grid's wrap test and its row
/// bottom), so they share one helper instead of horizontal and vertical copies.
enum Axis: Sendable {
    case horizontal
    case vertical
}

extension Size {
    /// Width for `.horizontal`, height for `.vertical`.
    func length(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }
}

extension Insets {
    /// Left for `.horizontal`, top for `.vertical`.
    func leading(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: left
        case .vertical: top
        }
    }

    /// Right for `.horizontal`, bottom for `.vertical`.
    func trailing(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: right
        case .vertical: bottom
        }
    }
}

/// Where a box's outer edge (its far side plus its trailing margin) lands when
/// its leading margin starts at `start`: `start + leading + length + trailing`,
/// summed left to right as MGBox's Objective-C expressions are, so that
/// fractional values round the same way.
func outerEnd(from start: Double, size: Size, margin: Insets, along axis: Axis) -> Double {
    start + margin.leading(along: axis) + size.length(along: axis) + margin.trailing(along: axis)
}
