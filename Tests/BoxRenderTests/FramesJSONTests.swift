import BoxRender
import BoxSpec
import Testing

/// `--frames` as the one JSON writer lays it out, byte for byte: the canvas,
/// then one box a line (a scroll view's sizes and a box's warnings at the
/// end of its line); an animation's timeline a moment a line, its boxes a
/// step further in. Read back by `JSONParser`, ids with quotes and control
/// characters included.
struct FramesJSONTests {
    static let spec = #"""
        { "canvas": { "width": 60, "height": 40 },
          "root": { "id": "root \"1\"\u0001\b", "size": [60, 40], "boxes": [
            { "type": "scroll", "boxLayoutMode": "none", "frame": [0, 0, 30, 20], "scroll": { "offset": 5 },
              "boxes": [ { "size": [30, 30.5] } ] },
            { "boxLayoutMode": "none", "frame": [50, 0, 20.5, 10] } ] } }
        """#

    static let boxes = #"""
        [
            { "id": "root \"1\"\u0001\u0008", "path": "root", "type": "box", "x": 0, "y": 0, "width": 60, "height": 40, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true },
            { "id": null, "path": "root.boxes[0]", "type": "scroll", "x": 0, "y": 0, "width": 30, "height": 20, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true, "contentSize": [30, 30.5], "contentOffset": [0, 5] },
            { "id": null, "path": "root.boxes[0].boxes[0]", "type": "box", "x": 0, "y": -5, "width": 30, "height": 30.5, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true },
            { "id": null, "path": "root.boxes[1]", "type": "box", "x": 50, "y": 0, "width": 20.5, "height": 10, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true, "warnings": ["part of it is outside the canvas and cut off (10.5 points on the right): make the canvas larger or the box smaller"] }
          ]
        """#

    @Test func framesAreWrittenOneBoxALine() throws {
        let frames = try Renderer().prepare(specText: Self.spec).frames
        let json = frames.json()
        #expect(
            json == #"{ "canvas": { "width": 60, "height": 40, "scale": 1 },"# + "\n  \"boxes\": " + Self.boxes + " }\n"
        )
        let read = try JSONParser.parse(Array(json.utf8))
        #expect(read["boxes"]?.elements?.first?["id"]?.stringValue == "root \"1\"\u{1}\u{8}")
        #expect(read["boxes"]?.elements?.count == frames.boxes.count)
    }

    @Test func aTimelineIsWrittenAMomentALine() throws {
        let frames = try Renderer().prepare(specText: Self.spec).frames
        var text = AnimationTimeline.Text(canvas: frames.canvas, duration: 0.5, fps: 2, frameCount: 2)
        text.append(time: 0, boxes: Array(frames.boxes.prefix(1)))
        text.append(time: 0.5, boxes: [])
        #expect(
            text.finished() == #"""
                { "canvas": { "width": 60, "height": 40, "scale": 1 },
                  "animation": { "duration": 0.5, "fps": 2, "frameCount": 2 },
                  "timeline": [
                    { "time": 0, "boxes": [
                      { "id": "root \"1\"\u0001\u0008", "path": "root", "type": "box", "x": 0, "y": 0, "width": 60, "height": 40, "zIndex": 0, "alpha": 1, "dropped": false, "visible": true }
                    ] },
                    { "time": 0.5, "boxes": [] }
                  ] }

                """#)
        let empty = AnimationTimeline.Text(canvas: frames.canvas, duration: 0, fps: 1, frameCount: 0).finished()
        #expect(empty.hasSuffix(#""timeline": [] }"# + "\n"))
        #expect(try JSONParser.parse(Array(text.finished().utf8))["timeline"]?.elements?.count == 2)
    }
}
