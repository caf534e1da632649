import BoxModel

/// A line's height after its items were sized (reference §3.8).
enum LineHeight {
    /// - minHeight == maxHeight (both 0 by default): the height is fixed, it
    ///   stays `current`.
    /// - Otherwise h = max(tallest + tp + bp, minHeight), then at most
    ///   maxHeight unless that is 0 (no limit); the height becomes ceil(h)
    ///   when h differs from `current`, else stays.
    ///
    /// `tallestItem` is the tallest frame (margins ignored) of the items that
    /// were kept and are not attached: unlike 2.1, a dropped item does not
    /// count (spec-format's deviations). 0 when there is none.
    static func height(current: Double, tallestItem: Double, content: LineContent, padding: Insets) -> Double {
        guard content.minHeight != content.maxHeight else { return current }
        var height = max(tallestItem + padding.top + padding.bottom, content.minHeight)
        if content.maxHeight != 0 {
            height = min(height, content.maxHeight)
        }
        return height != current ? height.rounded(.up) : current
    }
}
