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
        var out = "{ \"canvas\": { \"width\": \(JSONText.number(canvas.width)), "
        out += "\"height\": \(JSONText.number(canvas.height)), \"scale\": \(canvas.scale) },\n"
        out += "  \"animation\": { \"duration\": \(JSONText.number(duration)), \"fps\": \(JSONText.number(fps)), "
        out += "\"frameCount\": \(moments.count) },\n  \"timeline\": ["
        for (offset, moment) in moments.enumerated() {
            out += offset == 0 ? "\n    " : ",\n    "
            out += "{ \"time\": \(JSONText.number(moment.time)), \"boxes\": "
            out += FramesDocument.json(moment.boxes, indent: "    ") + " }"
        }
        out += moments.isEmpty ? "] }\n" : "\n  ] }\n"
        return out
    }
}

extension AnimationRendering {
    /// Every frame's boxes, laid out (not drawn).
    public func timeline() throws(BoxRenderError) -> AnimationTimeline {
        var moments: [AnimationTimeline.Moment] = []
        for k in 0..<frameCount {
            let time = time(ofFrame: k)
            moments.append(.init(time: time, boxes: try moment(at: time).frames.boxes))
        }
        return AnimationTimeline(
            canvas: .init(width: canvas.width, height: canvas.height, scale: scale), duration: animation.duration,
            fps: animation.fps, moments: moments)
    }
}
