import ArgumentParser
import BoxRender

/// `--max-…`: the limits of `SpecLimits`, each raisable (or lowerable) per run,
/// for the rare spec that legitimately needs more and the CI job that wants less.
struct LimitOptions: ParsableArguments {
    @OptionGroup
    var pictures: PictureLimitOptions
    @Option(
        parsing: .unconditional,
        help: "Most canvas pixels, width × height × scale² (default \(SpecLimits.default.canvasPixels)).")
    var maxCanvasPixels: Int?

    @Option(
        parsing: .unconditional,
        help: "Most nodes: boxes, lines and line items, after templates (default \(SpecLimits.default.nodes)).")
    var maxNodes: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Deepest nesting of arrays and objects in the spec (default \(SpecLimits.default.depth), at most \(SpecLimits.depthCeiling))."
    )
    var maxDepth: Int?

    @Option(
        parsing: .unconditional,
        help: "Most characters in one string of the spec (default \(SpecLimits.default.textLength)).")
    var maxTextLength: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Most pixels in all the different images of a spec together (default \(SpecLimits.default.totalImagePixels))."
    )
    var maxTotalImagePixels: Int?

    @Option(
        parsing: .unconditional,
        help: "Most values that templates may expand to (default \(SpecLimits.default.templateValues)).")
    var maxTemplateValues: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Most characters in all the strings of a spec together, after templates (default \(SpecLimits.default.totalTextLength))."
    )
    var maxTotalText: Int?

    @Option(
        parsing: .unconditional,
        help: "Most styled runs in one label, after Mush (default \(SpecLimits.default.textRuns)).")
    var maxTextRuns: Int?

    @Option(
        parsing: .unconditional,
        help: "Largest spec, file or standard input, in bytes (default \(SpecLimits.default.specBytes)).")
    var maxSpecBytes: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Most pixels of shadow blurring in one picture, all shadows together (default \(SpecLimits.default.blurPixels))."
    )
    var maxBlurPixels: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Most pixels of translucent and shadowed boxes' layers in one picture, together (default \(SpecLimits.default.layerPixels))."
    )
    var maxLayerPixels: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Most pixels a PDF or SVG reads of its translucent pictures, every draw together (default \(SpecLimits.default.pictureReads))."
    )
    var maxPictureReads: Int?

    func validate() throws {
        let given: [(String, Int?)] = [
            ("--max-canvas-pixels", maxCanvasPixels), ("--max-nodes", maxNodes), ("--max-depth", maxDepth),
            ("--max-text-length", maxTextLength), ("--max-total-image-pixels", maxTotalImagePixels),
            ("--max-template-values", maxTemplateValues), ("--max-total-text", maxTotalText),
            ("--max-text-runs", maxTextRuns), ("--max-spec-bytes", maxSpecBytes), ("--max-blur-pixels", maxBlurPixels),
            ("--max-layer-pixels", maxLayerPixels), ("--max-picture-reads", maxPictureReads),
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
        var limits = pictures.laid(over: SpecLimits.default)
        if let maxCanvasPixels { limits.canvasPixels = maxCanvasPixels }
        if let maxNodes { limits.nodes = maxNodes }
        if let maxDepth { limits.depth = maxDepth }
        if let maxTextLength { limits.textLength = maxTextLength }
        if let maxTotalImagePixels { limits.totalImagePixels = maxTotalImagePixels }
        if let maxTemplateValues { limits.templateValues = maxTemplateValues }
        if let maxTotalText { limits.totalTextLength = maxTotalText }
        if let maxTextRuns { limits.textRuns = maxTextRuns }
        if let maxSpecBytes { limits.specBytes = maxSpecBytes }
        if let maxBlurPixels { limits.blurPixels = maxBlurPixels }
        if let maxLayerPixels { limits.layerPixels = maxLayerPixels }
        if let maxPictureReads { limits.pictureReads = maxPictureReads }
        return limits
    }
}
