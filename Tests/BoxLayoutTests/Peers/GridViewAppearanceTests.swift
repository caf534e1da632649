import BoxLayout
import BoxModel
import Testing

/// Separators, selection and paint order (peer §1.8, §1.9, §1.10).
@Suite struct GridViewAppearanceTests {
    /// The demo's "filled" style: `singleLine` with `resizesCellWidthToFit`; W 320, 4 items in 3 columns.
    private func filledGrid(
        _ parameters: GridViewParameters = GridViewParameters(
            resizesCellWidthToFit: true, separatorStyle: .singleLine)
    ) -> GridViewLayout {
        GridViewFixture.layOut(width: 320, parameters: parameters, cells: GridViewFixture.cells(4))
    }

    /// Every cell has a bottom strip (the last row too); every cell but the last
    /// column has a right strip; each strip is 1 point inside the 106 × 128 cell.
    @Test func singleLineSeparatorsSitInsideTheCell() throws {
        let grid = filledGrid()
        let bottom = gridRect(0, 127, 106, 1)
        let right = gridRect(105, 0, 1, 128)
        #expect(grid.cells[0].separators == GridViewCellSeparators(bottom: bottom, right: right))
        #expect(grid.cells[1].separators == GridViewCellSeparators(bottom: bottom, right: right))
        #expect(grid.cells[2].separators == GridViewCellSeparators(bottom: bottom, right: nil))
        // item 3 is the last item and in the last row, but in column 0
        #expect(grid.cells[3].separators == GridViewCellSeparators(bottom: bottom, right: right))
    }

    /// The content view is 1 point shorter on each edge with a separator.
    @Test func contentIsShortenedBySeparators() throws {
        let grid = filledGrid()
        #expect(grid.cells[0].contentFrame == gridRect(0, 0, 105, 127))
        #expect(grid.cells[2].contentFrame == gridRect(0, 0, 106, 127))
    }

    /// Separators follow the cell's own frame, not the grid cell: 80 × 100 → (0, 99, 80, 1) and (79, 0, 1, 100).
    @Test func separatorsFollowTheCellFrame() throws {
        let grid = GridViewFixture.layOut(
            width: 320, parameters: GridViewParameters(separatorStyle: .singleLine),
            cells: GridViewFixture.cells(1, 80, 100))
        #expect(grid.cells[0].separators.bottom == gridRect(0, 99, 80, 1))
        #expect(grid.cells[0].separators.right == gridRect(79, 0, 1, 100))
        #expect(grid.cells[0].contentFrame == gridRect(0, 0, 79, 99))
    }

    @Test(arguments: [GridViewSeparatorStyle.none, .emptySpace])
    func otherStylesDrawNoSeparators(style: GridViewSeparatorStyle) throws {
        let grid = filledGrid(GridViewParameters(resizesCellWidthToFit: true, separatorStyle: style))
        #expect(grid.cells.allSatisfy { $0.separators == .none })
        #expect(grid.cells[0].contentFrame == gridRect(0, 0, 106, 128))
    }

    /// Unset, the colour is what cells draw: 221/255 grey (#DDDDDD), not the grid property's white 0.85.
    @Test func separatorColourDefaultsToDDDDDD() throws {
        let grid = filledGrid()
        #expect(grid.separatorColor == Color(red: 221.0 / 255, green: 221.0 / 255, blue: 221.0 / 255))
        #expect(GridViewParameters.gridPropertyDefaultSeparatorColor == Color(white: 0.85))
    }

    @Test func givenSeparatorColourIsUsed() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let grid = filledGrid(
            GridViewParameters(resizesCellWidthToFit: true, separatorStyle: .singleLine, separatorColor: red))
        #expect(grid.separatorColor == red)
    }

    /// The default style is glow: the content view's rectangle (105 × 127 with
    /// separators), offset 0 × 0, dark grey (white 1/3), radius 12, opacity 1.
    @Test func selectedCellGlowsByDefault() throws {
        let grid = filledGrid(
            GridViewParameters(resizesCellWidthToFit: true, separatorStyle: .singleLine, selectedIndex: 1))
        let selection = try #require(grid.selection)
        #expect(selection.index == 1)
        #expect(selection.rectInCell == gridRect(0, 0, 105, 127))
        let glow = Shadow(color: Color(white: 1.0 / 3), opacity: 1, offset: Point(x: 0, y: 0), radius: 12)
        #expect(selection.appearance == .glow(glow))
    }

    @Test func glowTakesItsOwnColourAndRadius() throws {
        let custom = GridViewGlow(radius: 6, color: Color(red: 0, green: 0, blue: 1), opacity: 0.5)
        let grid = filledGrid(GridViewParameters(selectedIndex: 0, glow: custom))
        #expect(
            grid.selection?.appearance == .glow(Shadow(color: custom.color, opacity: 0.5, offset: .zero, radius: 6)))
    }

    /// Blue: the bundled image's (5, 140, 245) at the top to (1, 93, 230) at the bottom.
    @Test func blueSelectionIsAGradient() throws {
        let grid = filledGrid(GridViewParameters(selectedIndex: 2, selectionStyle: .blue))
        let gradient = GridViewSelectionGradient(
            top: Color(red: 5.0 / 255, green: 140.0 / 255, blue: 245.0 / 255),
            bottom: Color(red: 1.0 / 255, green: 93.0 / 255, blue: 230.0 / 255))
        #expect(grid.selection?.appearance == .gradient(gradient))
        #expect(grid.selection?.rectInCell == gridRect(0, 0, 96, 128))
    }

    /// The other gradients, top to bottom, as 8-bit components ÷ 255.
    @Test func everyGradientStyleHasTheReferenceColours() {
        func color(_ r: Double, _ g: Double, _ b: Double) -> Color {
            Color(red: r / 255, green: g / 255, blue: b / 255)
        }
        let expected: [GridViewSelectionStyle: GridViewSelectionGradient] = [
            .gray: GridViewSelectionGradient(top: color(206, 206, 206), bottom: color(171, 171, 171)),
            .blueGray: GridViewSelectionGradient(top: color(109, 145, 204), bottom: color(72, 117, 190)),
            .green: GridViewSelectionGradient(top: color(21, 196, 24), bottom: color(18, 164, 20)),
            .red: GridViewSelectionGradient(top: color(217, 32, 43), bottom: color(203, 45, 27)),
        ]
        for (style, gradient) in expected {
            #expect(style.gradient == gradient, "\(style)")
        }
        #expect(GridViewSelectionStyle.none.gradient == nil)
        #expect(GridViewSelectionStyle.glow.gradient == nil)
    }

    @Test(arguments: [nil, -1, 4, 100])
    func noSelectionOutOfRange(index: Int?) throws {
        let grid = filledGrid(GridViewParameters(selectedIndex: index))
        #expect(grid.selection == nil)
    }

    @Test func selectionStyleNoneDrawsNothing() throws {
        let grid = filledGrid(GridViewParameters(selectedIndex: 1, selectionStyle: .none))
        #expect(grid.selection == nil)
    }

    /// Back to front: background, cells from the highest index down (a lower index covers a higher one), header, footer.
    @Test func paintOrderPutsLowerIndicesAbove() throws {
        let grid = GridViewFixture.layOut(width: 320, header: 10, footer: 10, cells: GridViewFixture.cells(3))
        #expect(grid.paintOrder == [.background, .cell(2), .cell(1), .cell(0), .header, .footer])
    }

    @Test func paintOrderWithoutHeaderOrFooter() throws {
        let grid = GridViewFixture.layOut(width: 320, cells: GridViewFixture.cells(2))
        #expect(grid.paintOrder == [.background, .cell(1), .cell(0)])
        let footerOnly = GridViewFixture.layOut(width: 320, footer: 20, cells: [])
        #expect(footerOnly.paintOrder == [.background, .footer])
    }
}
