import BoxModel

/// Lays out a whole tree. (Stub: the real engine replaces this file.)
public func layout(_ tree: BoxTree, scale: Int) -> LayoutResult {
    let frames = tree.nodes.map { Rect(origin: .zero, size: $0.size) }
    return LayoutResult(frames: frames, contentSizes: frames.map(\.size))
}
