import BoxModel

/// A node's frame before it is laid out: the size its own layout starts from,
/// and, for boxes that stacking never moves, their final origin.
///
/// - `automatic` and `attached` boxes start at (0, 0) with their spec size;
///   their parent positions them later.
/// - `none` boxes sit at their `frame`; its size is the size their own layout
///   starts from (so a `none` container still grows to fit its children).
/// - `fixed` boxes inside a scroll view sit at y = fixedPosition.y, the
///   position MGScrollView gives them at content offset 0 (§2.7); x is never
///   touched, so it stays 0 and `fixedPosition.x` is ignored. Inside any other
///   container MGBox never moves a fixed box, so it stays where a fresh
///   `boxWithSize:` sits: (0, 0).
func initialFrame(of index: Int, nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>) -> Rect {
    // Spelled with literal zeros: `Point.zero` is a global of another module,
    // read through an accessor call on every node.
    let size = nodes[index].size
    switch nodes[index].layoutMode {
    case .automatic, .attached:
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    case .none(let frame):
        return frame
    case .fixed(let position):
        let parent = parents[index]
        let y = parent >= 0 && nodes[parent].type == .scroll ? position.y : 0
        return Rect(x: 0, y: y, width: size.width, height: size.height)
    }
}
