import BoxLayout
import BoxModel
import Testing

/// The grid cell size and column count, vertical direction (peer §1.2).
@Suite struct GridViewCellSizeTests {
    /// The reference's table: default 96 × 128, no insets. w = W, m = ⌊W ÷ 96⌋,
    /// cell width ⌊W ÷ m⌋, spare = W − m × cell width, left on the right.
    @Test(arguments: [
        (320.0, 3, 106.0, 2.0),  // 320 ÷ 96 = 3.33 → 3; 320 ÷ 3 = 106.67 → 106; 320 − 318 = 2
        (768.0, 8, 96.0, 0.0),  // 768 ÷ 96 = 8; 768 ÷ 8 = 96; 0
        (1024.0, 10, 102.0, 4.0),  // 1024 ÷ 96 = 10.67 → 10; 102.4 → 102; 1024 − 1020 = 4
    ])
    func workedValues(width: Double, columns: Int, cellWidth: Double, spare: Double) throws {
        let grid = GridViewFixture.layOut(width: width, cells: GridViewFixture.cells(columns + 1))
        #expect(grid.columnCount == columns)
        #expect(grid.gridCellSize == Size(width: cellWidth, height: 128))
        // the last column ends `spare` points short of W; the next item wraps to row 1, column 0
        let lastColumn = try #require(grid.cells.dropLast().last)
        #expect(lastColumn.gridCell == gridRect(Double(columns - 1) * cellWidth, 0, cellWidth, 128))
        #expect(width - lastColumn.gridCell.maxX == spare)
        #expect(grid.cells[columns].gridCell == gridRect(0, 128, cellWidth, 128))
        #expect(grid.contentSize.width == width - spare)
    }

    /// SpringBoard demo: W 1024, insets 2 and 2, minimum 192 × 192 → w = 1020,
    /// m = ⌊1020 ÷ 192⌋ = 5, cell width 1020 ÷ 5 = 204; columns start at x = 2.
    @Test func springBoardDemoHasFiveColumnsOf204() throws {
        let parameters = GridViewParameters(
            cellSize: Size(width: 192, height: 192), leftContentInset: 2, rightContentInset: 2)
        let grid = GridViewFixture.layOut(width: 1024, parameters: parameters, cells: GridViewFixture.cells(6))
        #expect(grid.columnCount == 5)
        #expect(grid.gridCellSize == Size(width: 204, height: 192))
        #expect(grid.cells.map(\.gridCell.x) == [2, 206, 410, 614, 818, 2])
        #expect(grid.cells[5].gridCell == gridRect(2, 192, 204, 192))
        // ⌈204 × 5⌉ + 2 + 2
        #expect(grid.contentSize.width == 1024)
    }

    /// The original's literal column formula, ⌊1024 ÷ 204⌋ = 5, agrees here: the insets are small.
    @Test func springBoardDemoLiteralFormulaAgrees() throws {
        let parameters = GridViewParameters(
            cellSize: Size(width: 192, height: 192), leftContentInset: 2, rightContentInset: 2,
            usesLiteralColumnFormula: true)
        let grid = GridViewFixture.layOut(width: 1024, parameters: parameters, cells: GridViewFixture.cells(6))
        #expect(grid.columnCount == 5)
    }

    /// Only the width is expanded; the height is neither expanded nor floored.
    @Test func heightIsKeptAsGiven() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 96, height: 130.5))
        let grid = GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(4))
        #expect(grid.gridCellSize == Size(width: 106, height: 130.5))
        #expect(grid.cells[3].gridCell == gridRect(0, 130.5, 106, 130.5))
    }

    /// w = ⌊320.7⌋ = 320 and dw = ⌊96.9⌋ = 96, so the result is 320's: 3 columns of 106.
    @Test func widthAndMinimumWidthAreFloored() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 96.9, height: 128))
        let grid = GridViewFixture.layOut(width: 320.7, parameters: parameters, cells: [])
        #expect(grid.columnCount == 3)
        #expect(grid.gridCellSize.width == 106)
    }

    /// W 400, insets 50 and 50: w = 300, m = 3, cell width 100. Columns = m = 3
    /// by default; the fourth item wraps to (50, 128).
    @Test func largeInsetsKeepTheIntendedColumnCount() throws {
        let parameters = GridViewParameters(leftContentInset: 50, rightContentInset: 50)
        let grid = GridViewFixture.layOut(width: 400, parameters: parameters, cells: GridViewFixture.cells(4))
        #expect(grid.columnCount == 3)
        #expect(grid.gridCellSize.width == 100)
        #expect(
            grid.cells.map(\.gridCell.origin) == [
                Point(x: 50, y: 0), Point(x: 150, y: 0), Point(x: 250, y: 0), Point(x: 50, y: 128),
            ])
        // ⌈100 × 3⌉ + 50 + 50
        #expect(grid.contentSize.width == 400)
    }

    /// The same with the compatibility flag: ⌊400 ÷ 100⌋ = 4 columns, the fourth
    /// at x = 3 × 100 + 50 = 350, past the right inset; content ⌈100 × 4⌉ + 100 = 500.
    @Test func literalColumnFormulaGetsOneColumnTooMany() throws {
        let parameters = GridViewParameters(
            leftContentInset: 50, rightContentInset: 50, usesLiteralColumnFormula: true)
        let grid = GridViewFixture.layOut(width: 400, parameters: parameters, cells: GridViewFixture.cells(4))
        #expect(grid.columnCount == 4)
        #expect(grid.cells[3].gridCell == gridRect(350, 0, 100, 128))
        #expect(grid.contentSize.width == 500)
    }

    /// A minimum width above w: the original's m = 0 shows nothing; here m = 1
    /// and the single column is the whole layout width, ⌊320 ÷ 1⌋.
    @Test func minimumWiderThanTheViewGivesOneColumn() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 400, height: 100))
        let grid = GridViewFixture.layOut(
            width: 320, parameters: parameters, cells: GridViewFixture.cells(2, 350, 50))
        #expect(grid.columnCount == 1)
        #expect(grid.gridCellSize == Size(width: 320, height: 100))
        // cells clamp to 320 wide, centred vertically: ⌊(100 − 50) ÷ 2⌋ = 25
        #expect(grid.cells.map(\.frame) == [gridRect(0, 25, 320, 50), gridRect(0, 125, 320, 50)])
    }
}
