import BoxLayout
import BoxModel

/// One tree laid out: MGBox's layout, its scroll views' offsets, and every
/// frame in canvas coordinates after scrolling, checked to be finite.
struct LaidOutTree {
    let tree: BoxTree
    let layout: LayoutResult
    let scrollOffsets: [Int: Point]
    let frames: [Rect]

    init(_ tree: BoxTree, scale: Int, measurer: any ContentMeasuring, file: String) throws(BoxRenderError) {
        self.tree = tree
        layout = BoxLayout.layout(tree, scale: scale, measurer: measurer)
        scrollOffsets = BoxLayout.scrollOffsets(tree, layout)
        frames = absoluteFrames(tree, layout, scrollOffsets: scrollOffsets)
        if let overflowing = frames.firstIndex(where: {
            !($0.x.isFinite && $0.y.isFinite && $0.maxX.isFinite && $0.maxY.isFinite)
        }) {
            throw .input(
                file: file, path: tree[overflowing].path, "the layout overflows: sizes, margins or padding too large")
        }
    }
}
