import BoxModel
import CCairo

/// Draws a `PreparedText` into a context whose user space is canvas points.
///
/// Each line is shown at its place in the layout, so the layout that was
/// measured (in unscaled points) is the layout drawn: Cairo rasterizes the
/// glyphs at the context's scale, and the positions are the measured ones.
enum TextPainter {
    static func draw(_ text: PreparedText, on context: CairoContext, fonts: FontLibrary) {
        let cr = context.pointer
        fonts.withPango { _ in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            for pass in text.passes {
                for (index, line) in pass.lines.lines.prefix(text.lineCount).enumerated() {
                    guard let layoutLine = pango_layout_get_line_readonly(pass.layout.pointer, Int32(index)) else {
                        continue
                    }
                    cairo_move_to(
                        cr, text.origin.x + pass.offset.x + line.logical.x,
                        text.origin.y + pass.offset.y + line.baseline)
                    pango_cairo_show_layout_line(cr, layoutLine)
                }
            }
        }
    }
}
