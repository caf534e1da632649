import BoxLayout
import BoxRender

/// Lays out specs of MK layouts (`linear`, `stack`, `flow`) through the whole
/// pipeline a user runs, for tests that check the numbers it gives.
enum MKSpec {
    /// The spec `{ "canvas": { "scale": scale }, "root": root }` laid out.
    static func laidOut(root: String, scale: Int = 1) throws -> Rendering {
        try Renderer().prepare(specText: #"{ "canvas": { "scale": \#(scale) }, "root": \#(root) }"#)
    }

    /// Each node's frame relative to its parent, in tree order (node 0 is the root).
    static func frames(root: String, scale: Int = 1) throws -> [Rect] {
        try laidOut(root: root, scale: scale).layout.frames
    }

    /// Each box's absolute frame in canvas points, by id.
    static func absoluteFrames(_ rendering: Rendering) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for box in rendering.frames.boxes {
            guard let id = box.id else { continue }
            frames[id] = Rect(x: box.x, y: box.y, width: box.width, height: box.height)
        }
        return frames
    }
}

extension Rect {
    /// `Rect(x:y:width:height:)` without the labels, for tables of expected frames.
    static func at(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
