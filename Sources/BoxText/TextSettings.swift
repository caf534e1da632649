import CCairo

/// The fixed settings every Pango context and font description gets, so that
/// text has the same shapes and positions on every machine and at every scale.
enum TextSettings {
    /// Grey antialiasing (no subpixel colour fringes), no hinting (outlines
    /// aren't bent to the pixel grid, so a glyph is the same shape at every
    /// position and scale) and no hint metrics (advances aren't rounded to whole
    /// pixels, so widths scale exactly with the font size). `direction` is the
    /// base direction of every layout made from the context.
    static func configure(_ context: OpaquePointer, direction: PangoDirection) {
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        // Sizes are absolute (user units), but keep points = user units regardless.
        pango_cairo_context_set_resolution(context, 72)
        // Layout happens in points with no transformation, and glyph positions keep
        // their fractions: the same layout then draws at any scale, exactly where it
        // was measured.
        pango_context_set_round_glyph_positions(context, 0)
        // Line breaking and font choice don't depend on the user's locale.
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, direction)
    }

    /// The largest font size drawn, in points. Pango keeps positions in 32-bit
    /// 1/1024ths of a point (±2 Mi points), which a few hundred characters of a
    /// far bigger font would overflow; no interface needs more.
    static let maximumFontSize = 1_000.0

    /// A font description for the face at `size` points (clamped to
    /// 0…`maximumFontSize`). The caller frees it with `pango_font_description_free`.
    static func fontDescription(family: String, weight: Int, italic: Bool, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, weight)))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, pangoUnits(max(0, min(maximumFontSize, size))))
        return description
    }

    /// Points → Pango units (1/1024 point), rounded, clamped to what an `Int32` holds.
    static func pangoUnits(_ points: Double) -> Double {
        guard points.isFinite else { return 0 }
        return max(-Double(Int32.max), min(Double(Int32.max), (points * Double(PANGO_SCALE)).rounded()))
    }

    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
