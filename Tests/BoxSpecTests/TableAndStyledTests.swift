import BoxModel
import BoxSpec
import Testing

/// Tables' line arrays, and the styled types' defaults and fix-ups
/// (reference §4.1–4.3), by their exact numbers.
struct TableAndStyledTests {
    static let styledBackground = Color(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)
    static let tableShadow = Shadow(
        color: Color(red: 0.12, green: 0.12, blue: 0.12, alpha: 1), opacity: 1, offset: Point(x: 0, y: 0.5), radius: 1)

    /// Children are the top lines, then the middle, then the bottom ones.
    @Test func tableChildrenOrderAndPaths() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "table",
              "bottomLines": [{"id": "b"}],
              "topLines": [{"id": "t", "type": "line", "left": "x"}],
              "middleLines": [{"id": "m0"}, {"id": "m1", "type": "button"}]}}
            """#
        ).tree
        #expect(tree.nodes.map(\.id) == [nil, "t", nil, "m0", "m1", "b"])
        #expect(
            tree.nodes.map(\.path) == [
                "root", "root.topLines[0]", "root.topLines[0].left", "root.middleLines[0]", "root.middleLines[1]",
                "root.bottomLines[0]",
            ])
        #expect(tree[0].children == [1, 3, 4, 5])
        #expect(tree[0] == BoxNode(type: .table, path: "root", children: [1, 3, 4, 5]))
    }

    @Test func plainLineAndTableHaveNoStyledDefaults() throws {
        #expect(
            try decodeRoot(#"{"type": "line"}"#) == BoxNode(type: .line, path: "root", content: .line(LineContent())))
        #expect(try decodeRoot(#"{"type": "table"}"#) == BoxNode(type: .table, path: "root"))
    }

    /// Reference §4.2: 304 × 40, #F0F0F2-ish background, 16-point side
    /// padding, etched top and bottom; text as MGLine's.
    @Test func styledLineDefaults() throws {
        let tree = try decode(#"{"root": {"type": "styledLine", "left": "a"}}"#).tree
        #expect(
            tree[0]
                == BoxNode(
                    type: .styledLine, path: "root", size: Size(width: 304, height: 40),
                    padding: Insets(top: 0, left: 16, bottom: 0, right: 16), children: [1],
                    style: BoxStyle(backgroundColor: Self.styledBackground, etchedSides: [.top, .bottom]),
                    content: .line(LineContent(left: [1]))))
        guard case .label(let label) = tree[1].content else {
            Issue.record("not a label")
            return
        }
        #expect(
            label
                == LabelContent(
                    runs: [TextRun(text: "a")], font: FontSpec(name: "HelveticaNeue-Light", size: 16),
                    textColor: .black, shadowColor: .white, shadowOffset: Point(x: 0, y: 1)))
    }

    @Test(
        arguments: [
            (
                #"{"size": [320, 44], "leftPadding": 8, "backgroundColor": "white", "borderStyle": "none"}"#,
                Size(width: 320, height: 44), Insets(top: 0, left: 8, bottom: 0, right: 16), Color.white, EtchedSides()
            ),
            (#"{"padding": 4}"#, Size(width: 304, height: 40), Insets(all: 4), styledBackground, [.top, .bottom]),
            (
                #"{"padding": {"top": 2}, "borderStyle": ["etchedLeft"]}"#, Size(width: 304, height: 40),
                Insets(top: 2), styledBackground, .left
            ),
            (
                #"{"frame": [1, 2, 30, 20]}"#, Size(width: 30, height: 20), Insets(left: 16, right: 16),
                styledBackground, [.top, .bottom]
            ),
        ] as [(String, Size, Insets, Color, EtchedSides)])
    func styledLineKeysOverrideDefaults(
        keys: String, size: Size, padding: Insets, background: Color, etched: EtchedSides
    ) throws {
        let node = try decodeRoot(#"{"type": "styledLine", \#(keys.dropFirst())"#)
        #expect(node.size == size)
        #expect(node.padding == padding)
        #expect(node.style.backgroundColor == background)
        #expect(node.style.etchedSides == etched)
    }

    /// Reference §4.3: width 304 when 0, margins 8 top and left, radius 4 and
    /// a hairline shadow of white 0.12.
    @Test func styledTableDefaults() throws {
        #expect(
            try decodeRoot(#"{"type": "styledTable"}"#)
                == BoxNode(
                    type: .styledTable, path: "root", size: Size(width: 304, height: 0),
                    margin: Insets(top: 8, left: 8, bottom: 0, right: 0),
                    style: BoxStyle(backgroundColor: Self.styledBackground, cornerRadius: 4, shadow: Self.tableShadow)))
    }

    @Test(arguments: [
        (#"{"size": [0, 100]}"#, Size(width: 304, height: 100), BoxLayoutMode.automatic),
        (#"{"size": [200, 0]}"#, Size(width: 200, height: 0), .automatic),
        (
            #"{"boxLayoutMode": "none"}"#, Size(width: 304, height: 0),
            .none(frame: Rect(x: 0, y: 0, width: 304, height: 0))
        ),
        (
            #"{"frame": [1, 2, 0, 5]}"#, Size(width: 304, height: 5),
            .none(frame: Rect(x: 1, y: 2, width: 304, height: 5))
        ),
    ])
    func styledTableWidth(keys: String, size: Size, mode: BoxLayoutMode) throws {
        let node = try decodeRoot(#"{"type": "styledTable", \#(keys.dropFirst())"#)
        #expect(node.size == size)
        #expect(node.layoutMode == mode)
    }

    /// A key inside `shadow` changes only that part of the styled shadow.
    @Test func styledTableKeysOverrideDefaults() throws {
        let node = try decodeRoot(
            #"{"type": "styledTable", "shadow": {"opacity": 0.5}, "topMargin": 0, "cornerRadius": 6, "padding": 3}"#)
        var shadow = Self.tableShadow
        shadow.opacity = 0.5
        #expect(node.style.shadow == shadow)
        #expect(node.margin == Insets(top: 0, left: 8, bottom: 0, right: 0))
        #expect(node.style.cornerRadius == 6)
        #expect(node.padding == Insets(all: 3))
    }

    /// One line: it loses both etched sides (and, re-styled, its own border
    /// colours) and gets corner radius 4 in place of its own; no mask.
    @Test func styledTableWithOneLine() throws {
        let tree = try decode(
            #"{"root": {"type": "styledTable", "middleLines": [{"type": "styledLine", "cornerRadius": 9, "topBorderColor": "red"}]}}"#
        ).tree
        #expect(tree[1].style.etchedSides == [])
        #expect(tree[1].style.borderColors == .none)
        #expect(tree[1].style.cornerRadius == 4)
        #expect(tree[1].style.mask == nil)
    }

    @Test func styledTableWithTwoLines() throws {
        let tree = try decode(
            #"{"root": {"type": "styledTable", "topLines": [{"type": "styledLine"}], "bottomLines": [{"type": "styledLine"}]}}"#
        ).tree
        #expect(tree[1].style.etchedSides == .bottom)
        #expect(tree[1].style.mask == CornerMask(radius: 4, corners: [.topLeft, .topRight]))
        #expect(tree[2].style.etchedSides == .top)
        #expect(tree[2].style.mask == CornerMask(radius: 4, corners: [.bottomLeft, .bottomRight]))
        #expect(tree[1].style.cornerRadius == 0)
        #expect(tree[2].style.cornerRadius == 0)
    }

    /// Middle lines are untouched; a first or last line with no etched style
    /// keeps its border colours (the original cleared them as a side effect).
    @Test func styledTableWithThreeLines() throws {
        let tree = try decode(
            #"""
            {"root": {"type": "styledTable",
              "bottomLines": [{"size": [304, 40], "leftBorderColor": "red"}],
              "topLines": [{"type": "styledLine", "bottomBorderColor": "blue"}],
              "middleLines": [{"type": "styledLine", "topBorderColor": "lime"}]}}
            """#
        ).tree
        let first = tree[1].style
        let middle = tree[2].style
        let last = tree[3].style
        #expect(first.etchedSides == .bottom)
        #expect(first.borderColors == .none)
        #expect(first.mask == CornerMask(radius: 4, corners: .top))
        #expect(middle.etchedSides == [.top, .bottom])
        #expect(middle.borderColors == BorderColors(top: Color(red: 0, green: 1, blue: 0)))
        #expect(middle.mask == nil)
        #expect(last.etchedSides == [])
        #expect(last.borderColors == BorderColors(left: Color(red: 1, green: 0, blue: 0)))
        #expect(last.mask == CornerMask(radius: 4, corners: .bottom))
    }

    /// A plain table changes nothing on its lines.
    @Test func plainTableLeavesItsLinesAlone() throws {
        let tree = try decode(
            #"{"root": {"type": "table", "topLines": [{"type": "styledLine"}], "bottomLines": [{"type": "styledLine"}]}}"#
        ).tree
        #expect(tree[1].style == BoxStyle(backgroundColor: Self.styledBackground, etchedSides: [.top, .bottom]))
        #expect(tree[2].style == tree[1].style)
    }
}
