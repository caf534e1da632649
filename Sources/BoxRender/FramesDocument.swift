import BoxLayout
import BoxModel
import BoxScene
import BoxSpec

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
        JSONValue.object(.hanging, ["canvas": Self.json(canvas), "boxes": Self.json(boxes)]).text() + "\n"
    }

    /// `{ "width", "height", "scale" }`.
    static func json(_ canvas: Canvas) -> JSONValue {
        .object(
            .inline,
            ["width": .number(canvas.width), "height": .number(canvas.height), "scale": .integer(canvas.scale)])
    }

    /// A list of boxes, one per line.
    static func json(_ boxes: [Entry]) -> JSONValue {
        .array(boxes.map(\.json), .lines)
    }
}

extension FramesDocument.Entry {
    /// One box on one line: `{ "id", "path", "type", "x", "y", "width",
    /// "height", "zIndex", "alpha", "dropped", "visible" }`, then a scroll
    /// view's `contentSize` and `contentOffset`, then any `warnings`.
    var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("id", .string(orNull: id)), .init("path", .string(path)), .init("type", .string(type)),
            .init("x", .number(x)), .init("y", .number(y)), .init("width", .number(width)),
            .init("height", .number(height)), .init("zIndex", .integer(zIndex)), .init("alpha", .number(alpha)),
            .init("dropped", .bool(dropped)), .init("visible", .bool(visible)),
        ]
        if let contentSize, let contentOffset {
            members.append(
                .init("contentSize", .array([.number(contentSize.width), .number(contentSize.height)], .inline)))
            members.append(
                .init("contentOffset", .array([.number(contentOffset.x), .number(contentOffset.y)], .inline)))
        }
        if !warnings.isEmpty { members.append(.init("warnings", .array(warnings.map { .string($0) }, .inline))) }
        return .object(members, .inline)
    }
}
