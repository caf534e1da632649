import BoxModel
import BoxSpec
import Foundation
import Testing

/// Line items (spec-format §4): every form, the children they become, their
/// order and paths, the multiline rule and Mush.
struct LineItemTests {
    private func labels(_ tree: BoxTree) -> [LabelContent] {
        tree.nodes.compactMap { node in
            guard case .label(let label) = node.content else { return nil }
            return label
        }
    }

    /// The first label of a line whose `left` is `item` (JSON text).
    private func leftLabel(_ item: String, lineKeys: String = "") throws -> LabelContent? {
        try labels(decode(#"{"root": {"type": "line", "left": \#(item)\#(lineKeys)}}"#).tree).first
    }

    /// Children are left items, then middle, then right, each side in array
    /// order, whatever order the keys are written in; a box item's subtree
    /// comes right after it (pre-order), so indices need not be contiguous.
    @Test func childOrderAndPaths() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "line",
              "right": "r",
              "left": [{"type": "box", "id": "b", "size": [10, 10], "boxes": [{"id": "inner"}]}, "after"],
              "middle": ["m0", "m1"]}}
            """#
        ).tree
        #expect(tree.nodes.map(\.type) == [.line, .box, .box, .label, .label, .label, .label])
        #expect(
            tree.nodes.map(\.path) == [
                "root", "root.left[0]", "root.left[0].boxes[0]", "root.left[1]", "root.middle[0]",
                "root.middle[1]", "root.right",
            ])
        #expect(tree.nodes.map(\.id) == [nil, "b", "inner", nil, nil, nil, nil])
        #expect(tree[0].children == [1, 3, 4, 5, 6])
        #expect(tree[0].content == .line(LineContent(left: [1, 3], middle: [4, 5], right: [6])))
        #expect(labels(tree).map(\.plainText) == ["after", "m0", "m1", "r"])
        #expect(tree[1].size == Size(width: 10, height: 10))
    }

    /// A box item may be attached to another item of the same line.
    @Test func boxItemsAttachToSiblingItems() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "line", "left": ["a", {"type": "box", "id": "x"}],
              "right": {"type": "button", "attachedTo": "x", "leftMargin": 3}}}
            """#
        ).tree
        #expect(tree[3].layoutMode == .attached(to: 2))
        #expect(tree[3].margin == Insets(left: 3))
        #expect(tree[0].content == .line(LineContent(left: [1, 2], right: [3])))
    }

    @Test(arguments: [
        // A line feed anywhere: multiline, trimmed of whitespace and newlines at both ends.
        (#""  Hello\n world  \n""#, "Hello\n world", true),
        (#""\r\nA\tB\n\n""#, "A\tB", true),
        // Otherwise one line, untouched.
        (#""  single  ""#, "  single  ", false),
        (#""tab\tonly""#, "tab\tonly", false),
        // The `multiline` key forces either way.
        (#"{"text": " t ", "multiline": true}"#, "t", true),
        (#"{"text": "x\ny ", "multiline": false}"#, "x\ny ", false),
        (#"{"text": " a\nb "}"#, "a\nb", true),
    ])
    func multilineRule(item: String, text: String, multiline: Bool) throws {
        let label = try leftLabel(item)
        #expect(label?.runs == [TextRun(text: text)])
        #expect(label?.multiline == multiline)
    }

    /// `multilineLeft` and friends force the multiline rule on one string.
    @Test func multilineKeys() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "line", "multilineLeft": "  Hi  ", "multilineMiddle": "\nA\n",
              "multilineRight": "**b**|mush "}}
            """#
        ).tree
        #expect(
            tree.nodes.map(\.path) == ["root", "root.multilineLeft", "root.multilineMiddle", "root.multilineRight"])
        let labels = labels(tree)
        #expect(labels.map(\.runs) == [[TextRun(text: "Hi")], [TextRun(text: "A")], [TextRun(text: "b", face: .bold)]])
        #expect(labels.map(\.multiline) == [true, true, true])
        #expect(labels.map(\.alignment) == [.natural, .center, .right])
        #expect(tree[0].content == .line(LineContent(left: [1], middle: [2], right: [3])))
    }

    @Test(arguments: [
        (#""**Bold** text|mush""#, [TextRun(text: "Bold", face: .bold), TextRun(text: " text")]),
        // MGBox's Mush colour has no CSS shorthand: #f00 is 0x000F00.
        (
            #""{#f00|red} //it//|mush""#,
            [
                TextRun(text: "red", color: Color(red: 0, green: 15.0 / 255, blue: 0)), TextRun(text: " "),
                TextRun(text: "it", face: .italic),
            ]
        ),
        // The suffix is checked after the multiline trim.
        (#""\n  __u__|mush  \n""#, [TextRun(text: "u", underline: true)]),
        // A trailing space on a single line, or another case, is not the suffix.
        (#""**x**|mush ""#, [TextRun(text: "**x**|mush ")]),
        (#""**x**|MUSH""#, [TextRun(text: "**x**|MUSH")]),
        (#""no markup|mush""#, [TextRun(text: "no markup")]),
        // `mush` in a text object: true parses without the suffix, false never parses.
        (#"{"text": "`mono`", "mush": true}"#, [TextRun(text: "mono", face: .monospace)]),
        (#"{"text": "**a**|mush", "mush": true}"#, [TextRun(text: "a", face: .bold)]),
        (#"{"text": "**a**|mush", "mush": false}"#, [TextRun(text: "**a**|mush")]),
        (
            #"{"text": "{bg#ff0000|hot}|mush"}"#,
            [TextRun(text: "hot", backgroundColor: Color(red: 1, green: 0, blue: 0))]
        ),
    ])
    func mush(item: String, runs: [TextRun]) throws {
        #expect(try leftLabel(item)?.runs == runs)
    }

    /// Mush labels keep the side's style, text shadow included (a deviation:
    /// on iOS attributed labels probably lost it).
    @Test func mushLabelsKeepTheSideStyle() throws {
        let label = try leftLabel(#""**b**|mush""#, lineKeys: #", "textShadowColor": "red", "font": "Georgia 20""#)
        #expect(
            label
                == LabelContent(
                    runs: [TextRun(text: "b", face: .bold)], font: FontSpec(name: "Georgia", size: 20),
                    shadowColor: Color(red: 1, green: 0, blue: 0)))
    }

    /// A text object's own keys replace its side's style and nothing else.
    @Test func textObjectOverrides() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "line", "font": "Georgia 12", "rightItemsAlignment": "left", "rightLineSpacing": 2,
              "right": [
                {"text": "own", "font": {"name": "Courier", "size": 8}, "textColor": "blue",
                 "textShadowColor": "clear", "textShadowOffset": [3, 4]},
                {"text": "side"}
              ]}}
            """#
        ).tree
        let own = LabelContent(
            runs: [TextRun(text: "own")], font: FontSpec(name: "Courier", size: 8),
            textColor: Color(red: 0, green: 0, blue: 1), shadowColor: .clear, shadowOffset: Point(x: 3, y: 4),
            alignment: .left, lineSpacing: 2)
        let side = LabelContent(
            runs: [TextRun(text: "side")], font: FontSpec(name: "Georgia", size: 12), shadowColor: .white,
            alignment: .left, lineSpacing: 2)
        #expect(labels(tree) == [own, side])
        #expect(tree.nodes.map(\.path) == ["root", "root.right[0]", "root.right[1]"])
    }

    @Test func spans() throws {
        let label = try leftLabel(
            #"""
            {"spans": [
              {"text": "a"},
              {"text": "b", "bold": true, "color": "#c00"},
              {"text": "c", "bold": true, "italic": true, "underline": true},
              {"text": "d", "italic": true, "monospace": true, "bold": false, "font": "Georgia 20",
               "backgroundColor": "yellow", "shadowColor": "clear", "shadowOffset": [2, 3]},
              {"text": "**e**|mush", "bold": false, "underline": false}
            ], "textColor": "gray"}
            """#)
        #expect(
            label?.runs == [
                TextRun(text: "a"),
                TextRun(text: "b", face: .bold, color: rgba(204, 0, 0)),
                TextRun(text: "c", face: .italic, underline: true),
                TextRun(
                    text: "d", face: .monospace, backgroundColor: Color(red: 1, green: 1, blue: 0),
                    font: FontSpec(name: "Georgia", size: 20), shadowColor: .clear, shadowOffset: Point(x: 2, y: 3)),
                TextRun(text: "**e**|mush"),
            ])
        #expect(label?.multiline == false)
        #expect(label?.textColor == rgba(128, 128, 128))
        #expect(label?.shadowColor == .white)
    }

    /// A line feed in any span makes the label multiline; the trim then works
    /// across runs, dropping runs left empty.
    @Test func multilineSpansAreTrimmedAcrossRuns() throws {
        let label = try leftLabel(
            #"{"spans": [{"text": " \n"}, {"text": "  a", "bold": true}, {"text": "b \n", "italic": true}, {"text": "\t"}]}"#
        )
        #expect(label?.runs == [TextRun(text: "a", face: .bold), TextRun(text: "b", face: .italic)])
        #expect(label?.multiline == true)
        let forcedSingle = try leftLabel(#"{"spans": [{"text": " x\n"}], "multiline": false}"#)
        #expect(forcedSingle?.runs == [TextRun(text: " x\n")])
        #expect(forcedSingle?.multiline == false)
    }

    @Test func images() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["horse.png", "icon@2x.png"] {
            try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let tree = try decode(
            #"""
            {"root": {"type": "line", "left": [{"image": "horse.png"}, {"size": [20, 10], "image": "icon@2x.png"}],
              "right": {"image": "\#(directory)/horse.png", "size": {"width": 0, "height": 0}}}}
            """#, baseDirectory: directory, options: DecodeOptions(assets: .anyPath)
        ).tree
        let horse = ImageSource(path: directory + "/horse.png", fileScale: 1)
        #expect(
            tree[1]
                == BoxNode(
                    type: .image, path: "root.left[0]", content: .image(ImageItem(source: horse, naturalSize: true))))
        #expect(
            tree[2]
                == BoxNode(
                    type: .image, path: "root.left[1]", size: Size(width: 20, height: 10),
                    content: .image(
                        ImageItem(
                            source: ImageSource(path: directory + "/icon@2x.png", fileScale: 2), naturalSize: false))))
        #expect(
            tree[3]
                == BoxNode(
                    type: .image, path: "root.right", content: .image(ImageItem(source: horse, naturalSize: false))))
        #expect(tree[0].content == .line(LineContent(left: [1, 2], right: [3])))
    }
}
