import BoxFiles
import BoxPixels
import BoxRender

extension RenderCommand {
    /// An animated spec: one moment (--at, any format), or every frame as an
    /// animated PNG, GIF or WebP (-o), numbered PNGs with their ffconcat list
    /// (--frames-dir, staged here) and a timeline (--frames), each frame drawn once.
    func animated(
        _ spec: Spec, renderer: Renderer, options: RenderOptions, format: OutputFormat, compression: PNGCompression,
        staging staged: inout [AtomicFile.Staged], folder: inout FramesFolder?
    ) throws -> Results {
        let animation = try renderer.prepareAnimation(spec, options: options)
        try inputOptions.refuse(animation.warnings)
        if let at {
            let rendering = try animation.moment(at: at)
            return Results(
                picture: try renderer.data(rendering, as: format, pngCompression: compression),
                frames: frames == nil ? nil : rendering.frames.json(), warnings: rendering.warnings)
        }
        if output != nil, !format.holdsAnimation {
            throw animationRefusal(
                format, file: animation.file,
                remedy: "give --at T for the moment T seconds in, or write a PNG (an animated PNG), GIF or WebP")
        }
        // Before the timeline and the frames folder are made.
        if output != nil { try animation.checkEncoding(as: format) }
        try animation.checkFramePixels()
        var timeline = frames == nil ? nil : try animation.timelineText()
        folder = try framesDir.map(FramesFolder.init)
        let frameFolder = folder
        var newFiles: [AtomicFile.Staged] = []
        defer { staged += newFiles }
        func eachFrame(_ k: Int, _ moment: Rendering, _ image: RGBAImage) throws(BoxRenderError) {
            timeline?.append(time: animation.time(ofFrame: k), boxes: moment.frames.boxes)
            guard let frameFolder else { return }
            do {
                let bytes = try PNGCodec.encode(image, compression: compression)
                let name = frameFolder.claim(frame: k, of: animation.frameCount)
                newFiles.append(try AtomicFile.stage(bytes, name: name, in: frameFolder.handle))
            } catch let error as BoxRenderError {
                throw error
            } catch {
                throw .input(file: animation.file, "\(error)")
            }
        }
        var picture: [UInt8]?
        if output != nil {
            picture = try renderer.animation(
                animation, as: format, pngCompression: compression, eachFrame: eachFrame)
        } else {
            try renderer.drawFrames(animation, eachFrame)
        }
        if let frameFolder {
            // The frames' durations, for ffmpeg's concat demuxer.
            let list = FramesFolder.concatList(
                frameCount: animation.frameCount, delays: animation.delays, fps: animation.animation.fps)
            do {
                newFiles.append(
                    try AtomicFile.stage(Array(list.utf8), name: frameFolder.claimConcatList(), in: frameFolder.handle))
            } catch {
                throw BoxRenderError.input(file: animation.file, "\(error)")
            }
        }
        return Results(picture: picture, frames: timeline?.finished(), warnings: animation.warnings)
    }
}

/// SVG or PDF of a whole animation, refused in one wording by both commands;
/// `remedy` says what the command can do instead.
func animationRefusal(_ format: OutputFormat, file: String, remedy: String) -> BoxRenderError {
    .input(
        file: file, path: "animation",
        "an animation is many pictures and \(format.rawValue.uppercased()) holds one: \(remedy)")
}
