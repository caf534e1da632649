import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene

extension Renderer {
    /// Draws an animation's frames k = 0…N in order and hands each to
    /// `body` with its index and its moment (for its `frames`); only one
    /// frame's pixels are alive at a time. Refuses, before the first, an
    /// animation past `SpecLimits.animationPixels` (`checkFramePixels`).
    public func drawFrames(
        _ animation: AnimationRendering, _ body: (Int, Rendering, RGBAImage) throws(BoxRenderError) -> Void
    ) throws(BoxRenderError) {
        try animation.checkFramePixels()
        for k in 0..<animation.frameCount {
            let moment = try animation.moment(at: animation.time(ofFrame: k))
            try body(k, moment, try image(moment))
        }
    }

    /// The whole animation as an animated PNG: every frame after the first
    /// stores only the rectangle that changed (one pixel when nothing did, so
    /// that the file holds exactly the N + 1 frames); it plays
    /// `animation.loop` times (0 = forever) and holds the last frame
    /// `holdEnd` seconds. The same spec gives the same bytes.
    ///
    /// - Parameters:
    ///   - animation: both ends laid out (`prepareAnimation`).
    ///   - compression: how hard each frame's pixels are compressed.
    ///   - eachFrame: also called with every frame as it is drawn (the
    ///     CLI's `--frames-dir`), so that frames are drawn once.
    public func apng(
        _ animation: AnimationRendering, compression: PNGCompression = .default,
        eachFrame: (Int, Rendering, RGBAImage) throws(BoxRenderError) -> Void = { _, _, _ in }
    ) throws(BoxRenderError) -> [UInt8] {
        try animation.checkFramePixels()
        let (width, height) = animation.pixelSize
        let writer: APNGWriter
        do {
            writer = try APNGWriter(
                width: width, height: height, loopCount: animation.animation.loop, opaque: animation.isOpaque,
                compression: compression, mergesIdenticalFrames: false)
        } catch {
            throw .internal("the animated PNG: \(error)")
        }
        try drawFrames(animation) { k, moment, image throws(BoxRenderError) in
            try eachFrame(k, moment, image)
            do {
                try writer.append(image, delay: animation.delay(ofFrame: k))
            } catch {
                throw .internal("the animated PNG, frame \(k): \(error)")
            }
        }
        do {
            return try writer.finish()
        } catch {
            throw .internal("the animated PNG: \(error)")
        }
    }
}

extension AnimationRendering {
    /// Whether every frame is opaque: the canvas background is, and every
    /// box is drawn over it.
    var isOpaque: Bool {
        guard let background else { return false }
        return background.alpha >= 1
    }
}
