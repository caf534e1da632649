import BoxModel

/// A grid view's selection glow as it is drawn (peer §1.9): the selected
/// cell's content rectangle in the glow colour, in an offscreen layer whose
/// shadow, offset 0 × 0, is the glow. Public so that what it costs to blur
/// and to composite is checked before drawing, from the same rectangle and
/// shadow the scene draws.
public struct SelectionGlow: Sendable {
    /// The grid view's node: its keys set the glow.
    public let gridView: Int
    /// The selected cell's node; the glow is drawn just before it.
    public let cell: Int
    /// The cell's content view, in canvas points.
    public let rect: Rect
    /// The layer's shadow: the glow's with its colour opaque and opacity 1,
    /// since the layer's content already carries the glow's alpha.
    public let shadow: Shadow
    /// The rectangle's colour: Core Animation's glow, colour alpha × opacity.
    let fill: Color

    /// `nil` when nothing would show: a clear colour or an empty rectangle.
    init?(gridView: Int, cell: Int, rect: Rect, glow: Shadow) {
        let color = glow.color
        let fill = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * glow.opacity)
        guard !fill.isClear, rect.width > 0, rect.height > 0 else { return nil }
        var opaque = glow
        opaque.color = Color(red: color.red, green: color.green, blue: color.blue)
        opaque.opacity = 1
        (self.gridView, self.cell, self.rect, self.shadow, self.fill) = (gridView, cell, rect, opaque, fill)
    }

    /// The layer, the rectangle and the layer's end: the cell, drawn next,
    /// covers the rectangle, and the blurred shadow spills around it.
    func draw(into commands: inout [DrawCommand]) {
        commands.append(.beginLayer(opacity: 1, shadow: shadow))
        commands.append(.fill(rect, cornerRadius: 0, color: fill))
        commands.append(.endLayer)
    }
}
