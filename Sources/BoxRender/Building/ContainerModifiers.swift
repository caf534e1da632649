import BoxModel

/// How a container stacks and sizes its children (spec-format §3, "Containers").
extension ContainerBox {
    /// `table` stacks children one under another; `grid` fills rows left to
    /// right like CSS `float: left`, wrapping when a child would pass the full width.
    public func contentLayoutMode(_ mode: ContentLayoutMode) -> Self {
        changing { $0["contentLayoutMode"] = .string(mode.rawValue) }
    }

    /// `shrinkWrap` fits a table container exactly to its children (at least
    /// `minWidth` wide); `none` only ever grows it.
    public func sizingMode(_ mode: SizingMode) -> Self {
        changing { $0["sizingMode"] = .string(mode.rawValue) }
    }

    /// The narrowest a shrink-wrapped table container becomes.
    public func minWidth(_ width: Double) -> Self {
        changing { $0["minWidth"] = .number(width) }
    }
}

/// A scroll view's state (spec-format §7), applied after layout in this
/// order: the offset, then `scrollTo`, then snapping.
extension ScrollBox {
    /// - Parameters:
    ///   - offset: `contentOffset`, used as given.
    ///   - scrollTo: the `id` of a box inside this scroll view to show with
    ///     `margin` points around it, by the least change of offset
    ///     (`scrollToView:withMargin:`), clamped to the content.
    ///   - margin: the room around the `scrollTo` target, in points.
    ///   - snapToNearestBox: MGScrollView's snapping (reference §8, its
    ///     quirks fixed): the box whose top less the top padding is nearest.
    public func scroll(
        offset: Point = .zero, scrollTo: String? = nil, margin: Double = 8, snapToNearestBox: Bool = false
    ) -> Self {
        changing {
            var scroll = DraftObject()
            scroll["offset"] = .point(offset)
            if let scrollTo {
                var target = DraftObject()
                target["id"] = .string(scrollTo)
                target["margin"] = .number(margin)
                scroll["scrollTo"] = .object(target)
            }
            scroll["snapToNearestBox"] = .bool(snapToNearestBox)
            $0["scroll"] = .object(scroll)
        }
    }
}
