import BoxLayout
import BoxModel
import Testing

/// NMGridLayoutManager on degenerate input: counts clamp instead of dividing by zero.
@Suite struct GridLayoutDegenerateTests {
    /// A 500 × 100 first child in 400 × 300: perRow = ⌊0.8⌋ = 0 → 1, perCol 3;
    /// hGap = (400 − 500) ÷ 2 = −50, so the child is centred on the view;
    /// vGap = 0. Child 3 opens page 1 at 400 − 50.
    @Test func childWiderThanTheViewGivesOneColumnCentred() throws {
        let grid = GridLayoutFixture.layOut(
            width: 400, height: 300, children: GridLayoutFixture.children(4, 500, 100))
        #expect(grid.itemsPerRow == 1)
        #expect(grid.itemsPerColumn == 3)
        #expect(grid.horizontalGap == -50)
        #expect(grid.verticalGap == 0)
        #expect(
            grid.frames.map(\.origin) == [
                Point(x: -50, y: 0), Point(x: -50, y: 100), Point(x: -50, y: 200), Point(x: 350, y: 0),
            ])
    }

    /// A zero-sized first child: 400 ÷ 0 is infinite, capped at 2³⁰ per row;
    /// 0 ÷ 0 (a zero-height view) counts as 1. Nothing traps.
    @Test func zeroSizedChildrenDoNotTrap() throws {
        let grid = GridLayoutFixture.layOut(width: 400, height: 0, children: GridLayoutFixture.children(2, 0, 0))
        #expect(grid.itemsPerRow == 1 << 30)
        #expect(grid.itemsPerColumn == 1)
        #expect(grid.horizontalGap == 400 / Double((1 << 30) + 1))
        #expect(grid.frames[1] == gridRect(grid.horizontalGap + grid.horizontalGap, 0, 0, 0))
    }

    /// Negative bounds and sizes count as 0.
    @Test func negativeLengthsCountAsZero() throws {
        let grid = GridLayoutFixture.layOut(
            width: -10, height: -10, children: GridLayoutFixture.children(1, -5, 10))
        #expect(grid.cellSize == Size(width: 0, height: 10))
        #expect(grid.itemsPerRow == 1)
        #expect(grid.itemsPerColumn == 1)
        // (0 − 10) ÷ 2 = −5 vertically
        #expect(grid.frames == [gridRect(0, -5, 0, 10)])
        #expect(grid.contentSize == .zero)
    }

    @Test func validateNamesNonFiniteNumbers() {
        #expect(throws: GridLayoutError.nonFinite(field: "height")) {
            try GridLayoutInput(bounds: Size(width: 10, height: .infinity), children: []).validate()
        }
        let children = [
            GridLayoutChild(size: Size(width: 1, height: 1)), GridLayoutChild(size: Size(width: .nan, height: 1)),
        ]
        #expect(throws: GridLayoutError.nonFinite(field: "children[1].size.width")) {
            try GridLayoutInput(bounds: Size(width: 10, height: 10), children: children).validate()
        }
        #expect(
            GridLayoutError.nonFinite(field: "height").description == "gridLayout: `height` must be a finite number")
    }

    /// The layout itself counts NaN and infinity as 0: an infinite view width
    /// → 0, so one column with gap (0 − 10) ÷ 2 = −5; height 20 → perCol 2, gap 0.
    @Test func layoutCountsNonFiniteNumbersAsZero() {
        let grid = GridLayoutFixture.layOut(
            width: .infinity, height: 20, children: GridLayoutFixture.children(1, 10, 10))
        #expect(grid.itemsPerRow == 1)
        #expect(grid.itemsPerColumn == 2)
        #expect(grid.frames == [gridRect(-5, 0, 10, 10)])
    }

    /// Many children on many pages: slot arithmetic stays in range (perPage 1, 10 000 pages).
    @Test func manyPagesStayExact() throws {
        let grid = GridLayoutFixture.layOut(
            width: 10, height: 10, parameters: GridLayoutParameters(extension: .nextFullPage),
            children: GridLayoutFixture.children(10_000, 10, 10))
        #expect(grid.frames[9_999] == gridRect(99_990, 0, 10, 10))
        #expect(grid.contentSize == Size(width: 100_000, height: 10))
    }
}
