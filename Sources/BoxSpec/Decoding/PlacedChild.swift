import BoxModel

/// A child that its grid places itself — a `gridView`'s cells, header,
/// footer and background view, a `gridLayout`'s boxes — and which therefore
/// takes no margins and no layout mode of its own: UIKit's grids set their
/// subviews' frames outright, so such keys would be silently overruled.
enum PlacedChild {
    case cell
    case header
    case footer
    case backgroundView
    case gridLayoutBox

    /// The keys that say where a box goes in its parent.
    static let refusedKeys: Set = [
        "margin", "topMargin", "leftMargin", "bottomMargin", "rightMargin",
        "boxLayoutMode", "fixedPosition", "attachedTo", "frame",
    ]

    /// Why `key` (one of `refusedKeys`) is refused on such a child.
    func refusal(of key: String) -> String {
        switch self {
        case .cell: "`\(key)` does not apply to a cell of a `gridView`, which places its cells itself"
        case .header, .footer, .backgroundView:
            "`\(key)` does not apply to the `\(self)` of a `gridView`, which places it itself"
        case .gridLayoutBox: "`\(key)` does not apply to a box of a `gridLayout`, which places its boxes itself"
        }
    }
}

extension GridViewContent {
    /// Notes that node `index` plays `part` (the tree builder adds parts in
    /// file order, so cells arrive in item order).
    mutating func add(_ index: Int, as part: PlacedChild) {
        switch part {
        case .cell: cells.append(index)
        case .header: header = index
        case .footer: footer = index
        case .backgroundView: backgroundView = index
        case .gridLayoutBox: break
        }
    }
}
