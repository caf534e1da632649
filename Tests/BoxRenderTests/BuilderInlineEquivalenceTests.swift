import BoxRender
import Foundation
import Testing

/// Trees that use every setting of the Swift API, each next to the JSON a
/// spec file would hold: same model, same pixels, same frames.
@Suite struct BuilderInlineEquivalenceTests {
    private static let assets = RepositoryPaths.renderFixtures.path

    /// A plain table whose line sets every line key on every side, with
    /// text, picture and box items, one item and lists.
    @Test func everyLineSetting() throws {
        let json = """
            { "canvas": { "width": 340, "background": "#FFFFFF" },
              "root": { "type": "table", "size": [340, 0], "padding": 10,
                "topLines": [
                  { "type": "line", "size": [320, 44],
                    "left": ["One", { "text": "Two|mush", "mush": false, "font": "HelveticaNeue-Medium 14",
                                      "textColor": [0.2, 0.4, 0.6, 1], "textShadowColor": "clear",
                                      "textShadowOffset": [1, 2] }],
                    "middle": { "image": "assets/plus@2x.png", "size": [20, 20] },
                    "right": [{ "image": "assets/arrow@2x.png" },
                              { "type": "box", "size": [12, 12], "margin": { "left": 4 }, "backgroundColor": "#FF3B30" }],
                    "font": "Helvetica 15", "middleFont": "Arial 13", "rightFont": "Courier 12",
                    "textColor": "#333333", "middleTextColor": "#666666", "rightTextColor": "#999999",
                    "textShadowColor": [1, 1, 1, 0.5], "middleTextShadowColor": "#000000",
                    "rightTextShadowColor": "#FF0000",
                    "leftTextShadowOffset": [0, -1], "middleTextShadowOffset": [1, 1], "rightTextShadowOffset": [2, 0],
                    "leftItemsAlignment": "center", "middleItemsAlignment": "left", "rightItemsAlignment": "left",
                    "leftWidth": 150, "middleWidth": 40, "rightWidth": 0,
                    "leftLineSpacing": 2, "middleLineSpacing": 3, "rightLineSpacing": 4,
                    "verticalAlignment": "top", "sidePrecedence": "right", "itemPadding": 2,
                    "minHeight": 30, "maxHeight": 60, "widenAsNeeded": false }
                ],
                "middleLines": [
                  { "type": "line", "size": [320, 0], "minHeight": 20,
                    "left": { "spans": [{ "text": "Bold", "bold": true }, { "text": " italic\\n", "italic": true,
                                          "font": "HelveticaNeue-Light 12", "shadowColor": "#00FF00",
                                          "shadowOffset": [1, 1] }],
                              "multiline": false, "textColor": "#000080" },
                    "multilineRight": "**Forced** to wrap|mush" },
                  { "type": "line", "size": [320, 24], "widenAsNeeded": true,
                    "middle": ["Middle", { "text": "multi\\nline", "multiline": true }] }
                ],
                "bottomLines": [ { "type": "line", "size": [320, 20], "left": "Bottom", "verticalAlignment": "bottom",
                                   "sidePrecedence": "middle" } ] } }
            """
        let line = Line(
            left: [
                "One",
                .text(
                    "Two|mush", mush: false, font: FontSpec(name: "HelveticaNeue-Medium", size: 14),
                    textColor: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), textShadowColor: .clear,
                    textShadowOffset: Point(x: 1, y: 2)),
            ],
            middle: .image("assets/plus@2x.png", size: Size(width: 20, height: 20)),
            right: [
                .image("assets/arrow@2x.png"),
                .box(Box(width: 12, height: 12).margin(left: 4).backgroundColor(Color(rgb: 0xFF3B30))),
            ],
            size: Size(width: 320, height: 44)
        )
        .font("Helvetica", size: 15).font("Arial", size: 13, for: .middle)
        .font(FontSpec(name: "Courier", size: 12), for: .right)
        .textColor(Color(rgb: 0x333333)).textColor(Color(rgb: 0x666666), for: .middle)
        .textColor(Color(rgb: 0x999999), for: .right)
        .textShadowColor(Color(white: 1, alpha: 0.5)).textShadowColor(.black, for: .middle)
        .textShadowColor(Color(rgb: 0xFF0000), for: .right)
        .textShadowOffset(Point(x: 0, y: -1), for: .left).textShadowOffset(Point(x: 1, y: 1), for: .middle)
        .textShadowOffset(Point(x: 2, y: 0), for: .right)
        .itemsAlignment(.center, for: .left).itemsAlignment(.left, for: .middle).itemsAlignment(.left, for: .right)
        .columnWidth(150, for: .left).columnWidth(40, for: .middle).columnWidth(0, for: .right)
        .lineSpacing(2, for: .left).lineSpacing(3, for: .middle).lineSpacing(4, for: .right)
        .verticalAlignment(.top).sidePrecedence(.right).itemPadding(2).minHeight(30).maxHeight(60)
        .widenAsNeeded(false)
        let spans = LineItems.spans(
            [
                TextRun(text: "Bold", face: .bold),
                TextRun(
                    text: " italic\n", face: .italic, font: FontSpec(name: "HelveticaNeue-Light", size: 12),
                    shadowColor: Color(rgb: 0x00FF00), shadowOffset: Point(x: 1, y: 1)),
            ], multiline: false, textColor: Color(rgb: 0x000080))
        let table = Table(
            size: Size(width: 340, height: 0), topLines: [line],
            middleLines: [
                Line(left: spans, right: .multiline("**Forced** to wrap|mush"), size: Size(width: 320, height: 0))
                    .minHeight(20),
                Line(middle: ["Middle", .text("multi\nline", multiline: true)], size: Size(width: 320, height: 24))
                    .widenAsNeeded(),
            ],
            bottomLines: [
                Line(left: "Bottom", size: Size(width: 320, height: 20)).verticalAlignment(.bottom)
                    .sidePrecedence(.middle)
            ]
        )
        .padding(10)
        let built = try table.spec(canvas: CanvasSpec(width: 340, background: .white), baseDirectory: Self.assets)
        try BuilderEquivalence.expectSame(built, try BuilderEquivalence.decode(json: json, baseDirectory: Self.assets))
    }

    /// Styled defaults overridden key by key, MGTableBoxStyled's fix-ups of
    /// first and last rows, a lone styled row, a button and a shrink-wrapped box.
    @Test func styledDefaultsOverridden() throws {
        let json = """
            { "canvas": { "background": "#E5E5EA", "scale": 2 },
              "root": { "sizingMode": "shrinkWrap", "minWidth": 100, "padding": { "right": 8, "bottom": 8 },
                "boxes": [
                  { "type": "styledTable", "shadow": { "opacity": 0.5, "radius": 2 }, "topMargin": 12,
                    "cornerRadius": 6,
                    "topLines": [ { "type": "styledLine", "left": "Header", "topPadding": 4,
                                    "borderColors": "#FF0000" } ],
                    "middleLines": [ { "type": "styledLine", "left": "Row", "right": "›",
                                       "borderStyle": ["etchedLeft", "etchedRight"], "alpha": 0.8 } ],
                    "bottomLines": [ { "type": "styledLine", "left": "Footer", "size": [304, 30],
                                       "clipsToBounds": true, "leftBorderColor": "#00FF00" } ] },
                  { "type": "button", "size": [100, 30], "margin": 8, "backgroundColor": "#007AFF",
                    "cornerRadius": 6, "zIndex": -1, "id": "ok" },
                  { "type": "styledTable", "size": [200, 0],
                    "middleLines": [ { "type": "styledLine", "left": "Lone row", "size": [200, 40],
                                       "padding": { "left": 4 } } ] },
                  { "type": "box", "size": [60, 30], "backgroundColor": { "white": 0.5 }, "borderStyle": "etchedAll",
                    "bottomBorderColor": "#FF3B30", "image": { "src": "assets/stripes.png",
                                                               "contentMode": "scaleAspectFill" } }
                ] } }
            """
        let root = Box {
            StyledTable(
                topLines: [StyledLine(left: "Header").padding(top: 4).borderColors(Color(rgb: 0xFF0000))],
                middleLines: [StyledLine(left: "Row", right: "›").borderStyle([.left, .right]).alpha(0.8)],
                bottomLines: [
                    StyledLine(left: "Footer", size: Size(width: 304, height: 30)).clipsToBounds()
                        .borderColors(left: Color(rgb: 0x00FF00))
                ]
            )
            .shadow(opacity: 0.5, radius: 2).margin(top: 12).cornerRadius(6)
            Button(width: 100, height: 30).margin(8).backgroundColor(Color(rgb: 0x007AFF)).cornerRadius(6).zIndex(-1)
                .id("ok")
            StyledTable(size: Size(width: 200, height: 0)) {
                StyledLine(left: "Lone row", size: Size(width: 200, height: 40)).padding(Insets(left: 4))
            }
            Box(width: 60, height: 30).backgroundColor(Color(white: 0.5)).borderStyle(.all)
                .borderColors(bottom: Color(rgb: 0xFF3B30)).image("assets/stripes.png", contentMode: .scaleAspectFill)
        }
        .sizingMode(.shrinkWrap).minWidth(100).padding(Insets(bottom: 8, right: 8))
        let built = try root.spec(
            canvas: CanvasSpec(scale: 2, background: Color(rgb: 0xE5E5EA)), baseDirectory: Self.assets)
        try BuilderEquivalence.expectSame(built, try BuilderEquivalence.decode(json: json, baseDirectory: Self.assets))
    }

    /// One item, a list of one and a forced multiline text differ only in
    /// their paths, which are those a spec file gives.
    @Test func itemPathsFollowTheSpecKeys() throws {
        let line = Line(
            left: "One", middle: ["Listed", .image("assets/plus@2x.png")], right: .multiline("Wrapped"),
            size: Size(width: 300, height: 40))
        let box = Box(width: 320, height: 0) {
            line
            StyledTable(topLines: [StyledLine(left: .box(Box(width: 10, height: 10)))]) {
                StyledLine(right: ["A"])
            }
        }
        let spec = try box.spec(baseDirectory: Self.assets)
        #expect(
            spec.tree.nodes.map(\.path) == [
                "root", "root.boxes[0]", "root.boxes[0].left", "root.boxes[0].middle[0]", "root.boxes[0].middle[1]",
                "root.boxes[0].multilineRight", "root.boxes[1]", "root.boxes[1].topLines[0]",
                "root.boxes[1].topLines[0].left", "root.boxes[1].middleLines[0]",
                "root.boxes[1].middleLines[0].right[0]",
            ])
        #expect(
            spec.tree.nodes.map(\.type) == [
                .box, .line, .label, .label, .image, .label, .styledTable, .styledLine, .box, .styledLine, .label,
            ])
        #expect(spec.sourcePath == nil)
    }
}

/// The text directions and languages (issue 26) set from Swift: the
/// canvas's, a line's and a label's, as the JSON spells them.
@Suite struct BuilderTextDirectionTests {
    @Test func directionsAsTheJSONSaysThem() throws {
        let json = """
            { "canvas": { "width": 200, "background": "#FFFFFF", "direction": "rtl", "lang": "ar" },
              "root": { "type": "table", "size": [200, 0], "middleLines": [
                { "type": "line", "size": [200, 30], "left": "مرحبا Trailmate.",
                  "right": { "text": "Trailmate.", "direction": "ltr", "lang": "en" } },
                { "type": "line", "size": [200, 30], "direction": "auto", "lang": "he",
                  "left": { "spans": [{ "text": "שלום" }, { "text": " MGBox" }], "direction": "rtl" } }
              ] } }
            """
        let table = Table(
            size: Size(width: 200, height: 0),
            middleLines: [
                Line(
                    left: "مرحبا Trailmate.", right: .text("Trailmate.", direction: .ltr, language: "en"),
                    size: Size(width: 200, height: 30)),
                Line(
                    left: .spans([TextRun(text: "שלום"), TextRun(text: " MGBox")], direction: .rtl),
                    size: Size(width: 200, height: 30)
                )
                .textDirection(.auto).language("he"),
            ])
        let built = try table.spec(
            canvas: CanvasSpec(width: 200, background: .white, direction: .rtl, language: "ar"))
        try BuilderEquivalence.expectSame(built, try BuilderEquivalence.decode(json: json, baseDirectory: ""))
    }
}
