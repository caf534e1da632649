import BoxLayout
import BoxModel
import Testing

/// Attached, fixed and `none` boxes (reference §2.5, §2.7, §1.1): they take
/// no space in the stack and stacking never moves them.
@Suite struct NonAutomaticBoxTests {
    private func attached(to target: Int, _ width: Double, _ height: Double, margin: Insets) -> BoxNode {
        BoxNode(size: Size(width: width, height: height), margin: margin, layoutMode: .attached(to: target))
    }

    @Test func attachedBoxSitsOnItsTargetAndTakesNoSpace() {
        var tree = BoxTree(root: .container(200, 0))
        let target = tree.append(.sized(50, 20, margin: Insets(top: 10)), to: 0)
        let box = tree.append(attached(to: target, 30, 30, margin: Insets(top: 7, left: 5, bottom: 99)), to: 0)
        let after = tree.append(.sized(50, 20), to: 0)
        let result = layout(tree, scale: 1)
        // target: y = 0 + 10 → (0, 10); y = 10 + 20 + 0 = 30
        #expect(result.frames[target] == Rect(x: 0, y: 10, width: 50, height: 20))
        // attached: (0 + lm 5, 10 + tm 7); its bottom margin is never used
        #expect(result.frames[box] == Rect(x: 5, y: 17, width: 30, height: 30))
        // the next box follows the target directly: y = 30
        #expect(result.frames[after] == Rect(x: 0, y: 30, width: 50, height: 20))
        // height max(0, 30 + 20) = 50: the attached box's 17 + 30 = 47 does not count either way
        #expect(result.frames[0].size == Size(width: 200, height: 50))
        #expect(result.orphanedAttachments.isEmpty)
    }

    @Test func attachedToABoxLaterInBoxes() {
        var tree = BoxTree(root: .container(200, 0, padding: Insets(top: 4, left: 3)))
        let box = tree.append(attached(to: 2, 10, 10, margin: Insets(top: -2, left: 1)), to: 0)
        let target = tree.append(.sized(50, 20, margin: Insets(top: 6)), to: 0)
        #expect(target == 2)
        let frames = layout(tree, scale: 1).frames
        // target (3 + 0, 4 + 6) = (3, 10); attached (3 + 1, 10 − 2)
        #expect(frames[target] == Rect(x: 3, y: 10, width: 50, height: 20))
        #expect(frames[box] == Rect(x: 4, y: 8, width: 10, height: 10))
    }

    @Test func chainsSettleWhateverTheOrder() {
        var tree = BoxTree(root: .container(200, 0))
        // boxes order: first → second → anchor, i.e. each attached to a later box
        let first = tree.append(attached(to: 2, 5, 5, margin: Insets(top: 1, left: 2)), to: 0)
        let second = tree.append(attached(to: 3, 5, 5, margin: Insets(top: 10, left: 20)), to: 0)
        let anchor = tree.append(.sized(50, 50, margin: Insets(top: 100, left: 7)), to: 0)
        // and a forward chain: anchor ← third ← fourth
        let third = tree.append(attached(to: anchor, 5, 5, margin: Insets(top: 3, left: 3)), to: 0)
        let fourth = tree.append(attached(to: third, 5, 5, margin: Insets(top: 4, left: 4)), to: 0)
        #expect((second, anchor) == (2, 3))
        let frames = layout(tree, scale: 1).frames
        // anchor (7, 100); second (7 + 20, 100 + 10) = (27, 110); first (27 + 2, 110 + 1) = (29, 111)
        #expect(frames[anchor].origin == Point(x: 7, y: 100))
        #expect(frames[second].origin == Point(x: 27, y: 110))
        #expect(frames[first].origin == Point(x: 29, y: 111))
        // third (7 + 3, 100 + 3) = (10, 103); fourth (10 + 4, 103 + 4) = (14, 107)
        #expect(frames[third].origin == Point(x: 10, y: 103))
        #expect(frames[fourth].origin == Point(x: 14, y: 107))
    }

    @Test func aCycleIsCutWhereItCloses() {
        var tree = BoxTree(root: .container(200, 0))
        let first = tree.append(attached(to: 2, 5, 5, margin: Insets(top: 1, left: 2)), to: 0)
        let second = tree.append(attached(to: 1, 5, 5, margin: Insets(top: 10, left: 20)), to: 0)
        let selfish = tree.append(attached(to: 3, 5, 5, margin: Insets(top: 3, left: 4)), to: 0)
        let result = layout(tree, scale: 1)
        // first → second → first: second's target is being resolved, counts as (0, 0):
        // second (0 + 20, 0 + 10); first (20 + 2, 10 + 1)
        #expect(result.frames[second].origin == Point(x: 20, y: 10))
        #expect(result.frames[first].origin == Point(x: 22, y: 11))
        // attached to itself: (0 + 4, 0 + 3)
        #expect(result.frames[selfish].origin == Point(x: 4, y: 3))
        #expect(result.orphanedAttachments.isEmpty)
    }

    @Test func attachedBoxesWithoutASiblingTargetAreOrphaned() {
        var tree = BoxTree(root: .container(200, 0))
        let inner = tree.append(.container(100, 0), to: 0)
        let cousin = tree.append(.sized(10, 10, margin: Insets(top: 5)), to: inner)
        let toCousin = tree.append(attached(to: cousin, 5, 5, margin: Insets(top: 1, left: 1)), to: 0)
        let toParent = tree.append(attached(to: 0, 5, 5, margin: Insets(top: 1, left: 1)), to: inner)
        let toNowhere = tree.append(attached(to: 999, 5, 5, margin: Insets(top: 1, left: 1)), to: 0)
        let toNegative = tree.append(attached(to: -1, 5, 5, margin: Insets(top: 1, left: 1)), to: 0)
        let toOrphan = tree.append(attached(to: toNowhere, 5, 5, margin: Insets(top: 1, left: 1)), to: 0)
        let result = layout(tree, scale: 1)
        // MGBox removes them (§1.2); they stay at (0, 0), margins not applied
        #expect(result.orphanedAttachments == [toCousin, toParent, toNowhere, toNegative, toOrphan].sorted())
        for orphan in result.orphanedAttachments {
            #expect(result.frames[orphan] == Rect(x: 0, y: 0, width: 5, height: 5), "node \(orphan)")
        }
        // the cousin itself is stacked normally at (0, 5)
        #expect(result.frames[cousin].origin == Point(x: 0, y: 5))
    }

    @Test func fixedBoxInAScrollViewSitsAtItsYAndKeepsXZero() {
        var tree = BoxTree(root: .scroll(size: Size(width: 100, height: 50)))
        let fixed = tree.append(
            BoxNode(
                size: Size(width: 40, height: 500), margin: Insets(all: 3), layoutMode: .fixed(Point(x: 30, y: 12))),
            to: 0)
        let stacked = tree.append(.sized(20, 20), to: 0)
        let result = layout(tree, scale: 1)
        // y = fixedPosition.y 12 (offset 0); x never touched: 0 (fixedPosition.x and margins ignored)
        #expect(result.frames[fixed] == Rect(x: 0, y: 12, width: 40, height: 500))
        // takes no space: the stacked box starts at tp 0
        #expect(result.frames[stacked] == Rect(x: 0, y: 0, width: 20, height: 20))
        // and is not in the content size: (max(100, 20), max(50, 20)), not 512 high
        #expect(result.contentSizes[0] == Size(width: 100, height: 50))
    }

    @Test func fixedBoxInAPlainBoxIsNeverMoved() {
        var tree = BoxTree(root: .container(100, 0, padding: Insets(all: 4), sizing: .shrinkWrap))
        let fixed = tree.append(
            BoxNode(
                size: Size(width: 300, height: 300), margin: Insets(all: 3), layoutMode: .fixed(Point(x: 30, y: 12))),
            to: 0)
        let stacked = tree.append(.sized(20, 20), to: 0)
        let frames = layout(tree, scale: 1).frames
        // where boxWithSize: put it: (0, 0)
        #expect(frames[fixed] == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(frames[stacked] == Rect(x: 4, y: 4, width: 20, height: 20))
        // shrink-wrapped around the stacked box only: (4 + 20 + 4, 4 + 20 + 4)
        #expect(frames[0].size == Size(width: 28, height: 28))
    }

    @Test func noneBoxSitsAtItsFrameAndTakesNoSpace() {
        var tree = BoxTree(root: .container(100, 0, padding: Insets(top: 2)))
        let free = tree.append(
            BoxNode(
                size: Size(width: 1, height: 1), margin: Insets(all: 9),
                layoutMode: .none(frame: Rect(x: 12, y: 34, width: 56, height: 78))),
            to: 0)
        let stacked = tree.append(.sized(20, 20), to: 0)
        let frames = layout(tree, scale: 2).frames
        // exactly its frame: size from the frame, not `size`; margins unused
        #expect(frames[free] == Rect(x: 12, y: 34, width: 56, height: 78))
        // the stacked box starts at tp 2
        #expect(frames[stacked] == Rect(x: 0, y: 2, width: 20, height: 20))
        // height max(0, 2 + 20 + 0) = 22
        #expect(frames[0].size == Size(width: 100, height: 22))
    }

    @Test func noneContainerGrowsFromItsFrame() {
        var tree = BoxTree(root: .container(100, 0))
        let free = tree.append(
            BoxNode(layoutMode: .none(frame: Rect(x: 12, y: 34, width: 10, height: 80))), to: 0)
        tree.append(.sized(50, 60), to: free)
        let frames = layout(tree, scale: 1).frames
        // its own table layout: (max(10, 50), max(80, 60)); origin from the frame
        #expect(frames[free] == Rect(x: 12, y: 34, width: 50, height: 80))
    }
}
