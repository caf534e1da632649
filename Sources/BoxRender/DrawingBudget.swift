import BoxCairo
import BoxModel
import BoxScene
import BoxSpec

/// Holds what drawing a laid-out tree will cost to its limits, after layout
/// and before anything is drawn, so that the message names the box and the
/// flag: shadows' blurs (`SpecLimits.blurPixels` in all, and the painter's
/// largest buffer each), and translucent and shadowed boxes' offscreen layers
/// (`SpecLimits.layerPixels`), each counted by the canvas pixels of its frame.
/// A grid view's selection glow is a shadowed layer too, counted as the scene
/// draws it (`SelectionGlow`), just before its cell, and named by the grid view.
enum DrawingBudget {
    /// Returns the most pixels one shadow's blur buffer will have (per band).
    @discardableResult
    static func check(
        _ tree: BoxTree, frames: [Rect], hidden: [Bool], canvas: Size, scale: Int, file: String, limits: SpecLimits
    ) throws(BoxRenderError) -> Int {
        var largestBuffer = 0
        let largestAllowed = ShadowCost.largestBufferAllowed(canvas: canvas, scale: scale)
        let glows = GridViewDecorations.glows(in: tree, frames: frames)
        let nesting = layerNesting(tree, hidden: hidden, glows: glows)
        var blurred = 0
        var layered = 0

        func addLayers(_ count: Int, over frame: Rect, of caster: Caster) throws(BoxRenderError) {
            layered = saturatingSum(layered, count * visiblePixels(frame, canvas: canvas, scale: scale))
            guard layered <= limits.layerPixels else {
                throw .input(
                    file: file, path: caster.path,
                    "with this \(caster.name) the picture's translucent and shadowed layers come to more than "
                        + "\(limits.layerPixels) pixels \(LimitHint.raise("max-layer-pixels"))")
            }
        }

        func addBlur(of shadow: Shadow, castBy frame: Rect, _ caster: Caster) throws(BoxRenderError) {
            let cost = ShadowCost.blurPixels(
                of: shadow, castBy: frame, canvas: canvas, scale: scale, layerNesting: nesting)
            let path = caster.shadowPath
            guard cost.widestBuffer <= CairoRenderer.maximumPixelWidth else {
                throw .input(
                    file: file, path: path,
                    "the \(caster.shadow)'s blur would be \(cost.widestBuffer) pixels wide, more than the "
                        + "\(CairoRenderer.maximumPixelWidth) Cairo can draw; make \(caster.radius) smaller")
            }
            guard cost.largestBuffer <= largestAllowed else {
                throw .input(
                    file: file, path: path,
                    "the \(caster.shadow)'s blur would need \(cost.largestBuffer) pixels at once, more than the "
                        + "\(largestAllowed) one blur may have (the canvas's pixels and 4 Mi more, at most 8 Mi); "
                        + "make \(caster.radius) smaller"
                )
            }
            largestBuffer = max(largestBuffer, cost.largestBuffer)
            blurred = saturatingSum(blurred, cost.total)
            guard blurred <= limits.blurPixels else {
                throw .input(
                    file: file, path: path,
                    "with this \(caster.shadow) the picture's blurs come to more than \(limits.blurPixels) pixels "
                        + LimitHint.raise("max-blur-pixels"))
            }
        }

        for (index, node) in tree.nodes.enumerated() where hidden.isEmpty || !hidden[index] {
            if let glow = glows[index] {
                let caster = Caster.glow(of: tree.nodes[glow.gridView].path)
                try addLayers(1, over: glow.rect, of: caster)
                try addBlur(of: glow.shadow, castBy: glow.rect, caster)
            }
            let (faded, shadowed) = SceneBuilder.layers(node.style)
            guard faded || shadowed else { continue }
            let caster = Caster.box(node.path)
            try addLayers((faded ? 1 : 0) + (shadowed ? 1 : 0), over: frames[index], of: caster)
            guard shadowed, let shadow = node.style.shadow else { continue }
            try addBlur(of: shadow, castBy: frames[index], caster)
        }
        return largestBuffer
    }

    /// What casts a shadow, as the messages name it.
    private struct Caster {
        /// The node's path: the box's, or the glow's grid view's.
        let path: String
        /// Where the shadow is set.
        let shadowPath: String
        /// "box" or "selection glow", for layers.
        let name: String
        /// "shadow" or "selection glow", for blurs.
        let shadow: String
        /// What to make smaller.
        let radius: String

        static func box(_ path: String) -> Caster {
            Caster(path: path, shadowPath: path + ".shadow", name: "box", shadow: "shadow", radius: "its radius")
        }

        static func glow(of gridView: String) -> Caster {
            Caster(
                path: gridView, shadowPath: gridView, name: "selection glow", shadow: "selection glow",
                radius: "selectionGlowShadowRadius")
        }
    }

    /// The most offscreen layers open at once: a box's own (one to fade it,
    /// one for its shadow) on top of its ancestors', and two more for a
    /// screenshot's frame (counting them when there is none only makes the
    /// estimate of the bands shorter, the cost higher). Parents come before
    /// their children in the tree, so one pass does it.
    private static func layerNesting(_ tree: BoxTree, hidden: [Bool], glows: [Int: SelectionGlow]) -> Int {
        var depth = [Int](repeating: 0, count: tree.count)
        var deepest = 2
        for (index, node) in tree.nodes.enumerated() {
            let (faded, shadowed) = SceneBuilder.layers(node.style)
            let parent = tree.parents[index]
            let outer = 0..<index ~= parent ? depth[parent] : 0
            depth[index] = outer + (faded ? 1 : 0) + (shadowed ? 1 : 0)
            guard hidden.isEmpty || !hidden[index] else { continue }
            deepest = max(deepest, depth[index] + 2)
            // A glow's layer is open, and closed, just before its cell's.
            if glows[index] != nil { deepest = max(deepest, outer + 1 + 2) }
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
