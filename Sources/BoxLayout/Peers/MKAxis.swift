import BoxModel

/// A layout's orientation as geometry: "length" is along the orientation and
/// "cross" is the other dimension, so the linear and flow rules are written
/// once for both orientations.
struct MKAxis: Sendable {
    let orientation: LinearLayoutParameters.Orientation

    func start(of rect: Rect) -> Double {
        orientation == .horizontal ? rect.x : rect.y
    }

    func length(of rect: Rect) -> Double {
        orientation == .horizontal ? rect.width : rect.height
    }

    func crossStart(of rect: Rect) -> Double {
        orientation == .horizontal ? rect.y : rect.x
    }

    func crossLength(of rect: Rect) -> Double {
        orientation == .horizontal ? rect.height : rect.width
    }

    func length(of size: Size) -> Double {
        orientation == .horizontal ? size.width : size.height
    }

    func crossLength(of size: Size) -> Double {
        orientation == .horizontal ? size.height : size.width
    }

    /// The item's size along the orientation.
    func length(of item: LayoutItemParameters) -> LayoutItemParameters.Length {
        orientation == .horizontal ? item.width : item.height
    }

    /// The item's size across the orientation.
    func crossLength(of item: LayoutItemParameters) -> LayoutItemParameters.Length {
        orientation == .horizontal ? item.height : item.width
    }

    /// The rectangle with these extents along and across the orientation.
    func rect(start: Double, length: Double, crossStart: Double, crossLength: Double) -> Rect {
        orientation == .horizontal
            ? Rect(x: start, y: crossStart, width: length, height: crossLength)
            : Rect(x: crossStart, y: start, width: crossLength, height: length)
    }
}

/// `rect` inset by `insets` (UIEdgeInsetsInsetRect): sizes may go negative.
func mkInset(_ rect: Rect, by insets: Insets) -> Rect {
    Rect(
        x: rect.x + insets.left, y: rect.y + insets.top,
        width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
}

extension LayoutItemParameters.Length {
    /// Points for this length: `match` is `matchLength` (the slot, or what the
    /// layout has), `natural` the item's own size. Non-finite points count as 0.
    func points(match matchLength: Double, natural: Double) -> Double {
        switch self {
        case .points(let value): MKFinite.value(value)
        case .match: matchLength
        case .natural: MKFinite.value(natural)
        }
    }
}
