import BoxCairo
import BoxPNG
import BoxPixels
import BoxSpec

/// GIF and WebP: a still picture as one frame, an animation as every frame
/// of the APNG, with the same delays (to the hundredth for GIF, the
/// millisecond for WebP, without drift), the same end hold and loop count.
extension Renderer {
    /// Draws a prepared rendering as a GIF of one frame: exact when the
    /// picture has at most 256 colours, else 256 chosen by median cut (no
    /// dithering); a pixel of alpha below 128 is transparent, any other
    /// opaque. See `GIFWriter`.
    public func gif(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        let (width, height) = rendering.scene.pixelSize
        try Self.refuseSize(width, height, format: .gif, file: rendering.file)
        let image = try image(rendering)
        do {
            let writer = try GIFWriter(width: width, height: height, loopCount: nil, opaque: false)
            try writer.append(image, delay: 0)
            return try writer.finish()
        } catch {
            throw .internal("the GIF: \(error)")
        }
    }

    /// Draws a prepared rendering as a lossless WebP of exactly its pixels.
    public func webp(_ rendering: Rendering) throws(BoxRenderError) -> [UInt8] {
        let (width, height) = rendering.scene.pixelSize
        try Self.refuseSize(width, height, format: .webp, file: rendering.file)
        let image = try image(rendering)
        do {
            return try WebPWriter.encode(image)
        } catch {
            throw .internal("the WebP: \(error)")
        }
    }

    /// The whole animation as a GIF: the frames of `apng`, each with its own
    /// colour table, each delay to the hundredth of a second with no drift
    /// (each frame starts at the hundredth nearest its true start, so the
    /// file lasts the animation's duration plus `holdEnd`), played
    /// `animation.loop` times (0 = forever). An opaque animation stores
    /// only what each frame changed.
    ///
    /// Refused before the first frame is drawn (`checkGIF`): a frame that
    /// would last less than 0.02 s (browsers show it for 0.1 s), a canvas
    /// past 65,535 pixels a side, more than 65,536 plays; and, as for every
    /// animation, past `--max-animation-pixels`.
    public func gif(
        _ animation: AnimationRendering,
        eachFrame: (Int, Rendering, RGBAImage) throws(BoxRenderError) -> Void = { _, _, _ in }
    ) throws(BoxRenderError) -> [UInt8] {
        try animation.checkGIF()
        try animation.checkFramePixels()
        let (width, height) = animation.pixelSize
        let writer: GIFWriter
        do {
            writer = try GIFWriter(
                width: width, height: height, loopCount: animation.animation.loop, opaque: animation.isOpaque)
        } catch {
            throw .internal("the GIF: \(error)")
        }
        try drawFrames(animation) { k, moment, image throws(BoxRenderError) in
            try eachFrame(k, moment, image)
            do {
                try writer.append(image, delay: animation.delay(ofFrame: k))
            } catch {
                throw .internal("the GIF, frame \(k): \(error)")
            }
        }
        do {
            return try writer.finish()
        } catch {
            throw .internal("the GIF: \(error)")
        }
    }

    /// The whole animation as an animated WebP: the frames of `apng`,
    /// lossless (exactly their pixels), each duration to the millisecond
    /// with no drift, the end held `holdEnd`, played `animation.loop` times
    /// (0 = forever). Each frame after the first stores only what changed.
    ///
    /// Refused before the first frame is drawn (`checkWebP`): a canvas past
    /// 16,383 pixels a side, more than 65,535 plays; and, as for every
    /// animation, past `--max-animation-pixels`.
    public func webp(
        _ animation: AnimationRendering,
        eachFrame: (Int, Rendering, RGBAImage) throws(BoxRenderError) -> Void = { _, _, _ in }
    ) throws(BoxRenderError) -> [UInt8] {
        try animation.checkWebP()
        try animation.checkFramePixels()
        let (width, height) = animation.pixelSize
        let writer: WebPWriter
        do {
            writer = try WebPWriter(width: width, height: height, loopCount: animation.animation.loop)
        } catch {
            throw .internal("the WebP: \(error)")
        }
        try drawFrames(animation) { k, moment, image throws(BoxRenderError) in
            try eachFrame(k, moment, image)
            do {
                try writer.append(image, delay: animation.delay(ofFrame: k))
            } catch {
                throw .internal("the WebP, frame \(k): \(error)")
            }
        }
        do {
            return try writer.finish()
        } catch {
            throw .internal("the WebP: \(error)")
        }
    }

    /// The whole animation as a file of `format`: an animated PNG, GIF or
    /// WebP; SVG and PDF hold one picture and are refused.
    public func animation(
        _ animation: AnimationRendering, as format: OutputFormat, pngCompression: PNGCompression = .default,
        eachFrame: (Int, Rendering, RGBAImage) throws(BoxRenderError) -> Void = { _, _, _ in }
    ) throws(BoxRenderError) -> [UInt8] {
        switch format {
        case .png: try apng(animation, compression: pngCompression, eachFrame: eachFrame)
        case .gif: try gif(animation, eachFrame: eachFrame)
        case .webp: try webp(animation, eachFrame: eachFrame)
        case .svg, .pdf:
            throw .input(
                file: animation.file, path: "animation",
                "an animation is many pictures and \(format.rawValue.uppercased()) holds one")
        }
    }

    /// A picture too large for the format, refused before it is drawn.
    static func refuseSize(_ width: Int, _ height: Int, format: OutputFormat, file: String) throws(BoxRenderError) {
        let largest = format == .gif ? GIFWriter.maximumSide : WebPWriter.maximumSide
        guard width > largest || height > largest else { return }
        throw .input(
            file: file,
            "the picture is \(width)×\(height) pixels, and a \(format.rawValue.uppercased()) is at most \(largest) "
                + "on a side: write a PNG")
    }
}

extension AnimationRendering {
    /// Every frame's delay in seconds: until the next frame, the last for `holdEnd`.
    public var delays: [Double] { (0..<frameCount).map(delay(ofFrame:)) }

    /// Refuses, before anything is drawn, an animation that `format` cannot
    /// hold as written (`checkGIF`, `checkWebP`); an animated PNG holds any.
    /// SVG and PDF are refused where they are asked for.
    public func checkEncoding(as format: OutputFormat) throws(BoxRenderError) {
        switch format {
        case .gif: try checkGIF()
        case .webp: try checkWebP()
        case .png, .svg, .pdf: break
        }
    }

    /// Refuses, before anything is drawn, an animation a GIF cannot play as
    /// written: a canvas past 65,535 pixels a side, more than 65,536 plays
    /// (GIF counts repeats in 16 bits), a frame longer than 655.35 s, or a
    /// frame that would last less than 0.02 s once its start and end are
    /// rounded to the hundredth: browsers show such a frame for 0.1 s, so
    /// the animation would play slower than written. At 30 fps frames last
    /// 3 or 4 hundredths; up to 50 fps every frame passes. The last frame of
    /// a GIF that plays once may be as short as it likes: nothing follows it.
    public func checkGIF() throws(BoxRenderError) {
        let (width, height) = pixelSize
        if width > GIFWriter.maximumSide || height > GIFWriter.maximumSide {
            throw .input(
                file: file, path: "animation",
                "the animation is \(width)×\(height) pixels, and a GIF is at most \(GIFWriter.maximumSide) on a side: "
                    + "write an animated PNG")
        }
        let loop = animation.loop
        if loop > GIFWriter.maximumPlays {
            throw .input(
                file: file, path: "animation.loop",
                "a GIF plays at most \(GIFWriter.maximumPlays) times (or forever, 0), not \(loop): "
                    + "write an animated PNG for more")
        }
        let centiseconds = GIFWriter.centiseconds(delays)
        for (k, ticks) in centiseconds.enumerated() {
            let last = k == frameCount - 1
            if ticks > GIFWriter.maximumCentiseconds {
                throw .input(
                    file: file, path: "animation.holdEnd",
                    "a GIF frame lasts at most 655.35 s, and the last would last \(JSONText.number(delay(ofFrame: k))) s: "
                        + "hold it less, or write WebP or an animated PNG")
            }
            guard ticks < GIFWriter.shortestHonouredCentiseconds, !(last && loop == 1) else { continue }
            let lasting = "\(ticks) hundredth\(ticks == 1 ? "" : "s") of a second"
            let shown = "GIF delays are hundredths of a second, and browsers show a frame of less than 2 for 10, "
            if last {
                throw .input(
                    file: file, path: "animation.holdEnd",
                    shown + "so the end, held \(JSONText.number(animation.holdEnd)) s, would last \(lasting) on "
                        + "paper and 0.1 s on screen: hold it 0.02 s or more, or play the GIF once (loop 1), or write "
                        + "WebP or an animated PNG")
            }
            throw .input(
                file: file, path: "animation.fps",
                shown + "so frame \(k) (from \(Self.milliseconds(time(ofFrame: k))) s to "
                    + "\(Self.milliseconds(time(ofFrame: k + 1))) s) would last \(lasting) on paper and 0.1 s on screen: "
                    + "give a GIF at most 50 fps and a duration that is a whole number of frames, or write WebP or an "
                    + "animated PNG")
        }
    }

    /// Seconds to the millisecond, for messages: 0.017, not 0.016666666666666666.
    private static func milliseconds(_ seconds: Double) -> String {
        JSONText.number((seconds * 1000).rounded() / 1000)
    }

    /// Refuses, before anything is drawn, an animation a WebP cannot hold: a
    /// canvas past 16,383 pixels a side, or more than 65,535 plays.
    public func checkWebP() throws(BoxRenderError) {
        let (width, height) = pixelSize
        if width > WebPWriter.maximumSide || height > WebPWriter.maximumSide {
            throw .input(
                file: file, path: "animation",
                "the animation is \(width)×\(height) pixels, and a WebP is at most \(WebPWriter.maximumSide) on a "
                    + "side: write an animated PNG")
        }
        if animation.loop > WebPWriter.maximumPlays {
            throw .input(
                file: file, path: "animation.loop",
                "a WebP plays at most \(WebPWriter.maximumPlays) times (or forever, 0), not \(animation.loop): "
                    + "write an animated PNG for more")
        }
    }
}
