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
    }

    public var canvas: Canvas
    public var boxes: [Entry]

    /// - Parameter layout: says which items a line dropped.
    init(tree: BoxTree, frames: [Rect], layout: LayoutResult, canvas: Size, scale: Int) {
        self.canvas = Canvas(width: canvas.width, height: canvas.height, scale: scale)
        // Dropped items are listed (with `dropped: true`), so walk without hiding them.
        boxes = paintSteps(tree).compactMap { step in
            guard case .enter(let index) = step else { return nil }
            let node = tree[index]
            let frame = frames[index]
            return Entry(
                id: node.id, path: node.path, type: node.type.rawValue,
                x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                zIndex: node.zIndex, alpha: node.style.alpha, dropped: layout.isDropped(index)
            )
        }
    }

    /// The document as JSON, keys in the order §11 shows, one box per line so
    /// that diffs of frames files stay readable.
    public func json() -> String {
        var out = "{ \"canvas\": { \"width\": \(JSONText.number(canvas.width)), "
        out += "\"height\": \(JSONText.number(canvas.height)), \"scale\": \(canvas.scale) },\n  \"boxes\": ["
        for (offset, box) in boxes.enumerated() {
            out += offset == 0 ? "\n    " : ",\n    "
            out += "{ \"id\": \(box.id.map(JSONText.string) ?? "null"), \"path\": \(JSONText.string(box.path)), "
            out += "\"type\": \(JSONText.string(box.type)), "
            out += "\"x\": \(JSONText.number(box.x)), \"y\": \(JSONText.number(box.y)), "
            out += "\"width\": \(JSONText.number(box.width)), \"height\": \(JSONText.number(box.height)), "
            out += "\"zIndex\": \(box.zIndex), \"alpha\": \(JSONText.number(box.alpha)), "
            out += "\"dropped\": \(box.dropped) }"
        }
        out += boxes.isEmpty ? "] }\n" : "\n  ] }\n"
        return out
    }
}
