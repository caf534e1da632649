import ArgumentParser
import BoxRender

/// The limits on reading a picture or an animated PNG: declared once, for
/// the specs' pictures (`LimitOptions`, of render) and for `diff`'s two
/// inputs; each default is `SpecLimits.default`'s, said in the help from it.
struct PictureLimitOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help:
            "Largest picture file, in bytes, checked before it is read (default \(SpecLimits.default.imageFileBytes)).")
    var maxImageBytes: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Most pixels in one picture, checked from its header before it is decoded "
                + "(default \(SpecLimits.default.imagePixels))."))
    var maxImagePixels: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Most frames of an animation, each a whole picture, checked before any is drawn or decoded "
                + "(default \(SpecLimits.default.frames))."))
    var maxFrames: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Most pixels of all an animation's frames together, frames × canvas pixels, checked before any is "
                + "drawn or decoded (default \(SpecLimits.default.animationPixels))."))
    var maxAnimationPixels: Int?

    func validate() throws {
        let given: [(String, Int?)] = [
            ("--max-image-bytes", maxImageBytes), ("--max-image-pixels", maxImagePixels), ("--max-frames", maxFrames),
            ("--max-animation-pixels", maxAnimationPixels),
        ]
        for case (let flag, let value?) in given where value < 1 {
            throw ValidationError("\(flag) must be a positive whole number, not \(value)")
        }
    }

    /// `limits` with every flag given laid over it.
    func laid(over limits: SpecLimits) -> SpecLimits {
        var limits = limits
        if let maxImageBytes { limits.imageFileBytes = maxImageBytes }
        if let maxImagePixels { limits.imagePixels = maxImagePixels }
        if let maxFrames { limits.frames = maxFrames }
        if let maxAnimationPixels { limits.animationPixels = maxAnimationPixels }
        return limits
    }
}
