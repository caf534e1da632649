import BoxScene
import BoxSpec

extension AnimationRendering {
    /// The canvas in pixels, as every frame is drawn.
    var pixelSize: (width: Int, height: Int) {
        Scene(size: canvas, scale: scale, background: nil, commands: []).pixelSize
    }

    /// Refuses an animation whose frames together have more pixels than
    /// `SpecLimits.animationPixels`, before the first is drawn: `--max-frames`
    /// and `--max-canvas-pixels` each hold one factor, but their product is
    /// what drawing, comparing and compressing every frame costs (599 frames
    /// of a 10000×10000 canvas took 12 minutes). A single moment (`moment(at:)`)
    /// draws one picture and is not held to it.
    public func checkFramePixels() throws(BoxRenderError) {
        let (width, height) = pixelSize
        let pixels = Double(frameCount) * Double(width) * Double(height)
        guard pixels > Double(limits.animationPixels) else { return }
        throw .input(
            file: file, path: "animation",
            "the animation would draw \(frameCount) frames of \(width)×\(height) pixels, "
                + "\(JSONText.number(pixels)) pixels in all, more than \(limits.animationPixels) "
                + LimitHint.raise("max-animation-pixels"))
    }
}
