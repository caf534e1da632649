import BoxLayout
import BoxModel
import Testing

/// Dropping (reference §3.5 with spec-format's deviations): the tail of a
/// side's array goes first, which is the inner end of every side; a dropped
/// item sits at (0, 0), is reported in `dropped`, and counts neither toward
/// the line's height nor toward the group's shift. "wide" pictures are
/// 40 × 20, "tall" ones 10 × 50.
@Suite struct LineDroppingTests {
    @Test func leftSideDropsItsTail() {
        // 100 wide: 40, 80, then 120 > 100
        let (tree, line) = BoxTree.line(.line(100, 40), left: [.picture("wide"), .picture("wide"), .picture("wide")])
        let result = tree.laidOut()
        #expect(result.frames[line.left[0]] == Rect(x: 0, y: 10, width: 40, height: 20))
        #expect(result.frames[line.left[1]] == Rect(x: 40, y: 10, width: 40, height: 20))
        // dropped: at (0, 0) with its natural size
        #expect(result.frames[line.left[2]] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(line.left.map(result.isDropped) == [false, false, true])
        #expect(result.dropped.count == tree.count)
    }

    /// Right items are laid from the right edge, so the tail of the array is
    /// the inner (left-most) end: it is dropped, and the right-most stays.
    @Test func rightSideDropsItsInnerEnd() {
        let (tree, line) = BoxTree.line(.line(100, 40), right: [.picture("wide"), .picture("wide"), .picture("wide")])
        let result = tree.laidOut()
        // used 80 (the third is not counted), nudge 100 − 80 = 20; from the group's end 0 + 80:
        // first at 80 − 40 = 40 → 60; second at 0 → 20
        #expect(result.frames[line.right[0]] == Rect(x: 60, y: 10, width: 40, height: 20))
        #expect(result.frames[line.right[1]] == Rect(x: 20, y: 10, width: 40, height: 20))
        #expect(line.right.map(result.isDropped) == [false, false, true])
    }

    @Test func middleSideDropsItsTail() {
        let (tree, line) = BoxTree.line(.line(100, 40), middle: [.picture("wide"), .picture("wide"), .picture("wide")])
        let result = tree.laidOut()
        // used 80, centred: nudge (100 − 80) / 2 = 10
        #expect(result.frames[line.middle[0]].x == 10)
        #expect(result.frames[line.middle[1]].x == 50)
        #expect(line.middle.map(result.isDropped) == [false, false, true])
    }

    /// Everything after the first item that does not fit is dropped, even
    /// items that would fit on their own.
    @Test func theWholeTailIsDropped() {
        let (tree, line) = BoxTree.line(.line(50, 40), left: [.picture("wide"), .picture("wide"), .label("a")])
        let result = tree.laidOut()
        #expect(line.left.map(result.isDropped) == [false, true, true])
        // the dropped label has its unconstrained size: 10 × 20
        #expect(result.frames[line.left[2]] == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    /// A dropped item does not shift a right-aligned group (2.1 counted it
    /// and moved the group left).
    @Test func droppedItemDoesNotShiftARightAlignedGroup() {
        // left items aligned right: "wide" 40, then "photo" 70: 110 > 100 → dropped; used stays 40
        let (tree, line) = BoxTree.line(
            .line(100, 40), LineContent(leftItemsAlignment: .right), left: [.picture("wide"), .picture("photo")])
        let result = tree.laidOut()
        // nudge 100 − 40 = 60 → 0 + 60: flush with the right edge (2.1: nudge 100 − 110 = −10 → −10)
        #expect(result.frames[line.left[0]] == Rect(x: 60, y: 10, width: 40, height: 20))
        #expect(result.isDropped(line.left[1]))
    }

    /// Right items run from the column's right end, so their group stays
    /// flush with it whatever was dropped.
    @Test func droppedItemDoesNotShiftTheRightGroup() {
        let (tree, line) = BoxTree.line(.line(100, 40), right: [.picture("wide"), .picture("photo")])
        let result = tree.laidOut()
        // used 40, nudge 60: 0 + 40 − 40 + 60 = 60
        #expect(result.frames[line.right[0]] == Rect(x: 60, y: 10, width: 40, height: 20))
        #expect(result.isDropped(line.right[1]))
    }

    /// Nor a centred one, when only its item padding overflowed.
    @Test func overflowingPaddingDoesNotShiftACentredGroup() {
        // itemPadding 5 in 100: 10, 10 + 40 = 50, 60, 60 + 40 = 100 (exact fit stays), then 110 > 100
        let (tree, line) = BoxTree.line(
            .line(100, 40), LineContent(itemPadding: 5),
            middle: [.picture("wide"), .picture("wide"), .label("abc")])
        let result = tree.laidOut()
        #expect(line.middle.map(result.isDropped) == [false, false, true])
        // used 100, nudge 0 (2.1: used 110 → nudge −5): 0 + 5 = 5; 5 + 40 + 5 + 5 = 55
        #expect(result.frames[line.middle[0]].x == 5)
        #expect(result.frames[line.middle[1]].x == 55)
    }

    /// A centred group is centred on what was kept.
    @Test func droppedItemDoesNotShiftACentredGroup() {
        // itemPadding 5 in 100: 10, 50, then 60 + 70 = 130 > 100 → "photo" dropped, used 50
        let (tree, line) = BoxTree.line(
            .line(100, 40), LineContent(itemPadding: 5), middle: [.picture("wide"), .picture("photo")])
        let result = tree.laidOut()
        // nudge (100 − 50) / 2 = 25: x = 0 + 5 + 25 = 30 (2.1: used 130 → nudge −15 → −10)
        #expect(result.frames[line.middle[0]].x == 30)
    }

    /// A dropped item does not count toward the line's height (2.1 counted it).
    @Test func droppedItemDoesNotCountTowardHeight() {
        // grows (minHeight 10 ≠ maxHeight 0); "wide" 40 × 20 kept, "photo" 70 × 45.5 dropped
        let (tree, line) = BoxTree.line(
            .line(100, 0), LineContent(minHeight: 10), left: [.picture("wide"), .picture("photo")])
        let result = tree.laidOut()
        // height: max(20 + 0 + 0, 10) = 20 (2.1: ceil(45.5) = 46)
        #expect(result.frames[line.line].height == 20)
        #expect(result.frames[line.left[0]] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frames[line.left[1]] == Rect(x: 0, y: 0, width: 70, height: 45.5))
    }

    /// A label is shortened rather than dropped, unless even its item
    /// padding does not fit.
    @Test func labelIsDroppedOnlyWhenItsPaddingOverflows() {
        // itemPadding 10 in 50
        let (tree, line) = BoxTree.line(
            .line(50, 40), LineContent(itemPadding: 10), left: [.label("abcdefgh"), .label("x")])
        let result = tree.laidOut()
        // first: used 20; 20 + 80 > 50 → width 50 − 20 = 30; used 50. second: 50 + 20 = 70 > 50 → dropped
        #expect(result.frames[line.left[0]] == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(line.left.map(result.isDropped) == [false, true])
    }

    @Test func nothingDroppedLeavesDroppedEmpty() {
        let (tree, line) = BoxTree.line(.line(100, 40), left: [.picture("wide")], right: [.label("ab")])
        let result = tree.laidOut()
        #expect(result.dropped.isEmpty)
        #expect(!result.isDropped(line.left[0]))
    }

    /// A zero-width line: every label is squeezed to width 0 and every
    /// other item is dropped (reference §1.3), here with nothing after it.
    @Test func zeroWidthLineSqueezesLabelsAndDropsTheRest() {
        let (tree, line) = BoxTree.line(
            .line(0, 40), left: [.label("abc"), .label("de"), .picture("icon")], right: [.label("x")])
        let result = tree.laidOut()
        // limit 0: each label 0 + width > 0 → width 0, used stays 0
        #expect(result.frames[line.left[0]] == Rect(x: 0, y: 10, width: 0, height: 20))
        #expect(result.frames[line.left[1]] == Rect(x: 0, y: 10, width: 0, height: 20))
        #expect(result.frames[line.right[0]] == Rect(x: 0, y: 10, width: 0, height: 20))
        // the picture: 20 > 0
        #expect(line.left.map(result.isDropped) == [false, false, true])
        #expect(result.frames[line.line] == Rect(x: 0, y: 0, width: 0, height: 40))
    }

    /// With horizontal padding a zero-width line has a negative inner width,
    /// so not even a label's (zero) item padding fits: everything is dropped,
    /// as in MGLine.
    @Test func zeroWidthPaddedLineDropsEverything() {
        let (tree, line) = BoxTree.line(
            .line(0, 40, padding: Insets(left: 16, right: 16)), left: [.label("abc")], right: [.label("x")])
        let result = tree.laidOut()
        // limit 0 − 16 − 16 = −32: used 0 > −32
        #expect(result.isDropped(line.left[0]))
        #expect(result.isDropped(line.right[0]))
    }
}
