import BoxModel

/// One resolved drawing step. Geometry is absolute, in canvas points; the
/// backend multiplies by the scale. Colours are final (etching, alpha of
/// colours resolved); the backend is a `switch` over these cases.
public enum DrawCommand: Equatable, Sendable {
    /// Fill a rectangle, rounded with `cornerRadius` (0 = square corners).
    case fill(Rect, cornerRadius: Double, color: Color)
    /// Fill the ring between `rect` rounded by `cornerRadius` and `rect` inset
    /// by `width` (its corners rounded by `cornerRadius − width`): a border
    /// that follows rounded corners, as a layer border does.
    case ring(Rect, cornerRadius: Double, width: Double, color: Color)
    /// Draw a picture into `rect` by `contentMode`, clipped to `rect` rounded by `cornerRadius`.
    case image(BoxImage, rect: Rect, cornerRadius: Double)
    /// Clip everything up to the matching `.popClip` to `rect` with `corners`
    /// rounded by `cornerRadius` (MGTableBoxStyled rounds only some corners).
    case pushClip(Rect, cornerRadius: Double, corners: Corners = .all)
    case popClip
    /// Draw a label's text in `rect` as UILabel does: vertically centred,
    /// aligned by `label.alignment`, wrapped at the width when multiline,
    /// otherwise cut with "…" at the width; the text shadow first.
    case text(LabelContent, rect: Rect)
    /// Draw everything up to the matching `.endLayer` into an offscreen group,
    /// then composite it with `opacity` over a blurred `shadow` of its alpha (if any).
    case beginLayer(opacity: Double, shadow: Shadow?)
    case endLayer
}

/// Everything the backend needs to make one picture.
public struct Scene: Equatable, Sendable {
    /// Canvas size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
    /// `nil` = transparent.
    public var background: Color?
    public var commands: [DrawCommand]

    public init(size: Size, scale: Int, background: Color?, commands: [DrawCommand]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.commands = commands
    }

    /// Width and height in pixels: the point size times the scale, rounded up
    /// so that a fractional canvas is never cut short.
    public var pixelSize: (width: Int, height: Int) {
        (
            Int((size.width * Double(scale)).rounded(.up)),
            Int((size.height * Double(scale)).rounded(.up))
        )
    }
}
