import BoxLayout
import BoxModel
import BoxSpec

/// A spec decoded and laid out, its nodes found by their JSON paths: the
/// peer grids tested end to end, from the keys a user writes to the frames.
struct LaidOutSpec {
    let tree: BoxTree
    let result: LayoutResult

    /// `root` is the root node's JSON text.
    init(root: String, scale: Int = 1) throws {
        let text = #"{"version": 1, "root": \#(root)}"#
        tree = try SpecDecoder.decode(
            bytes: Array(text.utf8), format: .json, sourcePath: "spec.json", baseDirectory: ""
        )
        .tree
        result = layout(tree, scale: scale)
    }

    /// The frame of the node at `path`, relative to its parent; nil when no node has that path.
    func frame(_ path: String) -> Rect? {
        index(path).map { result.frames[$0] }
    }

    func contentSize(_ path: String) -> Size? {
        index(path).map { result.contentSizes[$0] }
    }

    /// The frames of `root.cells[0]` … `root.cells[count − 1]` (or another key's elements).
    func frames(_ key: String, count: Int, of parent: String = "root") -> [Rect?] {
        (0..<count).map { frame("\(parent).\(key)[\($0)]") }
    }

    private func index(_ path: String) -> Int? {
        tree.nodes.firstIndex { $0.path == path }
    }
}

/// `Rect(x:y:width:height:)`, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// `count` cell nodes of `width` × `height` as JSON, for a `cells` or `boxes` array.
func cellsJSON(_ count: Int, _ width: Double, _ height: Double) -> String {
    "[" + Array(repeating: "{\"size\": [\(width), \(height)]}", count: count).joined(separator: ", ") + "]"
}
