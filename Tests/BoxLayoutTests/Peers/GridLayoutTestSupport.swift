import BoxLayout
import BoxModel

/// Short spellings for the NMGridLayoutManager tests.
enum GridLayoutFixture {
    /// `count` visible children of the same size.
    static func children(_ count: Int, _ width: Double, _ height: Double) -> [GridLayoutChild] {
        Array(repeating: GridLayoutChild(size: Size(width: width, height: height)), count: count)
    }

    static func layOut(
        width: Double, height: Double, parameters: GridLayoutParameters = GridLayoutParameters(),
        children: [GridLayoutChild]
    ) -> GridLayoutResult {
        GridLayoutManager.layOut(
            GridLayoutInput(bounds: Size(width: width, height: height), parameters: parameters, children: children))
    }

    /// Eight 100 × 200 children in 330 × 430: 3 per row (3.3), 2 per column
    /// (2.15), 6 per page; gaps 30 ÷ 4 = 7.5 and 30 ÷ 3 = 10.
    static func pagingGrid(_ parameters: GridLayoutParameters) -> GridLayoutResult {
        layOut(width: 330, height: 430, parameters: parameters, children: children(8, 100, 200))
    }
}
