import BoxModel
import BoxPNG
import BoxSpec
import Foundation

/// MGBox's animated layout built in Swift (spec-format §9): the boxes go
/// from `from` to `to` over `duration` seconds, as `layoutWithSpeed:` moves
/// them. Boxes match by `id`, then by position among id-less siblings.
///
/// ```swift
/// let animation = Animation(from: before, to: after, duration: 0.3, fps: 30)
/// let apng = try Renderer().apng(animation, canvas: CanvasSpec(scale: 2))
/// ```
public struct Animation: Sendable {
    public var from: any BoxContent
    public var to: any BoxContent
    public var duration: Double
    public var fps: Double
    /// Slide every box of a container that had none in from above, instead of fading them in.
    public var slideBoxesInFromEmpty: Bool
    /// Plays of the animated PNG, GIF or WebP; 0 = forever.
    public var loop: Int
    /// Seconds the last frame is held.
    public var holdEnd: Double

    public init(
        from: some BoxContent, to: some BoxContent, duration: Double = 0.3, fps: Double = 30,
        slideBoxesInFromEmpty: Bool = false, loop: Int = 0, holdEnd: Double = 1
    ) {
        self.from = from
        self.to = to
        self.duration = duration
        self.fps = fps
        self.slideBoxesInFromEmpty = slideBoxesInFromEmpty
        self.loop = loop
        self.holdEnd = holdEnd
    }

    /// The spec a file with `animation` and `root` would give, checked the same way.
    public func spec(canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "") throws(BoxRenderError) -> Spec {
        var animation = DraftObject()
        animation["from"] = .node(from.element)
        animation["duration"] = .number(duration)
        animation["fps"] = .number(fps)
        animation["slideBoxesInFromEmpty"] = .bool(slideBoxesInFromEmpty)
        animation["loop"] = .number(Double(loop))
        animation["holdEnd"] = .number(holdEnd)
        var document = DraftObject()
        document["canvas"] = .canvas(canvas)
        document["animation"] = .object(animation)
        document["root"] = .node(to.element)
        return try Draft.object(document).spec(baseDirectory: baseDirectory)
    }
}

extension Renderer {
    /// Lays out both ends of an animation built in Swift.
    public func prepare(
        _ animation: Animation, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> AnimationRendering {
        try prepareAnimation(
            animation.spec(canvas: canvas.scaled(as: options), baseDirectory: baseDirectory), options: options)
    }

    /// An animation built in Swift, written to `url` atomically as an
    /// animated PNG, GIF or WebP by the extension unless `format` is given.
    /// - Returns: the warnings of the picture it ends on (`RenderOptions(strict: true)` throws them instead).
    @discardableResult
    public func write(
        _ animation: Animation, to url: URL, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "",
        format: OutputFormat? = nil, options: RenderOptions = RenderOptions(),
        compression: PNGCompression = .default
    ) throws(BoxRenderError) -> [RenderWarning] {
        let path = try Self.filePath(of: url)
        if format == nil { _ = try Self.format(ofFileAt: path) }
        return try write(
            prepare(animation, canvas: canvas, baseDirectory: baseDirectory, options: options), to: url,
            format: format, compression: compression)
    }

    /// An animation built in Swift as animated PNG bytes.
    public func apng(
        _ animation: Animation, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> [UInt8] {
        try apng(prepare(animation, canvas: canvas, baseDirectory: baseDirectory, options: options))
    }

    /// An animation built in Swift as animated GIF bytes (see `gif(_:eachFrame:)`).
    public func gif(
        _ animation: Animation, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> [UInt8] {
        try gif(prepare(animation, canvas: canvas, baseDirectory: baseDirectory, options: options))
    }

    /// An animation built in Swift as animated WebP bytes (see `webp(_:eachFrame:)`).
    public func webp(
        _ animation: Animation, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> [UInt8] {
        try webp(prepare(animation, canvas: canvas, baseDirectory: baseDirectory, options: options))
    }
}
