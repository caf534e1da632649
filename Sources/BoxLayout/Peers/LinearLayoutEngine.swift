import BoxModel

/// What a linear layout computes: a slot per item and its separators.
struct LinearSlots: Equatable, Sendable {
    /// One per item, in item order, unrounded.
    var slots: [Rect]
    /// One per drawn separator, in item order, unrounded. Empty when the
    /// layout has no `separator`.
    var separators: [Rect]
}

/// MKLinearLayout (peer §2.3): items one after another along the orientation,
/// each slot spanning the whole content rectangle across it.
///
/// 1. The content rectangle is the bounds inset by the margin; L is its length.
/// 2. S separators (items with `insertBorder`, the first item excepted) of
///    thickness T each reserve T and a spacing on **both** sides; every other
///    gap between two items reserves one spacing. None before the first item
///    or after the last. The usable length is U = L − S·T − 2·S·spacing −
///    (n − 1 − S)·spacing.
/// 3. A weighted item's length is weight / total weight × (U − used), where
///    `used` sums the other items' lengths, a match item counting as the
///    whole L; a match item's length is U; a fixed item's its size (a natural
///    one its natural size).
///
/// Answers to what MK leaves open (peer §4):
/// - Point 5: with `clampNegative` (the default) a negative length becomes 0,
///   so fixed items that overflow squeeze weighted ones to nothing instead of
///   making them run backwards. Off, lengths are MK's exactly.
/// - Point 9: when the weights add up to 0 (all zero, say), every weighted
///   item gets length 0 instead of MK's NaN; what is left stays empty.
/// - The second spacing after a separator is always added, as it was
///   reserved. MK skips it when its separator delegate draws nothing, leaving
///   the items spacing × S short of the end; here a missing `separator` only
///   means nothing is drawn.
/// - Overflow (point 6): items never wrap; fixed lengths beyond L run past the end.
enum LinearLayoutEngine {
    static func slots(for items: [MKSlotItem], in bounds: Rect, parameters: LinearLayoutParameters) -> LinearSlots {
        let axis = MKAxis(orientation: parameters.orientation)
        let clamp = parameters.clampNegative
        let content = mkInset(bounds, by: MKFinite.insets(parameters.margin))
        let spacing = MKFinite.value(parameters.spacing)
        let thickness = parameters.separator.map { MKFinite.value($0.thickness) } ?? 0
        let contentLength = axis.length(of: content)
        let budget = LengthBudget(items: items, axis: axis, contentLength: contentLength)
        let separatorCount = items.dropFirst().reduce(0.0) { $0 + ($1.item.insertBorder ? 1 : 0) }
        let gapCount = Double(max(0, items.count - 1))
        let usable =
            contentLength - separatorCount * thickness - separatorCount * 2 * spacing
            - (gapCount - separatorCount) * spacing
        let crossStart = axis.crossStart(of: content)
        let crossLength = MKFinite.length(axis.crossLength(of: content), clamp: clamp)

        var result = LinearSlots(slots: [], separators: [])
        result.slots.reserveCapacity(items.count)
        var position = 0.0
        for (index, slotItem) in items.enumerated() {
            let hasSeparator = index > 0 && slotItem.item.insertBorder
            if hasSeparator { position += thickness }
            if index > 0 { position += spacing }
            if hasSeparator {
                if let separator = parameters.separator {
                    result.separators.append(
                        separatorRect(
                            separator, thickness: thickness, endingAt: axis.start(of: content) + position,
                            content: content, axis: axis, clamp: clamp))
                }
                position += spacing
            }
            let length = MKFinite.length(
                budget.length(of: slotItem, usable: usable, axis: axis), clamp: clamp)
            result.slots.append(
                axis.rect(
                    start: axis.start(of: content) + position, length: length, crossStart: crossStart,
                    crossLength: crossLength))
            position += length
        }
        return result
    }

    /// The separator that ends at `end` along the axis and spans the content
    /// across it, lengthened by the intersection offsets on the two cross sides.
    private static func separatorRect(
        _ separator: LinearLayoutParameters.Separator, thickness: Double, endingAt end: Double, content: Rect,
        axis: MKAxis, clamp: Bool
    ) -> Rect {
        let offsets = MKFinite.insets(separator.intersectionOffsets)
        let (leading, trailing) =
            axis.orientation == .horizontal ? (offsets.top, offsets.bottom) : (offsets.left, offsets.right)
        return axis.rect(
            start: end - thickness, length: thickness, crossStart: axis.crossStart(of: content) - leading,
            crossLength: MKFinite.length(axis.crossLength(of: content) + leading + trailing, clamp: clamp))
    }
}

/// The first pass over a linear layout's items: the total weight, and the
/// length the unweighted items use.
private struct LengthBudget {
    var totalWeight = 0.0
    var used = 0.0

    init(items: [MKSlotItem], axis: MKAxis, contentLength: Double) {
        for slotItem in items {
            if let weight = slotItem.item.weight {
                totalWeight += MKFinite.value(weight)
            } else {
                used += axis.length(of: slotItem.item).points(
                    match: contentLength, natural: axis.length(of: slotItem.naturalSize))
            }
        }
    }

    /// The item's length along the axis before clamping.
    func length(of slotItem: MKSlotItem, usable: Double, axis: MKAxis) -> Double {
        if let weight = slotItem.item.weight {
            // All-zero weights would be 0 / 0 in MK (peer §4 point 9).
            guard totalWeight != 0 else { return 0 }
            return MKFinite.value(weight) / totalWeight * (usable - used)
        }
        return axis.length(of: slotItem.item).points(match: usable, natural: axis.length(of: slotItem.naturalSize))
    }
}
