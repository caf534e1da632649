import BoxLayout
import BoxModel

/// Short spellings for the AQGridView tests.
enum GridViewFixture {
    /// `count` cells of the same own size.
    static func cells(_ count: Int, _ width: Double = 96, _ height: Double = 128) -> [Size] {
        Array(repeating: Size(width: width, height: height), count: count)
    }

    /// Lays out a grid view of `width` × `height`.
    static func layOut(
        width: Double, height: Double = 0, parameters: GridViewParameters = GridViewParameters(),
        header: Double? = nil, footer: Double? = nil, cells: [Size]
    ) -> GridViewLayout {
        GridViewLayout.layOut(
            GridViewInput(
                bounds: Size(width: width, height: height), parameters: parameters, headerHeight: header,
                footerHeight: footer, cellSizes: cells))
    }
}

/// `Rect(x:y:width:height:)`, shorter, for the grid-layout tests.
func gridRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
