import BoxLayout
import BoxModel
import Testing

/// NMGridLayoutManager's first page (peer §3.3).
@Suite struct GridLayoutManagerTests {
    /// The demo nib: six 150 × 200 views in 768 × 1004 with the defaults.
    /// perRow = 5 (5.12), perCol = 5 (5.02); hGap = (768 − 750) ÷ 6 = 3,
    /// vGap = (1004 − 1000) ÷ 6 = 0.667. View 0 at (3, 0.667), view 1 at
    /// (156, 0.667), view 5 at (3, 201.333).
    @Test func demoNibPortrait() throws {
        let grid = GridLayoutFixture.layOut(
            width: 768, height: 1004, children: GridLayoutFixture.children(6, 150, 200))
        #expect(grid.itemsPerRow == 5)
        #expect(grid.itemsPerColumn == 5)
        #expect(grid.horizontalGap == 3)
        let vGap = 4.0 / 6
        #expect(grid.verticalGap == vGap)
        #expect((vGap * 1000).rounded() == 667)
        let row1 = vGap + (vGap + 200)
        #expect((row1 * 1000).rounded() == 201_333)
        #expect(
            grid.frames == [
                gridRect(3, vGap, 150, 200), gridRect(156, vGap, 150, 200), gridRect(309, vGap, 150, 200),
                gridRect(462, vGap, 150, 200), gridRect(615, vGap, 150, 200), gridRect(3, row1, 150, 200),
            ])
    }

    /// Landscape 1024 × 748: perRow = 6 (6.83), perCol = 3 (3.74), hGap = 124 ÷ 7 = 17.714, vGap = 148 ÷ 4 = 37.
    @Test func demoNibLandscape() throws {
        let grid = GridLayoutFixture.layOut(
            width: 1024, height: 748, children: GridLayoutFixture.children(6, 150, 200))
        #expect(grid.itemsPerRow == 6)
        #expect(grid.itemsPerColumn == 3)
        let hGap = 124.0 / 7
        #expect(grid.horizontalGap == hGap)
        #expect((hGap * 1000).rounded() == 17_714)
        #expect(grid.verticalGap == 37)
        // all six on row 0: x = hGap + column × (hGap + 150), no rounding
        #expect(grid.frames[0] == gridRect(hGap, 37, 150, 200))
        #expect(grid.frames[5] == gridRect(hGap + 5 * (hGap + 150), 37, 150, 200))
        #expect(grid.contentSize == Size(width: 1024, height: 748))
    }

    /// Row-first (the default) versus column-first filling of one 3 × 2 page.
    @Test func fillOrders() throws {
        let rowFirst = GridLayoutFixture.pagingGrid(GridLayoutParameters())
        #expect(
            rowFirst.frames.prefix(6).map(\.origin) == [
                Point(x: 7.5, y: 10), Point(x: 115, y: 10), Point(x: 222.5, y: 10),
                Point(x: 7.5, y: 220), Point(x: 115, y: 220), Point(x: 222.5, y: 220),
            ])
        let columnFirst = GridLayoutFixture.pagingGrid(GridLayoutParameters(direction: .topToBottomLeftToRight))
        #expect(
            columnFirst.frames.prefix(6).map(\.origin) == [
                Point(x: 7.5, y: 10), Point(x: 7.5, y: 220), Point(x: 115, y: 10),
                Point(x: 115, y: 220), Point(x: 222.5, y: 10), Point(x: 222.5, y: 220),
            ])
        // the next page starts again at row 0, column 0: 330 + 7.5; then row 1
        #expect(columnFirst.frames[6].origin == Point(x: 337.5, y: 10))
        #expect(columnFirst.frames[7].origin == Point(x: 337.5, y: 220))
    }

    /// Every child takes the first child's size, whatever its own.
    @Test func everyChildTakesTheFirstChildsSize() throws {
        let children = [
            GridLayoutChild(size: Size(width: 100, height: 200)), GridLayoutChild(size: Size(width: 30, height: 30)),
            GridLayoutChild(size: Size(width: 500, height: 500)),
        ]
        let grid = GridLayoutFixture.layOut(width: 330, height: 430, children: children)
        #expect(grid.cellSize == Size(width: 100, height: 200))
        #expect(
            grid.frames == [gridRect(7.5, 10, 100, 200), gridRect(115, 10, 100, 200), gridRect(222.5, 10, 100, 200)])
    }

    /// A hidden child gets the frame of the slot it reaches, but the next child
    /// takes the same slot: slots 0, 1, 1, 2.
    @Test func hiddenChildrenDoNotUseASlot() throws {
        var children = GridLayoutFixture.children(4, 100, 200)
        children[1].isHidden = true
        let grid = GridLayoutFixture.layOut(width: 330, height: 430, children: children)
        #expect(grid.slots == [0, 1, 1, 2])
        #expect(grid.frames[1] == gridRect(115, 10, 100, 200))
        #expect(grid.frames[2] == grid.frames[1])
        #expect(grid.frames[3] == gridRect(222.5, 10, 100, 200))
    }

    /// The first child sets the size even when it is hidden (the original reads the first subview, hidden or not).
    @Test func hiddenFirstChildStillSetsTheSize() throws {
        let children = [
            GridLayoutChild(size: Size(width: 50, height: 50), isHidden: true),
            GridLayoutChild(size: Size(width: 100, height: 200)),
        ]
        let grid = GridLayoutFixture.layOut(width: 330, height: 430, children: children)
        #expect(grid.cellSize == Size(width: 50, height: 50))
        #expect(grid.slots == [0, 0])
        #expect(grid.frames[1].size == Size(width: 50, height: 50))
    }

    @Test func noChildrenLayOutNothing() throws {
        let grid = GridLayoutFixture.layOut(width: 330, height: 430, children: [])
        #expect(grid.frames.isEmpty)
        #expect(grid.itemsPerRow == 0)
        #expect(grid.contentSize == Size(width: 330, height: 430))
    }
}
