import BoxPNG
import CCairo

/// A context plus where its surface sits on the canvas. The canvas itself and
/// every layer's offscreen group are targets; all share one user space (points,
/// scaled), and each group's surface covers `pixels` of the canvas, so its
/// transform is the canvas's shifted by the group's corner.
///
/// A vector document (SVG, PDF) is a target too: its user space is the same
/// points, but its device space is points rather than canvas pixels, and its
/// layers are Cairo groups on the same context rather than surfaces of their own.
struct DrawingTarget {
    /// What the surface's device units are.
    enum Kind: Equatable {
        /// An ARGB32 image whose device pixels are the canvas pixels `pixels` names.
        case raster
        /// An SVG or PDF document whose device units are points, `scale` canvas pixels each.
        case vector(scale: Double)
    }

    let context: CairoContext
    /// The canvas pixels the surface covers.
    let pixels: PixelRect
    let kind: Kind

    /// A target whose surface covers `pixels` (ARGB32, transparent), drawing in
    /// canvas points at `scale`.
    init(covering pixels: PixelRect, scale: Double) throws(CairoError) {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: pixels.width, height: pixels.height)
        try self.init(surface: surface, covering: pixels, scale: scale)
    }

    /// A target drawing on `surface` (ARGB32, at least `pixels` big, already
    /// cleared), whose top-left pixel is the canvas pixel at `pixels`' corner.
    init(surface: CairoSurface, covering pixels: PixelRect, scale: Double) throws(CairoError) {
        context = try CairoContext(surface)
        self.pixels = pixels
        kind = .raster
        cairo_translate(context.pointer, -Double(pixels.x), -Double(pixels.y))
        cairo_scale(context.pointer, scale, scale)
    }

    /// A vector document's context, drawing in points, covering the whole `canvas`.
    init(vectorContext context: CairoContext, canvas: PixelRect, scale: Double) {
        self.context = context
        self.pixels = canvas
        self.kind = .vector(scale: scale)
    }

    var isVector: Bool { kind != .raster }

    /// Sets the context's transform so that one unit is one canvas pixel, with the
    /// origin at `pixels`' corner: where pixel-sized pictures (a blurred shadow) are
    /// placed. The caller saves and restores the context around it.
    func useCanvasPixelSpace() {
        let cr = context.pointer
        cairo_identity_matrix(cr)
        if case .vector(let scale) = kind {
            cairo_scale(cr, 1 / scale, 1 / scale)
        }
    }

    /// Composites `group` (covering `groupPixels`) onto this target with `opacity`,
    /// pixel for pixel. Both are raster targets.
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
