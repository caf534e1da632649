import BoxLayout
import BoxModel
import Testing

/// Bad and degenerate input: non-finite numbers are refused, everything else is clamped.
@Suite struct GridViewInputTests {
    private func input(
        width: Double = 320, parameters: GridViewParameters = GridViewParameters(), header: Double? = nil,
        cells: [Size] = []
    ) -> GridViewInput {
        GridViewInput(
            bounds: Size(width: width, height: 0), parameters: parameters, headerHeight: header, cellSizes: cells)
    }

    @Test func validateRefusesNaNWidth() {
        #expect(throws: GridViewLayoutError.nonFinite(field: "width")) {
            try input(width: .nan).validate()
        }
    }

    @Test func validateNamesAnInfiniteCellSize() {
        let cells = [Size(width: 10, height: 10), Size(width: 10, height: 10), Size(width: 10, height: .infinity)]
        #expect(throws: GridViewLayoutError.nonFinite(field: "cellSizes[2].height")) {
            try input(cells: cells).validate()
        }
    }

    @Test func validateNamesNonFiniteParameters() {
        #expect(throws: GridViewLayoutError.nonFinite(field: "headerHeight")) {
            try input(header: .nan).validate()
        }
        let adjustment = GridViewCellFrameAdjustment(dx: -.infinity)
        #expect(throws: GridViewLayoutError.nonFinite(field: "cellFrameAdjustment.dx")) {
            try input(parameters: GridViewParameters(cellFrameAdjustment: adjustment)).validate()
        }
        #expect(throws: GridViewLayoutError.nonFinite(field: "cellSize.width")) {
            try input(parameters: GridViewParameters(cellSize: Size(width: .nan, height: 1))).validate()
        }
    }

    @Test func validateAcceptsFiniteInput() throws {
        try input(width: -5, header: -1, cells: [Size(width: -1, height: 1e300)]).validate()
    }

    /// The layout itself never fails: NaN and infinity count as 0. An infinite
    /// cell height → 0, centred at ⌊128 ÷ 2⌋ = 64; a NaN header → height 0.
    @Test func layoutCountsNonFiniteNumbersAsZero() {
        let grid = GridViewLayout.layOut(
            input(header: .nan, cells: [Size(width: 80, height: .infinity), Size(width: .nan, height: 100)]))
        #expect(grid.headerFrame == gridRect(0, 0, 320, 0))
        #expect(grid.cells[0].frame == gridRect(13, 64, 80, 0))
        #expect(grid.cells[1].frame == gridRect(159, 14, 0, 100))
        let nanWidth = GridViewLayout.layOut(input(width: .nan, cells: GridViewFixture.cells(2)))
        #expect(nanWidth.columnCount == 1)
        #expect(nanWidth.gridCellSize.width == 0)
    }

    @Test func errorMessageNamesTheField() {
        #expect(
            GridViewLayoutError.nonFinite(field: "cellSizes[2].height").description
                == "gridView: `cellSizes[2].height` must be a finite number")
    }

    /// W 10³⁰⁰ is capped at 10¹²; m = ⌊10¹² ÷ 96⌋ ≈ 10¹⁰ is capped at 2³⁰ so no
    /// count can overflow, and the cells still tile the width (cell width
    /// ⌊10¹² ÷ 2³⁰⌋ = 931). Every frame stays finite.
    @Test func hugeWidthCapsTheColumnCount() {
        let grid = GridViewFixture.layOut(width: 1e300, height: 1e300, cells: GridViewFixture.cells(3))
        #expect(grid.columnCount == 1 << 30)
        #expect(grid.gridCellSize.width == 931)
        #expect(grid.cells[1].gridCell.x == 931)
        #expect(grid.rowCount == 1)
        #expect(grid.contentSize == Size(width: 931 * Double(1 << 30), height: 1e12))
        #expect(grid.backgroundFrame.height.isFinite)
    }

    /// A vanishingly small cell height: the background's row count would overflow; it is just tall enough instead.
    @Test func tinyCellHeightKeepsTheBackgroundFinite() {
        let parameters = GridViewParameters(cellSize: Size(width: 96, height: 1e-300))
        let grid = GridViewFixture.layOut(
            width: 320, height: 1e12, parameters: parameters, cells: GridViewFixture.cells(1))
        #expect(grid.backgroundFrame.height == 1e12)
    }

    /// A minimum width below 1 point counts as 1 (the original divides by ⌊0.5⌋ = 0): 10 columns of 1 in 10 points.
    @Test func minimumWidthBelowOneCountsAsOne() throws {
        let parameters = GridViewParameters(cellSize: Size(width: 0.5, height: 10))
        let grid = GridViewFixture.layOut(width: 10, parameters: parameters, cells: GridViewFixture.cells(11, 1, 1))
        #expect(grid.columnCount == 10)
        #expect(grid.gridCellSize == Size(width: 1, height: 10))
        #expect(grid.cells[10].gridCell == gridRect(0, 10, 1, 10))
    }

    /// Insets wider than the view: w = ⌊100 − 160⌋ → 0, one column of width 0; content 0 + 80 + 80.
    @Test func insetsWiderThanTheViewGiveAZeroWidthColumn() throws {
        let parameters = GridViewParameters(leftContentInset: 80, rightContentInset: 80)
        let grid = GridViewFixture.layOut(width: 100, parameters: parameters, cells: GridViewFixture.cells(2))
        #expect(grid.columnCount == 1)
        #expect(grid.gridCellSize.width == 0)
        #expect(grid.cells[1].frame == gridRect(80, 128, 0, 128))
        #expect(grid.contentSize.width == 160)
    }

    /// A negative or zero width lays out as 0; the literal formula's 0 ÷ 0 counts as one column.
    @Test(arguments: [false, true])
    func zeroAndNegativeWidths(literal: Bool) throws {
        let parameters = GridViewParameters(usesLiteralColumnFormula: literal)
        for width in [0.0, -50] {
            let grid = GridViewFixture.layOut(width: width, parameters: parameters, cells: GridViewFixture.cells(2))
            #expect(grid.columnCount == 1)
            #expect(grid.cells[1].gridCell == gridRect(0, 128, 0, 128))
            #expect(grid.headerFrame == nil)
            #expect(grid.backgroundFrame.width == 0)
        }
    }

    /// Negative header and footer heights count as 0.
    @Test func negativeHeaderAndFooterCountAsZero() throws {
        let grid = GridViewFixture.layOut(
            width: 320, height: 100, header: -20, footer: -5, cells: GridViewFixture.cells(1))
        #expect(grid.headerFrame == gridRect(0, 0, 320, 0))
        #expect(grid.cells[0].gridCell.y == 0)
        // 128 → at least 100; footer 0: 128 < 100 + 0 is false, kept
        #expect(grid.contentSize.height == 128)
        #expect(grid.footerFrame == gridRect(0, 128, 320, 0))
    }
}
