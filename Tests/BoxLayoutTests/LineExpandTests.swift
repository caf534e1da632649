import BoxLayout
import BoxModel
import Testing

/// Expand-to-fill box items (reference §3.5): the room a side has left is
/// shared out, floor(remaining ÷ n) each and the floored leftover to the
/// last, and each grown box is laid out again.
@Suite struct LineExpandTests {
    /// Right precedence so the left side is sized second: right "x" (10) at
    /// the right edge, and the left side gets width − 10.
    private func expandingLeft(lineWidth: Double) -> (frames: [Rect], line: LineIndices) {
        let (tree, line) = BoxTree.line(
            .line(lineWidth, 40), LineContent(sidePrecedence: .right),
            left: [.box(20, 10, sizing: .expandWidthToFill), .label("abc"), .box(9, 10, sizing: .expandWidthToFill)],
            right: [.label("x")])
        return (tree.laidOut().frames, line)
    }

    @Test func remainingSpaceIsSharedWithTheLeftoverToTheLast() {
        let (frames, line) = expandingLeft(lineWidth: 200)
        // left: limit 200 − 10 = 190, used 20 + 30 + 9 = 59, remaining 131:
        // share floor(131 / 2) = 65, leftover 131 − 130 = 1 → 20 + 65 = 85 and 9 + 65 + 1 = 75
        #expect(frames[line.left[0]] == Rect(x: 0, y: 15, width: 85, height: 10))
        #expect(frames[line.left[1]] == Rect(x: 85, y: 10, width: 30, height: 20))
        #expect(frames[line.left[2]] == Rect(x: 115, y: 15, width: 75, height: 10))
        #expect(frames[line.right[0]] == Rect(x: 190, y: 10, width: 10, height: 20))
    }

    @Test func fractionalLeftoverIsFloored() {
        let (frames, line) = expandingLeft(lineWidth: 200.5)
        // right: nudge 200.5 − 10 = 190.5 → 191. left: limit 190.5, remaining 131.5:
        // share 65, leftover 1.5 → floor 1: widths 85 and 75, as with 200
        #expect(frames[line.right[0]].x == 191)
        #expect(frames[line.left[0]].width == 85)
        #expect(frames[line.left[2]].width == 75)
    }

    /// The side with precedence takes everything: its expanding box leaves
    /// no room for the sides after it, and their items are dropped (labels
    /// squeezed to nothing).
    @Test func expandingOnTheFirstSideTakesTheWholeLine() {
        let (tree, line) = BoxTree.line(
            .line(200, 40), left: [.box(20, 10, sizing: .expandWidthToFill)],
            right: [.picture("icon"), .label("ab")])
        let result = tree.laidOut()
        #expect(result.frames[line.left[0]].width == 200)
        // right: limit 200 − 200 = 0: the icon (20 > 0) is dropped, and the label after it
        #expect(line.right.map(result.isDropped) == [true, true])
    }

    /// No room left (or too little), nothing grows.
    @Test func aFullSideDoesNotExpand() {
        let (tree, line) = BoxTree.line(
            .line(50, 40), left: [.box(20, 10, sizing: .expandWidthToFill), .label("abcdef")])
        let frames = tree.laidOut().frames
        // label shortened to 30: used 50 = limit
        #expect(frames[line.left[0]].width == 20)
        #expect(frames[line.left[1]].width == 30)
    }

    /// A dropped expanding box gets no share.
    @Test func droppedBoxesDoNotExpand() {
        let (tree, line) = BoxTree.line(
            .line(100, 40),
            left: [
                .box(30, 10, sizing: .expandWidthToFill), .picture("photo"), .box(5, 10, sizing: .expandWidthToFill),
            ])
        let result = tree.laidOut()
        // 30 + 70 = 100 fits; the last box: 105 > 100 → dropped; nothing left to share
        #expect(result.frames[line.left[0]].width == 30)
        #expect(result.frames[line.left[2]].width == 5)
        #expect(result.isDropped(line.left[2]))
    }

    /// A grown grid is laid out again: its rows wrap against the new width.
    @Test func grownGridRewrapsItsRows() {
        var tree = BoxTree(root: BoxNode())
        let grid = BoxNode(size: Size(width: 50, height: 0), contentLayoutMode: .grid, sizingMode: .expandWidthToFill)
        let cells = [BoxNode.sized(20, 10), BoxNode.sized(20, 10), BoxNode.sized(20, 10)]
        let line = tree.appendLine(
            .line(100, 0), LineContent(minHeight: 1), left: [TestItem(node: grid, children: cells)],
            to: BoxTree.root)
        let frames = tree.laidOut().frames
        let gridIndex = line.left[0]
        // at 50 wide the third cell wrapped (60 > 50) and the grid was 20 tall;
        // grown to 100 (remaining 100 − 50), all three fit in one row: 10 tall
        #expect(frames[gridIndex] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(frames[gridIndex + 3] == Rect(x: 40, y: 0, width: 20, height: 10))
        // the line fits the grid's new height: max(10, 1)
        #expect(frames[line.line].height == 10)
    }

    /// A line (node 1, 100 × 40) whose only left item is an expanding line
    /// (node 2, 50 × 20) holding `right`.
    private func lineInLine(right: [TestItem]) -> (tree: BoxTree, inner: LineIndices) {
        var tree = BoxTree(root: BoxNode())
        var outer = BoxNode.line(100, 40)
        outer.content = .line(LineContent(left: [2]))
        tree.append(outer, to: BoxTree.root)
        let inner = tree.appendLine(.line(50, 20, sizing: .expandWidthToFill), right: right, to: 1)
        return (tree, inner)
    }

    /// A grown line lays its own items out again across its new width.
    @Test func grownLineRelaysItsItems() {
        let (tree, inner) = lineInLine(right: [.label("abcdefg"), .picture("wide")])
        #expect(inner.line == 2)
        let result = tree.laidOut()
        // first laid out at 50: "abcdefg" shortened to 50, "wide" dropped;
        // grown to 100 (remaining 100 − 50) and laid out again: the label is measured
        // again (70, right-aligned at 100 − 70 = 30) and 70 + 40 = 110 > 100 still drops "wide"
        #expect(result.frames[inner.line] == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(result.frames[inner.right[0]] == Rect(x: 30, y: 0, width: 70, height: 20))
        #expect(result.isDropped(inner.right[1]))
    }

    /// What a line dropped at its first width is kept once it has grown.
    @Test func grownLineKeepsWhatNowFits() {
        let (tree, inner) = lineInLine(right: [.picture("wide"), .picture("wide")])
        let result = tree.laidOut()
        // at 50 the second "wide" (80 > 50) was dropped; at 100 both fit: used 80,
        // nudge 20: the first at 40 → 60, the second at 0 → 20
        #expect(result.frames[inner.right[0]].x == 60)
        #expect(result.frames[inner.right[1]].x == 20)
        #expect(!result.isDropped(inner.right[1]))
    }

    /// A single expanding box in a centred side fills it, so the group
    /// starts at the column's start.
    @Test func expandedMiddleFillsItsColumn() {
        let (tree, line) = BoxTree.line(.line(100, 40), middle: [.box(10, 10, sizing: .expandWidthToFill)])
        let frames = tree.laidOut().frames
        // used 10, remaining 90 → 100 wide; used 100, nudge 0
        #expect(frames[line.middle[0]] == Rect(x: 0, y: 15, width: 100, height: 10))
    }

    /// Nested expanding lines are laid out again at most
    /// `maximumRelayoutDepth` (32) levels down, so no tree can recurse deeply.
    @Test func deeplyNestedExpandingLinesStopAtTheRelayoutDepth() {
        let depth = 100
        var tree = BoxTree(root: BoxNode())
        for level in 1...depth {
            var content = LineContent()
            if level < depth { content.left = [level + 1] }
            var node = BoxNode.line(level == 1 ? 100 : 10, 20, sizing: level == 1 ? .none : .expandWidthToFill)
            node.content = .line(content)
            tree.append(node, to: level - 1)
        }
        let frames = tree.laidOut().frames
        // line 1 (100 wide) grows line 2 and lays it out again, which grows line 3, …:
        // re-layouts nest 32 deep, so lines 2…34 are 100 wide and line 35 keeps 10
        #expect(frames[2].width == 100)
        #expect(frames[34].width == 100)
        #expect(frames[35].width == 10)
    }
}
