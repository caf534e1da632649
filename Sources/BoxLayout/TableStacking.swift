import BoxModel

extension Stacking {
    /// Stacks automatic children top to bottom — MGBox's table layout,
    /// `MGLayoutTableStyle` (reference §2.1, §2.3).
    ///
    /// Contract:
    /// - Only `automatic` children are positioned or take space; every other
    ///   child is skipped (noted only when attached, for the attachment pass).
    /// - A cursor starts at the top padding. Each box adds its top margin, sits
    ///   at (left padding + left margin, roundToPixel(cursor)), then adds its
    ///   height and bottom margin. x is never rounded; y always is.
    /// - Margins add, never collapse: the gap between neighbours is
    ///   upper.bottom + lower.top. Negative margins and padding simply subtract
    ///   (boxes overlap).
    /// - No alignment or stretching: a narrow box sits at the left; a wide one
    ///   overflows to the right. Right margins and right padding only count
    ///   when the container is sized afterwards (`ContainerSizing`).
    /// - Children must already have their final sizes (layout runs bottom-up).
    mutating func placeInTable(size: Size, margin: Insets, rounding: PixelRounding) -> Point {
        y += margin.top
        let origin = Point(x: padding.left + margin.left, y: rounding.round(y))
        y += size.height + margin.bottom
        maxOuterWidth = max(maxOuterWidth, outerEnd(from: 0, size: size, margin: margin, along: .horizontal))
        return origin
    }
}
