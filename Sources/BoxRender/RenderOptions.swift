import BoxModel
import BoxSpec

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
    /// The most a spec may ask for: canvas pixels, nodes, nesting, text, images, templates.
    public var limits: SpecLimits
    /// Which image files a spec may read: its own folder by default.
    public var assets: AssetAccess
    /// Values for the spec's `params` (`--set name=value`, a variant).
    public var parameters: [String: ParameterValue]
    /// The CLI's `--strict`: a picture with warnings (`Rendering.warnings`)
    /// is an error, thrown by `prepare` (and so by every `render`, `write`
    /// and `apng`) as the CLI prints it, before anything is drawn.
    public var strict: Bool

    /// The largest canvas, in pixels, a render may allocate (`limits.canvasPixels`).
    public var maxCanvasPixels: Int {
        get { limits.canvasPixels }
        set { limits.canvasPixels = newValue }
    }

    public static let defaultMaxCanvasPixels = SpecLimits.default.canvasPixels

    public init(
        scale: Int? = nil,
        width: Double? = nil,
        height: Double? = nil,
        screenshot: ScreenshotMode? = nil,
        limits: SpecLimits = .default,
        assets: AssetAccess = .specFolder,
        parameters: [String: ParameterValue] = [:],
        strict: Bool = false
    ) {
        self.scale = scale
        self.width = width
        self.height = height
        self.screenshot = screenshot
        self.limits = limits
        self.assets = assets
        self.parameters = parameters
        self.strict = strict
    }

    /// Under `strict`, `warnings` as the error they become; nothing otherwise.
    func refuse(_ warnings: [RenderWarning]) throws(BoxRenderError) {
        guard strict, !warnings.isEmpty else { return }
        throw .input(warnings.map(\.asError))
    }

    /// What the spec decoder needs of these options.
    /// Pictures follow `scale` when it is given, else the spec's
    /// `canvas.scale` (UIImage's `@2x` rule, the same on every path).
    var decoding: DecodeOptions {
        DecodeOptions(limits: limits, assets: assets, pictureScale: scale, parameters: parameters)
    }
}
