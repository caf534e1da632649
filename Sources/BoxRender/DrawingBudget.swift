import BoxCairo
import BoxModel
import BoxScene
import BoxSpec

/// Holds what drawing a laid-out tree will cost to its limits, after layout
/// and before anything is drawn, so that the message names the box and the
/// flag: shadows' blurs (`SpecLimits.blurPixels` in all, and the painter's
/// largest buffer each), and translucent and shadowed boxes' offscreen layers
/// (`SpecLimits.layerPixels`), each counted by the canvas pixels of its frame.
enum DrawingBudget {
    /// Returns the most pixels one shadow's blur buffer will have (per band).
    @discardableResult
    static func check(
        _ tree: BoxTree, frames: [Rect], hidden: [Bool], canvas: Size, scale: Int, file: String, limits: SpecLimits
    ) throws(BoxRenderError) -> Int {
        var largestBuffer = 0
        let largestAllowed = ShadowCost.largestBufferAllowed(canvas: canvas, scale: scale)
        let nesting = layerNesting(tree, hidden: hidden)
        var blurred = 0
        var layered = 0
        for (index, node) in tree.nodes.enumerated() where hidden.isEmpty || !hidden[index] {
            let (faded, shadowed) = SceneBuilder.layers(node.style)
            guard faded || shadowed else { continue }
            let layers = (faded ? 1 : 0) + (shadowed ? 1 : 0)
            layered = saturatingSum(layered, layers * visiblePixels(frames[index], canvas: canvas, scale: scale))
            guard layered <= limits.layerPixels else {
                throw .input(
                    file: file, path: node.path,
                    "with this box the picture's translucent and shadowed layers come to more than "
                        + "\(limits.layerPixels) pixels \(LimitHint.raise("max-layer-pixels"))")
            }
            guard shadowed, let shadow = node.style.shadow else { continue }
            let cost = ShadowCost.blurPixels(
                of: shadow, castBy: frames[index], canvas: canvas, scale: scale, layerNesting: nesting)
            let path = node.path + ".shadow"
            guard cost.widestBuffer <= CairoRenderer.maximumPixelWidth else {
                throw .input(
                    file: file, path: path,
                    "the shadow's blur would be \(cost.widestBuffer) pixels wide, more than the "
                        + "\(CairoRenderer.maximumPixelWidth) Cairo can draw; make its radius smaller")
            }
            guard cost.largestBuffer <= largestAllowed else {
                throw .input(
                    file: file, path: path,
                    "the shadow's blur would need \(cost.largestBuffer) pixels at once, more than the "
                        + "\(largestAllowed) one blur may have (the canvas's pixels and 4 Mi more, at most 8 Mi); "
                        + "make its radius smaller"
                )
            }
            largestBuffer = max(largestBuffer, cost.largestBuffer)
            blurred = saturatingSum(blurred, cost.total)
            guard blurred <= limits.blurPixels else {
                throw .input(
                    file: file, path: path,
                    "with this shadow the picture's blurs come to more than \(limits.blurPixels) pixels "
                        + LimitHint.raise("max-blur-pixels"))
            }
        }
        return largestBuffer
    }

    /// The most offscreen layers open at once: a box's own (one to fade it,
    /// one for its shadow) on top of its ancestors', and two more for a
    /// screenshot's frame (counting them when there is none only makes the
    /// estimate of the bands shorter, the cost higher). Parents come before
    /// their children in the tree, so one pass does it.
    private static func layerNesting(_ tree: BoxTree, hidden: [Bool]) -> Int {
        var depth = [Int](repeating: 0, count: tree.count)
        var deepest = 2
        for (index, node) in tree.nodes.enumerated() {
            let (faded, shadowed) = SceneBuilder.layers(node.style)
            let parent = tree.parents[index]
            depth[index] = (0..<index ~= parent ? depth[parent] : 0) + (faded ? 1 : 0) + (shadowed ? 1 : 0)
            if hidden.isEmpty || !hidden[index] { deepest = max(deepest, depth[index] + 2) }
        }
        return deepest
    }

    /// A sum that stops at `Int.max` (a limit may be raised that far).
    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// Device pixels of `frame` on the canvas.
    private static func visiblePixels(_ frame: Rect, canvas: Size, scale: Int) -> Int {
        let width = max(0, min(frame.maxX, canvas.width) - max(frame.x, 0)) * Double(scale)
        let height = max(0, min(frame.maxY, canvas.height) - max(frame.y, 0)) * Double(scale)
        let pixels = (width.rounded(.up) * height.rounded(.up))
        return pixels.isFinite ? Int(min(pixels, Double(Int.max / 4))) : Int.max / 4
    }
}
