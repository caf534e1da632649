import BoxCairo
import BoxLayout
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import BoxSpec
import BoxText

/// A spec laid out and resolved into a draw list, ready for any backend.
public struct Rendering: Sendable {
    /// The spec file it came from (or `<spec>`), for messages from drawing.
    public let file: String
    public let scene: Scene
    public let layout: LayoutResult
    /// What `frames` is made from, kept rather than the document itself:
    /// most renderings are never asked for it, and for a scroll of a
    /// million boxes it is most of the work of `prepare`.
    let framesSource: FramesSource
    /// Each picture file and the JSON path of the first node naming it, for drawing errors.
    let imageNodes: [String: String]
    /// Threads to draw on, fewer than the processors when the largest shadow
    /// blur buffer would make them hold too much memory at once; nil = all.
    let drawingThreads: Int?
    /// `SpecLimits.pictureReads`: what a PDF or SVG of it may read of its pictures.
    let pictureReads: Int
    /// Its pictures, decoded at the first drawing and kept for the others
    /// (each format; an animation's moments share their animation's).
    let pictures: DecodedPictures
    /// Its labels as measuring laid them out, drawn in every format without
    /// being laid out again.
    let labels: LaidOutLabels
    /// What the picture shows that its author probably did not mean
    /// (`RenderWarning`), in document order; an animation's are those of
    /// where it ends.
    public let warnings: [RenderWarning]

    /// The `--frames` document (spec-format §11), made on each call.
    public var frames: FramesDocument {
        let source = framesSource
        return FramesDocument(
            tree: source.tree, frames: source.frames, layout: layout, drawn: source.drawn,
            scrollOffsets: source.scrollOffsets, canvas: source.canvas, scale: source.scale, warnings: warnings)
    }

    struct FramesSource: Sendable {
        let tree: BoxTree
        let frames: [Rect]
        let drawn: DrawnNodes
        let scrollOffsets: [Int: Point]
        let canvas: Size
        let scale: Int
    }
}

/// The public face of boxrender: spec in, pictures and frames out.
///
/// A `Renderer` holds no Cairo state between calls, so one value may be used
/// from any thread; each call makes its own surfaces. Fonts are loaded once
/// per process (or per `FontLibrary` given) and only when a spec has text.
public struct Renderer: Sendable {
    private let fonts: FontLibrary?

    /// - Parameter fonts: the fonts to measure and draw text with; `nil` = the
    ///   process's shared library of the fonts boxrender ships with.
    public init(fonts: FontLibrary? = nil) {
        self.fonts = fonts
    }

    /// Decodes the spec file at `path` and lays it out.
    public func prepare(specAt path: String, options: RenderOptions = RenderOptions()) throws(BoxRenderError)
        -> Rendering
    {
        try prepare(decodeSpec(at: path, options: options), options: options)
    }

    /// Lays out a decoded spec and resolves its draw list. An animated spec
    /// gives its last moment (`prepareAnimation(_:options:)` gives them all).
    public func prepare(_ spec: Spec, options: RenderOptions = RenderOptions()) throws(BoxRenderError) -> Rendering {
        try prepare(spec, options: options, pictureFiles: PictureFiles(fileLimit: options.limits.imageFileBytes))
    }

    /// The same, reading the pictures' files through `pictureFiles` (a
    /// batch job's, which hashed them).
    package func prepare(_ spec: Spec, options: RenderOptions, pictureFiles: PictureFiles) throws(BoxRenderError)
        -> Rendering
    {
        if let animation = spec.animation {
            return try prepareAnimation(spec, options: options, pictureFiles: pictureFiles)
                .moment(at: animation.duration)
        }
        let file = spec.sourcePath ?? "<spec>"
        let spec = try Self.choosingLayout(spec, options: options, file: file)
        let scale = try Self.scale(of: spec, options: options, file: file)
        let pictures = try ImageCheck.check(spec.tree, file: file, limits: options.limits, files: pictureFiles)
        let labels = LaidOutLabels()
        let text = try textMeasurer(for: [spec.tree], file: file, labels: labels)
        let measurer = CheckedPictureMeasurer(text: text, pictures: pictures)
        let laidOut = try LaidOutTree(spec.tree, scale: scale, measurer: measurer, file: file)
        var frames = laidOut.frames
        let root = frames[BoxTree.root]
        var canvas = Self.canvas(for: laidOut, spec: spec.canvas, options: options)
        let screenshot = (options.screenshot ?? spec.screenshot).map { Screenshot(mode: $0, rootSize: root.size) }
        if let screenshot {
            // The root is the image: its margins and the canvas settings don't apply.
            canvas = screenshot.canvas
            let origin = screenshot.rootOrigin
            frames = frames.map { $0.offsetBy(dx: origin.x - root.x, dy: origin.y - root.y) }
        }
        try checkCanvas(canvas, scale: scale, file: file, limit: options.limits.canvasPixels)
        var picture = Picture(
            tree: spec.tree, frames: frames, layout: laidOut.layout, scrollOffsets: laidOut.scrollOffsets,
            canvas: canvas, scale: scale, background: screenshot == nil ? spec.canvas.background : nil,
            rightToLeft: spec.canvas.direction == .rtl,
            // A screenshot is of the root: mirrored, it stays where it is.
            mirrorSpan: screenshot == nil ? nil : (frames[BoxTree.root].x, frames[BoxTree.root].maxX))
        if screenshot != nil { picture.drawnTree = Screenshot.drawnTree(spec.tree) }
        frames = picture.frames
        let warnings = { (drawn: DrawnNodes) in
            PictureWarnings(
                tree: spec.tree, layout: laidOut.layout, frames: frames, drawn: drawn, canvas: canvas, scale: scale,
                file: file, naturalSize: measurer.naturalSize, labels: LabelChecks(text)
            ).find()
        }
        let rendering = try picture.rendering(
            file: file, limits: options.limits, imageNodes: pictures.namedBy,
            pictures: DecodedPictures(files: pictureFiles), labels: labels, warnings: warnings
        ) { scene in
            guard let screenshot else { return }
            scene.commands = screenshot.commands(
                wrapping: scene.commands, root: frames[BoxTree.root],
                cornerRadius: spec.tree[BoxTree.root].style.cornerRadius)
        }
        try options.refuse(rendering.warnings)
        // Only the labels drawn keep their layouts (not those culled or hidden).
        labels.keepOnly(
            rendering.scene.commands.compactMap { command in
                guard case .text(let label, _) = command else { return nil }
                return label
            })
        return rendering
    }

    /// The scale the options or the spec ask for, checked.
    static func scale(of spec: Spec, options: RenderOptions, file: String) throws(BoxRenderError) -> Int {
        let scale = options.scale ?? spec.canvas.scale
        guard CanvasSpec.scales.contains(scale) else {
            throw .input(file: file, path: "canvas.scale", "expected \(CanvasSpec.scalesInWords), found \(scale)")
        }
        return scale
    }

    /// The canvas the options, the spec or else the root and its margins give.
    static func canvas(for laidOut: LaidOutTree, spec: CanvasSpec, options: RenderOptions) -> Size {
        let root = laidOut.frames[BoxTree.root]
        let margin = laidOut.tree[BoxTree.root].margin
        return Size(
            width: options.width ?? spec.width ?? (margin.left + root.width + margin.right),
            height: options.height ?? spec.height ?? (margin.top + root.height + margin.bottom))
    }

    /// Draws a prepared rendering to PNG bytes, a band of rows at a time, the
    /// bands compressed on every processor (up to 8); the same bytes however
    /// many there are.
    public func png(_ rendering: Rendering, compression: PNGCompression = .default) throws(BoxRenderError)
        -> [UInt8]
    {
        do {
            return try drawer(for: rendering).renderPNG(
                rendering.scene, compression: compression, threads: rendering.drawingThreads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering as an SVG document, one CSS pixel per point.
    /// Everything but shadows stays vectors; the same rendering gives the same bytes.
    public func svg(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        do {
            return try drawer(for: rendering).renderSVG(
                rendering.scene, pictureReads: rendering.pictureReads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering as a one-page PDF whose text can be selected.
    /// Everything but shadows stays vectors; the same rendering gives the same bytes.
    public func pdf(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        do {
            return try drawer(for: rendering).renderPDF(
                rendering.scene, pictureReads: rendering.pictureReads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering to pixels, for comparisons.
    public func image(_ rendering: Rendering) throws(BoxRenderError) -> RGBAImage {
        do {
            return try drawer(for: rendering).renderImage(
                rendering.scene, threads: rendering.drawingThreads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// The Cairo renderer that draws `rendering`, with the pictures and
    /// labels its other drawings share.
    private func drawer(for rendering: Rendering) -> CairoRenderer {
        CairoRenderer(fonts: fonts, pictures: rendering.pictures, labels: rendering.labels)
    }

    /// Pango for trees with text (its fonts checked first); a measurer that
    /// loads nothing for trees without, so they never pay for font setup.
    /// The layouts it makes go to `labels`, for drawing.
    func textMeasurer(for trees: [BoxTree], file: String, labels: LaidOutLabels) throws(BoxRenderError)
        -> any ContentMeasuring
    {
        guard trees.contains(where: FontCheck.needsFonts) else { return NoContentMeasurer() }
        let measurer: PangoMeasurer
        do {
            measurer = PangoMeasurer(fonts: try fonts ?? FontLibrary.shared(), labels: labels)
        } catch {
            throw .input(file: file, "\(error)")
        }
        for tree in trees {
            try FontCheck.check(tree, measurer: measurer, file: file)
        }
        return measurer
    }

    func checkCanvas(_ canvas: Size, scale: Int, file: String, limit: Int) throws(BoxRenderError) {
        let pixelWidth = canvas.width * Double(scale)
        let pixelHeight = canvas.height * Double(scale)
        guard canvas.width > 0, canvas.height > 0 else {
            throw .input(
                file: file,
                "the canvas is empty (\(JSONText.number(canvas.width))×\(JSONText.number(canvas.height)) "
                    + "points): give the root a size or set canvas.width and canvas.height")
        }
        // Pictures are drawn in bands of rows, so only the width meets Cairo's side limit.
        guard pixelWidth * pixelHeight <= Double(limit), pixelWidth <= Double(CairoRenderer.maximumPixelWidth),
            pixelHeight <= Double(CairoRenderer.maximumPixelHeight)
        else {
            throw .input(
                file: file,
                "the canvas would be \(pixelText(pixelWidth))×\(pixelText(pixelHeight)) "
                    + "pixels; the limit is \(limit) pixels (--max-canvas-pixels raises it) "
                    + "and \(CairoRenderer.maximumPixelWidth) wide")
        }
    }

    /// A pixel count for messages; an infinite one can't be written as a number.
    private func pixelText(_ value: Double) -> String {
        value.isFinite ? JSONText.number(value.rounded(.up)) : "∞"
    }

    /// Drawing fails only on what a spec asked for (a picture that isn't a
    /// PNG after all, a font, a shadow too large to blur): the user's to fix.
    static func classify(_ error: any Error, _ rendering: Rendering) -> BoxRenderError {
        let file = rendering.file
        return switch error {
        case let error as BoxRenderError: error
        case let error as ImageLoadError: .input(file: file, path: rendering.imageNodes[error.path] ?? "", "\(error)")
        case let error as FontError: .input(file: file, "\(error)")
        case let error as SceneError: .input(file: file, "\(error)")
        default: .internal("\(error)")
        }
    }
}

extension Renderer {
    /// Draws a prepared rendering as a file of `format` (a GIF or WebP of
    /// one frame); `pngCompression` applies to PNG only.
    public func data(
        _ rendering: Rendering, as format: OutputFormat, pngCompression: PNGCompression = .default
    ) throws(BoxRenderError) -> [UInt8] {
        switch format {
        case .png: try png(rendering, compression: pngCompression)
        case .svg: try svg(rendering)
        case .pdf: try pdf(rendering)
        case .gif: try gif(rendering)
        case .webp: try webp(rendering)
        }
    }
}
