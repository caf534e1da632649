import BoxModel

/// What the caller may change about a spec at render time (the CLI's flags).
public struct RenderOptions: Equatable, Sendable {
    /// Pixels per point, overriding `canvas.scale`: 1, 2 or 3.
    public var scale: Int?
    /// Canvas width in points, overriding `canvas.width`.
    public var width: Double?
    /// Canvas height in points, overriding `canvas.height`.
    public var height: Double?
    /// MGBox's screenshot of the root, overriding the spec's `screenshot` when set.
    public var screenshot: ScreenshotMode?
    /// The largest canvas, in pixels, a render may allocate.
    public var maxCanvasPixels: Int

    public static let defaultMaxCanvasPixels = 100_000_000

    public init(
        scale: Int? = nil,
        width: Double? = nil,
        height: Double? = nil,
        screenshot: ScreenshotMode? = nil,
        maxCanvasPixels: Int = RenderOptions.defaultMaxCanvasPixels
    ) {
        self.scale = scale
        self.width = width
        self.height = height
        self.screenshot = screenshot
        self.maxCanvasPixels = maxCanvasPixels
    }
}
