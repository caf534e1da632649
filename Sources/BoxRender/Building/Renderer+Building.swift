import BoxModel
import BoxPNG
import Foundation

/// Rendering trees built in Swift: the same as rendering their JSON.
extension Renderer {
    /// Checks the tree as the spec decoder checks a file (see
    /// `BoxContent.spec(canvas:screenshot:baseDirectory:)`), lays it out and
    /// resolves its draw list.
    public func prepare(
        _ content: some BoxContent, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> Rendering {
        try prepare(
            content.spec(canvas: canvas.scaled(as: options), screenshot: screenshot, baseDirectory: baseDirectory),
            options: options)
    }

    /// Draws a tree as a PNG (at the canvas's scale), SVG or PDF file's bytes.
    ///
    /// ```swift
    /// let png = try Renderer().render(Line(left: "Hello", size: Size(width: 200, height: 40)))
    /// ```
    public func render(
        _ content: some BoxContent, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", format: OutputFormat = .png, options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> [UInt8] {
        let rendering = try prepare(
            content, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
        return try data(rendering, as: format)
    }

    /// Draws a tree and writes it to `url` atomically, in the format its
    /// extension names (`.png`, `.svg`, `.pdf`) unless `format` is given, as
    /// `boxrender render -o` does.
    ///
    /// ```swift
    /// try Renderer().write(card, to: URL(fileURLWithPath: "Docs/Images/card.png"), canvas: CanvasSpec(scale: 2))
    /// ```
    ///
    /// - Parameters:
    ///   - content: the tree.
    ///   - url: a file URL; an existing file is replaced only once the whole new one is on disk.
    ///   - canvas: the canvas's width, height, scale and background.
    ///   - screenshot: MGBox's screenshot of the root instead of the canvas.
    ///   - baseDirectory: where relative image paths resolve; the working directory when empty.
    ///   - format: the file's format; `nil` = from the extension, any case.
    ///   - options: what the CLI's flags change (scale, canvas size, limits).
    ///   - pngCompression: how hard a PNG is compressed.
    /// - Throws: `BoxRenderError.input` for the tree's problems (nothing is
    ///   written then), an extension that names no format, or a file that cannot be written.
    /// - Returns: the picture's warnings (`RenderOptions(strict: true)` throws them instead).
    @discardableResult
    public func write(
        _ content: some BoxContent, to url: URL, canvas: CanvasSpec = CanvasSpec(),
        screenshot: ScreenshotMode? = nil, baseDirectory: String = "", format: OutputFormat? = nil,
        options: RenderOptions = RenderOptions(), pngCompression: PNGCompression = .default
    ) throws(BoxRenderError) -> [RenderWarning] {
        try write(to: url, format: format, pngCompression: pngCompression) { () throws(BoxRenderError) in
            try prepare(content, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
        }
    }

    /// Every node's frame in canvas points, in paint order, as `--frames`
    /// writes them (`json()` gives the file's text).
    public func frames(
        _ content: some BoxContent, canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil,
        baseDirectory: String = "", options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> FramesDocument {
        try prepare(content, canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory, options: options)
            .frames
    }
}

extension CanvasSpec {
    /// The canvas at `options.scale` when that is given: the scale pictures
    /// are chosen for as the tree is checked (`photo@2x.png` at 2), the same
    /// rule as a file's `canvas.scale` and `--scale`.
    func scaled(as options: RenderOptions) -> CanvasSpec {
        var canvas = self
        // Another scale is refused later, as `RenderOptions.scale`, not as the canvas's.
        if let scale = options.scale, CanvasSpec.scales.contains(scale) { canvas.scale = scale }
        return canvas
    }
}
