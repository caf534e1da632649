import BoxModel
import BoxPNG
import BoxSpec
import Foundation

/// NMExplicitLayoutManager's layouts by aspect ratio built in Swift (a spec's
/// `layouts`, spec-format §8): one tree per shape of canvas, and the renderer
/// draws the one whose width ÷ height is closest to the canvas's (ties to the
/// earlier). The canvas needs a width and a height, from `CanvasSpec` or
/// `RenderOptions`, so one value renders portrait and landscape.
///
/// ```swift
/// let screen = LayoutVariants([
///     LayoutVariant(designSize: Size(width: 320, height: 480), root: portrait),
///     LayoutVariant(designSize: Size(width: 480, height: 320), root: landscape),
/// ])
/// let wide = try Renderer().render(screen, canvas: CanvasSpec(width: 480, height: 320))
/// ```
public struct LayoutVariants: Sendable {
    public var variants: [LayoutVariant]

    public init(_ variants: [LayoutVariant]) {
        self.variants = variants
    }

    /// The spec a file with `canvas` and `layouts` would give, checked the same
    /// way: each variant's tree as its own `layouts[i].root`.
    ///
    /// - Parameters:
    ///   - canvas: the canvas; its width and height choose the variant unless
    ///     `RenderOptions` give them.
    ///   - screenshot: MGBox's screenshot of the chosen root instead of the canvas.
    ///   - baseDirectory: where relative image paths resolve; the working directory when empty.
    /// - Throws: `BoxRenderError.input` listing every problem with its path
    ///   (`layouts[1].root.size[0]`), an empty list of variants, or a ratio that is not positive.
    public func spec(canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil, baseDirectory: String = "")
        throws(BoxRenderError) -> Spec
    {
        var document = DraftObject()
        document["canvas"] = .canvas(canvas)
        document["screenshot"] = screenshot.map { .object(DraftObject(["shadow": .bool($0.shadow)])) }
        document["layouts"] = .array(
            variants.map { variant in
                .object(
                    DraftObject(["aspectRatio": .number(variant.aspectRatio), "root": .node(variant.root.element)]))
            })
        return try Draft.object(document).spec(baseDirectory: baseDirectory)
    }
}

/// One tree of `LayoutVariants` and the shape of canvas it was designed for.
public struct LayoutVariant: Sendable {
    /// Width ÷ height of the canvas the tree was designed for.
    public var aspectRatio: Double
    public var root: any BoxContent

    /// - Parameters:
    ///   - aspectRatio: width ÷ height of the canvas `root` was designed for.
    ///   - root: the tree drawn on canvases of about that shape.
    public init(aspectRatio: Double, root: some BoxContent) {
        self.aspectRatio = aspectRatio
        self.root = root
    }

    /// The ratio of a design size, as NMView records an alternative's frame.
    ///
    /// - Parameters:
    ///   - designSize: the canvas `root` was designed for; its width ÷ height is the ratio.
    ///   - root: the tree drawn on canvases of about that shape.
    public init(designSize: Size, root: some BoxContent) {
        self.init(aspectRatio: designSize.width / designSize.height, root: root)
    }
}

/// Rendering layouts by aspect ratio: the variant closest to the canvas's shape.
extension Renderer {
    /// Checks every variant as the spec decoder checks a file's `layouts`,
    /// chooses one by the canvas's shape, lays it out and resolves its draw list.
    public func prepare(
        _ variants: LayoutVariants, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> Rendering {
        try prepare(
            variants.spec(canvas: canvas.scaled(as: options), screenshot: screenshot, baseDirectory: baseDirectory),
            options: options)
    }

    /// Draws the variant closest to the canvas's shape as a PNG (at the
    /// canvas's scale), SVG or PDF file's bytes.
    public func render(
        _ variants: LayoutVariants, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", format: OutputFormat = .png, options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> [UInt8] {
        let rendering = try prepare(
            variants, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
        return try data(rendering, as: format)
    }

    /// Draws the variant closest to the canvas's shape and writes it to `url`
    /// atomically, in the format its extension names unless `format` is given.
    ///
    /// - Parameters:
    ///   - variants: the trees and their aspect ratios.
    ///   - url: a file URL; an existing file is replaced only once the whole new one is on disk.
    ///   - canvas: the canvas; its width and height choose the variant unless `options` give them.
    ///   - screenshot: MGBox's screenshot of the chosen root instead of the canvas.
    ///   - baseDirectory: where relative image paths resolve; the working directory when empty.
    ///   - format: the file's format; `nil` = from the extension, any case.
    ///   - options: what the CLI's flags change (scale, canvas size, limits).
    ///   - pngCompression: how hard a PNG is compressed.
    /// - Returns: the picture's warnings (`RenderOptions(strict: true)` throws them instead).
    @discardableResult
    public func write(
        _ variants: LayoutVariants, to url: URL, canvas: CanvasSpec = CanvasSpec(),
        screenshot: ScreenshotMode? = nil, baseDirectory: String = "", format: OutputFormat? = nil,
        options: RenderOptions = RenderOptions(), pngCompression: PNGCompression = .default
    ) throws(BoxRenderError) -> [RenderWarning] {
        try write(to: url, format: format, pngCompression: pngCompression) { () throws(BoxRenderError) in
            try prepare(
                variants, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
        }
    }

    /// The chosen variant's frames, as `--frames` writes them.
    public func frames(
        _ variants: LayoutVariants, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> FramesDocument {
        try prepare(variants, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
            .frames
    }
}
