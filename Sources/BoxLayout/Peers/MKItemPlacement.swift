import BoxModel

/// How one item places itself in the slot its layout computed (peer §2.2),
/// shared by the linear, stack and flow layouts.
///
/// In MK's words: take the slot; give it the item's width and height unless
/// they are match-parent; inset it by the padding; move it by gravity within
/// the slot inset by the padding; add the offset. Equivalently: align a
/// rectangle of the item's full size (padding included) in the slot, then
/// inset it by the padding, so **padding shrinks the view** and a 10 × 10
/// item with padding 1 is an 8 × 8 view at +1, +1.
///
/// The result is unrounded: the pass rounds views, never sublayouts (§2.6).
enum MKItemPlacement {
    static func frame(of slotItem: MKSlotItem, in slot: Rect, clampNegative: Bool) -> Rect {
        let item = slotItem.item
        let natural = slotItem.naturalSize
        let padding = MKFinite.insets(item.padding)
        let offset = MKFinite.point(item.offset)
        let width = item.width.points(match: slot.width, natural: natural.width) - padding.horizontal
        let height = item.height.points(match: slot.height, natural: natural.height) - padding.vertical
        let padded = mkInset(slot, by: padding)
        let x = aligned(item.gravity.horizontal, start: padded.x, room: padded.width, length: width)
        let y = aligned(item.gravity.vertical, start: padded.y, room: padded.height, length: height)
        return Rect(
            x: x + offset.x, y: y + offset.y,
            width: MKFinite.length(width, clamp: clampNegative),
            height: MKFinite.length(height, clamp: clampNegative))
    }

    /// Where a view of `length` starts in `room` points from `start`. Centring
    /// keeps fractions (it is written as half the difference so that a view as
    /// long as its room stays exactly at `start`).
    private static func aligned(
        _ alignment: LayoutItemParameters.Gravity.Alignment, start: Double, room: Double, length: Double
    ) -> Double {
        switch alignment {
        case .start: start
        case .center: start + (room - length) / 2
        case .end: start + room - length
        }
    }
}
