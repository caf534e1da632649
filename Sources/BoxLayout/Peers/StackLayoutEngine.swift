import BoxModel

/// MKStackLayout (peer §2.4): every item's slot is the same rectangle, the
/// bounds inset by the margin, and items overlap in list order. Orientation,
/// spacing, separators and weights mean nothing here.
///
/// MK stacks views in the order they were added to the host view, which puts
/// a sublayout's views on top when it is attached; boxrender paints in tree
/// order instead (peer §4 point 7), so a later item is always above an earlier one.
enum StackLayoutEngine {
    static func slots(count: Int, in bounds: Rect, parameters: LinearLayoutParameters) -> [Rect] {
        var inner = mkInset(bounds, by: MKFinite.insets(parameters.margin))
        inner.width = MKFinite.length(inner.width, clamp: parameters.clampNegative)
        inner.height = MKFinite.length(inner.height, clamp: parameters.clampNegative)
        return Array(repeating: inner, count: max(0, count))
    }
}
