import BoxLayout
import BoxModel
import Testing

/// `gridView` specs laid out end to end: every worked example of peer §1 as
/// the frames the cells get, relative to the grid view.
struct GridViewSpecLayoutTests {
    /// Peer §1.2's table with the default 96 × 128: (W, columns, cell width).
    @Test(arguments: [(320.0, 3, 106.0), (768, 8, 96), (1024, 10, 102)])
    func theMinimumWidthIsExpandedToDivideTheWidth(width: Double, columns: Int, cellWidth: Double) throws {
        // Stretched cells show their grid cells; one more cell than columns starts the second row.
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [\#(width), 480], "resizesCellWidthToFit": true,
                 "cells": \#(cellsJSON(columns + 1, 10, 10))}
                """#)
        let cells = spec.frames("cells", count: columns + 1)
        #expect(cells[0] == rect(0, 0, cellWidth, 128))
        #expect(cells[columns - 1] == rect(Double(columns - 1) * cellWidth, 0, cellWidth, 128))
        #expect(cells[columns] == rect(0, 128, cellWidth, 128))
        // The spare width stays out of the content: ⌈cell width × columns⌉ wide, at least H tall.
        #expect(spec.contentSize("root") == Size(width: cellWidth * Double(columns), height: 480))
        #expect(spec.frame("root") == rect(0, 0, width, 480))
    }

    @Test func springBoardHasFiveColumnsOf204BetweenItsInsets() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [1024, 768], "leftContentInset": 2, "rightContentInset": 2,
                 "cellSize": [192, 192], "cells": \#(cellsJSON(6, 192, 192))}
                """#)
        // w = 1020, 5 columns of 204 × 192 from x = 2; each 192-point icon centred 6 points in.
        #expect(
            spec.frames("cells", count: 6) == [
                rect(8, 0, 192, 192), rect(212, 0, 192, 192), rect(416, 0, 192, 192), rect(620, 0, 192, 192),
                rect(824, 0, 192, 192), rect(8, 192, 192, 192),
            ])
        #expect(spec.contentSize("root") == Size(width: 1024, height: 768))
    }

    @Test func cellsAreCentredWithTheOddPointRightAndDown() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "cells": [
                  {"size": [80, 100]}, {"size": [81, 101]}, {"size": [200, 50]}, {"size": [106, 128]}]}
                """#)
        // Grid cells of 106 × 128. 81 × 101: offsets ⌊12.5⌋ and ⌊13.5⌋. 200 wide: clamped to 106.
        #expect(
            spec.frames("cells", count: 4) == [
                rect(13, 14, 80, 100), rect(118, 13, 81, 101), rect(212, 39, 106, 50), rect(0, 128, 106, 128),
            ])
    }

    @Test func theReferencesPlacementExample() throws {
        // Peer §1.5: an 80 × 100 cell in column 1 of 102 × 128 grid cells (W = 1024), no header.
        let spec = try LaidOutSpec(
            root: #"{"type": "gridView", "size": [1024, 768], "cells": \#(cellsJSON(2, 80, 100))}"#)
        #expect(spec.frame("root.cells[1]") == rect(113, 14, 80, 100))
    }

    @Test func theHeaderIsOnTopAndTheFooterAtTheBottomOfTheContent() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 400], "header": {"size": [0, 44]}, "footer": {"size": [50, 30]},
                 "backgroundView": {}, "cells": \#(cellsJSON(4, 96, 128))}
                """#)
        // Header and footer W wide, whatever their own width; the rows start below the header.
        #expect(spec.frame("root.header") == rect(0, 0, 320, 44))
        #expect(
            spec.frames("cells", count: 4) == [
                rect(5, 44, 96, 128), rect(111, 44, 96, 128), rect(217, 44, 96, 128), rect(5, 172, 96, 128),
            ])
        // 256 + 44 + 30 = 330, raised to H = 400; below H + 2 × 30 it becomes H + 30, the footer at its bottom.
        #expect(spec.contentSize("root") == Size(width: 318, height: 430))
        #expect(spec.frame("root.footer") == rect(0, 400, 320, 30))
        // From the header down, whole rows: 2 rows (4 div 3 + 1), raised to 384 ≥ 430 − 44 − 30.
        #expect(spec.frame("root.backgroundView") == rect(0, 44, 320, 384))
    }

    @Test func theFooterCanFollowTheLastRow() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 400], "footerPlacement": "afterLastRow",
                 "backgroundViewExtendsUp": true, "header": {"size": [0, 44]}, "footer": {"size": [0, 30]},
                 "backgroundView": {}, "cells": \#(cellsJSON(4, 96, 128))}
                """#)
        #expect(spec.frame("root.footer") == rect(0, 300, 320, 30))
        #expect(spec.contentSize("root") == Size(width: 318, height: 400))
        // 500 points higher, as tall as without: 256 raised row by row to 384 ≥ 400 − 44 − 30.
        #expect(spec.frame("root.backgroundView") == rect(0, -456, 320, 384))
    }

    @Test func withoutGrowingToTheBoundsTheContentIsJustTheRows() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 400], "contentSizeGrowsToFillBounds": false,
                 "cells": \#(cellsJSON(4, 96, 128))}
                """#)
        #expect(spec.contentSize("root") == Size(width: 318, height: 256))
    }

    @Test func horizontallyRowsFitTheHeightAndItemsStillGoRowByRow() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [300, 400], "layoutDirection": "horizontal", "cellSize": [100, 120],
                 "cells": \#(cellsJSON(10, 100, 120))}
                """#)
        // ⌊400 ÷ 120⌋ = 3 rows, ⌈10 ÷ 3⌉ = 4 columns, the cell size exactly the minimum.
        let cells = spec.frames("cells", count: 10)
        #expect(cells[3] == rect(300, 0, 100, 120))
        #expect(cells[4] == rect(0, 120, 100, 120))
        #expect(cells[5] == rect(100, 120, 100, 120))
        #expect(cells[9] == rect(100, 240, 100, 120))
        // The columns widen the content past the 300-point viewport.
        #expect(spec.contentSize("root") == Size(width: 400, height: 400))
        #expect(spec.frame("root") == rect(0, 0, 300, 400))
    }

    @Test func theAdjustmentIsAddedAfterCentring() throws {
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "cellFrameAdjustment": [1, 2, -10, -20],
                 "cells": \#(cellsJSON(1, 96, 128))}
                """#)
        #expect(spec.frame("root.cells[0]") == rect(6, 2, 86, 108))
    }

    @Test func insetsChangeTheColumnsAndShiftThem() throws {
        // w = 320 − 40 − 10 = 270: 2 columns of 135, from x = 40.
        let spec = try LaidOutSpec(
            root: #"""
                {"type": "gridView", "size": [320, 480], "leftContentInset": 40, "rightContentInset": 10,
                 "resizesCellWidthToFit": true, "cells": \#(cellsJSON(3, 1, 1))}
                """#)
        #expect(
            spec.frames("cells", count: 3) == [rect(40, 0, 135, 128), rect(175, 0, 135, 128), rect(40, 128, 135, 128)])
        #expect(spec.contentSize("root") == Size(width: 320, height: 480))
    }
}
