import BoxModel

/// MKFlowLayout (peer §2.5), as MK meant it: items one after another along
/// the orientation (rows for horizontal, columns for vertical), wrapping
/// greedily to a new line when the next item would pass the end.
///
/// - A match length counts as the whole inner length on its axis (the bounds
///   inset by the margin); a natural one as the item's natural size.
/// - An item that **exactly** fills the rest of a line stays on it; only one
///   that would pass the end (by more than `fitTolerance`) wraps.
/// - Each line is as thick as its thickest item; the next line starts right
///   after it. Every slot spans its line's thickness, so gravity can move a
///   smaller item within the line.
/// - There is no spacing and there are no separators.
///
/// Where this differs from MK 1.0, deliberately (peer §2.5, §4 points 6, 8):
/// - MK precomputes line thicknesses with ≥ but wraps with >, so an exact fit
///   shifts every later line's thickness by one and can crash. Not reproduced.
/// - MK raises an exception for an item longer than the line. Here it gets a
///   line of its own (it starts a new line unless it is first, and the next
///   item wraps after it) and runs past the end.
/// - MK ignores the origin of the rectangle it is given; that is reproduced
///   only with `flowOriginBug`.
enum FlowLayoutEngine {
    /// How far past the end a line may run and still count as an exact fit,
    /// in points: sums of decimal lengths such as 10.1 + 20.2 + 69.7 land a
    /// hair above 100 in binary floating point, and should not wrap.
    static let fitTolerance = 1e-9

    static func slots(for items: [MKSlotItem], in bounds: Rect, parameters: LinearLayoutParameters) -> [Rect] {
        let axis = MKAxis(orientation: parameters.orientation)
        let clamp = parameters.clampNegative
        let origin = parameters.flowOriginBug ? Point.zero : Point(x: bounds.x, y: bounds.y)
        let inner = mkInset(
            Rect(x: origin.x, y: origin.y, width: bounds.width, height: bounds.height),
            by: MKFinite.insets(parameters.margin))
        let lineLength = MKFinite.length(axis.length(of: inner), clamp: clamp)
        let crossRoom = MKFinite.length(axis.crossLength(of: inner), clamp: clamp)

        let lines = FlowLines(items: items, axis: axis, lineLength: lineLength, crossRoom: crossRoom, clamp: clamp)
        var lineStarts: [Double] = []
        lineStarts.reserveCapacity(lines.thicknesses.count)
        var crossPosition = axis.crossStart(of: inner)
        for thickness in lines.thicknesses {
            lineStarts.append(crossPosition)
            crossPosition += thickness
        }
        return items.indices.map { index in
            let line = lines.lineOfItem[index]
            return axis.rect(
                start: axis.start(of: inner) + lines.positions[index], length: lines.lengths[index],
                crossStart: lineStarts[line], crossLength: lines.thicknesses[line])
        }
    }
}

/// The greedy line breaking of a flow layout: which line each item is on,
/// where along it, and how thick each line is.
private struct FlowLines {
    /// Per item: its length along the orientation.
    var lengths: [Double] = []
    /// Per item: its start along the orientation, from the line's start.
    var positions: [Double] = []
    /// Per item: the index of its line.
    var lineOfItem: [Int] = []
    /// Per line: the largest cross size of its items (at least 0, as in MK).
    var thicknesses: [Double] = []

    init(items: [MKSlotItem], axis: MKAxis, lineLength: Double, crossRoom: Double, clamp: Bool) {
        lengths.reserveCapacity(items.count)
        positions.reserveCapacity(items.count)
        lineOfItem.reserveCapacity(items.count)
        var position = 0.0
        for slotItem in items {
            let length = MKFinite.length(
                axis.length(of: slotItem.item).points(
                    match: lineLength, natural: axis.length(of: slotItem.naturalSize)),
                clamp: clamp)
            let cross = MKFinite.length(
                axis.crossLength(of: slotItem.item).points(
                    match: crossRoom, natural: axis.crossLength(of: slotItem.naturalSize)),
                clamp: clamp)
            // A new line always takes the item that opened it, so no line is
            // ever empty and an overlong item sits alone on its own.
            if thicknesses.isEmpty || position + length > lineLength + FlowLayoutEngine.fitTolerance {
                thicknesses.append(0)
                position = 0
            }
            lengths.append(length)
            positions.append(position)
            lineOfItem.append(thicknesses.count - 1)
            thicknesses[thicknesses.count - 1] = max(thicknesses[thicknesses.count - 1], cross)
            position += length
        }
    }
}
