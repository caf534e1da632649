import BoxCairo
import BoxLayout
import BoxModel
import BoxPixels
import BoxScene
import BoxSpec

/// A spec laid out and resolved into a draw list, ready for any backend.
public struct Rendering: Sendable {
    /// The spec file it came from (or `<spec>`), for messages from drawing.
    public let file: String
    public let scene: Scene
    public let frames: FramesDocument
    public let layout: LayoutResult
    /// Each picture file and the JSON path of the first node naming it, for drawing errors.
    let imageNodes: [String: String]
    /// Threads to draw on, fewer than the processors when the largest shadow
    /// blur buffer would make them hold too much memory at once; nil = all.
    let drawingThreads: Int?
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
        let spec: Spec
        do {
            spec = try SpecDecoder.decode(fileAt: path, options: options.decoding)
        } catch {
            throw BoxRenderError.from(error)
        }
        return try prepare(spec, options: options)
    }

    /// Lays out a decoded spec and resolves its draw list.
    public func prepare(_ spec: Spec, options: RenderOptions = RenderOptions()) throws(BoxRenderError) -> Rendering {
        let file = spec.sourcePath ?? "<spec>"
        let spec = try Self.choosingLayout(spec, options: options, file: file)
        let scale = options.scale ?? spec.canvas.scale
        guard (1...3).contains(scale) else {
            throw .input(file: file, path: "canvas.scale", "expected 1, 2 or 3, found \(scale)")
        }
        let imageNodes = try ImageCheck.check(spec.tree, file: file, limits: options.limits)
        let measurer = try textMeasurer(for: spec.tree, file: file)
        let layout = BoxLayout.layout(spec.tree, scale: scale, measurer: measurer)
        let offsets = scrollOffsets(spec.tree, layout)
        var frames = absoluteFrames(spec.tree, layout, scrollOffsets: offsets)
        if let overflowing = frames.firstIndex(where: {
            !($0.x.isFinite && $0.y.isFinite && $0.maxX.isFinite && $0.maxY.isFinite)
        }) {
            throw .input(
                file: file, path: spec.tree[overflowing].path,
                "the layout overflows: sizes, margins or padding too large")
        }
        let root = frames[BoxTree.root]
        let margin = spec.tree[BoxTree.root].margin
        var canvas = Size(
            width: options.width ?? spec.canvas.width ?? (margin.left + root.width + margin.right),
            height: options.height ?? spec.canvas.height ?? (margin.top + root.height + margin.bottom)
        )
        let screenshot = (options.screenshot ?? spec.screenshot).map { Screenshot(mode: $0, rootSize: root.size) }
        if let screenshot {
            // The root is the image: its margins and the canvas settings don't apply.
            canvas = screenshot.canvas
            let origin = screenshot.rootOrigin
            frames = frames.map { $0.offsetBy(dx: origin.x - root.x, dy: origin.y - root.y) }
        }
        try checkCanvas(canvas, scale: scale, file: file, limit: options.limits.canvasPixels)
        let drawn = DrawnNodes(tree: spec.tree, layout: layout, frames: frames)
        let hidden = drawn.skipped
        let largestBlur = try DrawingBudget.check(
            spec.tree, frames: frames, hidden: hidden, canvas: canvas, scale: scale, file: file, limits: options.limits)
        var scene = SceneBuilder().scene(
            for: screenshot == nil ? spec.tree : Screenshot.drawnTree(spec.tree), frames: frames, canvas: canvas,
            scale: scale, background: screenshot == nil ? spec.canvas.background : nil,
            hidden: hidden, separators: layout.separators)
        if let screenshot {
            scene.commands = screenshot.commands(
                wrapping: scene.commands, root: frames[BoxTree.root],
                cornerRadius: spec.tree[BoxTree.root].style.cornerRadius)
        }
        return Rendering(
            file: file,
            scene: scene,
            frames: FramesDocument(
                tree: spec.tree, frames: frames, layout: layout, drawn: drawn, scrollOffsets: offsets, canvas: canvas,
                scale: scale),
            layout: layout,
            imageNodes: imageNodes,
            drawingThreads: CairoRenderer.threads(forBlurBuffer: largestBlur)
        )
    }

    /// Draws a prepared rendering to PNG bytes, a band of rows at a time, the
    /// bands compressed on every processor (up to 8); the same bytes however
    /// many there are.
    public func png(_ rendering: Rendering, compression: PNGCompression = .default) throws(BoxRenderError)
        -> [UInt8]
    {
        do {
            return try CairoRenderer(fonts: fonts).renderPNG(
                rendering.scene, compression: compression, threads: rendering.drawingThreads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering as an SVG document, one CSS pixel per point.
    /// Everything but shadows stays vectors; the same rendering gives the same bytes.
    public func svg(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        do {
            return try CairoRenderer(fonts: fonts).renderSVG(rendering.scene)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering as a one-page PDF whose text can be selected.
    /// Everything but shadows stays vectors; the same rendering gives the same bytes.
    public func pdf(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        do {
            return try CairoRenderer(fonts: fonts).renderPDF(rendering.scene)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Draws a prepared rendering to pixels, for comparisons.
    public func image(_ rendering: Rendering) throws(BoxRenderError) -> RGBAImage {
        do {
            return try CairoRenderer(fonts: fonts).renderImage(rendering.scene, threads: rendering.drawingThreads)
        } catch {
            throw Self.classify(error, rendering)
        }
    }

    /// Pango for trees with text (its fonts checked first); a measurer that
    /// loads nothing for trees without, so they never pay for font setup.
    private func textMeasurer(for tree: BoxTree, file: String) throws(BoxRenderError) -> any ContentMeasuring {
        guard FontCheck.needsFonts(tree) else { return PictureMeasurer() }
        let measurer: PangoMeasurer
        do {
            measurer = PangoMeasurer(fonts: try fonts ?? FontLibrary.shared())
        } catch {
            throw .input(file: file, "\(error)")
        }
        try FontCheck.check(tree, measurer: measurer, file: file)
        return measurer
    }

    private func checkCanvas(_ canvas: Size, scale: Int, file: String, limit: Int) throws(BoxRenderError) {
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
    private static func classify(_ error: any Error, _ rendering: Rendering) -> BoxRenderError {
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
    /// Draws a prepared rendering as a file of `format`; `pngCompression`
    /// applies to PNG only.
    public func data(
        _ rendering: Rendering, as format: OutputFormat, pngCompression: PNGCompression = .default
    ) throws(BoxRenderError) -> [UInt8] {
        switch format {
        case .png: try png(rendering, compression: pngCompression)
        case .svg: try svg(rendering)
        case .pdf: try pdf(rendering)
        }
    }
}
