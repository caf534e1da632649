import BoxModel
import Foundation

/// One spec that uses every key of spec-format §1 and §3 at least once, in
/// JSON and in YAML, and the exact `Spec` both must decode to.
enum EveryKeySpec {
    static let json = #"""
        {
          "version": 1,
          "canvas": { "width": 320, "height": 480, "scale": 2, "background": "#E5E5EA" },
          "screenshot": false,
          "root": {
            "type": "scroll", "id": "main", "size": [320, 480],
            "padding": { "top": 10 }, "bottomPadding": 20,
            "contentLayoutMode": "grid", "sizingMode": "none",
            "boxes": [
              {
                "id": "a", "size": { "width": 100, "height": 50 }, "margin": 4, "zIndex": -2,
                "minWidth": 30, "sizingMode": "shrinkWrap", "boxLayoutMode": "automatic",
                "backgroundColor": "white", "cornerRadius": 6, "clipsToBounds": true, "alpha": 0.5,
                "shadow": { "color": "#000000", "opacity": 0.2, "offset": [0, 2], "radius": 4 },
                "borderColors": ["red", "lime", "blue", "#000"], "borderStyle": "etchedAll",
                "image": { "src": "pics/photo@2x.png", "contentMode": "scaleAspectFill" },
                "boxes": [
                  { "type": "button", "id": "a1", "frame": [1, 2, 30, 40] },
                  { "id": "a2", "boxLayoutMode": "none", "size": [5, 6], "image": "x.png" }
                ]
              },
              {
                "type": "box", "id": "b", "attachedTo": "a", "leftMargin": 8, "topMargin": 3,
                "borderColors": { "top": "red", "bottom": [0, 0, 1] }, "rightBorderColor": { "white": 0.5 },
                "borderStyle": ["etchedTop", "etchedBottom"], "shadow": {}
              },
              {
                "id": "c", "fixedPosition": { "x": 0, "y": 100 }, "boxLayoutMode": "fixed",
                "sizingMode": "expandWidthToFill", "margin": { "left": 1, "right": 2 }, "bottomMargin": 5,
                "topPadding": 1, "leftPadding": 2, "rightPadding": 3,
                "topBorderColor": "#0000FF80", "leftBorderColor": "clear", "bottomBorderColor": [1, 1, 1, 0.5],
                "borderStyle": "none"
              }
            ]
          }
        }
        """#

    /// The same document in YAML's block style.
    static let yaml = """
        version: 1
        canvas: {width: 320, height: 480, scale: 2, background: "#E5E5EA"}
        screenshot: false
        root:
          type: scroll
          id: main
          size: [320, 480]
          padding: {top: 10}
          bottomPadding: 20
          contentLayoutMode: grid
          sizingMode: none
          boxes:
            - id: a
              size: {width: 100, height: 50}
              margin: 4
              zIndex: -2
              minWidth: 30
              sizingMode: shrinkWrap
              boxLayoutMode: automatic
              backgroundColor: white
              cornerRadius: 6
              clipsToBounds: true
              alpha: 0.5
              shadow:
                color: "#000000"
                opacity: 0.2
                offset: [0, 2]
                radius: 4
              borderColors: [red, lime, blue, "#000"]
              borderStyle: etchedAll
              image: {src: pics/photo@2x.png, contentMode: scaleAspectFill}
              boxes:
                - {type: button, id: a1, frame: [1, 2, 30, 40]}
                - {id: a2, boxLayoutMode: none, size: [5, 6], image: x.png}
            - type: box
              id: b
              attachedTo: a
              leftMargin: 8
              topMargin: 3
              borderColors: {top: red, bottom: [0, 0, 1]}
              rightBorderColor: {white: 0.5}
              borderStyle: [etchedTop, etchedBottom]
              shadow: {}
            - id: c
              fixedPosition: {x: 0, y: 100}
              boxLayoutMode: fixed
              sizingMode: expandWidthToFill
              margin: {left: 1, right: 2}
              bottomMargin: 5
              topPadding: 1
              leftPadding: 2
              rightPadding: 3
              topBorderColor: "#0000FF80"
              leftBorderColor: clear
              bottomBorderColor: [1, 1, 1, 0.5]
              borderStyle: none
        """

    /// Writes the two image files the spec names into `directory`.
    static func writeImages(into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory + "/pics", withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: directory + "/pics/photo@2x.png"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: directory + "/x.png"))
    }

    /// What the spec means, worked out key by key from spec-format §3.
    static func expected(sourcePath: String, directory: String) -> Spec {
        var root = BoxNode.scroll(path: "root", size: Size(width: 320, height: 480))
        root.id = "main"
        root.padding = Insets(top: 10, bottom: 20)
        root.contentLayoutMode = .grid

        var a = BoxNode(
            id: "a", path: "root.boxes[0]", size: Size(width: 100, height: 50), margin: Insets(all: 4), zIndex: -2,
            sizingMode: .shrinkWrap, minWidth: 30)
        a.style = BoxStyle(
            backgroundColor: .white, cornerRadius: 6, clipsToBounds: true, alpha: 0.5,
            shadow: Shadow(color: .black, opacity: 0.2, offset: Point(x: 0, y: 2), radius: 4),
            borderColors: BorderColors(
                top: Color(red: 1, green: 0, blue: 0), left: Color(red: 0, green: 1, blue: 0),
                bottom: Color(red: 0, green: 0, blue: 1), right: .black),
            etchedSides: .all,
            image: BoxImage(
                source: ImageSource(path: directory + "/pics/photo@2x.png", fileScale: 2),
                contentMode: .scaleAspectFill))

        let a1 = BoxNode(
            type: .button, id: "a1", path: "root.boxes[0].boxes[0]", size: Size(width: 30, height: 40),
            layoutMode: .none(frame: Rect(x: 1, y: 2, width: 30, height: 40)))
        var a2 = BoxNode(
            id: "a2", path: "root.boxes[0].boxes[1]", size: Size(width: 5, height: 6),
            layoutMode: .none(frame: Rect(x: 0, y: 0, width: 5, height: 6)))
        a2.style.image = BoxImage(source: ImageSource(path: directory + "/x.png", fileScale: 1))

        var b = BoxNode(id: "b", path: "root.boxes[1]", margin: Insets(top: 3, left: 8), layoutMode: .attached(to: 1))
        b.style.borderColors = BorderColors(
            top: Color(red: 1, green: 0, blue: 0), bottom: Color(red: 0, green: 0, blue: 1),
            right: Color(white: 0.5))
        b.style.etchedSides = [.top, .bottom]
        b.style.shadow = Shadow()

        var c = BoxNode(
            id: "c", path: "root.boxes[2]", padding: Insets(top: 1, left: 2, right: 3),
            margin: Insets(left: 1, bottom: 5, right: 2), layoutMode: .fixed(Point(x: 0, y: 100)),
            sizingMode: .expandWidthToFill)
        c.style.borderColors = BorderColors(
            top: Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255), left: .clear,
            bottom: Color(white: 1, alpha: 0.5))

        var tree = BoxTree(root: root)
        let aIndex = tree.append(a, to: 0)
        tree.append(a1, to: aIndex)
        tree.append(a2, to: aIndex)
        tree.append(b, to: 0)
        tree.append(c, to: 0)
        let canvas = CanvasSpec(
            width: 320, height: 480, scale: 2,
            background: Color(red: 0xE5 / 255.0, green: 0xE5 / 255.0, blue: 0xEA / 255.0))
        return Spec(sourcePath: sourcePath, canvas: canvas, tree: tree)
    }
}
