import BoxLayout
import BoxModel
import Testing

/// Whole trees: nesting, the root, depth, and absolute frames.
@Suite struct TreeLayoutTests {
    @Test func parentStacksTheGrownSizeOfNestedContainers() {
        var tree = BoxTree(root: .container(320, 0, padding: Insets(all: 10)))
        let table = tree.append(.container(100, 0, padding: Insets(all: 5)), to: 0)
        let wide = tree.append(.sized(200, 30), to: table)
        tree.append(.sized(50, 20), to: table)
        let grid = tree.append(.container(100, 999, mode: .grid), to: 0)
        let cells = [tree.append(.sized(60, 10), to: grid), tree.append(.sized(60, 10), to: grid)]
        let last = tree.append(.sized(50, 50), to: 0)
        let frames = layout(tree, scale: 1).frames
        // inner table: width max(100, 5 + 200 + 5) = 210, height max(0, 5 + 30 + 20 + 5) = 60
        #expect(frames[table] == Rect(x: 10, y: 10, width: 210, height: 60))
        #expect(frames[wide] == Rect(x: 5, y: 5, width: 200, height: 30))
        // grid: 60 + 60 > 100 → two rows; height exactly 20 (from 999)
        #expect(frames[cells[1]] == Rect(x: 0, y: 10, width: 60, height: 10))
        // outer: y = 10 + 60 = 70 for the grid, 70 + 20 = 90 for the last box
        #expect(frames[grid] == Rect(x: 10, y: 70, width: 100, height: 20))
        #expect(frames[last] == Rect(x: 10, y: 90, width: 50, height: 50))
        // outer: width max(320, 10 + 210 + 10), height 90 + 50 + 10 = 150
        #expect(frames[0] == Rect(x: 0, y: 0, width: 320, height: 150))
    }

    @Test func rootSitsAtItsMargins() {
        var root = BoxNode.container(50, 50, padding: Insets(all: 1))
        root.margin = Insets(top: 9, left: 7, bottom: 100, right: 100)
        var tree = BoxTree(root: root)
        let child = tree.append(.sized(60, 10, margin: Insets(top: 2)), to: 0)
        let frames = layout(tree, scale: 1).frames
        // (lm 7, tm 9); width max(50, 1 + 60 + 1) = 62, height max(50, 1 + 2 + 10 + 1) = 50
        #expect(frames[0] == Rect(x: 7, y: 9, width: 62, height: 50))
        // children stay in the root's coordinates
        #expect(frames[child] == Rect(x: 1, y: 3, width: 60, height: 10))
        // absolute: (7 + 1, 9 + 3)
        #expect(absoluteFrames(tree, layout(tree, scale: 1))[child] == Rect(x: 8, y: 12, width: 60, height: 10))
    }

    @Test func deepTreeLaysOutWithoutRecursion() {
        let depth = 10_000
        var tree = BoxTree(root: .container(0, 0, padding: Insets(all: 1)))
        for level in 1...depth {
            let isLeaf = level == depth
            tree.append(isLeaf ? .sized(10, 10) : .container(0, 0, padding: Insets(all: 1)), to: level - 1)
        }
        let result = layout(tree, scale: 1)
        // the leaf is 10 × 10; each of the 10,000 padded levels above adds 1 + 1:
        // the root is 10 + 2 · 10,000 = 20,010 square; every child sits at (1, 1)
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 20_010, height: 20_010))
        #expect(result.frames[depth] == Rect(x: 1, y: 1, width: 10, height: 10))
        #expect(result.frames[depth - 1] == Rect(x: 1, y: 1, width: 12, height: 12))
        // absolute: 10,000 levels of (1, 1) above the leaf
        #expect(absoluteFrames(tree, result)[depth] == Rect(x: 10_000, y: 10_000, width: 10, height: 10))
    }

    @Test func absoluteFramesAddEveryAncestor() {
        var root = BoxNode.container(100, 0, padding: Insets(all: 10))
        root.margin = Insets(top: 6, left: 5)
        var tree = BoxTree(root: root)
        let box = tree.append(.container(50, 0, padding: Insets(all: 2)), to: 0)
        let inner = tree.append(.sized(10, 10), to: box)
        let frames = absoluteFrames(tree, layout(tree, scale: 1))
        // root (5, 6); box (5 + 10, 6 + 10); inner (15 + 2, 16 + 2)
        #expect(frames[0].origin == Point(x: 5, y: 6))
        #expect(frames[box] == Rect(x: 15, y: 16, width: 50, height: 14))
        #expect(frames[inner] == Rect(x: 17, y: 18, width: 10, height: 10))
    }

    @Test func scrollOffsetsMoveContentButPinFixedBoxesVertically() {
        var root = BoxNode.container(200, 0, padding: Insets(top: 2, left: 4))
        root.margin = Insets(top: 1, left: 1)
        var tree = BoxTree(root: root)
        let scroll = tree.append(.scroll(size: Size(width: 100, height: 50)), to: 0)
        let content = tree.append(.sized(20, 300), to: scroll)
        let fixed = tree.append(
            BoxNode(size: Size(width: 10, height: 10), layoutMode: .fixed(Point(x: 0, y: 20))), to: scroll)
        let result = layout(tree, scale: 1)
        // scroll at root (1, 1) + (4, 2) = (5, 3); offset (3, 30) on the scroll, (50, 50) on the root
        let offsets = [0: Point(x: 50, y: 50), scroll: Point(x: 3, y: 30)]
        let frames = absoluteFrames(tree, result, scrollOffsets: offsets)
        // the root is no scroll view: its offset is ignored, so the scroll stays at (5, 3)
        #expect(frames[scroll] == Rect(x: 5, y: 3, width: 100, height: 50))
        // content (0, 0) → (5 − 3, 3 − 30)
        #expect(frames[content] == Rect(x: 2, y: -27, width: 20, height: 300))
        // fixed: content y = 20 + 30, so viewport y stays 20 → (5 + 0 − 3, 3 + 20)
        #expect(frames[fixed] == Rect(x: 2, y: 23, width: 10, height: 10))
        // no offsets: content at (5, 3), fixed at (5, 23)
        let still = absoluteFrames(tree, result)
        #expect(still[content].origin == Point(x: 5, y: 3))
        #expect(still[fixed].origin == Point(x: 5, y: 23))
    }
}
