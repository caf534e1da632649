import ArgumentParser
import BoxRender

/// `--max-…`: the limits of `SpecLimits`, each raisable (or lowerable) per run,
/// for the rare spec that legitimately needs more and the CI job that wants less.
struct LimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Most canvas pixels, width × height × scale² (default 100000000).")
    var maxCanvasPixels: Int?

    @Option(
        parsing: .unconditional, help: "Most nodes: boxes, lines and line items, after templates (default 1000000).")
    var maxNodes: Int?

    @Option(
        parsing: .unconditional, help: "Deepest nesting of arrays and objects in the spec (default 512, at most 4096).")
    var maxDepth: Int?

    @Option(parsing: .unconditional, help: "Most characters in one string of the spec (default 100000).")
    var maxTextLength: Int?

    @Option(parsing: .unconditional, help: "Largest image file, in bytes (default 67108864).")
    var maxImageBytes: Int?

    @Option(parsing: .unconditional, help: "Most pixels in one image, checked before it is decoded (default 50000000).")
    var maxImagePixels: Int?

    @Option(
        parsing: .unconditional, help: "Most pixels in all the different images of a spec together (default 200000000)."
    )
    var maxTotalImagePixels: Int?

    @Option(parsing: .unconditional, help: "Most values that templates may expand to (default 100000).")
    var maxTemplateValues: Int?

    @Option(
        parsing: .unconditional,
        help: "Most characters in all the strings of a spec together, after templates (default 2000000).")
    var maxTotalText: Int?

    @Option(parsing: .unconditional, help: "Most styled runs in one label, after Mush (default 2000).")
    var maxTextRuns: Int?

    @Option(parsing: .unconditional, help: "Largest spec, file or standard input, in bytes (default 16777216).")
    var maxSpecBytes: Int?

    @Option(
        parsing: .unconditional,
        help: "Most pixels of shadow blurring in one picture, all shadows together (default 500000000).")
    var maxBlurPixels: Int?

    @Option(
        parsing: .unconditional,
        help: "Most pixels of translucent and shadowed boxes' layers in one picture, together (default 2000000000).")
    var maxLayerPixels: Int?

    @Option(parsing: .unconditional, help: "Most frames of an animation, each a whole picture (default 600).")
    var maxFrames: Int?

    @Option(
        parsing: .unconditional,
        help: "Most pixels of all an animation's frames together, frames × canvas pixels (default 1000000000).")
    var maxAnimationPixels: Int?

    @Option(
        parsing: .unconditional,
        help: "Most pixels a PDF or SVG reads of its translucent pictures, every draw together (default 1000000000).")
    var maxPictureReads: Int?

    func validate() throws {
        let given: [(String, Int?)] = [
            ("--max-canvas-pixels", maxCanvasPixels), ("--max-nodes", maxNodes), ("--max-depth", maxDepth),
            ("--max-text-length", maxTextLength), ("--max-image-bytes", maxImageBytes),
            ("--max-image-pixels", maxImagePixels), ("--max-total-image-pixels", maxTotalImagePixels),
            ("--max-template-values", maxTemplateValues), ("--max-total-text", maxTotalText),
            ("--max-text-runs", maxTextRuns), ("--max-spec-bytes", maxSpecBytes), ("--max-blur-pixels", maxBlurPixels),
            ("--max-layer-pixels", maxLayerPixels), ("--max-frames", maxFrames),
            ("--max-animation-pixels", maxAnimationPixels), ("--max-picture-reads", maxPictureReads),
        ]
        for case (let flag, let value?) in given where value < 1 {
            throw ValidationError("\(flag) must be a positive whole number, not \(value)")
        }
        if let maxDepth, maxDepth > SpecLimits.depthCeiling {
            throw ValidationError("--max-depth must be at most \(SpecLimits.depthCeiling), not \(maxDepth)")
        }
    }

    /// The defaults with every flag given laid over them.
    var limits: SpecLimits {
        var limits = SpecLimits.default
        if let maxCanvasPixels { limits.canvasPixels = maxCanvasPixels }
        if let maxNodes { limits.nodes = maxNodes }
        if let maxDepth { limits.depth = maxDepth }
        if let maxTextLength { limits.textLength = maxTextLength }
        if let maxImageBytes { limits.imageFileBytes = maxImageBytes }
        if let maxImagePixels { limits.imagePixels = maxImagePixels }
        if let maxTotalImagePixels { limits.totalImagePixels = maxTotalImagePixels }
        if let maxTemplateValues { limits.templateValues = maxTemplateValues }
        if let maxTotalText { limits.totalTextLength = maxTotalText }
        if let maxTextRuns { limits.textRuns = maxTextRuns }
        if let maxSpecBytes { limits.specBytes = maxSpecBytes }
        if let maxBlurPixels { limits.blurPixels = maxBlurPixels }
        if let maxLayerPixels { limits.layerPixels = maxLayerPixels }
        if let maxFrames { limits.frames = maxFrames }
        if let maxAnimationPixels { limits.animationPixels = maxAnimationPixels }
        if let maxPictureReads { limits.pictureReads = maxPictureReads }
        return limits
    }
}
