import BoxLayout
import BoxModel
import Testing

/// Placing each cell view in its grid cell (peer §1.4, §1.5).
@Suite struct GridViewPlacementTests {
    /// The reference's example: 80 × 100 in a 102 × 128 grid cell (W 1024) at
    /// column 1, row 0, no header: x = 102 + ⌊22 ÷ 2⌋ = 113, y = 0 + ⌊28 ÷ 2⌋ = 14.
    @Test func referenceExampleCentresAt113And14() throws {
        let grid = GridViewFixture.layOut(width: 1024, cells: GridViewFixture.cells(2, 80, 100))
        #expect(grid.cells[1].gridCell == gridRect(102, 0, 102, 128))
        #expect(grid.cells[1].frame == gridRect(113, 14, 80, 100))
    }

    /// Odd leftovers: 81 × 99 in 106 × 128 (W 320). Offsets ⌊25 ÷ 2⌋ = 12 and
    /// ⌊29 ÷ 2⌋ = 14: the odd point goes right and down. Item 4 is row 1, column 1.
    @Test func oddLeftoversGoRightAndDown() throws {
        let grid = GridViewFixture.layOut(width: 320, cells: GridViewFixture.cells(5, 81, 99))
        #expect(grid.cells[0].frame == gridRect(12, 14, 81, 99))
        #expect(grid.cells[4].row == 1)
        #expect(grid.cells[4].column == 1)
        #expect(grid.cells[4].gridCell == gridRect(106, 128, 106, 128))
        #expect(grid.cells[4].frame == gridRect(118, 142, 81, 99))
    }

    /// A fractional size keeps its fraction; only the offset is floored: ⌊(106 − 80.5) ÷ 2⌋ = ⌊12.75⌋ = 12.
    @Test func fractionalCellSizeKeepsItsFraction() throws {
        let grid = GridViewFixture.layOut(width: 320, cells: [Size(width: 80.5, height: 100.25)])
        // y: ⌊(128 − 100.25) ÷ 2⌋ = ⌊13.875⌋ = 13
        #expect(grid.cells[0].frame == gridRect(12, 13, 80.5, 100.25))
    }

    /// The header's height pushes every row down: y = row × 128 + 40, then + ⌊28 ÷ 2⌋.
    @Test func headerHeightShiftsTheRows() throws {
        let grid = GridViewFixture.layOut(width: 320, header: 40, cells: GridViewFixture.cells(4, 80, 100))
        #expect(grid.cells[0].frame == gridRect(13, 54, 80, 100))
        #expect(grid.cells[3].gridCell == gridRect(0, 168, 106, 128))
        #expect(grid.cells[3].frame == gridRect(13, 182, 80, 100))
    }

    /// A cell larger than its grid cell is clamped side by side, then centred.
    @Test func oversizedCellIsClampedToTheGridCell() throws {
        let grid = GridViewFixture.layOut(
            width: 320, cells: [Size(width: 200, height: 300), Size(width: 200, height: 50)])
        #expect(grid.cells[0].frame == gridRect(0, 0, 106, 128))
        // width 106, offset 0; height 50, offset ⌊78 ÷ 2⌋ = 39
        #expect(grid.cells[1].frame == gridRect(106, 39, 106, 50))
    }

    /// A negative own size counts as 0 and sits at the grid cell's floored centre (53, 64).
    @Test func negativeCellSizeCountsAsZero() throws {
        let grid = GridViewFixture.layOut(width: 320, cells: [Size(width: -10, height: -5)])
        #expect(grid.cells[0].frame == gridRect(53, 64, 0, 0))
    }

    /// `resizesCellWidthToFit` stretches both axes to the grid cell, and does so
    /// with the default `emptySpace` separator style too (the header comment's
    /// exception is not in the code).
    @Test func resizesCellWidthToFitStretchesBothAxes() throws {
        let parameters = GridViewParameters(resizesCellWidthToFit: true)
        #expect(parameters.separatorStyle == .emptySpace)
        let grid = GridViewFixture.layOut(
            width: 320, parameters: parameters, cells: GridViewFixture.cells(4, 50, 50))
        #expect(grid.cells.map(\.frame) == grid.cells.map(\.gridCell))
        #expect(grid.cells[3].frame == gridRect(0, 128, 106, 128))
    }

    /// The adjustment hook adds [dx, dy, dw, dh] to the centred frame, with no
    /// clamping to the grid cell: (113 + 2, 14 − 3, 80 + 10, 100 − 100).
    @Test func frameAdjustmentIsAddedAfterCentring() throws {
        let adjustment = GridViewCellFrameAdjustment(dx: 2, dy: -3, dw: 10, dh: -100)
        let grid = GridViewFixture.layOut(
            width: 1024, parameters: GridViewParameters(cellFrameAdjustment: adjustment),
            cells: GridViewFixture.cells(2, 80, 100))
        #expect(grid.cells[1].frame == gridRect(115, 11, 90, 0))
        // the grid cell itself is untouched
        #expect(grid.cells[1].gridCell == gridRect(102, 0, 102, 128))
    }

    /// The hook may move a cell outside its grid cell (x = 113 + 500); only a
    /// size that would go negative stops at 0 (80 − 200 → 0).
    @Test func frameAdjustmentIsNotClampedExceptNegativeSizes() throws {
        let adjustment = GridViewCellFrameAdjustment(dx: 500, dw: -200)
        let grid = GridViewFixture.layOut(
            width: 1024, parameters: GridViewParameters(cellFrameAdjustment: adjustment),
            cells: GridViewFixture.cells(2, 80, 100))
        #expect(grid.cells[1].frame == gridRect(613, 14, 0, 100))
    }

    /// With `resizesCellWidthToFit` the hook receives the whole grid cell: (0 + 1, 0 + 1, 106 − 2, 128 − 2).
    @Test func frameAdjustmentAppliesToStretchedCells() throws {
        let parameters = GridViewParameters(
            resizesCellWidthToFit: true, cellFrameAdjustment: GridViewCellFrameAdjustment(dx: 1, dy: 1, dw: -2, dh: -2))
        let grid = GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(1))
        #expect(grid.cells[0].frame == gridRect(1, 1, 104, 126))
    }
}
