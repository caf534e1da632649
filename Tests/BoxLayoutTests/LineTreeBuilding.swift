import BoxLayout
import BoxModel

/// One item of a test line: its node and, for box items, the leaves inside it.
struct TestItem {
    var node: BoxNode
    var children: [BoxNode] = []

    /// A single-line label (the decoder makes one from a string without `\n`).
    static func label(_ text: String) -> TestItem {
        TestItem(node: BoxNode(type: .label, content: .label(LabelContent(runs: [TextRun(text: text)]))))
    }

    /// A multiline label (the decoder makes one from a string with a `\n`).
    static func multiline(_ text: String, lineSpacing: Double = 0) -> TestItem {
        let label = LabelContent(runs: [TextRun(text: text)], multiline: true, lineSpacing: lineSpacing)
        return TestItem(node: BoxNode(type: .label, content: .label(label)))
    }

    /// A picture at its natural size, which the fake measurer looks up by `name`.
    static func picture(_ name: String) -> TestItem {
        let item = ImageItem(source: ImageSource(path: name, fileScale: 1), naturalSize: true)
        return TestItem(node: BoxNode(type: .image, content: .image(item)))
    }

    /// A picture given a size in the spec: never measured.
    static func picture(_ width: Double, _ height: Double) -> TestItem {
        let item = ImageItem(source: ImageSource(path: "given.png", fileScale: 1), naturalSize: false)
        return TestItem(node: BoxNode(type: .image, size: Size(width: width, height: height), content: .image(item)))
    }

    /// A plain box item.
    static func box(
        _ width: Double, _ height: Double, margin: Insets = .zero, sizing: SizingMode = .none,
        layoutMode: BoxLayoutMode = .automatic
    ) -> TestItem {
        TestItem(
            node: BoxNode(
                size: Size(width: width, height: height), margin: margin, layoutMode: layoutMode, sizingMode: sizing))
    }
}

/// Where a test line and its items ended up in the tree.
struct LineIndices {
    let line: Int
    let left: [Int]
    let middle: [Int]
    let right: [Int]
}

extension BoxNode {
    /// An MGLine of the given size and padding; `content` gets the item
    /// indices from `BoxTree.appendLine`.
    static func line(
        _ width: Double, _ height: Double, padding: Insets = .zero, type: NodeType = .line,
        margin: Insets = .zero, sizing: SizingMode = .none
    ) -> BoxNode {
        BoxNode(
            type: type, size: Size(width: width, height: height), padding: padding, margin: margin, sizingMode: sizing)
    }
}

extension BoxTree {
    /// Appends `line` to `parent` with its items as children in pre-order
    /// (left items, then middle, then right, each followed by its own
    /// children, as the decoder adds them), filling `content`'s side indices.
    @discardableResult
    mutating func appendLine(
        _ line: BoxNode, _ content: LineContent = LineContent(), left: [TestItem] = [], middle: [TestItem] = [],
        right: [TestItem] = [], to parent: Int
    ) -> LineIndices {
        let lineIndex = count
        var next = lineIndex + 1
        func indices(of items: [TestItem]) -> [Int] {
            items.map { item in
                defer { next += 1 + item.children.count }
                return next
            }
        }
        var content = content
        content.left = indices(of: left)
        content.middle = indices(of: middle)
        content.right = indices(of: right)
        var node = line
        node.content = .line(content)
        append(node, to: parent)
        for item in left + middle + right {
            let index = append(item.node, to: lineIndex)
            for child in item.children {
                append(child, to: index)
            }
        }
        return LineIndices(line: lineIndex, left: content.left, middle: content.middle, right: content.right)
    }

    /// A tree whose root (a plain 0 × 0 box) holds only this line.
    static func line(
        _ line: BoxNode, _ content: LineContent = LineContent(), left: [TestItem] = [], middle: [TestItem] = [],
        right: [TestItem] = []
    ) -> (tree: BoxTree, line: LineIndices) {
        var tree = BoxTree(root: BoxNode())
        let indices = tree.appendLine(line, content, left: left, middle: middle, right: right, to: BoxTree.root)
        return (tree, indices)
    }
}

/// The test measurer: 10-point glyphs, 20-point text lines, and these pictures.
let testMeasurer = FixedWidthMeasurer(pictures: [
    "icon": Size(width: 20, height: 20),
    "wide": Size(width: 40, height: 20),
    "tall": Size(width: 10, height: 50),
    "photo": Size(width: 70, height: 45.5),
])

extension BoxTree {
    /// Lays the tree out at scale 2 with `measurer`.
    func laidOut(with measurer: any ContentMeasuring = testMeasurer) -> LayoutResult {
        layout(self, scale: 2, measurer: measurer)
    }
}
