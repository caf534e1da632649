/// The most one spec may ask of boxrender. Specs are written by people it has
/// never met, and rendered in CI from pull requests it should not trust, so
/// every resource a spec can make boxrender spend has a ceiling, checked before
/// the resource is spent, with a message that names the limit and the CLI flag
/// that raises it.
public struct SpecLimits: Sendable, Equatable {
    /// Pixels of the canvas (width × height × scale²), before it is allocated.
    public var canvasPixels: Int
    /// Nodes of the tree: boxes, lines and line items, after templates are expanded.
    public var nodes: Int
    /// Nesting of arrays and objects in the spec text; the top-level value is depth 1.
    public var depth: Int
    /// Unicode scalars in one string of the spec (a label's text, a span, an id).
    public var textLength: Int
    /// Bytes of one image file, checked before it is read.
    public var imageFileBytes: Int
    /// Pixels of one image (width × height from its header), checked before it
    /// is decoded, so a small file that inflates to gigabytes is refused.
    public var imagePixels: Int
    /// Pixels of all the different images of one spec together: each is
    /// decoded once and kept for the whole render, so many large pictures
    /// would otherwise add up to more memory than any one of them may take.
    public var totalImagePixels: Int
    /// Values that template expansion may create in one spec (no "billion laughs").
    public var templateValues: Int
    /// Unicode scalars in all the strings of one spec together, after templates:
    /// every character is shaped and measured, so a long string used by a
    /// template thousands of times must not cost thousands of times its length.
    /// A string a template splices together (`"Hello ${name}"`) is counted as
    /// it is made, before it is built, and again when it is read.
    public var totalTextLength: Int
    /// Styled runs in one label after Mush (a change of face, colour,
    /// underline or background starts a new one): Pango's cost for a label
    /// grows with the square of its runs.
    public var textRuns: Int
    /// Bytes of the spec itself, file or standard input, checked as it is read.
    public var specBytes: Int
    /// Pixels of all shadow blurs together, worked out from the shadows'
    /// frames and radii after layout, before anything is drawn: a blur's cost
    /// grows with its area, not with how much of the spec asked for it.
    public var blurPixels: Int
    /// Pixels of all offscreen layers together (a translucent or shadowed box
    /// is drawn apart and composited), from the boxes' frames after layout:
    /// nesting many canvas-sized translucent boxes multiplies the canvas.
    public var layerPixels: Int
    /// Pictures of one animation (its N + 1 frames), each within `canvasPixels`:
    /// every frame is laid out, drawn and compressed.
    public var frames: Int
    /// Pixels of all the frames of one animation together (frames × canvas
    /// pixels), checked before the first is drawn: `frames` and
    /// `canvasPixels` each within its limit still multiply to hours of
    /// drawing and compressing.
    public var animationPixels: Int
    /// Pixels a PDF or SVG reads of its translucent pictures, every draw
    /// together: Cairo's vector backends read such a picture's pixels (up
    /// to the first translucent one) at each draw to learn whether it is
    /// opaque, so a large picture drawn many times multiplies its size.
    /// Checked after the pictures are decoded, before any is drawn.
    public var pictureReads: Int

    /// The highest `depth` that may be asked for: the text is parsed without
    /// recursion, but dropping a value tree is recursive in Swift, so nesting
    /// stays well inside a thread's stack whatever the flags say.
    public static let depthCeiling = 4096

    public static let `default` = SpecLimits()

    /// The one wording of the spec-size limit, for a file or standard input.
    public static func specTooLong(_ limit: Int) -> String {
        "the spec is longer than \(limit) bytes \(LimitHint.raise("max-spec-bytes"))"
    }

    public init(
        canvasPixels: Int = 100_000_000,
        nodes: Int = 1_000_000,
        depth: Int = 512,
        textLength: Int = 100_000,
        imageFileBytes: Int = 64 << 20,
        imagePixels: Int = 50_000_000,
        totalImagePixels: Int = 200_000_000,
        templateValues: Int = 100_000,
        totalTextLength: Int = 2_000_000,
        textRuns: Int = 2_000,
        specBytes: Int = 16 << 20,
        blurPixels: Int = 500_000_000,
        layerPixels: Int = 2_000_000_000,
        frames: Int = 600,
        animationPixels: Int = 1_000_000_000,
        pictureReads: Int = 1_000_000_000
    ) {
        self.canvasPixels = canvasPixels
        self.nodes = nodes
        self.depth = min(depth, Self.depthCeiling)
        self.textLength = textLength
        self.imageFileBytes = imageFileBytes
        self.imagePixels = imagePixels
        self.totalImagePixels = totalImagePixels
        self.templateValues = templateValues
        self.totalTextLength = totalTextLength
        self.textRuns = textRuns
        self.specBytes = specBytes
        self.blurPixels = blurPixels
        self.layerPixels = layerPixels
        self.frames = frames
        self.animationPixels = animationPixels
        self.pictureReads = pictureReads
    }
}

/// How a limit is named in messages: what was found, the limit, and the flag
/// that raises it, e.g. "… more than 512 levels deep (the limit; --max-depth raises it)".
package enum LimitHint {
    package static func raise(_ flag: String) -> String { "(the limit; --\(flag) raises it)" }
}

/// The one wording of the nesting limit, shared by both parsers.
enum DepthMessage {
    static func tooDeep(_ limit: Int) -> String {
        "arrays and objects are nested more than \(limit) levels deep \(LimitHint.raise("max-depth"))"
    }

    /// Templates nest a tree deeper than its text: the same limit, counted
    /// as if they were written out, since every level costs what a level of
    /// text does (a path that long on every node below it).
    static func byTemplates(_ limit: Int) -> String {
        "templates nest arrays and objects more than \(limit) levels deep \(LimitHint.raise("max-depth"))"
    }
}
