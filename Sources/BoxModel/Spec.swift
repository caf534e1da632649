/// The canvas a spec is drawn on.
public struct CanvasSpec: Equatable, Sendable {
    /// Points; `nil` = the root's width plus its left and right margins.
    public var width: Double?
    /// Points; `nil` = `"auto"`: the root's laid-out height plus its vertical margins.
    public var height: Double?
    /// Pixels per point: one of `scales`.
    public var scale: Int

    /// The scales a canvas may have (UIKit's @1x, @2x and @3x): the one rule
    /// the spec decoder, `--scale`, the renderer and the manifest check against.
    public static let scales = 1...3

    /// `scales` as a message says them: "1, 2 or 3".
    public static var scalesInWords: String { scalesInWords(joinedWith: "or") }

    /// `scales` joined as a message needs them: "1, 2 and 3".
    public static func scalesInWords(joinedWith conjunction: String) -> String {
        let words = scales.map(String.init)
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + (words.last ?? "")
    }
    /// Colour under everything; `nil` = transparent.
    public var background: Color?
    /// `rtl` mirrors the whole layout (frames reflected across the canvas);
    /// and the spec decoder gives it to every label that neither it nor its
    /// line sets a direction for (a tree built as a model sets its labels' own).
    public var direction: TextDirection
    /// The language of every label that neither it nor its line sets (`lang`).
    public var language: String?

    public init(
        width: Double? = nil, height: Double? = nil, scale: Int = 1, background: Color? = nil,
        direction: TextDirection = .auto, language: String? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.direction = direction
        self.language = language
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
    /// Aspect-ratio variants (`layouts`, NMExplicitLayoutManager): when there
    /// are any, the renderer draws the one closest to the canvas's shape
    /// instead of `tree` (which is then the first variant's).
    public var layouts: [AspectRatioLayout]
    /// An animated layout from another tree to `tree`; nil for a still picture.
    public var animation: AnimationSpec?

    public init(
        sourcePath: String? = nil, canvas: CanvasSpec = CanvasSpec(), tree: BoxTree, screenshot: ScreenshotMode? = nil,
        layouts: [AspectRatioLayout] = [], animation: AnimationSpec? = nil
    ) {
        self.sourcePath = sourcePath
        self.canvas = canvas
        self.tree = tree
        self.screenshot = screenshot
        self.layouts = layouts
        self.animation = animation
    }
}

/// One entry of `layouts`: a box tree designed for canvases of one shape.
public struct AspectRatioLayout: Equatable, Sendable {
    /// Width ÷ height of the canvas the tree was designed for.
    public var aspectRatio: Double
    public var tree: BoxTree

    public init(aspectRatio: Double, tree: BoxTree) {
        self.aspectRatio = aspectRatio
        self.tree = tree
    }
}
