import BoxSpec

/// `--frames` of a whole animation: the canvas, the timing, and for every
/// frame its time and §11's boxes at that moment (alpha = each node's own
/// alpha then).
public struct AnimationTimeline: Equatable, Sendable {
    public struct Moment: Equatable, Sendable {
        public var time: Double
        public var boxes: [FramesDocument.Entry]
    }

    public var canvas: FramesDocument.Canvas
    public var duration: Double
    public var fps: Double
    public var moments: [Moment]

    /// `{ "canvas", "animation": { "duration", "fps", "frameCount" }, "timeline": [ { "time", "boxes" } … ] }`.
    public func json() -> String {
        var text = Text(canvas: canvas, duration: duration, fps: fps, frameCount: moments.count)
        for moment in moments {
            text.append(time: moment.time, boxes: moment.boxes)
        }
        return text.finished()
    }

    /// The JSON written a moment at a time, so that a caller drawing the
    /// frames keeps text, not every frame's entries.
    public struct Text: Sendable {
        private let canvas: FramesDocument.Canvas
        private let animation: JSONValue
        /// Each moment's text, written where the timeline puts it (two steps in).
        private var moments: [JSONValue] = []

        public init(canvas: FramesDocument.Canvas, duration: Double, fps: Double, frameCount: Int) {
            self.canvas = canvas
            animation = .object(
                .inline, ["duration": .number(duration), "fps": .number(fps), "frameCount": .integer(frameCount)])
        }

        /// `{ "time", "boxes" }`, its boxes one a line.
        public mutating func append(time: Double, boxes: [FramesDocument.Entry]) {
            let moment = JSONValue.object(.inline, ["time": .number(time), "boxes": FramesDocument.json(boxes)])
            moments.append(.written(moment.text(level: 2)))
        }

        public func finished() -> String {
            let document = JSONValue.object(
                .hanging,
                ["canvas": FramesDocument.json(canvas), "animation": animation, "timeline": .array(moments, .lines)])
            return document.text() + "\n"
        }
    }
}

extension AnimationRendering {
    /// Every frame's boxes, laid out (not drawn).
    /// - Throws: when the timeline would list more entries (frames × nodes)
    ///   than `--max-nodes` allows nodes: a timeline is every node again for
    ///   every frame.
    public func timeline() throws(BoxRenderError) -> AnimationTimeline {
        try checkTimelineSize()
        var moments: [AnimationTimeline.Moment] = []
        for k in 0..<frameCount {
            let time = time(ofFrame: k)
            moments.append(.init(time: time, boxes: try moment(at: time).frames.boxes))
        }
        return AnimationTimeline(
            canvas: .init(width: canvas.width, height: canvas.height, scale: scale), duration: animation.duration,
            fps: animation.fps, moments: moments)
    }

    /// The timeline's JSON text, to be filled a moment at a time as frames are drawn.
    public func timelineText() throws(BoxRenderError) -> AnimationTimeline.Text {
        try checkTimelineSize()
        return AnimationTimeline.Text(
            canvas: .init(width: canvas.width, height: canvas.height, scale: scale), duration: animation.duration,
            fps: animation.fps, frameCount: frameCount)
    }

    /// Refuses a timeline of more entries than the node limit, before any is made.
    func checkTimelineSize() throws(BoxRenderError) {
        let entries = frameCount.multipliedReportingOverflow(by: layout.tree.count)
        guard entries.overflow || entries.partialValue > limits.nodes else { return }
        throw .input(
            file: file, path: "animation",
            "the frames document lists every node of every frame: \(frameCount) frames × \(layout.tree.count) nodes "
                + "is more than \(limits.nodes) entries \(LimitHint.raise("max-nodes"))")
    }
}
