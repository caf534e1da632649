import BoxModel
import BoxPNG
import BoxPixels
import CCairo
import CPixelKernels

/// Paints a layer's drop shadow: the layer's alpha, Gaussian-blurred in device
/// pixels with σ = `shadow.sigma × scale`, tinted with the shadow colour at
/// `shadow.opacity`, moved by `shadow.offset`.
struct ShadowPainter {
    let scale: Double
    let canvas: PixelRect
    /// Masks blurred earlier in this picture.
    let blurs: BlurCache

    /// The most pixels a shadow's layer or blur buffer may have: the canvas plus
    /// 4 Mi, and, on an image drawn in bands (one band's worth each), never
    /// more than 8 Mi, which blurs in about 220 MB. A vector document has no
    /// bands: its shadows are blurred whole, as they always were. A shadow
    /// whose reach dwarfs the picture is refused, not allocated; the budget is
    /// checked after layout (`ShadowCost`), this again while drawing.
    static func pixelLimit(_ canvas: PixelRect, banded: Bool) -> Int {
        banded ? ShadowCost.largestBuffer(canvasPixels: canvas.area) : canvas.area + (1 << 22)
    }

    static func isVisible(_ shadow: Shadow) -> Bool { tint(shadow) > 0 }

    /// The shadow's alpha multiplier: its colour's alpha times its opacity.
    private static func tint(_ shadow: Shadow) -> Double {
        min(1, max(0, shadow.color.alpha)) * min(1, max(0, shadow.opacity))
    }

    /// Canvas pixels whose content can cast shadow into `visible`: `visible`
    /// moved back by the offset, grown by the blur's reach.
    static func sourcePixels(for shadow: Shadow, visible: PixelRect, scale: Double, within bounds: PixelRect)
        -> PixelRect
    {
        let reach = GaussianBlur.reach(sigma: shadow.sigma * scale)
        let moved = visible.asRect.offsetBy(dx: -shadow.offset.x * scale, dy: -shadow.offset.y * scale)
        return PixelRect(coveringDeviceRect: moved, within: bounds).expanded(by: reach)
    }

    /// - Parameters:
    ///   - layer: the finished layer, a raster target; its surface covers `layer.pixels`.
    ///   - enclosing: a raster target or a vector document.
    ///   - visible: the canvas pixels `enclosing` can show.
    ///   - layerFollows: the layer is composited onto `enclosing` right after,
    ///     with opacity 1, so where it is opaque the shadow beneath never shows
    ///     and is not painted.
    func paint(
        _ shadow: Shadow, of layer: DrawingTarget, visible: PixelRect, onto enclosing: DrawingTarget,
        commandIndex: Int, layerFollows: Bool = false
    ) throws {
        let sigma = shadow.sigma * scale
        let reach = GaussianBlur.reach(sigma: sigma)
        let offsetX = shadow.offset.x * scale
        let offsetY = shadow.offset.y * scale

        // Only blurred pixels that land inside `visible` matter. Those depend on
        // content (and the blur's intermediate passes) within `reach`, so the
        // buffer is that neighbourhood of the needed pixels, cut to where blurred
        // content can be at all.
        let spread = layer.pixels.expanded(by: reach)
        let needed = PixelRect(coveringDeviceRect: visible.asRect.offsetBy(dx: -offsetX, dy: -offsetY), within: spread)
        guard !needed.isEmpty else { return }
        let buffer = needed.expanded(by: reach).intersection(spread)
        let limit = Self.pixelLimit(canvas, banded: !enclosing.isVector)
        guard buffer.area <= limit, buffer.width <= CairoRenderer.maximumPixelWidth else {
            throw SceneError.shadowTooLarge(commandIndex: commandIndex, pixels: buffer.area, limit: limit)
        }

        let layerAlpha = Self.alpha(of: layer, over: buffer)
        let alpha = Self.blurred(
            layerAlpha, width: buffer.width, height: buffer.height, sigma: sigma, reach: reach, blurs: blurs)
        let x = Double(buffer.x - enclosing.pixels.x) + offsetX
        let y = Double(buffer.y - enclosing.pixels.y) + offsetY

        let cr = enclosing.context.pointer
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Pixel for pixel on an image; on a vector document, the one picture in it
        // that is pixels, placed at the scene's scale.
        enclosing.useCanvasPixelSpace()
        if enclosing.isVector {
            // Cairo's SVG writer draws a picture used as a mask unscaled, so a
            // vector document gets the shadow as a picture in its own colour.
            let picture = try ShadowPicture.surface(
                alpha: alpha, width: buffer.width, height: buffer.height, color: shadow.color,
                opacity: shadow.opacity)
            cairo_set_source_surface(cr, picture.pointer, x, y)
            cairo_paint(cr)
        } else {
            let mask = try Self.maskSurface(alpha, width: buffer.width, height: buffer.height)
            if layerFollows, Self.clipIsWholePixels(cr),
                let core = OpaqueCore.find(in: layerAlpha, width: buffer.width, height: buffer.height)
            {
                // Everything the target holds but the core: an OVER of an
                // opaque pixel gives that pixel whatever was beneath it, when
                // the clip covers the pixel whole (a pixel the clip's edge
                // crosses blends the layer with what lay beneath, shadow and all).
                let origin = (x: buffer.x - enclosing.pixels.x, y: buffer.y - enclosing.pixels.y)
                cairo_rectangle(cr, 0, 0, Double(enclosing.pixels.width), Double(enclosing.pixels.height))
                cairo_rectangle(
                    cr, Double(origin.x + core.x), Double(origin.y + core.y), Double(core.width),
                    Double(core.height))
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
            enclosing.context.setSourceColor(shadow.color, alphaMultiplier: min(1, max(0, shadow.opacity)))
            cairo_mask_surface(cr, mask.pointer, x, y)
        }
    }

    /// Whether `cr`'s clip covers every pixel whole or not at all: none, or
    /// rectangles on pixel edges (Cairo gives a clip as rectangles only then;
    /// the user space is the target's pixels here).
    static func clipIsWholePixels(_ cr: OpaquePointer) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        let rectangles = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
        return rectangles.allSatisfy { rectangle in
            [rectangle.x, rectangle.y, rectangle.width, rectangle.height].allSatisfy { $0 == $0.rounded() }
        }
    }

    /// `alpha` blurred: its long runs of alike rows and columns cut first
    /// (`CollapsedAlpha`), so a table's shadow costs its edges, not its area.
    private static func blurred(
        _ alpha: [UInt8], width: Int, height: Int, sigma: Double, reach: Int, blurs: BlurCache
    ) -> [UInt8] {
        guard let cut = CollapsedAlpha(alpha, width: width, height: height, reach: reach) else {
            return blurs.blurred(alpha, width: width, height: height, sigma: sigma)
        }
        let blurred = blurs.blurred(cut.alpha, width: cut.width, height: cut.height, sigma: sigma)
        return [UInt8](unsafeUninitializedCapacity: width * height) { whole, count in
            cut.expand(blurred, into: whole.baseAddress!, stride: width)
            count = width * height
        }
    }

    /// The alpha channel of `layer`'s ARGB32 surface laid into a `buffer`-sized
    /// array; buffer pixels outside the layer are 0.
    private static func alpha(of layer: DrawingTarget, over buffer: PixelRect) -> [UInt8] {
        var alpha = [UInt8](repeating: 0, count: buffer.area)
        let overlap = buffer.intersection(layer.pixels)
        guard !overlap.isEmpty else { return alpha }
        let surface = layer.context.surface
        let stride = surface.stride
        surface.withMutableBytes { bytes in
            alpha.withUnsafeMutableBufferPointer { alpha in
                guard let base = bytes.baseAddress, let out = alpha.baseAddress else { return }
                let first = base + (overlap.y - layer.pixels.y) * stride + (overlap.x - layer.pixels.x) * 4
                boxrender_argb_alpha(
                    first.assumingMemoryBound(to: UInt8.self), stride, overlap.width, overlap.height,
                    out + (overlap.y - buffer.y) * buffer.width + (overlap.x - buffer.x), buffer.width)
            }
        }
        return alpha
    }

    private static func maskSurface(_ alpha: [UInt8], width: Int, height: Int) throws -> CairoSurface {
        let mask = try CairoSurface(format: CAIRO_FORMAT_A8, width: width, height: height)
        let stride = mask.stride
        mask.withMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            alpha.withUnsafeBytes { source in
                guard let start = source.baseAddress else { return }
                for y in 0..<height {
                    (base + y * stride).copyMemory(from: start + y * width, byteCount: width)
                }
            }
        }
        return mask
    }
}
