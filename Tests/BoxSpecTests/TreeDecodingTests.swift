import BoxModel
import BoxSpec
import Testing

/// Node order, paths and the links between nodes.
struct TreeDecodingTests {
    @Test func nodesArePreOrderWithJSONPaths() throws {
        let spec = try decode(
            #"""
            {"root": {"id": "r", "boxes": [
              {"id": "a", "boxes": [{"id": "a0", "boxes": [{"id": "a00"}]}, {"id": "a1"}]},
              {"id": "b", "boxes": [{"id": "b0"}]},
              {"id": "c"}
            ]}}
            """#)
        let tree = spec.tree
        #expect(tree.nodes.map(\.id) == ["r", "a", "a0", "a00", "a1", "b", "b0", "c"])
        #expect(
            tree.nodes.map(\.path) == [
                "root", "root.boxes[0]", "root.boxes[0].boxes[0]", "root.boxes[0].boxes[0].boxes[0]",
                "root.boxes[0].boxes[1]", "root.boxes[1]", "root.boxes[1].boxes[0]", "root.boxes[2]",
            ])
        #expect(tree.parents == [-1, 0, 1, 2, 1, 0, 5, 0])
        #expect(tree.nodes.map(\.children) == [[1, 5, 7], [2, 4], [3], [], [], [6], [], []])
    }

    /// 255 nested boxes use 510 of the 512 nesting levels (an object and a `boxes` array per box).
    @Test func deeplyNestedBoxesDecode() throws {
        let depth = 255
        let text =
            #"{"root": "# + String(repeating: #"{"boxes": ["#, count: depth - 1) + "{}"
            + String(repeating: "]}", count: depth - 1) + "}"
        let tree = try decode(text).tree
        #expect(tree.count == depth)
        #expect(tree.parents.last == depth - 2)
        #expect(tree.nodes.last?.path == "root" + String(repeating: ".boxes[0]", count: depth - 1))
    }

    @Test func scrollDefaultsToClipping() throws {
        #expect(try decodeRoot(#"{"type": "scroll"}"#).style.clipsToBounds == true)
        #expect(try decodeRoot(#"{"type": "scroll", "clipsToBounds": false}"#).style.clipsToBounds == false)
        #expect(try decodeRoot(#"{"type": "button"}"#).style.clipsToBounds == false)
        #expect(try decodeRoot(#"{"type": "button"}"#).type == .button)
    }

    /// `attachedTo` names a sibling; the mode holds the sibling's tree index,
    /// whether the target comes before or after the attached box.
    @Test func attachedToResolvesToSiblingIndices() throws {
        let tree = try decode(
            #"""
            {"root": {"boxes": [
              {"id": "x", "boxes": [{"id": "inner"}]},
              {"id": "y", "attachedTo": "z"},
              {"id": "z", "attachedTo": "x", "boxLayoutMode": "attached"}
            ]}}
            """#
        ).tree
        #expect(tree.nodes.map(\.id) == [nil, "x", "inner", "y", "z"])
        #expect(tree[3].layoutMode == .attached(to: 4))
        #expect(tree[4].layoutMode == .attached(to: 1))
        #expect(tree[1].layoutMode == .automatic)
    }

    @Test(arguments: [
        (
            #"{"frame": [-5, 6, 7, 8]}"#, BoxLayoutMode.none(frame: Rect(x: -5, y: 6, width: 7, height: 8)),
            Size(width: 7, height: 8)
        ),
        (
            #"{"boxLayoutMode": "none", "frame": [1, 2, 3, 4]}"#, .none(frame: Rect(x: 1, y: 2, width: 3, height: 4)),
            Size(width: 3, height: 4)
        ),
        (
            #"{"boxLayoutMode": "none", "size": [9, 10]}"#, .none(frame: Rect(x: 0, y: 0, width: 9, height: 10)),
            Size(width: 9, height: 10)
        ),
        (#"{"boxLayoutMode": "none"}"#, .none(frame: .zero), .zero),
        (#"{"fixedPosition": [3, 4], "size": [1, 2]}"#, .fixed(Point(x: 3, y: 4)), Size(width: 1, height: 2)),
        (#"{"boxLayoutMode": "automatic", "size": [1, 2]}"#, .automatic, Size(width: 1, height: 2)),
    ])
    func layoutModes(node: String, mode: BoxLayoutMode, size: Size) throws {
        let root = try decodeRoot(node)
        #expect(root.layoutMode == mode)
        #expect(root.size == size)
    }

    @Test func otherNodeKeys() throws {
        let node = try decodeRoot(
            #"{"zIndex": 3, "minWidth": 12.5, "contentLayoutMode": "table", "sizingMode": "shrinkWrap", "cornerRadius": 0}"#
        )
        #expect(node == BoxNode(path: "root", zIndex: 3, sizingMode: .shrinkWrap, minWidth: 12.5))
    }

    /// An array of numbers is one colour; a per-side single key fills a side `borderColors` left open.
    @Test func borderColorForms() throws {
        let single = try decodeRoot(#"{"borderColors": [0, 0, 0, 0.5]}"#)
        #expect(single.style.borderColors == BorderColors(all: Color(white: 0, alpha: 0.5)))
        let named = try decodeRoot(#"{"borderColors": "red"}"#)
        #expect(named.style.borderColors == BorderColors(all: Color(red: 1, green: 0, blue: 0)))
        let white = try decodeRoot(#"{"borderColors": {"white": 1, "alpha": 0.25}}"#)
        #expect(white.style.borderColors == BorderColors(all: Color(white: 1, alpha: 0.25)))
        let mixed = try decodeRoot(##"{"borderColors": {"left": "#fff"}, "topBorderColor": "black"}"##)
        #expect(mixed.style.borderColors == BorderColors(top: .black, left: .white))
    }

    @Test(
        arguments: [
            (#""etchedAll""#, EtchedSides.all), (#""none""#, EtchedSides()), (#""etchedLeft""#, EtchedSides.left),
            (#"["etchedRight", "etchedLeft"]"#, EtchedSides([.left, .right])), ("[]", EtchedSides()),
        ] as [(String, EtchedSides)])
    func borderStyles(json: String, expected: EtchedSides) throws {
        #expect(try decodeRoot(#"{"borderStyle": \#(json)}"#).style.etchedSides == expected)
    }
}
