import BoxLayout
import BoxModel
import Testing

/// Content size, header, footer and background (peer §1.6, §1.7).
@Suite struct GridViewContentTests {
    /// W 320, 7 items → 3 columns, ⌈7 ÷ 3⌉ = 3 rows: height ⌈3 × 128⌉ = 384,
    /// raised to H 480 by `contentSizeGrowsToFillBounds`; width ⌈106 × 3⌉ = 318.
    @Test func contentGrowsToFillTheBounds() throws {
        let grid = GridViewFixture.layOut(width: 320, height: 480, cells: GridViewFixture.cells(7))
        #expect(grid.rowCount == 3)
        #expect(grid.contentSize == Size(width: 318, height: 480))
    }

    @Test func contentKeepsItsHeightWhenNotGrowing() throws {
        let parameters = GridViewParameters(contentSizeGrowsToFillBounds: false)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, cells: GridViewFixture.cells(7))
        #expect(grid.contentSize == Size(width: 318, height: 384))
    }

    /// ⌈3 × 100.5⌉ = ⌈301.5⌉ = 302; two rows are 201 exactly.
    @Test(arguments: [(7, 302.0), (6, 201.0)])
    func contentHeightRoundsUp(items: Int, height: Double) throws {
        let parameters = GridViewParameters(cellSize: Size(width: 96, height: 100.5))
        let grid = GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(items))
        #expect(grid.contentSize.height == height)
    }

    /// W 320, insets 10 and 10 (w 300, 3 columns of 100), H 480, header 50,
    /// footer 30, 7 items: 384 + 50 + 30 = 464 → raised to 480 → below
    /// 480 + 2 × 30 = 540, so set to 480 + 30 = 510. The footer sits at
    /// 510 − 30 = 480, just below the first screen. Header and footer are the
    /// bounds' full width, insets ignored.
    @Test func shortGridPushesTheFooterBelowTheFirstScreen() throws {
        let parameters = GridViewParameters(leftContentInset: 10, rightContentInset: 10)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, header: 50, footer: 30,
            cells: GridViewFixture.cells(7))
        #expect(grid.gridCellSize == Size(width: 100, height: 128))
        #expect(grid.cells[0].gridCell == gridRect(10, 50, 100, 128))
        #expect(grid.headerFrame == gridRect(0, 0, 320, 50))
        #expect(grid.footerFrame == gridRect(0, 480, 320, 30))
        // ⌈100 × 3⌉ + 10 + 10
        #expect(grid.contentSize == Size(width: 320, height: 510))
    }

    /// 30 items → 10 rows: 1280 + 80 = 1360 ≥ 540, kept; the footer at 1330 is right after the last row (50 + 1280).
    @Test func tallGridPutsTheFooterAfterTheLastRow() throws {
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, header: 50, footer: 30, cells: GridViewFixture.cells(30))
        #expect(grid.contentSize.height == 1360)
        #expect(grid.footerFrame == gridRect(0, 1330, 320, 30))
    }

    /// The footer rule is independent of `contentSizeGrowsToFillBounds`, as in
    /// the original: 464 < 540, so 480 + 30 = 510 even without growing.
    @Test func footerRuleAppliesWithoutGrowing() throws {
        let parameters = GridViewParameters(contentSizeGrowsToFillBounds: false)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, header: 50, footer: 30,
            cells: GridViewFixture.cells(7))
        #expect(grid.contentSize.height == 510)
        #expect(grid.footerFrame == gridRect(0, 480, 320, 30))
    }

    /// `afterLastRow`: the footer at 50 + 384 = 434; height 464, raised to 480 (or kept at 464 without growing).
    @Test(arguments: [(true, 480.0), (false, 464.0)])
    func footerAfterLastRow(grows: Bool, height: Double) throws {
        let parameters = GridViewParameters(contentSizeGrowsToFillBounds: grows, footerPlacement: .afterLastRow)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, header: 50, footer: 30,
            cells: GridViewFixture.cells(7))
        #expect(grid.footerFrame == gridRect(0, 434, 320, 30))
        #expect(grid.contentSize.height == height)
    }

    /// A header alone: 384 + 50 = 434, raised to 480; no footer frame.
    @Test func headerWithoutFooter() throws {
        let grid = GridViewFixture.layOut(width: 320, height: 480, header: 50, cells: GridViewFixture.cells(7))
        #expect(grid.headerFrame == gridRect(0, 0, 320, 50))
        #expect(grid.footerFrame == nil)
        #expect(grid.contentSize.height == 480)
    }

    /// No items: 0 + 50 + 30 = 80 → 480 → below 540 → 510.
    @Test func emptyGridWithHeaderAndFooter() throws {
        let grid = GridViewFixture.layOut(width: 320, height: 480, header: 50, footer: 30, cells: [])
        #expect(grid.cells.isEmpty)
        #expect(grid.rowCount == 0)
        #expect(grid.contentSize == Size(width: 318, height: 510))
        #expect(grid.footerFrame == gridRect(0, 480, 320, 30))
    }

    /// Background: from y = header, W wide; 128 × (7 div 3 + 1) = 384, then
    /// rows added until ≥ 510 − 50 − 30 = 430: one more → 512.
    @Test func backgroundIsWholeRowsTallFromTheHeader() throws {
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, header: 50, footer: 30, cells: GridViewFixture.cells(7))
        #expect(grid.backgroundFrame == gridRect(0, 50, 320, 512))
    }

    /// 6 items in 3 columns: 128 × (6 div 3 + 1) = 384, one row more than the 256 used.
    @Test func backgroundHasOneRowTooManyForAFullLastRow() throws {
        let parameters = GridViewParameters(contentSizeGrowsToFillBounds: false)
        let grid = GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(6))
        #expect(grid.contentSize.height == 256)
        #expect(grid.backgroundFrame == gridRect(0, 0, 320, 384))
    }

    /// No items: one row (128), then + 3 rows to reach ≥ 480 → 512.
    @Test func emptyBackgroundStartsFromOneRow() throws {
        let grid = GridViewFixture.layOut(width: 320, height: 480, cells: [])
        #expect(grid.backgroundFrame == gridRect(0, 0, 320, 512))
    }

    /// `backgroundViewExtendsUp`: only the 500-point upward shift survives the layout pass.
    @Test func backgroundExtendingUpMovesUpBy500() throws {
        let parameters = GridViewParameters(backgroundViewExtendsUp: true)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, header: 50, footer: 30,
            cells: GridViewFixture.cells(7))
        #expect(grid.backgroundFrame == gridRect(0, -450, 320, 512))
    }
}
