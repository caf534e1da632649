import BoxCairo
import BoxLayout
import BoxModel
import BoxScene
import BoxSpec
import BoxText

/// A tree with its final frames on a canvas, made into a `Rendering`: what
/// is drawn (culling), what drawing will cost (checked), the scene and the
/// `--frames` document. Still pictures and every moment of an animation
/// end here.
struct Picture {
    var tree: BoxTree
    /// The tree the scene is built from, when it differs (a screenshot drops the root's margins).
    var drawnTree: BoxTree?
    var frames: [Rect]
    var layout: LayoutResult
    var scrollOffsets: [Int: Point]
    var canvas: Size
    var scale: Int
    var background: Color?
    /// `canvas.direction: rtl`: `frames` and the layout's separators are
    /// mirrored already, and flipping pictures are drawn mirrored.
    var rightToLeft: Bool

    /// - Parameter rightToLeft: mirror the picture (`canvas.direction: rtl`):
    ///   every frame is reflected across the canvas (x → width − x − w), as a
    ///   right-to-left interface lays out what a left-to-right one does, its
    ///   leading side on the right. What is inside a frame is not mirrored:
    ///   text reads in its own direction, pictures keep their pixels unless
    ///   they flip for right to left, and borders, shadows and decorations
    ///   keep their sides.
    ///   - mirrorSpan: what the frames are reflected across: the canvas (its
    ///     width in whole pixels, so that mirrored edges stay on the pixel
    ///     grid), or a screenshot's root, which stays where it is.
    init(
        tree: BoxTree, frames: [Rect], layout: LayoutResult, scrollOffsets: [Int: Point], canvas: Size, scale: Int,
        background: Color?, rightToLeft: Bool = false, mirrorSpan: (start: Double, end: Double)? = nil
    ) {
        self.tree = tree
        let span = mirrorSpan ?? (0, Self.pixelWidth(canvas.width, scale: scale))
        self.frames = rightToLeft ? Self.mirrored(frames, across: span) : frames
        var layout = layout
        if rightToLeft {
            // A separator is in its node's own coordinates: reflected across the node.
            for index in layout.separators.indices {
                let node = layout.separators[index].node
                guard node < frames.count else { continue }
                layout.separators[index].rect = layout.separators[index].rect.mirrored(across: 0, frames[node].width)
            }
        }
        self.layout = layout
        self.scrollOffsets = scrollOffsets
        self.canvas = canvas
        self.scale = scale
        self.background = background
        self.rightToLeft = rightToLeft
    }

    /// `frames` reflected across the span from `start` to `end`.
    static func mirrored(_ frames: [Rect], across span: (start: Double, end: Double)) -> [Rect] {
        frames.map { $0.mirrored(across: span.start, span.end) }
    }

    /// A canvas `width` points wide as its picture's whole pixels cover it.
    static func pixelWidth(_ width: Double, scale: Int) -> Double {
        (width * Double(scale)).rounded(.up) / Double(scale)
    }

    /// - Parameters:
    ///   - warnings: finds the picture's warnings, given what is drawn.
    ///   - adjust: a last change to the scene (a screenshot's frame).
    func rendering(
        file: String, limits: SpecLimits, imageNodes: [String: String],
        pictures: DecodedPictures = DecodedPictures(), labels: LaidOutLabels = LaidOutLabels(),
        warnings: (DrawnNodes) -> [RenderWarning] = { _ in [] }, adjust: (inout Scene) -> Void = { _ in }
    ) throws(BoxRenderError) -> Rendering {
        let drawn = DrawnNodes(tree: tree, layout: layout, frames: frames)
        let hidden = drawn.skipped
        let largestBlur = try DrawingBudget.check(
            tree, frames: frames, hidden: hidden, canvas: canvas, scale: scale, file: file, limits: limits)
        var scene = SceneBuilder(rightToLeft: rightToLeft).scene(
            for: drawnTree ?? tree, frames: frames, canvas: canvas, scale: scale, background: background,
            hidden: hidden, separators: layout.separators)
        adjust(&scene)
        return Rendering(
            file: file,
            scene: scene,
            layout: layout,
            framesSource: .init(
                tree: tree, frames: frames, drawn: drawn, scrollOffsets: scrollOffsets, canvas: canvas, scale: scale),
            imageNodes: imageNodes,
            drawingThreads: CairoRenderer.threads(forBlurBuffer: largestBlur),
            pictureReads: limits.pictureReads,
            pictures: pictures,
            labels: labels,
            warnings: warnings(drawn)
        )
    }
}
