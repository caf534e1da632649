import BoxModel

/// What a line item is, which decides how the line sizes it (reference §3.5)
/// and whether its margins count (§3.6, §3.7).
enum LineItemKind {
    /// A label the line made: measured, shortened or wrapped by the line.
    case label(LabelContent)
    /// A picture: its natural point size when `naturalSize`, else its node's size.
    case image(ImageItem)
    /// A `label` or `image` node without its content (never made by the
    /// decoder): like a view MGLine did not make, it counts its frame width.
    case view
    /// Any box (lines, tables, buttons included): laid out as a container
    /// before its line, counted with its left and right margins.
    case box

    /// The kind of `item`, read in place. Labels and pictures copy their
    /// content out, so callers that only ask `isBox` should use the static one.
    init(of item: Int, in nodes: UnsafeBufferPointer<BoxNode>) {
        guard !Self.isBox(item, in: nodes) else {
            self = .box
            return
        }
        switch nodes[item].content {
        case .label(let label): self = .label(label)
        case .image(let image): self = .image(image)
        case .none, .line, .linear, .gridView, .gridLayout: self = .view
        }
    }

    /// Whether `item` is a box, from its type alone: reading `content` would
    /// copy it (for a label, its runs and font) on every call.
    static func isBox(_ item: Int, in nodes: UnsafeBufferPointer<BoxNode>) -> Bool {
        switch nodes[item].type {
        case .label, .image: false
        case .box, .scroll, .button, .table, .styledTable, .line, .styledLine, .gridView, .gridLayout, .linear, .stack,
            .flow:
            true
        }
    }

    var isBox: Bool {
        if case .box = self { return true }
        return false
    }
}
