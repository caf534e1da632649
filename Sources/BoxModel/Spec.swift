/// The canvas a spec is drawn on.
public struct CanvasSpec: Equatable, Sendable {
    /// Points; `nil` = the root's width plus its left and right margins.
    public var width: Double?
    /// Points; `nil` = `"auto"`: the root's laid-out height plus its vertical margins.
    public var height: Double?
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Colour under everything; `nil` = transparent.
    public var background: Color?

    public init(width: Double? = nil, height: Double? = nil, scale: Int = 1, background: Color? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }
}

/// MGBox's `screenshot:` (reference §7): the root alone, clipped to its rounded
/// bounds, optionally on a transparent 20-point margin with a border and a soft shadow.
public struct ScreenshotMode: Equatable, Sendable {
    /// `screenshotWithShadow:`; `false` gives just the clipped root.
    public var shadow: Bool

    public init(shadow: Bool = true) {
        self.shadow = shadow
    }
}

/// A decoded spec file: what to draw and on what.
public struct Spec: Equatable, Sendable {
    /// The file it came from, for messages; `nil` for specs built in code.
    public var sourcePath: String?
    public var canvas: CanvasSpec
    public var tree: BoxTree
    /// `nil` = draw the canvas as usual (`"screenshot": false`).
    public var screenshot: ScreenshotMode?

    public init(
        sourcePath: String? = nil, canvas: CanvasSpec = CanvasSpec(), tree: BoxTree, screenshot: ScreenshotMode? = nil
    ) {
        self.sourcePath = sourcePath
        self.canvas = canvas
        self.tree = tree
        self.screenshot = screenshot
    }
}
