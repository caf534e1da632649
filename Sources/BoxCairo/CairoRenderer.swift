import BoxModel
import BoxPixels
import BoxScene
import CCairo

/// Draws a `Scene` with Cairo. One renderer per picture: it caches decoded
/// images by path for the picture's lifetime and is not meant to be shared
/// between threads. The same scene always gives the same pixels.
public final class CairoRenderer {
    /// Decoded pictures by path, so a picture used by many boxes is read once.
    private var images: [String: CairoSurface] = [:]
    /// The fonts text is drawn with; the shared library, loaded at the first text, when `nil`.
    private var fonts: FontLibrary?

    /// - Parameter fonts: the library to draw text with; `nil` = `FontLibrary.shared()`,
    ///   loaded only if a scene has text. Pass the library the text was measured with.
    public init(fonts: FontLibrary? = nil) {
        self.fonts = fonts
    }

    /// The scene as straight-alpha RGBA pixels, `scene.pixelSize` big.
    ///
    /// Throws `SceneError` for a scene that can't be drawn (bad canvas, unbalanced
    /// or non-finite commands), `ImageLoadError` naming a missing or corrupt
    /// picture file, `FontError` for a font name no font stands for, or `CairoError`.
    public func renderImage(_ scene: Scene) throws -> RGBAImage {
        try PixelConversion.image(from: render(scene))
    }

    /// The scene as PNG bytes; byte-identical for identical scenes. Equal to
    /// `PNGCodec.encode(renderImage(scene))`.
    public func renderPNG(_ scene: Scene) throws -> [UInt8] {
        try PNGCodec.encode(renderImage(scene))
    }

    private func render(_ scene: Scene) throws -> CairoSurface {
        let canvas = try Self.canvasPixels(scene)
        let root = try DrawingTarget(covering: canvas, scale: Double(scene.scale))
        try draw(scene, on: root, canvas: canvas)
        cairo_surface_flush(root.context.surface.pointer)
        return root.context.surface
    }

    /// Draws the whole scene on `root`, an image covering `canvas` or a vector
    /// document, whose user space is already points.
    func draw(_ scene: Scene, on root: DrawingTarget, canvas: PixelRect) throws {
        let scale = Double(scene.scale)
        let texts = try prepareTexts(scene.commands)
        let plan = try DrawPlan(
            commands: scene.commands, scale: scale, canvas: canvas, textBounds: texts.texts.mapValues { $0?.bounds })
        if let background = scene.background, !background.isClear {
            root.context.setSourceColor(background)
            cairo_paint(root.context.pointer)
        }
        var execution = Execution(
            renderer: self, root: root, plan: plan, scale: scale, canvas: canvas, commands: scene.commands,
            texts: texts)
        try execution.run()
        try root.context.checkStatus("drawing the scene")
    }

    /// The canvas in pixels, after `validatedPixelSize`'s checks.
    static func canvasPixels(_ scene: Scene) throws(SceneError) -> PixelRect {
        let (width, height) = try validatedPixelSize(scene)
        return PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// `scene.pixelSize`, after checking that computing it can't trap and that
    /// Cairo can make an image that big.
    static func validatedPixelSize(_ scene: Scene) throws(SceneError) -> (width: Int, height: Int) {
        let limit = 32767.0
        let invalid = SceneError.invalidCanvas(
            width: scene.size.width, height: scene.size.height, scale: scene.scale)
        guard scene.scale > 0, scene.scale <= 64 else { throw invalid }
        for side in [scene.size.width, scene.size.height] {
            guard side.isFinite, side >= 0, (side * Double(scene.scale)).rounded(.up) <= limit else { throw invalid }
        }
        return scene.pixelSize
    }

    /// Every `.text` command laid out, by command index. Commands with values that
    /// aren't finite are left to `DrawPlan`, which refuses them.
    private func prepareTexts(_ commands: [DrawCommand]) throws -> PreparedTexts {
        var prepared = PreparedTexts()
        for (index, command) in commands.enumerated() {
            guard case .text(let label, let rect) = command, command.hasOnlyFiniteValues else { continue }
            let fonts = try fontLibrary()
            prepared.fonts = fonts
            prepared.texts[index] = try fonts.withPango { context throws(FontError) in
                try PreparedText(label, in: rect, fonts: fonts, context: context)
            }
        }
        return prepared
    }

    private func fontLibrary() throws(FontError) -> FontLibrary {
        if let fonts { return fonts }
        let shared = try FontLibrary.shared()
        fonts = shared
        return shared
    }

    /// The decoded picture at `path`, from the cache or the file.
    func surface(forImageAt path: String) throws(ImageLoadError) -> CairoSurface {
        if let cached = images[path] { return cached }
        let surface = try PNGCodec.decodeSurface(fileAt: path)
        images[path] = surface
        return surface
    }
}
