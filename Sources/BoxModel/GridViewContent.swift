/// What a `gridView` node holds beyond a box's properties: AQGridView's
/// parameters, and which of its children plays which part. The parts are
/// children like any other (so they nest freely and appear in `--frames`);
/// this says which is which, as `LineContent` does for a line's sides.
public struct GridViewContent: Equatable, Sendable {
    public var parameters: GridViewParameters
    /// The items, in item order (AQGridView's index i): indices into `BoxTree.nodes`.
    public var cells: [Int]
    /// `gridHeaderView`: W wide at the top of the content; only its height counts.
    public var header: Int?
    /// `gridFooterView`: W wide at the bottom of the content; only its height counts.
    public var footer: Int?
    /// `backgroundView`: under everything, W wide, a whole number of rows tall.
    public var backgroundView: Int?

    public init(
        parameters: GridViewParameters = GridViewParameters(), cells: [Int] = [], header: Int? = nil,
        footer: Int? = nil, backgroundView: Int? = nil
    ) {
        self.parameters = parameters
        self.cells = cells
        self.header = header
        self.footer = footer
        self.backgroundView = backgroundView
    }
}
