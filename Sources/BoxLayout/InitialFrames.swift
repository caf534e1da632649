import BoxModel

/// Every node's frame before any container is laid out: the size it starts
/// from, and, for boxes that stacking never moves, their final origin.
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
func initialFrames(_ tree: BoxTree) -> [Rect] {
    var frames = [Rect](repeating: .zero, count: tree.count)
    for index in 0..<tree.count {
        switch tree.nodes[index].layoutMode {
        case .automatic, .attached:
            frames[index].size = tree.nodes[index].size
        case .none(let frame):
            frames[index] = frame
        case .fixed(let position):
            frames[index].size = tree.nodes[index].size
            let parent = tree.parents[index]
            if parent >= 0, tree.nodes[parent].type == .scroll {
                frames[index].y = position.y
            }
        }
    }
    return frames
}
