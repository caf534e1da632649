import BoxModel
import BoxPNG
import BoxScene
import BoxText
import CCairo

/// One pass over a draw list: the Cairo calls for each command, and the stack
/// of layers that are open. The same pass draws pixels and vector documents;
/// only layers differ between the two.
///
/// On an image, each layer draws into its own offscreen surface, sized to the
/// part of its content that can matter (visible itself, or within a visible
/// shadow's reach), and starting unclipped: clips around a layer clip its
/// composite and shadow, not the content the shadow is cast from.
///
/// On a vector document, a layer is a Cairo group (none at full opacity, where
/// drawing straight onto the page composites the same), so its content stays
/// vectors. A shadow can only be pixels: the layer's content is first drawn by a
/// raster pass over the same commands onto the surface an image would have used,
/// and the shadow blurred from it is painted before the content, at the scene's
/// scale — the same pixels as in the PNG.
struct Execution {
    let resources: DrawingResources
    let plan: DrawPlan
    let scale: Double
    let canvas: PixelRect
    let commands: [DrawCommand]
    let texts: PreparedTexts
    /// The commands this pass runs: all of them, or a layer's content.
    let range: Range<Int>

    private struct OpenLayer {
        /// What the layer's content is drawn on: its own surface (raster), or the
        /// enclosing document (vector).
        let target: DrawingTarget
        let opacity: Double
        /// The shadow still to paint at the end; always `nil` for a vector layer,
        /// whose shadow is painted at its start.
        let shadow: Shadow?
        /// Canvas pixels the enclosing target could show when the layer began.
        let visible: PixelRect
        let beginIndex: Int
        /// For a vector layer: whether a Cairo group was pushed for it.
        let pushedGroup: Bool
    }

    private let root: DrawingTarget
    private var layers: [OpenLayer] = []
    private var current: DrawingTarget { layers.last?.target ?? root }

    /// Points beyond which paths are cut: the current target grown by 4 Mi
    /// pixels on every side. Nothing cut off could show, and what is left stays
    /// within Cairo's 24.8 fixed-point device coordinates (±8 Mi) however far
    /// down a tall canvas the target's band or layer sits.
    private var reachableRect: Rect {
        current.pixels.expanded(by: 1 << 22).asRect.scaled(by: 1 / scale)
    }

    /// - Parameter range: the commands to run; `nil` = all. A part must be
    ///   balanced, as a layer's content is.
    init(
        resources: DrawingResources, root: DrawingTarget, plan: DrawPlan, scale: Double, canvas: PixelRect,
        commands: [DrawCommand], texts: PreparedTexts, range: Range<Int>? = nil
    ) {
        self.resources = resources
        self.root = root
        self.plan = plan
        self.scale = scale
        self.canvas = canvas
        self.commands = commands
        self.texts = texts
        self.range = range ?? commands.indices
    }

    mutating func run() throws {
        var index = range.lowerBound
        while index < range.upperBound {
            let context = current.context
            let cr = context.pointer
            // What can't reach the target (a band of a tall picture, a layer's
            // surface) is not drawn; a clip that misses it skips its inside.
            if case .pushClip = commands[index], plan.extents[index].intersection(current.pixels).isEmpty,
                let end = plan.clipEnds[index]
            {
                index = end + 1
                continue
            }
            switch commands[index] {
            case .fill(let rect, let radius, let color):
                guard !color.isClear, rect.width > 0, rect.height > 0, reaches(index) else { break }
                context.setSourceColor(color)
                context.setRoundedRectPath(rect.clamped(to: reachableRect), cornerRadius: radius)
                cairo_fill(cr)
            case .ring(let rect, let radius, let width, let color):
                guard !color.isClear, rect.width > 0, rect.height > 0, width > 0, reaches(index) else { break }
                // The hole from the ring's own rectangle, then both cut: cutting
                // first would move the hole of a ring wider than the cut margin.
                let outer = rect.clamped(to: reachableRect)
                let inner = Rect(
                    x: rect.x + width, y: rect.y + width,
                    width: max(0, rect.width - 2 * width), height: max(0, rect.height - 2 * width)
                ).clamped(to: reachableRect)
                context.setSourceColor(color)
                context.setRoundedRectPath(outer, cornerRadius: radius)
                if inner.width > 0, inner.height > 0 {
                    context.appendRoundedRectPath(inner, cornerRadius: max(0, radius - width))
                }
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_fill(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            case .image(let image, let rect, let radius):
                if reaches(index) { try drawImage(image, in: rect, cornerRadius: radius, on: context) }
            case .text:
                if reaches(index) { drawText(at: index, on: context) }
            case .pushClip(let rect, let radius, let corners):
                cairo_save(cr)
                context.setRoundedRectPath(rect.clamped(to: reachableRect), cornerRadius: radius, corners: corners)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case .beginLayer(let opacity, let shadow):
                if let endIndex = try beginLayer(at: index, opacity: opacity, shadow: shadow) {
                    // Nothing in it can show: skip to its end without drawing.
                    index = endIndex + 1
                    continue
                }
            case .endLayer:
                try endLayer()
            }
            index += 1
        }
    }

    /// Whether the command at `index` can touch the current target's pixels.
    private func reaches(_ index: Int) -> Bool {
        !plan.extents[index].intersection(current.pixels).isEmpty
    }

    /// Opens an offscreen target (raster) or a group (vector) for the layer, or
    /// returns the index of its `.endLayer` when nothing of it could be seen.
    private mutating func beginLayer(at index: Int, opacity: Double, shadow: Shadow?) throws -> Int? {
        guard let planned = plan.layers[index] else {
            throw SceneError.unbalanced(commandIndex: index, reason: "beginLayer without a matching endLayer")
        }
        let enclosing = current
        let visible = enclosing.context.canvasClipExtents(scale: scale, within: enclosing.pixels)
        let castsShadow = shadow.map(ShadowPainter.isVisible) ?? false
        let shown = opacity > 0 ? planned.content.intersection(visible) : .empty
        var casting = PixelRect.empty
        if let shadow, castsShadow {
            let sources = ShadowPainter.sourcePixels(
                for: shadow, visible: visible, scale: scale, within: DrawPlan.universe(canvas: canvas))
            casting = planned.content.intersection(sources)
        }
        let pixels = shown.union(casting)
        guard !pixels.isEmpty else { return planned.endIndex }
        if enclosing.isVector {
            return try beginVectorLayer(
                at: index, endIndex: planned.endIndex, opacity: opacity, shadow: castsShadow ? shadow : nil,
                pixels: pixels, visible: visible)
        }
        if let shadow, castsShadow, Self.areFarApart(shown, casting) {
            // A large shadow offset: one surface covering both would be mostly
            // between them, for every band. The shadow is cast from a pass of its
            // own, and the layer's surface covers what shows.
            try paintShadow(shadow, castFrom: casting, layerAt: index, endIndex: planned.endIndex, visible: visible)
            guard !shown.isEmpty else { return planned.endIndex }
            let target = try Self.layerSurface(
                covering: shown, scale: scale, canvas: canvas, banded: !current.isVector, commandIndex: index)
            layers.append(
                OpenLayer(
                    target: target, opacity: opacity, shadow: nil, visible: visible, beginIndex: index,
                    pushedGroup: false))
            return nil
        }
        let target = try Self.layerSurface(
            covering: pixels, scale: scale, canvas: canvas, banded: !current.isVector, commandIndex: index)
        layers.append(
            OpenLayer(
                target: target, opacity: opacity, shadow: castsShadow ? shadow : nil, visible: visible,
                beginIndex: index, pushedGroup: false))
        return nil
    }

    /// Whether the rectangle around both is more than twice their areas (and a
    /// little more) together: two parts of a layer too far apart to share a surface.
    private static func areFarApart(_ first: PixelRect, _ second: PixelRect) -> Bool {
        guard !first.isEmpty, !second.isEmpty else { return false }
        return first.union(second).area > 2 * (first.area + second.area) + (1 << 16)
    }

    /// Draws the layer's content (`index + 1 ..< endIndex`) on a surface
    /// covering `pixels` and paints the shadow it casts onto the current target.
    /// Painting it before the content is composited is the order `endLayer`
    /// paints in: nothing else reaches the target in between.
    private func paintShadow(
        _ shadow: Shadow, castFrom pixels: PixelRect, layerAt index: Int, endIndex: Int, visible: PixelRect
    ) throws {
        let content = try Self.layerSurface(
            covering: pixels, scale: scale, canvas: canvas, banded: !current.isVector, commandIndex: index)
        var pass = Execution(
            resources: resources, root: content, plan: plan, scale: scale, canvas: canvas, commands: commands,
            texts: texts, range: (index + 1)..<endIndex)
        try pass.run()
        try content.context.checkStatus("drawing a layer")
        try ShadowPainter(scale: scale, canvas: canvas, blurs: resources.blurs)
            .paint(shadow, of: content, visible: visible, onto: current, commandIndex: index)
    }

    /// The offscreen surface a layer's content is drawn on, refused when it would be too large.
    private static func layerSurface(
        covering pixels: PixelRect, scale: Double, canvas: PixelRect, banded: Bool, commandIndex: Int
    ) throws -> DrawingTarget {
        let limit = ShadowPainter.pixelLimit(canvas, banded: banded)
        guard pixels.width <= 32767, pixels.height <= 32767, pixels.area <= limit else {
            throw SceneError.shadowTooLarge(commandIndex: commandIndex, pixels: pixels.area, limit: limit)
        }
        return try DrawingTarget(covering: pixels, scale: scale)
    }

    /// A vector layer: its shadow painted now, from a raster pass over its content
    /// onto the surface an image would have used (`pixels`); then a group for its
    /// content when it is translucent. Returns the `.endLayer`'s index when the
    /// content is invisible and only the shadow shows.
    private mutating func beginVectorLayer(
        at index: Int, endIndex: Int, opacity: Double, shadow: Shadow?, pixels: PixelRect, visible: PixelRect
    ) throws -> Int? {
        let enclosing = current
        if let shadow {
            try paintShadow(shadow, castFrom: pixels, layerAt: index, endIndex: endIndex, visible: visible)
        }
        guard opacity > 0 else { return endIndex }
        let translucent = opacity < 1
        if translucent { cairo_push_group(enclosing.context.pointer) }
        layers.append(
            OpenLayer(
                target: enclosing, opacity: opacity, shadow: nil, visible: visible, beginIndex: index,
                pushedGroup: translucent))
        return nil
    }

    /// Composites the innermost layer onto the one around it: its shadow first,
    /// then its content with its opacity.
    private mutating func endLayer() throws {
        guard let layer = layers.popLast() else { return }
        try layer.target.context.checkStatus("drawing a layer")
        if layer.target.isVector {
            if layer.pushedGroup {
                let cr = layer.target.context.pointer
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, min(1, max(0, layer.opacity)))
            }
            return
        }
        let enclosing = current
        if let shadow = layer.shadow {
            try ShadowPainter(scale: scale, canvas: canvas, blurs: resources.blurs)
                .paint(
                    shadow, of: layer.target, visible: layer.visible, onto: enclosing, commandIndex: layer.beginIndex,
                    layerFollows: layer.opacity >= 1 && resources.skipsCoveredShadows)
        }
        if layer.opacity > 0 { enclosing.composite(layer.target, opacity: layer.opacity) }
    }

    /// Draws the prepared text, unless none of it can be seen through the clip.
    private func drawText(at index: Int, on context: CairoContext) {
        guard let text = texts.texts[index] ?? nil, let bounds = text.bounds, let fonts = texts.fonts else { return }
        let visible = context.canvasClipExtents(scale: scale, within: current.pixels)
        guard !PixelRect(coveringDeviceRect: bounds.scaled(by: scale), within: visible).isEmpty else { return }
        TextPainter.draw(text, on: context, fonts: fonts)
    }

    /// The surface a picture is drawn from (itself, or a halved copy when
    /// drawn much smaller: `ImageReductions`) and the rectangle it fills, in
    /// points; nil when nothing of it would show. The one choice of both, for
    /// drawing and for counting what a document's draws read (`PictureReads`).
    static func drawnSurface(
        _ image: BoxImage, in rect: Rect, original: CairoSurface, scale: Double, reductions: ImageReductions
    ) throws(CairoError) -> (surface: CairoSurface, target: Rect)? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let fileScale = Double(max(1, image.source.fileScale))
        let natural = Size(width: Double(original.width) / fileScale, height: Double(original.height) / fileScale)
        let target = image.contentMode.drawRect(imageSize: natural, in: rect)
        // Below a millionth of a point nothing shows, and the scale factors below would blow up.
        guard target.width > 1e-6, target.height > 1e-6, target.isFinite, original.width > 0, original.height > 0
        else { return nil }
        let halvings = ImageReductions.halvings(
            pixels: (Double(original.width), Double(original.height)),
            drawn: (target.width * scale, target.height * scale))
        let surface =
            halvings == 0 ? original : try reductions.halved(original, path: image.source.path, count: halvings)
        return (surface, target)
    }

    private func drawImage(_ image: BoxImage, in rect: Rect, cornerRadius: Double, on context: CairoContext) throws {
        guard
            let (surface, target) = try Self.drawnSurface(
                image, in: rect, original: try resources.image(at: image.source.path), scale: scale,
                reductions: resources.reductions)
        else { return }
        let pixelWidth = Double(surface.width)
        let pixelHeight = Double(surface.height)

        let cr = context.pointer
        cairo_save(cr)
        defer { cairo_restore(cr) }
        context.setRoundedRectPath(rect.clamped(to: reachableRect), cornerRadius: cornerRadius)
        cairo_clip(cr)
        guard let pattern = cairo_pattern_create_for_surface(surface.pointer) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // User space (points) → picture pixels: shift to the target's corner,
        // then scale; a mirrored picture counts its columns from the right edge.
        var matrix = cairo_matrix_t()
        let columns = pixelWidth / target.width
        cairo_matrix_init_scale(&matrix, image.isMirrored ? -columns : columns, pixelHeight / target.height)
        cairo_matrix_translate(&matrix, image.isMirrored ? -target.maxX : -target.x, -target.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Bilinear (box-filtered when shrinking), and the edge pixels repeated
        // outward so that a scaled picture's border doesn't fade into transparency.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        // Fill only the picture's own rectangle: with PAD, painting the clip would
        // smear the edge pixels over the letterbox of an aspect-fit picture.
        let drawn = target.clamped(to: reachableRect)
        cairo_new_path(cr)
        cairo_rectangle(cr, drawn.x, drawn.y, drawn.width, drawn.height)
        cairo_fill(cr)
    }
}
