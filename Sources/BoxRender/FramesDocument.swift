import BoxLayout
import BoxModel
import BoxScene

/// The `--frames` output (spec-format §11): the canvas, then every node in paint
/// order with absolute canvas coordinates in points.
public struct FramesDocument: Equatable, Sendable {
    public struct Canvas: Equatable, Sendable {
        public var width: Double
        public var height: Double
        public var scale: Int
    }

    public struct Entry: Equatable, Sendable {
        public var id: String?
        public var path: String
        public var type: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var zIndex: Int
        public var alpha: Double
        public var dropped: Bool
        /// Drawn: inside every enclosing scroll view's viewport, and neither
        /// it nor an ancestor hidden, dropped or an orphaned attachment.
        public var visible: Bool
        /// A scroll view's content size and final content offset; nil for other nodes.
        public var contentSize: Size?
        public var contentOffset: Point?
        /// The node's warnings' messages (`RenderWarning`); written only when there are some.
        public var warnings: [String] = []
    }

    public var canvas: Canvas
    public var boxes: [Entry]

    /// - Parameters:
    ///   - layout: says which items a line dropped, and scroll views' content sizes.
    ///   - drawn: which nodes are drawn.
    ///   - scrollOffsets: scroll views' final offsets.
    init(
        tree: BoxTree, frames: [Rect], layout: LayoutResult, drawn: DrawnNodes, scrollOffsets: [Int: Point],
        canvas: Size, scale: Int, warnings: [RenderWarning] = []
    ) {
        // By path: an animation's moments list the nodes of a merged tree, its warnings the end's.
        var messages: [String: [String]] = [:]
        for warning in warnings { messages[warning.path, default: []].append(warning.message) }
        self.canvas = Canvas(width: canvas.width, height: canvas.height, scale: scale)
        // Dropped items are listed (with `dropped: true`), so walk without hiding them.
        boxes = paintSteps(tree).compactMap { step in
            guard case .enter(let index) = step else { return nil }
            let node = tree[index]
            let frame = frames[index]
            let isScroll = node.type == .scroll
            return Entry(
                id: node.id, path: node.path, type: node.type.rawValue,
                x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                zIndex: node.zIndex, alpha: node.style.alpha, dropped: layout.isDropped(index),
                visible: drawn.isVisible(index), contentSize: isScroll ? layout.contentSizes[index] : nil,
                contentOffset: isScroll ? scrollOffsets[index] ?? .zero : nil, warnings: messages[node.path] ?? []
            )
        }
    }

    /// The document as JSON, keys in the order §11 shows, one box per line so
    /// that diffs of frames files stay readable.
    public func json() -> String {
        Self.canvasJSON(canvas) + ",\n  \"boxes\": " + Self.json(boxes, indent: "  ") + " }\n"
    }

    /// The document's opening: `{ "canvas": { "width", "height", "scale" }`.
    static func canvasJSON(_ canvas: Canvas) -> String {
        "{ \"canvas\": { \"width\": \(JSONText.number(canvas.width)), "
            + "\"height\": \(JSONText.number(canvas.height)), \"scale\": \(canvas.scale) }"
    }

    /// A list of boxes, one per line, each line indented by `indent` and two spaces.
    static func json(_ boxes: [Entry], indent: String) -> String {
        var out = "["
        for (offset, box) in boxes.enumerated() {
            out += offset == 0 ? "\n\(indent)  " : ",\n\(indent)  "
            out += "{ \"id\": \(box.id.map(JSONText.string) ?? "null"), \"path\": \(JSONText.string(box.path)), "
            out += "\"type\": \(JSONText.string(box.type)), "
            out += "\"x\": \(JSONText.number(box.x)), \"y\": \(JSONText.number(box.y)), "
            out += "\"width\": \(JSONText.number(box.width)), \"height\": \(JSONText.number(box.height)), "
            out += "\"zIndex\": \(box.zIndex), \"alpha\": \(JSONText.number(box.alpha)), "
            out += "\"dropped\": \(box.dropped), \"visible\": \(box.visible)"
            if let size = box.contentSize, let offset = box.contentOffset {
                out += ", \"contentSize\": [\(JSONText.number(size.width)), \(JSONText.number(size.height))]"
                out += ", \"contentOffset\": [\(JSONText.number(offset.x)), \(JSONText.number(offset.y))]"
            }
            if !box.warnings.isEmpty {
                out += ", \"warnings\": [" + box.warnings.map(JSONText.string).joined(separator: ", ") + "]"
            }
            out += " }"
        }
        out += boxes.isEmpty ? "]" : "\n\(indent)]"
        return out
    }
}
