import BoxLayout
import BoxModel
import Testing

/// Item padding, box items and their margins, pictures, and attached items
/// (reference §3.5, §3.6, §3.10). "icon" pictures are 20 × 20.
@Suite struct LineItemTests {
    /// Left to right: x += itemPadding; a box adds lm, sits at x, adds rm;
    /// x += width + itemPadding. A box's top margin moves it down.
    @Test func itemPaddingAndBoxMarginsOnTheLeft() {
        let box = TestItem.box(30, 10, margin: Insets(top: 2, left: 3, bottom: 9, right: 2))
        let (tree, line) = BoxTree.line(
            .line(200, 40, padding: Insets(left: 10)), LineContent(itemPadding: 4),
            left: [.picture("icon"), box, .label("ab")])
        let frames = tree.laidOut().frames
        // icon: 10 + 4 = 14; y = 40 / 2 − 10 = 10
        #expect(frames[line.left[0]] == Rect(x: 14, y: 10, width: 20, height: 20))
        // box: 14 + 20 + 4 = 38; + 4 + 3 = 45; y = 20 − 5 + 2 = 17 (its bottom margin is ignored)
        #expect(frames[line.left[1]] == Rect(x: 45, y: 17, width: 30, height: 10))
        // label: 45 + 2 + 30 + 4 = 81; + 4 = 85
        #expect(frames[line.left[2]] == Rect(x: 85, y: 10, width: 20, height: 20))
    }

    /// Right items mirror that from the group's end, first item right-most.
    @Test func itemPaddingAndBoxMarginsOnTheRight() {
        let box = TestItem.box(30, 10, margin: Insets(left: 3, right: 2))
        let (tree, line) = BoxTree.line(
            .line(200, 40), LineContent(itemPadding: 4), right: [box, .picture("icon")])
        let frames = tree.laidOut().frames
        // used: 4 + 3 + 30 + 2 + 4 = 43, + 4 + 20 + 4 = 71; nudge 200 − 71 = 129
        // from the end 0 + 71: box at 71 − 4 − (30 + 2) = 35 → 164 (ends 194: + rm 2 + padding 4 = 200)
        #expect(frames[line.right[0]] == Rect(x: 164, y: 15, width: 30, height: 10))
        // icon: 35 − 3 − 4 = 28; 28 − 4 − 20 = 4 → 133
        #expect(frames[line.right[1]] == Rect(x: 133, y: 10, width: 20, height: 20))
    }

    /// A box item that does not fit is dropped whole, margins included.
    @Test func boxItemMarginsCountTowardTheLimit() {
        let box = TestItem.box(30, 10, margin: Insets(left: 5, right: 6))
        // 40 + 5 + 30 + 6 = 81 > 80
        let (tree, line) = BoxTree.line(.line(80, 40), left: [.picture("wide"), box])
        #expect(tree.laidOut().isDropped(line.left[1]))
    }

    /// A picture given a size in the spec keeps it; a natural-size one is
    /// measured, unrounded.
    @Test func picturesTakeTheirGivenOrNaturalSize() {
        let (tree, line) = BoxTree.line(.line(200, 60), left: [.picture(15, 25), .picture("photo")])
        let frames = tree.laidOut().frames
        // y = 30 − 12.5 = 17.5 → 18 (half away from zero)
        #expect(frames[line.left[0]] == Rect(x: 0, y: 18, width: 15, height: 25))
        // photo 70 × 45.5: y = 30 − 22.75 = 7.25 → 7
        #expect(frames[line.left[1]] == Rect(x: 15, y: 7, width: 70, height: 45.5))
    }

    /// A box item is laid out as a container before its line places it.
    @Test func boxItemIsLaidOutBeforeTheLine() {
        var tree = BoxTree(root: BoxNode())
        let container = TestItem(
            node: BoxNode(padding: Insets(all: 2)), children: [BoxNode.sized(30, 10), BoxNode.sized(20, 6)])
        let line = tree.appendLine(.line(200, 40), left: [container, .label("ab")], to: BoxTree.root)
        let frames = tree.laidOut().frames
        // container: 2 + 30 + 2 = 34 wide, 2 + 10 + 6 + 2 = 20 tall; y = 20 − 10 = 10
        #expect(frames[line.left[0]] == Rect(x: 0, y: 10, width: 34, height: 20))
        #expect(frames[line.left[1]].x == 34)
    }

    /// Attached items take no space and no part in the height; they sit at
    /// their target's origin plus their left and top margins.
    @Test func attachedItemTakesNoSpace() {
        var tree = BoxTree(root: BoxNode())
        // the icon will be node 2: the line is node 1
        let attached = TestItem.box(10, 100, margin: Insets(top: 3, left: 2), layoutMode: .attached(to: 2))
        let line = tree.appendLine(
            .line(200, 0), LineContent(minHeight: 1), left: [.picture("icon"), attached, .label("ab")],
            to: BoxTree.root)
        #expect(line.left[0] == 2)
        let frames = tree.laidOut().frames
        // height: max(20, 1) = 20 (the 100-tall attached box does not count)
        #expect(frames[line.line].height == 20)
        #expect(frames[line.left[0]] == Rect(x: 0, y: 0, width: 20, height: 20))
        // the label follows the icon directly
        #expect(frames[line.left[2]].x == 20)
        // icon origin (0, 0) + (2, 3)
        #expect(frames[line.left[1]] == Rect(x: 2, y: 3, width: 10, height: 100))
    }

    /// Item frames are relative to the line.
    @Test func itemFramesAreInTheLinesCoordinates() {
        var root = BoxNode.container(300, 0, padding: Insets(top: 7, left: 5))
        root.margin = Insets(top: 1, left: 1)
        var tree = BoxTree(root: root)
        let line = tree.appendLine(.line(100, 40), right: [.label("ab")], to: BoxTree.root)
        let result = tree.laidOut()
        #expect(result.frames[line.line] == Rect(x: 5, y: 7, width: 100, height: 40))
        #expect(result.frames[line.right[0]] == Rect(x: 80, y: 10, width: 20, height: 20))
        // absolute: root (1, 1) + line (5, 7) + (80, 10)
        #expect(absoluteFrames(tree, result)[line.right[0]] == Rect(x: 86, y: 18, width: 20, height: 20))
    }
}
