import BoxCairo
import BoxLayout
import BoxModel
import BoxPNG
import BoxSpec
import BoxText

/// An animated spec laid out at both ends (spec-format §9), ready to give
/// the picture of any moment: MGBox's `layoutWithSpeed:` from `animation.from`
/// to the spec's `root`.
public struct AnimationRendering: Sendable {
    public let file: String
    public let animation: AnimationSpec
    /// The larger of the two canvases in each direction, unless the spec or the options say.
    public let canvas: Size
    public let scale: Int
    let background: Color?
    /// `canvas.direction: rtl`: every moment is mirrored (`Picture`).
    let rightToLeft: Bool
    let layout: AnimatedLayout
    /// The end's separators (`linear` layouts), which ride with their nodes.
    let separators: [LayoutSeparator]
    let limits: SpecLimits
    let imageNodes: [String: String]
    /// The pictures of both trees, decoded once for every moment.
    let pictures: DecodedPictures
    /// The labels of both trees as measuring laid them out, for every moment.
    let labels: LaidOutLabels
    /// The warnings of the picture the animation ends on, which every moment reports.
    public let warnings: [RenderWarning]

    /// N + 1: frames k = 0…N, N = ceil(duration × fps).
    public var frameCount: Int { animation.intervals + 1 }

    /// The time of frame `k`, in seconds: k / fps, the last at `duration`.
    public func time(ofFrame k: Int) -> Double { animation.time(ofFrame: k) }

    /// How long frame `k` stays on screen: until the next frame, the last
    /// for `holdEnd`.
    public func delay(ofFrame k: Int) -> Double {
        k + 1 >= frameCount ? animation.holdEnd : time(ofFrame: k + 1) - time(ofFrame: k)
    }

    /// The eased progress at `time`: B(time / duration), B the cubic Bézier
    /// ease-in-out (0.42, 0, 0.58, 1).
    public func progress(at time: Double) -> Double {
        EaseInOut.progress(at: time / animation.duration)
    }

    /// The picture at `time` seconds (0 … duration): every node's frame and
    /// own alpha mixed by the eased progress, culled, its drawing cost checked.
    public func moment(at time: Double) throws(BoxRenderError) -> Rendering {
        guard time >= 0, time <= animation.duration else {
            throw .input(
                file: file,
                "the time \(JSONText.number(time)) s is outside the animation, which runs from 0 to "
                    + "\(JSONText.number(animation.duration)) s")
        }
        do {
            return try picture(at: time)
        } catch {
            throw error.happening(at: time)
        }
    }

    private func picture(at time: Double) throws(BoxRenderError) -> Rendering {
        let progress = progress(at: time)
        var tree = layout.tree
        for (index, alpha) in layout.alphas(at: progress).enumerated() {
            var style = tree[index].style
            let hidden = alpha <= 0
            guard style.alpha != alpha || style.isHidden != hidden else { continue }
            style.alpha = max(0, min(1, alpha))
            style.isHidden = hidden
            tree.setStyle(style, of: index)
        }
        let frames = layout.frames(at: progress)
        var offsets: [Int: Point] = [:]
        var contentSizes = frames.map(\.size)
        for index in layout.scrollNodes {
            guard let state = layout.scrollState(of: index, at: progress) else { continue }
            offsets[index] = state.contentOffset
            contentSizes[index] = state.contentSize
        }
        let moment = LayoutResult(
            frames: layout.relativeFrames(at: progress), contentSizes: contentSizes, separators: separators)
        let picture = Picture(
            tree: tree, frames: frames, layout: moment, scrollOffsets: offsets, canvas: canvas, scale: scale,
            background: background, rightToLeft: rightToLeft)
        return try picture.rendering(
            file: file, limits: limits, imageNodes: imageNodes, pictures: pictures, labels: labels
        ) { _ in
            warnings
        }
    }
}

extension Renderer {
    /// Lays out both ends of an animated spec. A spec without `animation`
    /// is refused: it has one picture (`prepare`).
    public func prepareAnimation(_ spec: Spec, options: RenderOptions = RenderOptions()) throws(BoxRenderError)
        -> AnimationRendering
    {
        try prepareAnimation(
            spec, options: options, pictureFiles: PictureFiles(fileLimit: options.limits.imageFileBytes))
    }

    /// The same, reading the pictures' files through `pictureFiles` (a
    /// batch job's, which hashed them).
    package func prepareAnimation(_ spec: Spec, options: RenderOptions, pictureFiles: PictureFiles)
        throws(BoxRenderError) -> AnimationRendering
    {
        let file = spec.sourcePath ?? "<spec>"
        guard let animation = spec.animation else {
            throw .input(file: file, path: "animation", "the spec has no `animation`")
        }
        // Specs built in code skip the decoder's checks.
        if let (path, message) = AnimationTiming.problem(animation, limits: options.limits) {
            throw .input(file: file, path: path, message)
        }
        if spec.screenshot != nil || options.screenshot != nil {
            throw .input(
                file: file, path: "animation",
                "an animation cannot be drawn as a screenshot: its canvas would follow the root's changing size")
        }
        let scale = try Self.scale(of: spec, options: options, file: file)
        let pictures = try ImageCheck.check(
            nodes: [animation.from.nodes, spec.tree.nodes].joined(), file: file, limits: options.limits,
            files: pictureFiles)
        let labels = LaidOutLabels()
        let text = try textMeasurer(for: [animation.from, spec.tree], file: file, labels: labels)
        let measurer = CheckedPictureMeasurer(text: text, pictures: pictures)
        let start = try LaidOutTree(animation.from, scale: scale, measurer: measurer, file: file)
        let end = try LaidOutTree(spec.tree, scale: scale, measurer: measurer, file: file)
        let startCanvas = Self.canvas(for: start, spec: spec.canvas, options: options)
        let endCanvas = Self.canvas(for: end, spec: spec.canvas, options: options)
        let canvas = Size(
            width: max(startCanvas.width, endCanvas.width), height: max(startCanvas.height, endCanvas.height))
        try checkCanvas(canvas, scale: scale, file: file, limit: options.limits.canvasPixels)
        let layout = AnimatedLayout(
            from: start.state, to: end.state, slideBoxesInFromEmpty: animation.slideBoxesInFromEmpty)
        // Judged on the end as it is drawn: mirrored in a right-to-left canvas.
        let endFrames =
            spec.canvas.direction == .rtl
            ? Picture.mirrored(end.frames, across: (0, Picture.pixelWidth(canvas.width, scale: scale))) : end.frames
        let warnings = PictureWarnings(
            tree: end.tree, layout: end.layout, frames: endFrames,
            drawn: DrawnNodes(tree: end.tree, layout: end.layout, frames: endFrames), canvas: canvas, scale: scale,
            file: file, naturalSize: measurer.naturalSize, labels: LabelChecks(text)
        ).find()
        try options.refuse(warnings)
        return AnimationRendering(
            file: file, animation: animation, canvas: canvas, scale: scale, background: spec.canvas.background,
            rightToLeft: spec.canvas.direction == .rtl, layout: layout, separators: end.layout.separators,
            limits: options.limits, imageNodes: pictures.namedBy,
            pictures: DecodedPictures(files: pictureFiles), labels: labels, warnings: warnings)
    }
}

extension LaidOutTree {
    /// This end of an animation: frames, what layout removed, scroll views' state.
    var state: AnimationState {
        var removed = layout.dropped
        if !layout.orphanedAttachments.isEmpty {
            if removed.isEmpty { removed = [Bool](repeating: false, count: tree.count) }
            for orphan in layout.orphanedAttachments { removed[orphan] = true }
        }
        var contentSizes: [Int: Size] = [:]
        for index in scrollOffsets.keys { contentSizes[index] = layout.contentSizes[index] }
        return AnimationState(
            tree: tree, frames: frames, removed: removed, contentSizes: contentSizes, scrollOffsets: scrollOffsets)
    }
}

extension BoxRenderError {
    /// The error with each message saying at which moment it happened:
    /// a box may pass a drawing limit in one frame and not in others.
    func happening(at time: Double) -> BoxRenderError {
        guard case .input(let errors) = self else { return self }
        return .input(
            errors.map { error in
                var error = error
                error.message = "at \(JSONText.number(time)) s: " + error.message
                return error
            })
    }
}
