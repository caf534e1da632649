import BoxLayout
import BoxModel
import Testing

/// Lines inside containers: a table (MGTableBox) stacks its lines like any
/// box once each line is laid out, and its height is reset to fit them.
@Suite struct LineInTableTests {
    /// A styled table (304 wide, margins top 8 and left 8, given a height of
    /// 500 that MGTableBox resets) holding two styled lines 304 × 40 with 16
    /// points of horizontal padding, each with "Title" on the left and
    /// "Detail" on the right.
    private func table(builtInPreOrder: Bool) -> (tree: BoxTree, table: Int, lines: [LineIndices]) {
        var tree = BoxTree(root: .container(320, 0))
        let table = tree.append(
            BoxNode(
                type: .styledTable, size: Size(width: 304, height: 500), margin: Insets(top: 8, left: 8)),
            to: BoxTree.root)
        let styled = BoxNode.line(304, 40, padding: Insets(left: 16, right: 16), type: .styledLine)
        var lines: [LineIndices] = []
        if builtInPreOrder {
            for _ in 0..<2 {
                lines.append(tree.appendLine(styled, left: [.label("Title")], right: [.label("Detail")], to: table))
            }
        } else {
            // both lines first, then their items: not pre-order, so the backward walk runs
            let first = tree.count
            var content = LineContent(left: [first + 2], right: [first + 3])
            var node = styled
            node.content = .line(content)
            tree.append(node, to: table)
            content = LineContent(left: [first + 4], right: [first + 5])
            node.content = .line(content)
            tree.append(node, to: table)
            for line in [first, first + 1] {
                tree.append(TestItem.label("Title").node, to: line)
                tree.append(TestItem.label("Detail").node, to: line)
            }
            lines = [
                LineIndices(line: first, left: [first + 2], middle: [], right: [first + 3]),
                LineIndices(line: first + 1, left: [first + 4], middle: [], right: [first + 5]),
            ]
        }
        return (tree, table, lines)
    }

    @Test(arguments: [true, false])
    func tableStacksItsLaidOutLines(builtInPreOrder: Bool) {
        let (tree, table, lines) = table(builtInPreOrder: builtInPreOrder)
        let result = tree.laidOut()
        // the table: at its margins, exactly as tall as its lines: 40 + 40 (not 500)
        #expect(result.frames[table] == Rect(x: 8, y: 8, width: 304, height: 80))
        #expect(result.frames[lines[0].line] == Rect(x: 0, y: 0, width: 304, height: 40))
        #expect(result.frames[lines[1].line] == Rect(x: 0, y: 40, width: 304, height: 40))
        for line in lines {
            // left: 16; y = 20 − 10
            #expect(result.frames[line.left[0]] == Rect(x: 16, y: 10, width: 50, height: 20))
            // right: from 16 + 50 = 66, limit 272 − 50 = 222, used 60, nudge 162 → 228 (ends at 304 − 16)
            #expect(result.frames[line.right[0]] == Rect(x: 228, y: 10, width: 60, height: 20))
        }
        // absolute: table (8, 8) + second line (0, 40) + (228, 10)
        #expect(absoluteFrames(tree, result)[lines[1].right[0]] == Rect(x: 236, y: 58, width: 60, height: 20))
        // the root: 8 + 80 = 88 tall
        #expect(result.frames[0].height == 88)
    }

    /// A growing line is stacked at its grown height.
    @Test func tableStacksAGrownLineAtItsNewHeight() {
        var tree = BoxTree(root: BoxNode(type: .table, size: Size(width: 200, height: 0)))
        let grown = tree.appendLine(.line(200, 10), LineContent(minHeight: 10), left: [.picture("tall")], to: 0)
        let next = tree.appendLine(.line(200, 30), to: 0)
        let frames = tree.laidOut().frames
        // first line: max(50, 10) = 50; the second follows it
        #expect(frames[grown.line] == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(frames[next.line] == Rect(x: 0, y: 50, width: 200, height: 30))
        #expect(frames[0].height == 80)
    }

    /// A plain box keeps a taller given height (it never shrinks); only
    /// tables reset theirs.
    @Test func plainBoxKeepsItsGivenHeight() {
        var tree = BoxTree(root: BoxNode(size: Size(width: 200, height: 500)))
        tree.appendLine(.line(200, 40), to: 0)
        #expect(tree.laidOut().frames[0].height == 500)
    }
}
