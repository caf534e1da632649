/// What the caller may change about a spec at render time (the CLI's flags).
public struct RenderOptions: Equatable, Sendable {
    /// Pixels per point, overriding `canvas.scale`: 1, 2 or 3.
    public var scale: Int?
    /// Canvas width in points, overriding `canvas.width`.
    public var width: Double?
    /// Canvas height in points, overriding `canvas.height`.
    public var height: Double?
    /// The largest canvas, in pixels, a render may allocate.
    public var maxCanvasPixels: Int

    public static let defaultMaxCanvasPixels = 100_000_000

    public init(
        scale: Int? = nil,
        width: Double? = nil,
        height: Double? = nil,
        maxCanvasPixels: Int = RenderOptions.defaultMaxCanvasPixels
    ) {
        self.scale = scale
        self.width = width
        self.height = height
        self.maxCanvasPixels = maxCanvasPixels
    }
}
