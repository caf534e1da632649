import BoxLayout
import BoxModel
import Testing

/// NMGridLayoutManager's pages and its discarded content size (peer §3.3 steps 5–6).
/// Eight 100 × 200 children in 330 × 430: 6 per page, gaps 7.5 and 10.
@Suite struct GridLayoutPagingTests {
    /// `none` (the default): the header comment says placement stops, the code
    /// pages exactly as `nextFullPage` does: items 6 and 7 go to page 1 at x = 330 + 7.5 + column × 107.5.
    @Test func noneOverflowsLikeNextFullPage() throws {
        let none = GridLayoutFixture.pagingGrid(GridLayoutParameters())
        let nextFullPage = GridLayoutFixture.pagingGrid(GridLayoutParameters(extension: .nextFullPage))
        #expect(none.frames == nextFullPage.frames)
        #expect(none.frames[6] == gridRect(337.5, 10, 100, 200))
        #expect(none.frames[7] == gridRect(445, 10, 100, 200))
        #expect(none.contentSize == Size(width: 330, height: 430))
    }

    /// `nextFullPage` right: pages = (8 − 1) div 6 + 1 = 2 → 660 × 430.
    @Test func nextFullPageRightCountsWholePages() throws {
        let grid = GridLayoutFixture.pagingGrid(GridLayoutParameters(extension: .nextFullPage))
        #expect(grid.contentSize == Size(width: 660, height: 430))
    }

    /// `nextFullPage` down: page 1 is 430 lower, x as on page 0; 330 × 860.
    @Test func nextFullPageDownStacksPages() throws {
        let grid = GridLayoutFixture.pagingGrid(
            GridLayoutParameters(extension: .nextFullPage, extensionDirection: .down))
        #expect(grid.frames[6] == gridRect(7.5, 440, 100, 200))
        #expect(grid.frames[7] == gridRect(115, 440, 100, 200))
        #expect(grid.contentSize == Size(width: 330, height: 860))
    }

    /// `lastItem` right: the page offset loses one gap, 330 − 7.5 = 322.5, so item
    /// 6 is at 7.5 + 322.5 = 330: one gap after item 5's right edge (322.5).
    /// Size: 2 × 7.5 + (537.5 − 7.5) = 545 by 2 × 10 + (210 − 10) = 220.
    @Test func lastItemRightKeepsOneGapAcrossThePage() throws {
        let grid = GridLayoutFixture.pagingGrid(GridLayoutParameters(extension: .lastItem))
        #expect(grid.frames[5].maxX == 322.5)
        #expect(grid.frames[6] == gridRect(330, 10, 100, 200))
        #expect(grid.frames[7] == gridRect(437.5, 10, 100, 200))
        #expect(grid.contentSize == Size(width: 545, height: 220))
    }

    /// `lastItem` down: y offset 430 − 10 = 420 → item 6 at (7.5, 430); size
    /// 2 × 7.5 + (215 − 7.5) = 222.5 by 2 × 10 + (630 − 10) = 640.
    @Test func lastItemDown() throws {
        let grid = GridLayoutFixture.pagingGrid(
            GridLayoutParameters(extension: .lastItem, extensionDirection: .down))
        #expect(grid.frames[6] == gridRect(7.5, 430, 100, 200))
        #expect(grid.frames[7] == gridRect(115, 430, 100, 200))
        #expect(grid.contentSize == Size(width: 222.5, height: 640))
    }

    /// `lastItem`'s size runs to the last child even when it is hidden (it has a frame).
    @Test func lastItemSizeUsesTheLastChildHiddenOrNot() throws {
        var children = GridLayoutFixture.children(3, 100, 200)
        children[2].isHidden = true
        let grid = GridLayoutFixture.layOut(
            width: 330, height: 430, parameters: GridLayoutParameters(extension: .lastItem), children: children)
        // child 2 sits in slot 2 at 222.5: 2 × 7.5 + (322.5 − 7.5) = 330
        #expect(grid.contentSize.width == 330)
    }

    /// No visible child: the original's page count (0 − 1) wraps; here it is one page.
    @Test func allHiddenIsOnePage() throws {
        let children = Array(repeating: GridLayoutChild(size: Size(width: 100, height: 200), isHidden: true), count: 3)
        let grid = GridLayoutFixture.layOut(
            width: 330, height: 430, parameters: GridLayoutParameters(extension: .nextFullPage), children: children)
        #expect(grid.slots == [0, 0, 0])
        #expect(grid.contentSize == Size(width: 330, height: 430))
    }

    /// Exactly one full page: (6 − 1) div 6 + 1 = 1.
    @Test func exactlyOneFullPage() throws {
        let grid = GridLayoutFixture.layOut(
            width: 330, height: 430, parameters: GridLayoutParameters(extension: .nextFullPage),
            children: GridLayoutFixture.children(6, 100, 200))
        #expect(grid.contentSize == Size(width: 330, height: 430))
    }
}
