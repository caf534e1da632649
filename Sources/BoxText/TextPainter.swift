import BoxModel
import BoxPNG
import CCairo

/// Draws a `PreparedText` into a context whose user space is canvas points.
///
/// Each line is shown at its place in the layout, so the layout that was
/// measured (in unscaled points) is the layout drawn: Cairo rasterizes the
/// glyphs at the context's scale, and the positions are the measured ones.
///
/// Colour glyphs (emoji) ignore Cairo's source colour: drawn as they are, a
/// shadow pass would draw each emoji a second time, in colour, and a
/// translucent text colour would leave them opaque. So a line with a run in a
/// colour font is drawn in two steps: the line without that run's glyphs
/// (underlines and backgrounds included), then the run, through a group — its
/// shape in the run's colour for a shadow pass (as UIKit casts a shadow of an
/// emoji), its own colours at the run's alpha for the text.
///
/// A run asked for bold in a font with no bold face (`SynthesisedStyles`) is
/// drawn on its own too: its glyphs' outlines twice, the second time
/// `emboldening` of an em to the right, filled as one shape in the run's
/// colour. That is as wide as FreeType's emboldening makes a glyph, and the
/// same pixels however the picture is cut into bands (FreeType's emboldening
/// through Cairo was not: it drew 11 to 15 pixels of a bold line differently).
package enum TextPainter {
    package static func draw(_ text: PreparedText, on context: CairoContext, fonts: FontLibrary) {
        let cr = context.pointer
        fonts.withPango { _ in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            for (passIndex, pass) in text.passes.enumerated() {
                let isShadow = passIndex < text.passes.count - 1
                for (index, line) in pass.lines.lines.prefix(text.lineCount).enumerated() {
                    guard let layoutLine = pango_layout_get_line_readonly(pass.layout.pointer, Int32(index)) else {
                        continue
                    }
                    let x = text.origin.x + pass.offset.x + line.logical.x
                    let y = text.origin.y + pass.offset.y + line.baseline
                    let recoloured = pass.recolouring.map { ($0, $0.apply(to: layoutLine)) }
                    defer { recoloured.map { recolouring, changes in recolouring.restore(changes) } }
                    let colourRuns = SeparateRun.runs(of: layoutLine)
                    cairo_move_to(cr, x, y)
                    guard !colourRuns.isEmpty else {
                        pango_cairo_show_layout_line(cr, layoutLine)
                        continue
                    }
                    // The line without the colour runs' glyphs, then each colour run.
                    let saved = colourRuns.map { $0.hideGlyphs() }
                    pango_cairo_show_layout_line(cr, layoutLine)
                    for (run, glyphs) in zip(colourRuns, saved) {
                        run.restoreGlyphs(glyphs)
                        run.draw(on: cr, lineX: x, baseline: y, asShadow: isShadow)
                    }
                }
            }
        }
    }
}

/// A run of a layout line drawn on its own (a colour font's, or a bold one
/// synthesised), where it is in the line, and the colour its attributes give it.
private struct SeparateRun {
    let run: UnsafeMutablePointer<PangoGlyphItem>
    /// From the line's left edge, in points.
    let x: Double
    let color: Color
    /// Whether its glyphs have colours of their own (emoji).
    let isColour: Bool
    /// For a synthesised bold, how far right the second strike goes, in points; 0 otherwise.
    let strikeOffset: Double

    /// How much of an em the second strike of a synthesised bold is offset:
    /// FreeType's `FT_GlyphSlot_Embolden` widens a glyph by 1/24 em.
    static let emboldening = 1.0 / 24

    /// The line's runs in colour fonts or synthesised bold, in visual order.
    static func runs(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [SeparateRun] {
        var runs: [SeparateRun] = []
        var x = 0
        GSListWalk.forEach(line.pointee.runs, as: PangoGlyphItem.self) { run in
            guard let glyphs = run.pointee.glyphs else { return }
            defer { x += Int(pango_glyph_string_get_width(glyphs)) }
            guard let item = run.pointee.item, let font = item.pointee.analysis.font,
                let pattern = pango_fc_font_get_pattern(
                    UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            else { return }
            var colour: FcBool = FcFalse
            let isColour = FcPatternGetBool(pattern, FC_COLOR, 0, &colour) == FcResultMatch && colour == FcTrue
            let emboldens = !isColour && SynthesisedStyles.isBoldMissing(pattern)
            guard isColour || emboldens else { return }
            runs.append(
                SeparateRun(
                    run: run, x: Double(x) / Double(PANGO_SCALE), color: foreground(of: item.pointee.analysis),
                    isColour: isColour, strikeOffset: emboldens ? emboldening * size(of: font) : 0))
        }
        return runs
    }

    /// The font's size in points.
    private static func size(of font: UnsafeMutablePointer<PangoFont>) -> Double {
        guard let description = pango_font_describe_with_absolute_size(font) else { return 0 }
        defer { pango_font_description_free(description) }
        return Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
    }

    /// The run's foreground colour and alpha; opaque black when it has none.
    private static func foreground(of analysis: PangoAnalysis) -> Color {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 1.0
        GSListWalk.forEach(analysis.extra_attrs, as: PangoAttribute.self) { attribute in
            switch attribute.pointee.klass.pointee.type {
            case PANGO_ATTR_FOREGROUND:
                let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee
                    .color
                red = Double(color.red) / 65535
                green = Double(color.green) / 65535
                blue = Double(color.blue) / 65535
            case PANGO_ATTR_FOREGROUND_ALPHA:
                alpha =
                    Double(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
                    / 65535
            default:
                break
            }
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Makes the run's glyphs draw nothing (keeping their advances); returns them.
    func hideGlyphs() -> [PangoGlyph] {
        guard let glyphs = run.pointee.glyphs else { return [] }
        var saved: [PangoGlyph] = []
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            saved.append(glyphs.pointee.glyphs[index].glyph)
            glyphs.pointee.glyphs[index].glyph = PangoGlyph(0x0FFF_FFFF)  // PANGO_GLYPH_EMPTY
        }
        return saved
    }

    func restoreGlyphs(_ saved: [PangoGlyph]) {
        guard let glyphs = run.pointee.glyphs else { return }
        for (index, glyph) in saved.enumerated() { glyphs.pointee.glyphs[index].glyph = glyph }
    }

    func draw(on cr: OpaquePointer, lineX: Double, baseline: Double, asShadow: Bool) {
        guard color.alpha > 0, let glyphs = run.pointee.glyphs, let font = run.pointee.item?.pointee.analysis.font
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let y = baseline - Double(run.pointee.y_offset) / Double(PANGO_SCALE)
        guard isColour else {
            // A synthesised bold: both strikes' outlines filled as one shape
            // (where they overlap it is not filled twice) in the run's colour.
            cairo_new_path(cr)
            for offset in [0, strikeOffset] {
                cairo_move_to(cr, lineX + x + offset, y)
                pango_cairo_glyph_string_path(cr, font, glyphs)
            }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
            return
        }
        cairo_push_group(cr)
        cairo_move_to(cr, lineX + x, y)
        pango_cairo_show_glyph_string(cr, font, glyphs)
        let group = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(group) }
        if asShadow {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask(cr, group)
        } else {
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, color.alpha)
        }
    }
}
