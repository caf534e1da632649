import BoxLayout
import BoxModel
import Testing

/// Container sizes after stacking, 2.1 rules (reference §1.3, §2.4).
@Suite struct ContainerSizingTests {
    @Test(arguments: [
        // (child size, expected container size): the container starts at 200 × 100
        (Size(width: 50, height: 20), Size(width: 200, height: 100)),  // needs 50 × 20: never shrinks
        (Size(width: 250, height: 150), Size(width: 250, height: 150)),  // needs 250 × 150: grows
        (Size(width: 250, height: 20), Size(width: 250, height: 100)),  // each axis on its own
    ])
    func tableGrowsButNeverShrinks(child: Size, expected: Size) {
        let (tree, _) = BoxTree.root(.container(200, 100), children: [.sized(child.width, child.height)])
        let result = layout(tree, scale: 1)
        #expect(result.frames[0].size == expected)
        #expect(result.contentSizes[0] == expected)
    }

    @Test func tableGrowthCountsPaddingOnEverySide() {
        let (tree, _) = BoxTree.root(.container(100, 10, padding: Insets(all: 5)), children: [.sized(100, 20)])
        // width max(100, 5 + 100 + 5) = 110; height max(10, 5 + 20 + 5) = 30
        #expect(layout(tree, scale: 1).frames[0].size == Size(width: 110, height: 30))
    }

    @Test(arguments: [
        (0.0, Size(width: 60, height: 33)),  // minWidth 0: exactly fits
        (40.0, Size(width: 60, height: 33)),  // minWidth below the fit: no effect
        (80.0, Size(width: 80, height: 33)),  // minWidth above the fit: the floor
    ])
    func shrinkWrapFitsExactly(minWidth: Double, expected: Size) {
        let (tree, _) = BoxTree.root(
            .container(
                200, 100, padding: Insets(top: 1, left: 3, bottom: 2, right: 4), sizing: .shrinkWrap,
                minWidth: minWidth),
            children: [.sized(50, 20, margin: Insets(left: 1, right: 2)), .sized(30, 10)])
        // width max(lp 3 + max(1 + 50 + 2, 30) + rp 4 = 60, minWidth);
        // height: y = 1 + 20 + 10 = 31, + bp 2 = 33 — the 200 × 100 frame shrinks
        #expect(layout(tree, scale: 1).frames[0].size == expected)
    }

    @Test func gridHeightFitsExactlyAndWidthIsUntouched() {
        let (tree, c) = BoxTree.root(
            .container(100, 500, mode: .grid, padding: Insets(top: 4, bottom: 6), sizing: .shrinkWrap, minWidth: 300),
            children: Array(repeating: .sized(40, 40), count: 3))
        let frames = layout(tree, scale: 1).frames
        // (0, 4), (40, 4); third: 80 + 40 > 100 → (0, rowBottom 44); rowBottom 84
        #expect(frames[c[2]] == Rect(x: 0, y: 44, width: 40, height: 40))
        // height 84 + bp 6 = 90 (shrinks from 500); width stays 100: shrinkWrap and minWidth ignored
        #expect(frames[0].size == Size(width: 100, height: 90))
    }

    @Test(arguments: [
        // (mode, sizing, start size, expected): padding top 3, left 5, bottom 4, right 6, no children
        (ContentLayoutMode.table, SizingMode.none, Size.zero, Size(width: 11, height: 7)),  // (5 + 0 + 6, tp 3 + bp 4)
        (.table, .none, Size(width: 50, height: 50), Size(width: 50, height: 50)),  // max(50, 11), max(50, 7)
        (.table, .shrinkWrap, Size(width: 50, height: 50), Size(width: 11, height: 7)),  // exactly (11, 7)
        (.grid, .none, Size(width: 50, height: 50), Size(width: 50, height: 4)),  // rowBottom 0 + bp 4, no tp
        (.grid, .none, Size.zero, Size(width: 0, height: 4)),
    ])
    func emptyContainers(mode: ContentLayoutMode, sizing: SizingMode, start: Size, expected: Size) {
        let tree = BoxTree(
            root: .container(
                start.width, start.height, mode: mode, padding: Insets(top: 3, left: 5, bottom: 4, right: 6),
                sizing: sizing))
        #expect(layout(tree, scale: 1).frames[0].size == expected)
    }

    @Test func containerWithOnlyNonAutomaticChildrenSizesLikeAnEmptyOne() {
        var tree = BoxTree(root: .container(0, 0, padding: Insets(top: 3, left: 5, bottom: 4, right: 6)))
        tree.append(BoxNode(size: Size(width: 90, height: 90), layoutMode: .fixed(Point(x: 0, y: 0))), to: 0)
        tree.append(BoxNode(layoutMode: .none(frame: Rect(x: 0, y: 0, width: 80, height: 80))), to: 0)
        let anchor = tree.append(BoxNode(size: Size(width: 70, height: 70), layoutMode: .none(frame: .zero)), to: 0)
        tree.append(BoxNode(size: Size(width: 60, height: 60), layoutMode: .attached(to: anchor)), to: 0)
        // y_end = tp 3, widest 0 → (5 + 0 + 6, 3 + 4)
        #expect(layout(tree, scale: 1).frames[0].size == Size(width: 11, height: 7))
    }

    @Test func tableScrollViewKeepsItsFrameAndGrowsItsContent() {
        var scroll = BoxNode.scroll(size: Size(width: 100, height: 200))
        scroll.padding = Insets(all: 5)
        let (tree, c) = BoxTree.root(scroll, children: [.sized(80, 150), .sized(90, 100)])
        let result = layout(tree, scale: 1)
        #expect(result.frames[c[1]] == Rect(x: 5, y: 155, width: 90, height: 100))  // y = 5 + 150
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 100, height: 200))
        // content: (max(100, 5 + 90 + 5), max(200, 5 + 150 + 100 + 5 = 260))
        #expect(result.contentSizes[0] == Size(width: 100, height: 260))
    }

    @Test func tableScrollContentIsNeverSmallerThanTheFrame() {
        let (tree, _) = BoxTree.root(.scroll(size: Size(width: 100, height: 200)), children: [.sized(50, 20)])
        // content (max(100, 50), max(200, 20))
        #expect(layout(tree, scale: 1).contentSizes[0] == Size(width: 100, height: 200))
    }

    @Test(arguments: [(0.0, Size(width: 60, height: 30)), (70.0, Size(width: 70, height: 30))])
    func shrinkWrappedTableScrollFitsItsContent(minWidth: Double, expected: Size) {
        var scroll = BoxNode.scroll(size: Size(width: 100, height: 200))
        scroll.padding = Insets(all: 5)
        scroll.sizingMode = .shrinkWrap
        scroll.minWidth = minWidth
        let (tree, _) = BoxTree.root(scroll, children: [.sized(50, 20)])
        let result = layout(tree, scale: 1)
        // content (max(5 + 50 + 5, minWidth), 5 + 20 + 5); the frame stays
        #expect(result.contentSizes[0] == expected)
        #expect(result.frames[0].size == Size(width: 100, height: 200))
    }

    @Test(arguments: [(3, Size(width: 100, height: 82)), (1, Size(width: 100, height: 50))])
    func gridScrollContent(boxes: Int, expected: Size) {
        var scroll = BoxNode.scroll(size: Size(width: 100, height: 50))
        scroll.contentLayoutMode = .grid
        scroll.padding = Insets(bottom: 2)
        let (tree, _) = BoxTree.root(scroll, children: Array(repeating: .sized(40, 40), count: boxes))
        let result = layout(tree, scale: 1)
        // 3 boxes: rows end at 80 → (frame width 100, max(80 + 2, 50)); 1 box: max(40 + 2, 50) = 50
        #expect(result.contentSizes[0] == expected)
        #expect(result.frames[0].size == Size(width: 100, height: 50))
    }

    @Test func contentSizeOfAPlainBoxIsItsFrameSize() {
        let (tree, c) = BoxTree.root(.container(10, 10, mode: .grid), children: [.sized(30, 40)])
        let result = layout(tree, scale: 1)
        // the leaf: table rules with no children keep 30 × 40; the grid: (10, 0 + 40 + 0)
        #expect(result.contentSizes[c[0]] == Size(width: 30, height: 40))
        #expect(result.contentSizes[0] == Size(width: 10, height: 40))
    }
}
