import BoxLayout
import BoxModel
import Testing

/// The answers `gridLayout` gives to "Points where the libraries disagree" (peer §4).
@Suite struct GridLayoutDisagreementTests {
    /// Points 1 and 2: no padding or margins; gaps are computed and equal
    /// between items and at both edges (space-evenly): 330 − 3 × 100 = 30 over 4 gaps.
    @Test func point1And2EqualGapsIncludingTheEdges() throws {
        let grid = GridLayoutFixture.layOut(
            width: 330, height: 430, children: GridLayoutFixture.children(3, 100, 200))
        let frames = grid.frames
        #expect(frames[0].x == 7.5)
        #expect(frames[1].x - frames[0].maxX == 7.5)
        #expect(frames[2].x - frames[1].maxX == 7.5)
        #expect(330 - frames[2].maxX == 7.5)
    }

    /// Point 3: no centring or stretching per child; every child takes the first child's size (uniformSize = fromFirstChild).
    @Test func point3UniformSizeFromTheFirstChild() throws {
        let children = [
            GridLayoutChild(size: Size(width: 60, height: 40)), GridLayoutChild(size: Size(width: 90, height: 90)),
        ]
        let grid = GridLayoutFixture.layOut(width: 200, height: 100, children: children)
        #expect(grid.frames.map(\.size) == [Size(width: 60, height: 40), Size(width: 60, height: 40)])
    }

    /// Point 4: no rounding: 124 ÷ 7 stays a fraction.
    @Test func point4NoRounding() throws {
        let grid = GridLayoutFixture.layOut(
            width: 1024, height: 748, children: GridLayoutFixture.children(1, 150, 200))
        #expect(grid.frames[0].x == 124.0 / 7)
        #expect(grid.frames[0].x != (124.0 / 7).rounded())
    }

    /// Point 5: free space is spread evenly: (200 − 3 × 60) ÷ 4 = 5 on each side
    /// of every item; a larger view only widens the gaps.
    @Test func point5FreeSpaceSpreadEvenly() throws {
        let grid = GridLayoutFixture.layOut(
            width: 200, height: 100, children: GridLayoutFixture.children(3, 60, 100))
        #expect(grid.frames.map(\.x) == [5, 70, 135])
    }

    /// Point 6: overflow pages (right by default, down on request); it never wraps into the same page.
    @Test func point6OverflowPages() throws {
        let right = GridLayoutFixture.layOut(
            width: 100, height: 100, children: GridLayoutFixture.children(2, 100, 100))
        #expect(right.frames[1].origin == Point(x: 100, y: 0))
        let down = GridLayoutFixture.layOut(
            width: 100, height: 100, parameters: GridLayoutParameters(extensionDirection: .down),
            children: GridLayoutFixture.children(2, 100, 100))
        #expect(down.frames[1].origin == Point(x: 0, y: 100))
    }

    /// Point 7: both fill orders; hidden children do not use up a slot.
    @Test func point7FillOrderAndHiddenChildren() throws {
        var children = GridLayoutFixture.children(3, 100, 100)
        children[0].isHidden = true
        let rowFirst = GridLayoutFixture.layOut(width: 200, height: 200, children: children)
        #expect(rowFirst.slots == [0, 0, 1])
        #expect(rowFirst.frames.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 100, y: 0)])
        let columnFirst = GridLayoutFixture.layOut(
            width: 200, height: 200, parameters: GridLayoutParameters(direction: .topToBottomLeftToRight),
            children: children)
        #expect(columnFirst.frames[2].origin == Point(x: 0, y: 100))
    }

    /// Point 9: a child larger than the view clamps the counts to 1 instead of dividing by zero.
    @Test func point9OversizedChildClampsCountsToOne() throws {
        let grid = GridLayoutFixture.layOut(
            width: 50, height: 50, children: GridLayoutFixture.children(2, 100, 100))
        #expect(grid.itemsPerRow == 1)
        #expect(grid.itemsPerColumn == 1)
        // gaps (50 − 100) ÷ 2 = −25; child 1 on page 1 at 50 − 25
        #expect(grid.frames.map(\.origin) == [Point(x: -25, y: -25), Point(x: 25, y: -25)])
    }
}
