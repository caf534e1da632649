import BoxLayout
import BoxModel
import Testing

/// The answers `gridView` gives to "Points where the libraries disagree" (peer §4).
@Suite struct GridViewDisagreementTests {
    /// Point 1: no per-cell padding; insets shrink the layout width and so the
    /// column count. W 320: 3 columns of 106; insets 20 and 20: w = 280,
    /// m = ⌊280 ÷ 96⌋ = 2, columns of 140 from x = 20. Cells keep their size.
    @Test func point1InsetsChangeTheColumnCountNotTheCells() throws {
        let plain = GridViewFixture.layOut(width: 320, cells: GridViewFixture.cells(3, 80, 100))
        #expect(plain.columnCount == 3)
        let parameters = GridViewParameters(leftContentInset: 20, rightContentInset: 20)
        let inset = GridViewFixture.layOut(
            width: 320, parameters: parameters, cells: GridViewFixture.cells(3, 80, 100))
        #expect(inset.columnCount == 2)
        #expect(inset.gridCellSize.width == 140)
        // ⌊(140 − 80) ÷ 2⌋ = 30 → x = 20 + 30, then 160 + 30
        #expect(
            inset.cells.map(\.frame) == [
                gridRect(50, 14, 80, 100), gridRect(190, 14, 80, 100), gridRect(50, 142, 80, 100),
            ])
    }

    /// Point 2: no margins and no gaps between grid cells; the visible gap
    /// comes from cells smaller than their grid cells: 80 in 106 → 13 + 13 = 26.
    @Test func point2GridCellsTileAndGapsComeFromSmallerCells() throws {
        let grid = GridViewFixture.layOut(width: 320, cells: GridViewFixture.cells(3, 80, 100))
        #expect(grid.cells[1].gridCell.x == grid.cells[0].gridCell.maxX)
        #expect(grid.cells[2].gridCell.x == grid.cells[1].gridCell.maxX)
        #expect(grid.cells[1].frame.x - grid.cells[0].frame.maxX == 26)
    }

    /// Point 3: centred by default with floored offsets; `resizesCellWidthToFit` stretches both axes.
    @Test func point3CentredByDefaultStretchedBothWaysOnRequest() throws {
        let centred = GridViewFixture.layOut(width: 320, cells: GridViewFixture.cells(1, 81, 99))
        #expect(centred.cells[0].frame == gridRect(12, 14, 81, 99))
        let stretched = GridViewFixture.layOut(
            width: 320, parameters: GridViewParameters(resizesCellWidthToFit: true),
            cells: GridViewFixture.cells(1, 81, 99))
        #expect(stretched.cells[0].frame == gridRect(0, 0, 106, 128))
    }

    /// Point 4: floor for the cell width and the centring offsets, ceil for the
    /// content size, nothing else rounded (the height 100.5 stays).
    @Test func point4FloorWidthAndOffsetsCeilContent() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 96, height: 100.5))
        let grid = GridViewFixture.layOut(
            width: 1024, parameters: parameters, cells: GridViewFixture.cells(11, 81, 99))
        #expect(grid.gridCellSize == Size(width: 102, height: 100.5))  // ⌊102.4⌋
        // ⌊(102 − 81) ÷ 2⌋ = 10, ⌊(100.5 − 99) ÷ 2⌋ = ⌊0.75⌋ = 0
        #expect(grid.cells[10].frame == gridRect(10, 100.5, 81, 99))
        #expect(grid.contentSize.height == 201)  // ⌈2 × 100.5⌉
    }

    /// Point 5: the spare width (under one point per column) is not distributed:
    /// columns start at the left inset and the 4 spare points of 1024 stay on the right.
    @Test func point5SpareWidthStaysOnTheRight() throws {
        let grid = GridViewFixture.layOut(width: 1024, cells: GridViewFixture.cells(10))
        #expect(grid.cells[0].gridCell.x == 0)
        #expect(grid.cells[9].gridCell.maxX == 1020)
    }

    /// Point 6: fixed columns; vertically rows grow the content height,
    /// horizontally columns grow the content width (H 300: 2 rows; 10 items →
    /// 5 columns → 480 wide in a 200-wide view).
    @Test func point6OverflowGrowsTheContent() throws {
        let vertical = GridViewFixture.layOut(width: 320, height: 300, cells: GridViewFixture.cells(10))
        #expect(vertical.contentSize == Size(width: 318, height: 512))  // ⌈4 × 128⌉
        let horizontal = GridViewFixture.layOut(
            width: 200, height: 300, parameters: GridViewParameters(layoutDirection: .horizontal),
            cells: GridViewFixture.cells(10))
        #expect(horizontal.columnCount == 5)
        #expect(horizontal.contentSize == Size(width: 480, height: 300))
    }

    /// Point 7: row by row even horizontally (item 1 beside item 0, not below
    /// it); lower indices painted above higher, header above cells, footer on top.
    @Test func point7RowByRowAndLowerIndexOnTop() throws {
        let grid = GridViewFixture.layOut(
            width: 200, height: 300, parameters: GridViewParameters(layoutDirection: .horizontal), header: 1,
            footer: 1, cells: GridViewFixture.cells(3))
        #expect(grid.cells[1].gridCell.origin == Point(x: 96, y: 1))
        #expect(grid.paintOrder == [.background, .cell(2), .cell(1), .cell(0), .header, .footer])
    }

    /// Point 8: cells are offset by the left inset; header, footer and background ignore the insets.
    @Test func point8HeaderFooterAndBackgroundIgnoreTheInsets() throws {
        let parameters = GridViewParameters(leftContentInset: 10, rightContentInset: 10)
        let grid = GridViewFixture.layOut(
            width: 320, height: 480, parameters: parameters, header: 50, footer: 30, cells: GridViewFixture.cells(1))
        #expect(grid.cells[0].gridCell.x == 10)
        #expect(grid.headerFrame?.x == 0)
        #expect(grid.headerFrame?.width == 320)
        #expect(grid.footerFrame?.x == 0)
        #expect(grid.footerFrame?.width == 320)
        #expect(grid.backgroundFrame.x == 0)
        #expect(grid.backgroundFrame.width == 320)
    }

    /// Point 9: a minimum width above the available width shows one column instead of nothing.
    @Test func point9TooWideCellGivesOneColumnNotNothing() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 500, height: 128))
        let grid = GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(2))
        #expect(grid.columnCount == 1)
        #expect(grid.cells.map(\.gridCell) == [gridRect(0, 0, 320, 128), gridRect(0, 128, 320, 128)])
    }
}
