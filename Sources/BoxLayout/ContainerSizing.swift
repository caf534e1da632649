import BoxModel

/// A container's size after its children were stacked: its frame size, and
/// the content size a scroll view scrolls over (the frame size for other boxes).
struct ContainerSize: Equatable, Sendable {
    var frame: Size
    var content: Size
}

/// The facts about a container that decide how it is sized.
struct ContainerTraits: Sendable {
    /// MGScrollView: the frame is the viewport and never changes; the sizing
    /// rule is applied to the content size instead.
    var isScrollView: Bool
    var shrinkWraps: Bool
    var minWidth: Double
    var padding: Insets
}

/// MGBox 2.1's container sizing after stacking (reference §1.3, §2.4). The
/// HEAD rule, which grows a container by its right and bottom padding on
/// every layout, is deliberately not reproduced.
enum ContainerSizing {
    /// Table containers (`box`, `button`, `scroll` in table mode).
    ///
    /// - The needed size is (lp + widest outer box + rp, cursor end + bp);
    ///   with no automatic child that is (lp + rp, tp + bp), so an empty padded
    ///   box still grows to its padding.
    /// - Default sizing grows the current size to the needed size on each
    ///   axis and never shrinks it.
    /// - `shrinkWrap` takes the needed size exactly, the width floored at `minWidth`.
    /// - A scroll view keeps its frame and applies the same rule to its content
    ///   size, starting from the frame size: content is never smaller than the
    ///   viewport unless the scroll view shrink-wraps.
    static func table(_ traits: ContainerTraits, current: Size, extent: StackExtent) -> ContainerSize {
        let padding = traits.padding
        let needed = Size(
            width: padding.left + extent.maxOuterWidth + padding.right,
            height: extent.contentEnd + padding.bottom
        )
        let sized =
            traits.shrinkWraps
            ? Size(width: max(needed.width, traits.minWidth), height: needed.height)
            : Size(width: max(current.width, needed.width), height: max(current.height, needed.height))
        if traits.isScrollView {
            return ContainerSize(frame: current, content: sized)
        }
        return ContainerSize(frame: sized, content: sized)
    }

    /// Grid containers (`box`, `button`, `scroll` in grid mode).
    ///
    /// - The width is never changed: rows wrap against it instead.
    /// - A box's height becomes exactly row bottom + bottom padding, so it can
    ///   shrink; with no automatic child that is just the bottom padding (the
    ///   top padding is not counted). `shrinkWrap` and `minWidth` are ignored.
    /// - A scroll view keeps its frame; its content size is (frame width,
    ///   max(row bottom + bottom padding, frame height)).
    static func grid(_ traits: ContainerTraits, current: Size, extent: StackExtent) -> ContainerSize {
        let height = extent.contentEnd + traits.padding.bottom
        if traits.isScrollView {
            return ContainerSize(
                frame: current,
                content: Size(width: current.width, height: max(height, current.height))
            )
        }
        let sized = Size(width: current.width, height: height)
        return ContainerSize(frame: sized, content: sized)
    }
}
