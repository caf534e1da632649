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
                    let colourRuns = ColourRun.runs(of: layoutLine)
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

/// A run of a layout line shaped with a colour font, where it is in the line,
/// and the colour its attributes give it.
private struct ColourRun {
    let run: UnsafeMutablePointer<PangoGlyphItem>
    /// From the line's left edge, in points.
    let x: Double
    let color: Color

    /// The line's runs in colour fonts, in visual order.
    static func runs(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [ColourRun] {
        var runs: [ColourRun] = []
        var x = 0
        GSListWalk.forEach(line.pointee.runs, as: PangoGlyphItem.self) { run in
            guard let glyphs = run.pointee.glyphs else { return }
            defer { x += Int(pango_glyph_string_get_width(glyphs)) }
            guard let item = run.pointee.item, let font = item.pointee.analysis.font, isColourFont(font) else {
                return
            }
            runs.append(
                ColourRun(run: run, x: Double(x) / Double(PANGO_SCALE), color: foreground(of: item.pointee.analysis)))
        }
        return runs
    }

    private static func isColourFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
        guard let pattern = pango_fc_font_get_pattern(fcFont) else { return false }
        var color: FcBool = FcFalse
        return FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color == FcTrue
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
        cairo_push_group(cr)
        cairo_move_to(cr, lineX + x, baseline - Double(run.pointee.y_offset) / Double(PANGO_SCALE))
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
