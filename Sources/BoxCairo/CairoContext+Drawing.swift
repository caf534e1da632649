import BoxModel
import BoxPNG
import CCairo

extension CairoContext {
    /// Replaces the current path with `rect`, the `corners` it names rounded by
    /// circular arcs of `cornerRadius` and the others square — Core Animation's
    /// `cornerRadius` shape, or MGBox's corner masks that round only some
    /// corners. The radius is clamped to half the shorter side (a pill at most),
    /// and to 0 if negative.
    func setRoundedRectPath(_ rect: Rect, cornerRadius: Double, corners: Corners = .all) {
        cairo_new_path(pointer)
        appendRoundedRectPath(rect, cornerRadius: cornerRadius, corners: corners)
    }

    /// Adds a rounded rectangle to the current path as a new closed sub-path.
    func appendRoundedRectPath(_ rect: Rect, cornerRadius: Double, corners: Corners = .all) {
        let cr = pointer
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let left = rect.x
        let top = rect.y
        let right = rect.maxX
        let bottom = rect.maxY
        /// One corner, clockwise from the top right: an arc when rounded, else the corner point.
        func corner(_ which: Corners, x: Double, y: Double, centerX: Double, centerY: Double, from angle: Double) {
            if corners.contains(which) {
                cairo_arc(cr, centerX, centerY, radius, angle, angle + Double.pi / 2)
            } else {
                cairo_line_to(cr, x, y)
            }
        }
        cairo_new_sub_path(cr)
        corner(.topRight, x: right, y: top, centerX: right - radius, centerY: top + radius, from: -Double.pi / 2)
        corner(.bottomRight, x: right, y: bottom, centerX: right - radius, centerY: bottom - radius, from: 0)
        corner(.bottomLeft, x: left, y: bottom, centerX: left + radius, centerY: bottom - radius, from: Double.pi / 2)
        corner(.topLeft, x: left, y: top, centerX: left + radius, centerY: top + radius, from: Double.pi)
        cairo_close_path(cr)
    }

    /// Sets a solid source, with components clamped to 0…1.
    func setSourceColor(_ color: Color, alphaMultiplier: Double = 1) {
        func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
        cairo_set_source_rgba(
            pointer, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha * alphaMultiplier))
    }

    /// The current clip's bounding box in canvas pixels (user space × scale, the
    /// same for every layer's context), limited to `bounds`.
    func canvasClipExtents(scale: Double, within bounds: PixelRect) -> PixelRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
        let rect = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).scaled(by: scale)
        return PixelRect(coveringDeviceRect: rect, within: bounds)
    }
}
