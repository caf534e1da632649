import BoxModel

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
            content.spec(canvas: canvas, screenshot: screenshot, baseDirectory: baseDirectory), options: options)
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
