import BoxModel

/// The child values one key of a node holds — `boxes`, a table's
/// `middleLines`, a line's `left` — waiting to be decoded in pre-order by the
/// tree builder, with what it needs to know to decode and name them.
struct ChildGroup {
    /// The key they were written under; their paths are `parent.key[i]`.
    let key: String
    let values: [SpecValue]
    /// False when the key held one item rather than an array (`"left": "Hi"`):
    /// the item's path is then `parent.left`, with no index.
    let isArray: Bool
    let role: ChildRole

    /// The JSON path of the group's key under the parent's path, `root.left`.
    func keyPath(parentPath: String) -> String {
        JSONPath.appending(key: key, to: parentPath)
    }

    /// The JSON path of the child at `index`, given the group's `keyPath`.
    func path(of index: Int, keyPath: String) -> String {
        isArray ? JSONPath.appending(index: index, to: keyPath) : keyPath
    }
}

/// How the children of a group are decoded.
enum ChildRole {
    /// Ordinary nodes: `boxes`, or a plain table's lines.
    case box
    /// A `styledTable`'s lines, which get MGTableBoxStyled's separator and
    /// corner fix-ups by their place among all of the table's lines.
    case styledTableLine
    /// Items of one side of a line.
    case lineItem(LineItemContext)
    /// A child its grid places itself: a `gridView`'s part, a `gridLayout`'s box.
    case placed(PlacedChild)
}

/// What a line tells the items of one of its sides.
struct LineItemContext {
    let side: LineSide
    /// The side's text style with empty runs: every label of the side starts
    /// from it and only replaces what the item overrides.
    let label: LabelContent
    /// `multilineLeft` and friends: the text is multiline even without a line feed.
    let forcesMultiline: Bool
}
