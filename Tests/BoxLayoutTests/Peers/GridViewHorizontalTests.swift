import BoxLayout
import BoxModel
import Testing

/// The horizontal direction (peer §1.3).
@Suite struct GridViewHorizontalTests {
    private let horizontal = GridViewParameters(layoutDirection: .horizontal)

    /// H 400: rows = ⌊400 ÷ 128⌋ = 3; 10 items → columns ⌈10 ÷ 3⌉ = 4. Items still
    /// fill row by row: row 0 holds 0–3, row 1 holds 4–7, row 2 holds 8–9.
    @Test func tenItemsInThreeRowsFillRowByRow() throws {
        let grid = GridViewFixture.layOut(
            width: 500, height: 400, parameters: horizontal, cells: GridViewFixture.cells(10))
        #expect(grid.columnCount == 4)
        #expect(grid.rowCount == 3)
        // exactly the minimum: no expansion, although 500 is not a multiple of 96
        #expect(grid.gridCellSize == Size(width: 96, height: 128))
        #expect(grid.cells.map(\.row) == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2])
        #expect(grid.cells.map(\.column) == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1])
        #expect(grid.cells[3].gridCell == gridRect(288, 0, 96, 128))
        #expect(grid.cells[4].gridCell == gridRect(0, 128, 96, 128))
        #expect(grid.cells[9].gridCell == gridRect(96, 256, 96, 128))
        // width ⌈96 × 4⌉ = 384; height ⌈3 × 128⌉ = 384, raised to H 400
        #expect(grid.contentSize == Size(width: 384, height: 400))
    }

    /// H includes the header: still ⌊400 ÷ 128⌋ = 3 rows, moved down by 100.
    @Test func headerDoesNotReduceTheRowCount() throws {
        let grid = GridViewFixture.layOut(
            width: 500, height: 400, parameters: horizontal, header: 100, cells: GridViewFixture.cells(10))
        #expect(grid.columnCount == 4)
        #expect(grid.cells[4].gridCell == gridRect(0, 228, 96, 128))
        // 384 + 100 = 484, already above H
        #expect(grid.contentSize.height == 484)
    }

    /// Content width is ⌈cell width × columns⌉ + insets: 7 items, 3 rows →
    /// 3 columns; ⌈100.5 × 3⌉ = ⌈301.5⌉ = 302, + 10 + 20. Columns start at the left inset.
    @Test func contentWidthRoundsUpAndAddsInsets() throws {
        let parameters = GridViewParameters(
            cellSize: Size(width: 100.5, height: 128), leftContentInset: 10, rightContentInset: 20,
            layoutDirection: .horizontal)
        let grid = GridViewFixture.layOut(
            width: 200, height: 400, parameters: parameters, cells: GridViewFixture.cells(7))
        #expect(grid.columnCount == 3)
        #expect(grid.cells[1].gridCell == gridRect(110.5, 0, 100.5, 128))
        #expect(grid.cells[6].gridCell == gridRect(10, 256, 100.5, 128))
        #expect(grid.contentSize.width == 332)
    }

    /// A cell taller than H: rows = ⌊100 ÷ 128⌋ = 0 → 1 (the original divides by
    /// zero), so all items share one row.
    @Test func cellTallerThanTheViewGivesOneRow() throws {
        let grid = GridViewFixture.layOut(
            width: 200, height: 100, parameters: horizontal, cells: GridViewFixture.cells(3))
        #expect(grid.columnCount == 3)
        #expect(grid.rowCount == 1)
        #expect(grid.cells[2].gridCell == gridRect(192, 0, 96, 128))
    }

    /// No items: ⌈0 ÷ rows⌉ = 0 columns, clamped to 1; no rows used.
    @Test func noItemsKeepsOneColumn() throws {
        let grid = GridViewFixture.layOut(width: 200, height: 400, parameters: horizontal, cells: [])
        #expect(grid.columnCount == 1)
        #expect(grid.rowCount == 0)
        #expect(grid.contentSize == Size(width: 96, height: 400))
    }
}
