import CCairo

/// A context plus where its surface sits on the canvas. The canvas itself and
/// every layer's offscreen group are targets; all share one user space (points,
/// scaled), and each group's surface covers `pixels` of the canvas, so its
/// transform is the canvas's shifted by the group's corner.
struct DrawingTarget {
    let context: CairoContext
    /// The canvas pixels the surface covers.
    let pixels: PixelRect

    /// A target whose surface covers `pixels` (ARGB32, transparent), drawing in
    /// canvas points at `scale`.
    init(covering pixels: PixelRect, scale: Double) throws(CairoError) {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: pixels.width, height: pixels.height)
        context = try CairoContext(surface)
        self.pixels = pixels
        cairo_translate(context.pointer, -Double(pixels.x), -Double(pixels.y))
        cairo_scale(context.pointer, scale, scale)
    }

    init(context: CairoContext, pixels: PixelRect) {
        self.context = context
        self.pixels = pixels
    }

    /// Composites `group` (covering `groupPixels`) onto this target with `opacity`,
    /// pixel for pixel.
    func composite(_ group: DrawingTarget, opacity: Double) {
        let cr = context.pointer
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(
            cr, group.context.surface.pointer, Double(group.pixels.x - pixels.x), Double(group.pixels.y - pixels.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint_with_alpha(cr, min(1, max(0, opacity)))
    }
}
