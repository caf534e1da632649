import BoxModel

extension Stacking {
    /// Flows automatic children left to right into rows, like CSS
    /// `float: left` — MGBox's grid layout, `MGLayoutGridStyle` (reference §2.2, §2.3).
    ///
    /// Contract:
    /// - Only `automatic` children are positioned or take space; every other
    ///   child is skipped (noted only when attached, for the attachment pass).
    /// - Cursors start at x = left padding, y = top padding, row bottom = 0.
    /// - Wrap test, before each box: if x + lm + width + rm > the container's
    ///   full width (strictly), a new row starts at x = left padding, y = row
    ///   bottom. The right padding is ignored, so a box may end inside it; an
    ///   exact fit stays on the row; a box wider than the container gets a row
    ///   of its own and overflows. If the very first box fails the test it
    ///   wraps to y = 0, above the top padding — MGBox does this and so do we.
    /// - A box sits at (roundToPixel(x + lm), roundToPixel(y + tm)); both axes
    ///   are rounded.
    /// - Boxes are top-aligned in a row. The next row starts below the lowest
    ///   outer bottom (y + tm + height + bm) of every earlier box, and each box
    ///   in it adds its own top margin: margins add, never collapse.
    /// - Children must already have their final sizes (layout runs bottom-up).
    mutating func placeInGrid(size: Size, margin: Insets, rounding: PixelRounding) -> Point {
        if outerEnd(from: x, size: size, margin: margin, along: .horizontal) > containerWidth {
            x = padding.left
            y = rowBottom
        }
        x += margin.left
        let origin = Point(x: rounding.round(x), y: rounding.round(y + margin.top))
        x += size.width + margin.right
        rowBottom = max(rowBottom, outerEnd(from: y, size: size, margin: margin, along: .vertical))
        return origin
    }
}
