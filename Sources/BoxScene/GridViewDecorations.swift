import BoxLayout
import BoxModel

/// What a grid view draws for one of its cells besides the cell's own node
/// (peer §1.8, §1.9): the `singleLine` separators, 1-point strips inside the
/// cell over its background and under its children, and the selected cell's
/// looks. All in canvas points.
struct GridViewCellDecoration {
    var separators: [Rect]
    var separatorColor: Color
    /// The selected cell's content view (the cell less its separators) and its gradient.
    var gradient: (rect: Rect, gradient: GridViewSelectionGradient)?
    /// The selected cell's glow.
    var glow: SelectionGlow?

    /// The glow, drawn just before the cell so that it lies under the cell,
    /// over the cells of higher index and under those of lower index, as
    /// AQGridView stacks them.
    func drawUnderCell(into commands: inout [DrawCommand]) {
        glow?.draw(into: &commands)
    }

    /// The selected-background gradient over the content rectangle, then the
    /// separators; drawn after the cell's own background, before its children.
    func drawOverBackground(scale: Int, into commands: inout [DrawCommand]) {
        if let gradient {
            Self.drawGradient(gradient.gradient, in: gradient.rect, scale: scale, into: &commands)
        }
        guard !separatorColor.isClear else { return }
        for separator in separators where separator.width > 0 && separator.height > 0 {
            commands.append(.fill(separator, cornerRadius: 0, color: separatorColor))
        }
    }

    /// The most bands a gradient is drawn in, whatever the cell's height.
    static let maximumGradientBands = 4096

    /// A vertical gradient as bands one pixel tall, each coloured at its
    /// middle. Each band reaches down to the bottom of the rectangle and the
    /// next one covers it, so bands that fall between pixels leave no seams.
    static func drawGradient(
        _ gradient: GridViewSelectionGradient, in rect: Rect, scale: Int, into commands: inout [DrawCommand]
    ) {
        guard rect.width > 0, rect.height > 0, rect.height.isFinite else { return }
        let wanted = (rect.height * Double(max(1, scale))).rounded(.up)
        let bands = Int(min(wanted, Double(maximumGradientBands)))
        let step = rect.height / Double(bands)
        for band in 0..<bands {
            let y = rect.y + Double(band) * step
            let t = (Double(band) + 0.5) / Double(bands)
            let (top, bottom) = (gradient.top, gradient.bottom)
            let color = Color(
                red: top.red + (bottom.red - top.red) * t, green: top.green + (bottom.green - top.green) * t,
                blue: top.blue + (bottom.blue - top.blue) * t, alpha: top.alpha + (bottom.alpha - top.alpha) * t)
            commands.append(
                .fill(Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y), cornerRadius: 0, color: color))
        }
    }
}

/// The decorations of every grid view's cells, worked out from the final
/// frames, so that a scene needs nothing from the layout beyond them.
public enum GridViewDecorations {
    /// Per cell index, every cell of every grid view of `tree` that has
    /// separators or is drawn selected; empty (and cheap) for trees without
    /// grid views. Parts that are not nodes of the tree are skipped.
    /// - Parameter rightToLeft: the frames are mirrored (`canvas.direction:
    ///   rtl`): each cell's separators and content are mirrored within it, so
    ///   that the strips between columns stay between them.
    static func find(in tree: BoxTree, frames: [Rect], rightToLeft: Bool = false) -> [Int: GridViewCellDecoration] {
        var decorations: [Int: GridViewCellDecoration] = [:]
        // `tree.nodes[index].type` reads the field in place; `tree[index]` would copy every node.
        for index in 0..<min(tree.count, frames.count) where tree.nodes[index].type == .gridView {
            guard case .gridView(let content) = tree.nodes[index].content else { continue }
            add(content, of: index, frames: frames, rightToLeft: rightToLeft, to: &decorations)
        }
        return decorations
    }

    /// Every selection glow of `tree`'s grid views, by the selected cell's
    /// node; empty (and cheap) for trees without grid views.
    public static func glows(in tree: BoxTree, frames: [Rect]) -> [Int: SelectionGlow] {
        find(in: tree, frames: frames).compactMapValues(\.glow)
    }

    private static func add(
        _ content: GridViewContent, of gridView: Int, frames: [Rect], rightToLeft: Bool,
        to decorations: inout [Int: GridViewCellDecoration]
    ) {
        let bounds = frames[gridView].size
        let parameters = content.parameters
        let cells = content.cells.filter { $0 > 0 && $0 < frames.count }
        let selectedIndex = parameters.selectedIndex
        guard parameters.separatorStyle == .singleLine || selectedIndex != nil else { return }
        let columns = GridViewLayout.columnCount(bounds: bounds, parameters: parameters, itemCount: cells.count)
        let appearance = selectionAppearance(parameters)
        for (item, cell) in cells.enumerated() {
            let frame = frames[cell]
            let separators = GridViewCellSeparators(
                style: parameters.separatorStyle, cellSize: frame.size, isLastColumn: item % columns == columns - 1)
            let isSelected = item == selectedIndex && appearance != nil
            guard separators != .none || isSelected else { continue }
            // In the cell's own coordinates, mirrored within it when the frames are.
            let placed = { (rect: Rect) -> Rect in
                (rightToLeft ? rect.mirrored(across: 0, frame.width) : rect).offsetBy(dx: frame.x, dy: frame.y)
            }
            let content = placed(separators.contentFrame(cellSize: frame.size))
            var decoration = GridViewCellDecoration(
                separators: [separators.bottom, separators.right].compactMap { $0.map(placed) },
                separatorColor: parameters.resolvedSeparatorColor)
            switch isSelected ? appearance : nil {
            case .glow(let shadow):
                decoration.glow = SelectionGlow(gridView: gridView, cell: cell, rect: content, glow: shadow)
            case .gradient(let gradient): decoration.gradient = (content, gradient)
            case nil: break
            }
            decorations[cell] = decoration
        }
    }

    /// The selected cell's looks: the glow, a gradient, or nothing for `none`.
    private static func selectionAppearance(_ parameters: GridViewParameters) -> GridViewSelectionAppearance? {
        switch parameters.selectionStyle {
        case .none: nil
        case .glow: .glow(parameters.glow.shadow)
        case .blue, .gray, .blueGray, .green, .red: parameters.selectionStyle.gradient.map { .gradient($0) }
        }
    }
}
