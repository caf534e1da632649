import BoxModel
import BoxSpec
import Testing

/// A line's own keys (spec-format §4) to the exact `LineContent` and to the
/// style of the labels each side makes, with MGLine's fallbacks and defaults.
struct LineDecodingTests {
    /// The labels of a tree, by node index.
    private func label(_ tree: BoxTree, _ index: Int) -> LabelContent? {
        guard case .label(let label) = tree[index].content else { return nil }
        return label
    }

    private func line(_ tree: BoxTree, _ index: Int = 0) -> LineContent? {
        guard case .line(let line) = tree[index].content else { return nil }
        return line
    }

    static let everyLineKey = ##"""
        {"root": {"type": "line", "size": [300, 44],
          "left": "L", "middle": "M", "right": "R",
          "font": "Georgia 12", "middleFont": {"name": "Helvetica Neue", "size": 13.5}, "rightFont": "Courier 9",
          "textColor": "#FF0000", "middleTextColor": [0, 1, 0], "rightTextColor": {"white": 0.5},
          "textShadowColor": "clear", "middleTextShadowColor": "black", "rightTextShadowColor": "#0000FF80",
          "leftTextShadowOffset": [1, 2], "middleTextShadowOffset": {"x": -1, "y": 0}, "rightTextShadowOffset": [0, -1],
          "leftItemsAlignment": "right", "middleItemsAlignment": "left", "rightItemsAlignment": "center",
          "leftWidth": 100, "middleWidth": 50.5, "rightWidth": 0,
          "leftLineSpacing": 2, "middleLineSpacing": 3, "rightLineSpacing": 4.5,
          "verticalAlignment": "bottom", "sidePrecedence": "middle", "itemPadding": 6,
          "minHeight": 30, "maxHeight": 60, "widenAsNeeded": true}}
        """##

    @Test func everyLineKeyToItsValue() throws {
        let tree = try decode(Self.everyLineKey).tree
        #expect(tree.count == 4)
        #expect(
            line(tree)
                == LineContent(
                    left: [1], middle: [2], right: [3],
                    leftItemsAlignment: .right, middleItemsAlignment: .left, rightItemsAlignment: .center,
                    leftWidth: 100, middleWidth: 50.5, rightWidth: 0,
                    verticalAlignment: .bottom, sidePrecedence: .middle, itemPadding: 6,
                    minHeight: 30, maxHeight: 60, widenAsNeeded: true))
        #expect(tree[0].size == Size(width: 300, height: 44))
        #expect(tree[0].children == [1, 2, 3])
        #expect(
            label(tree, 1)
                == LabelContent(
                    runs: [TextRun(text: "L")], font: FontSpec(name: "Georgia", size: 12),
                    textColor: Color(red: 1, green: 0, blue: 0), shadowColor: .clear,
                    shadowOffset: Point(x: 1, y: 2), alignment: .right, lineSpacing: 2))
        #expect(
            label(tree, 2)
                == LabelContent(
                    runs: [TextRun(text: "M")], font: FontSpec(name: "Helvetica Neue", size: 13.5),
                    textColor: Color(red: 0, green: 1, blue: 0), shadowColor: .black,
                    shadowOffset: Point(x: -1, y: 0), alignment: .left, lineSpacing: 3))
        #expect(
            label(tree, 3)
                == LabelContent(
                    runs: [TextRun(text: "R")], font: FontSpec(name: "Courier", size: 9),
                    textColor: Color(white: 0.5), shadowColor: rgba(0, 0, 255, 128),
                    shadowOffset: Point(x: 0, y: -1), alignment: .center, lineSpacing: 4.5))
        #expect(tree.nodes.map(\.type) == [.line, .label, .label, .label])
        #expect(tree.nodes.map(\.path) == ["root", "root.left", "root.middle", "root.right"])
    }

    /// The same line in YAML decodes to the same tree.
    @Test func yamlSpellingIsEquivalent() throws {
        let yaml = """
            root:
              type: line
              size: [300, 44]
              left: L
              middle: M
              right: R
              font: Georgia 12
              middleFont: {name: Helvetica Neue, size: 13.5}
              rightFont: Courier 9
              textColor: "#FF0000"
              middleTextColor: [0, 1, 0]
              rightTextColor: {white: 0.5}
              textShadowColor: clear
              middleTextShadowColor: black
              rightTextShadowColor: "#0000FF80"
              leftTextShadowOffset: [1, 2]
              middleTextShadowOffset: {x: -1, y: 0}
              rightTextShadowOffset: [0, -1]
              leftItemsAlignment: right
              middleItemsAlignment: left
              rightItemsAlignment: center
              leftWidth: 100
              middleWidth: 50.5
              rightWidth: 0
              leftLineSpacing: 2
              middleLineSpacing: 3
              rightLineSpacing: 4.5
              verticalAlignment: bottom
              sidePrecedence: middle
              itemPadding: 6
              minHeight: 30
              maxHeight: 60
              widenAsNeeded: true
            """
        let fromYAML = try decode(yaml, format: .yaml).tree
        #expect(fromYAML == (try decode(Self.everyLineKey).tree))
        #expect(fromYAML.count == 4)
    }

    /// Reference §3.1: HelveticaNeue-Light 16, black, a white shadow 1 point
    /// down, sides aligned left / center / right, everything else 0.
    @Test func defaults() throws {
        let tree = try decode(#"{"root": {"type": "line", "left": "a", "middle": "b", "right": "c"}}"#).tree
        #expect(
            tree[0]
                == BoxNode(
                    type: .line, path: "root", children: [1, 2, 3],
                    content: .line(LineContent(left: [1], middle: [2], right: [3]))))
        let base = LabelContent(
            runs: [], font: FontSpec(name: "HelveticaNeue-Light", size: 16), textColor: Color(white: 0),
            shadowColor: Color(red: 1, green: 1, blue: 1, alpha: 1), shadowOffset: Point(x: 0, y: 1))
        for (index, (text, alignment)) in [("a", TextAlignment.natural), ("b", .center), ("c", .right)].enumerated() {
            var expected = base
            expected.runs = [TextRun(text: text)]
            expected.alignment = alignment
            #expect(label(tree, index + 1) == expected)
            #expect(tree[index + 1] == BoxNode(type: .label, path: tree[index + 1].path, content: .label(expected)))
        }
    }

    /// Middle and right fall back to the left (un-prefixed) font and colours,
    /// but not to its shadow offset, alignment or line spacing.
    @Test func middleAndRightFallBackToTheLineKeys() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "line", "left": "a", "middle": "b", "right": "c",
              "font": "Georgia 12", "textColor": "red", "textShadowColor": "blue",
              "leftTextShadowOffset": [5, 5], "leftLineSpacing": 7, "rightFont": "Courier 9",
              "middleTextColor": "lime", "rightTextShadowColor": "black"}}
            """#
        ).tree
        let georgia = FontSpec(name: "Georgia", size: 12)
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(
            label(tree, 1)
                == LabelContent(
                    runs: [TextRun(text: "a")], font: georgia, textColor: red, shadowColor: blue,
                    shadowOffset: Point(x: 5, y: 5), alignment: .natural, lineSpacing: 7))
        #expect(
            label(tree, 2)
                == LabelContent(
                    runs: [TextRun(text: "b")], font: georgia, textColor: Color(red: 0, green: 1, blue: 0),
                    shadowColor: blue, shadowOffset: Point(x: 0, y: 1), alignment: .center, lineSpacing: 0))
        #expect(
            label(tree, 3)
                == LabelContent(
                    runs: [TextRun(text: "c")], font: FontSpec(name: "Courier", size: 9), textColor: red,
                    shadowColor: .black, shadowOffset: Point(x: 0, y: 1), alignment: .right, lineSpacing: 0))
    }

    @Test(arguments: [
        (#""HelveticaNeue-Light 16""#, FontSpec(name: "HelveticaNeue-Light", size: 16)),
        (#""Helvetica Neue Bold 9.5""#, FontSpec(name: "Helvetica Neue Bold", size: 9.5)),
        (#"" Georgia   20 ""#, FontSpec(name: "Georgia", size: 20)),
        (#"{"name": "Courier New", "size": 0.5}"#, FontSpec(name: "Courier New", size: 0.5)),
        (#"{"size": 11, "name": "NoSuchFont"}"#, FontSpec(name: "NoSuchFont", size: 11)),
    ])
    func fontForms(json: String, expected: FontSpec) throws {
        let tree = try decode(#"{"root": {"type": "line", "left": "x", "font": \#(json)}}"#).tree
        #expect(label(tree, 1)?.font == expected)
    }

    /// A line with no items has no children; `minHeight` may exceed a `maxHeight` of 0 (no limit).
    @Test func emptyLineAndUnlimitedHeight() throws {
        let tree = try decode(#"{"root": {"type": "line", "left": [], "minHeight": 50, "maxHeight": 0}}"#).tree
        #expect(tree.count == 1)
        #expect(line(tree) == LineContent(minHeight: 50, maxHeight: 0))
    }

    /// Lines may sit in any container, and line items may be lines.
    @Test func linesNestAnywhere() throws {
        let tree = try decode(
            #"""
            {"root": {"boxes": [
              {"type": "line", "right": [{"type": "styledLine", "left": "inner"}, "outer"]}
            ]}}
            """#
        ).tree
        #expect(tree.nodes.map(\.type) == [.box, .line, .styledLine, .label, .label])
        #expect(
            tree.nodes.map(\.path) == [
                "root", "root.boxes[0]", "root.boxes[0].right[0]", "root.boxes[0].right[0].left",
                "root.boxes[0].right[1]",
            ])
        #expect(line(tree, 1) == LineContent(right: [2, 4]))
        #expect(line(tree, 2)?.left == [3])
        #expect(tree.parents == [-1, 0, 1, 2, 1])
    }
}
