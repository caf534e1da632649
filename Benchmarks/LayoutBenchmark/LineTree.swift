import BoxLayout
import BoxModel

/// The `line` case: a 304-point-wide table of styled lines, each 304 × 44
/// with 16 points of horizontal padding, holding a picture and a title on
/// the left and a detail on the right — a settings-style list. `boxes`
/// counts lines; each line is four nodes.
func makeLineTree(lines: Int) -> BoxTree {
    var tree = BoxTree(root: BoxNode(type: .table, size: Size(width: 304, height: 0)))
    tree.reserveCapacity(4 * lines + 1)
    let icon = BoxNode(
        type: .image, content: .image(ImageItem(source: ImageSource(path: "icon.png", fileScale: 2), naturalSize: true))
    )
    let title = BoxNode(type: .label, content: .label(LabelContent(runs: [TextRun(text: "Grid layouts")])))
    let detail = BoxNode(
        type: .label, content: .label(LabelContent(runs: [TextRun(text: "A long detail that gets shortened")])))
    for _ in 0..<lines {
        let index = tree.count
        let content = LineContent(left: [index + 1, index + 2], right: [index + 3], itemPadding: 4)
        let line = BoxNode(
            type: .styledLine, size: Size(width: 304, height: 44), padding: Insets(left: 16, right: 16),
            content: .line(content))
        tree.append(line, to: BoxTree.root)
        for item in [icon, title, detail] {
            tree.append(item, to: index)
        }
    }
    return tree
}

/// Fixed-width text (8 points a character, 20 a line) and 24 × 24 pictures,
/// so that the case times layout rather than a text engine.
struct FixedGlyphMeasurer: ContentMeasuring {
    func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size {
        var characters = 0
        for run in label.runs {
            characters += run.text.utf8.count
        }
        return Size(width: 8 * Double(characters), height: 20)
    }

    func naturalSize(of image: ImageSource) -> Size {
        Size(width: 24, height: 24)
    }
}
