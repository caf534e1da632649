import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import BoxText
import BoxWork
import CCairo
import CPixelKernels

/// Draws a `Scene` with Cairo. One renderer per drawing, not meant to be
/// shared between threads; the pictures it decodes go to `pictures`, which
/// the drawings of one rendering share. The same scene always gives the same
/// pixels.
public final class CairoRenderer {
    /// Decoded pictures by path, so a picture used by many boxes, formats or
    /// moments is read once.
    private let pictures: DecodedPictures
    /// Labels laid out by Pango, by measuring or an earlier drawing, so each
    /// is laid out once.
    private let labels: LaidOutLabels
    /// The fonts text is drawn with; the shared library, loaded at the first text, when `nil`.
    private var fonts: FontLibrary?

    /// Rows per band instead of `bandRows(width:)`'s, for tests that check a
    /// picture doesn't depend on where bands split.
    let bandRowsOverride: Int?
    /// Bands drawn and handed over so far, for tests that check a picture
    /// is drawn once.
    private(set) var bandsDrawn = 0
    /// The most bytes of drawn bands a PNG's palette pass keeps, so that a
    /// picture found to have a 257th colour in one of its first bands (text
    /// in colour has hundreds of shades) is encoded in true colour from them
    /// instead of drawn again. Small, so that a picture that keeps its
    /// palette holds little more than it did; a test sets none.
    var keptBandBudget = CairoRenderer.defaultKeptBandBudget
    /// Whether a text shadow may be drawn from the text's own layout
    /// (`ShadowRecolouring`); off only for tests that compare it with a
    /// layout of the shadow's own.
    var shadowsFromTextLayouts = true

    /// - Parameters:
    ///   - fonts: the library to draw text with; `nil` = `FontLibrary.shared()`,
    ///     loaded only if a scene has text. Pass the library the text was measured with.
    ///   - pictures: where decoded pictures are kept; share one between the
    ///     drawings of one scene (its formats, an animation's moments).
    ///   - labels: the layouts measuring made (`PangoMeasurer.labels`), drawn
    ///     instead of laying the labels out again; share one between the
    ///     drawings of one scene.
    public convenience init(
        fonts: FontLibrary? = nil, pictures: DecodedPictures = DecodedPictures(),
        labels: LaidOutLabels = LaidOutLabels()
    ) {
        self.init(fonts: fonts, bandRows: nil, pictures: pictures, labels: labels)
    }

    init(
        fonts: FontLibrary? = nil, bandRows: Int?, pictures: DecodedPictures = DecodedPictures(),
        labels: LaidOutLabels = LaidOutLabels()
    ) {
        self.pictures = pictures
        self.labels = labels
        self.fonts = fonts
        self.bandRowsOverride = bandRows.map { max(1, $0) }
    }

    /// Whether shadows are left unpainted beneath their layers' opaque
    /// middles, which cover them (`OpaqueCore`); tests turn it off to compare.
    var skipsCoveredShadows = true

    /// The scene as straight-alpha RGBA pixels, `scene.pixelSize` big.
    ///
    /// Throws `SceneError` for a scene that can't be drawn (bad canvas, unbalanced
    /// or non-finite commands), `ImageLoadError` naming a missing or corrupt
    /// picture file, `FontError` for a font name no font stands for, or `CairoError`.
    /// Bands are drawn on up to `threads` threads (default: one per processor,
    /// at most 8), as many as the process's `ThreadBudget` has left.
    public func renderImage(_ scene: Scene, threads: Int? = nil) throws -> RGBAImage {
        let canvas = try Self.canvasPixels(scene)
        let prepared = try prepare(scene, canvas: canvas)
        var pixels = [UInt8](repeating: 0, count: canvas.area * 4)
        try drawBands(scene, prepared, threads: threads ?? ThreadBudget.perPicture) { band, surface in
            PixelConversion.copyRows(of: surface, rows: band.height, into: &pixels, at: band.y * canvas.width * 4)
            return true
        }
        return try RGBAImage(width: canvas.width, height: canvas.height, pixels: pixels)
    }

    /// The scene as PNG bytes; byte-identical for identical scenes, whatever
    /// `threads` is. Decodes to `renderImage(scene)`.
    ///
    /// The picture is drawn and encoded a band of rows at a time, so memory
    /// grows with the width and the PNG, not with the height; bands are drawn
    /// on up to `threads` threads (default: one per processor, at most 8) and
    /// compressed on what the `ThreadBudget` has left, or by the thread that
    /// drew each, after handing it over. A picture of at most 256 colours (most pictures of boxes)
    /// gets a palette, one byte per pixel; any other has no alpha channel when
    /// every pixel is opaque.
    public func renderPNG(_ scene: Scene, compression: PNGCompression = .default, threads: Int? = nil) throws
        -> [UInt8]
    {
        let canvas = try Self.canvasPixels(scene)
        let prepared = try prepare(scene, canvas: canvas)
        return try encodePNG(scene, prepared, compression, threads: threads ?? ThreadBudget.perPicture)
    }

    /// Rows per band for a canvas `width` pixels wide (`BandRows`).
    static func bandRows(width: Int) -> Int { BandRows.rows(width: width) }

    /// The rows of a band when `layerNesting` layers may be open at once: as
    /// `bandRows(width:)`, shortened (to 3 rows at the least) when one thread's
    /// band and layer surfaces would hold more than `layerMemoryBudget`.
    /// Shadow costs are worked out with the same rows (`ShadowCost`).
    public static func bandRows(width: Int, layerNesting: Int) -> Int {
        let rows = bandRows(width: width)
        let bytesPerRow = (min(max(0, layerNesting), Int.max / 2) + 1).multipliedReportingOverflow(
            by: max(1, width) * 4)
        guard !bytesPerRow.overflow else { return smallestSurfaceRows }
        return max(smallestSurfaceRows, min(rows, layerMemoryBudget / bytesPerRow.partialValue))
    }

    /// The fewest rows of the surface bands are drawn on: on 3 rows or more,
    /// bands of any height were measured to give exactly the pixels of one
    /// pass over the whole canvas (`BandedRenderingTests`).
    static let smallestSurfaceRows = 3

    /// The most bytes the drawing threads' band and layer surfaces may hold together.
    static let layerMemoryBudget = 256 << 20

    /// The most bytes the drawing threads' shadow blurs may hold together.
    static let blurMemoryBudget = 256 << 20

    /// Threads that may blur buffers of `pixels` at once within
    /// `blurMemoryBudget` (each pixel is an alpha byte in, one out, and three
    /// doubles while it is blurred); nil when every processor may.
    public static func threads(forBlurBuffer pixels: Int) -> Int? {
        let perThread = pixels.multipliedReportingOverflow(by: 26)
        guard pixels > 0, !perThread.overflow else { return pixels > 0 ? 1 : nil }
        let threads = max(1, blurMemoryBudget / perThread.partialValue)
        return threads >= ThreadBudget.perPicture ? nil : threads
    }

    /// Draws the scene a band of rows at a time on `threads` threads, and hands
    /// each band (its canvas pixels, and a surface whose first `band.height`
    /// rows hold it) to `consume` in order, top to bottom, until it returns
    /// false. Returns whether every band was consumed.
    @discardableResult
    func drawBands(
        _ scene: Scene, _ prepared: PreparedScene, threads: Int,
        _ consume: (_ band: PixelRect, _ surface: CairoSurface) throws -> Bool
    ) throws -> Bool {
        let canvas = prepared.canvas
        guard !canvas.isEmpty else { return true }
        let nesting = prepared.plan.deepestLayerNesting
        let rows = min(
            bandRowsOverride ?? Self.bandRows(width: canvas.width, layerNesting: nesting), canvas.height)
        // Every open layer holds a surface of up to a band: deep nesting of
        // large translucent boxes gets fewer threads (and shorter bands, in
        // `bandRows`), so that they never hold more than `layerMemoryBudget` together.
        let bandBytes = (nesting + 1) * max(rows, Self.smallestSurfaceRows) * canvas.width * 4
        let threads =
            bandBytes * threads > Self.layerMemoryBudget
            ? max(1, Self.layerMemoryBudget / bandBytes) : threads
        return try withoutActuallyEscaping(consume) { consume in
            let counted: BandDrawing.Consume = { band, surface in
                self.bandsDrawn += 1
                return try consume(band, surface)
            }
            // Cairo anti-aliases a few edges one level differently on a surface of
            // 1 or 2 rows; the band's own height doesn't matter.
            return try BandDrawing(
                renderer: self, scene: scene, prepared: prepared, rows: rows,
                surfaceRows: max(rows, Self.smallestSurfaceRows), consume: counted
            ).run(threads: threads)
        }
    }

    /// What drawing a scene needs that is the same for every band: its text
    /// laid out and its draw list checked and measured.
    struct PreparedScene {
        let canvas: PixelRect
        let texts: PreparedTexts
        let plan: DrawPlan
        /// Every picture the scene draws, decoded.
        let images: [String: CairoSurface]
        let reductions = ImageReductions()
    }

    func prepare(_ scene: Scene, canvas: PixelRect) throws -> PreparedScene {
        let texts = try prepareTexts(scene.commands)
        let plan = try DrawPlan(
            commands: scene.commands, scale: Double(scene.scale), canvas: canvas,
            textBounds: texts.texts.mapValues { $0?.bounds })
        var images: [String: CairoSurface] = [:]
        for case .image(let image, _, _) in scene.commands where images[image.source.path] == nil {
            images[image.source.path] = try surface(for: image.source)
        }
        return PreparedScene(canvas: canvas, texts: texts, plan: plan, images: images)
    }

    /// Draws the whole scene on `root`, an image covering part of the canvas or
    /// a vector document, whose user space is already points; `blurs` keeps the
    /// shadow blurs of this thread's passes.
    func draw(_ scene: Scene, _ prepared: PreparedScene, on root: DrawingTarget, blurs: BlurCache) throws {
        if let background = scene.background, !background.isClear {
            root.context.setSourceColor(background)
            cairo_paint(root.context.pointer)
        }
        var resources = DrawingResources(images: prepared.images, reductions: prepared.reductions, blurs: blurs)
        resources.skipsCoveredShadows = skipsCoveredShadows
        var execution = Execution(
            resources: resources,
            root: root, plan: prepared.plan,
            scale: Double(scene.scale), canvas: prepared.canvas, commands: scene.commands, texts: prepared.texts)
        try execution.run()
        try root.context.checkStatus("drawing the scene")
    }

    /// The widest canvas: Cairo's limit on an image surface's side.
    public static let maximumPixelWidth = BandRows.widestSide
    /// The tallest canvas: what a PNG header can hold, with room to spare.
    public static let maximumPixelHeight = 1 << 30

    /// The canvas in pixels, after `validatedPixelSize`'s checks.
    static func canvasPixels(_ scene: Scene) throws(SceneError) -> PixelRect {
        let (width, height) = try validatedPixelSize(scene)
        return PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// `scene.pixelSize`, after checking that computing it can't trap and that
    /// Cairo can make an image that big.
    static func validatedPixelSize(_ scene: Scene) throws(SceneError) -> (width: Int, height: Int) {
        let invalid = SceneError.invalidCanvas(
            width: scene.size.width, height: scene.size.height, scale: scene.scale)
        guard scene.scale > 0, scene.scale <= 64 else { throw invalid }
        // A band is as wide as the canvas (Cairo's limit); the height only adds bands.
        let limits = [(scene.size.width, maximumPixelWidth), (scene.size.height, maximumPixelHeight)]
        for (side, limit) in limits {
            guard side.isFinite, side >= 0, (side * Double(scene.scale)).rounded(.up) <= Double(limit) else {
                throw invalid
            }
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
                try PreparedText(
                    label, in: rect, fonts: fonts, context: context, labels: labels,
                    shadowsFromText: shadowsFromTextLayouts)
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

    /// The decoded picture, from `pictures` or the file.
    func surface(for source: ImageSource) throws(ImageLoadError) -> CairoSurface {
        try pictures.surface(for: source)
    }
}
