import BoxLayout
import BoxModel

/// What a scroll view's state leaves unseen.
extension PictureWarnings {
    /// A `scrollTo` target that `snapToNearestBox` moved partly out of the
    /// scroll's viewport: snapping goes to the nearest box's top, which may
    /// be another card's, cutting the target's title off (MGScrollView does
    /// the same, silently). A target larger than the viewport, which no
    /// offset could show whole, is not reported.
    func scrollTargetHidden(_ index: Int, _ node: BoxNode, _ viewport: Rect) -> RenderWarning? {
        guard node.type == .scroll, let settings = node.scroll, settings.snapToNearestBox,
            let target = settings.scrollTo, target.node > index, target.node < tree.count
        else { return nil }
        let frame = frames[target.node]
        guard frame.width <= viewport.width, frame.height <= viewport.height else { return nil }
        let shown = Rect(
            x: max(frame.x, viewport.x), y: max(frame.y, viewport.y),
            width: max(0, min(frame.maxX, viewport.maxX) - max(frame.x, viewport.x)),
            height: max(0, min(frame.maxY, viewport.maxY) - max(frame.y, viewport.y)))
        guard shown.width < frame.width || shown.height < frame.height else { return nil }
        let hiddenHeight = frame.height - shown.height
        let hiddenWidth = frame.width - shown.width
        let what =
            hiddenHeight > 0
            ? (frame.y < viewport.y ? "its top " : "its bottom ") + Self.number(hiddenHeight) + " of "
                + Self.points(frame.height) + (frame.y < viewport.y ? " are above" : " are below") + " the viewport"
            : (frame.x < viewport.x ? "its left " : "its right ") + Self.number(hiddenWidth) + " of "
                + Self.points(frame.width) + " are outside the viewport"
        return warning(
            .scrollTargetHidden, index,
            "`snapToNearestBox` snaps to another box's top and leaves the `scrollTo` target "
                + "\(tree[target.node].path) partly hidden: \(what); drop `snapToNearestBox`, or make the viewport "
                + "taller")
    }
}
