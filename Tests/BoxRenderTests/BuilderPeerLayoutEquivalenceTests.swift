import BoxRender
import Foundation
import Testing

/// The peer layouts' fixtures rebuilt in Swift (`Linear`, `Stack`, `Flow`,
/// `GridView`, `GridLayout`, `LayoutVariants`, templates as functions): the
/// same model as their JSON, the same PNG bytes and the same frames.
@Suite struct BuilderPeerLayoutEquivalenceTests {
    private static let render = RepositoryPaths.renderFixtures
    private static let showcase = RepositoryPaths.showcaseFixtures

    /// A colour the fixtures write as a string, read as they read it.
    private static func hex(_ text: String) -> Color {
        Color(text)!
    }

    @Test func linearWithWeightsSeparatorsAndGravity() throws {
        let root = Linear(orientation: .vertical, size: Size(width: 320, height: 180), spacing: 10) {
            Linear(spacing: 10) {
                Box().id("fixed-30").layoutItem(width: 30, height: .match).backgroundColor(Self.hex("#FF3B30"))
                Box().id("weight-1").layoutItem(weight: 1).backgroundColor(Self.hex("#34C759"))
                Box().id("weight-2").layoutItem(weight: 2).backgroundColor(Self.hex("#007AFF"))
            }
            .id("worked-example").layoutItem(width: .match, height: 40).backgroundColor(.white)
            Linear(spacing: 6) {
                Box().layoutItem(weight: 1).backgroundColor(Self.hex("#FFCC00"))
                Box().layoutItem(weight: 1, insertBorder: true).backgroundColor(Self.hex("#FF9500"))
                Box().layoutItem(weight: 1, insertBorder: true).backgroundColor(Self.hex("#FF2D55"))
            }
            .id("separated").layoutItem(width: .match, height: 40).margin(4)
            .separator(thickness: 2, color: Self.hex("#8E8E93"), intersectionOffsets: Insets(top: -6, bottom: -6))
            .backgroundColor(.white)
            Linear {
                let item = Box().backgroundColor(Self.hex("#5856D6"))
                item.layoutItem(width: 40, height: 20, gravity: [.top, .centerHorizontal], weight: 1)
                item.layoutItem(width: 40, height: 20, gravity: .center, weight: 1)
                item.layoutItem(width: 40, height: 20, gravity: [.bottom, .centerHorizontal], weight: 1)
                Box().backgroundColor(Self.hex("#AF52DE"))
                    .layoutItem(weight: 1).layoutItem(width: 40, height: 20, padding: Insets(all: 4))
                    .layoutItem(gravity: [.bottom, .right], offset: Point(x: -2, y: -2))
            }
            .id("gravity").layoutItem(weight: 1).margin(5).backgroundColor(.white)
        }
        .margin(10)
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("linear-weights.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func flowWrapsTagsAndColumns() throws {
        let tags: [(String, Double, String)] = [
            ("Swift", 52, "#FF9500"), ("MGBox", 60, "#34C759"), ("MKLayoutLibrary", 124, "#007AFF"),
            ("AQGridView", 92, "#5856D6"), ("NMView", 64, "#FF2D55"), ("Cairo", 52, "#AF52DE"),
            ("Pango", 56, "#FF3B30"), ("golden images", 108, "#5AC8FA"), ("flow", 44, "#FFCC00"),
            ("wraps", 56, "#8E8E93"),
        ]
        let squares: [(Double, Double, String)] = [
            (30, 30, "#FF3B30"), (40, 20, "#FF9500"), (20, 40, "#FFCC00"), (36, 36, "#34C759"), (24, 24, "#007AFF"),
            (40, 30, "#FF3B30"), (28, 44, "#FF9500"), (32, 32, "#FFCC00"), (20, 20, "#34C759"), (40, 40, "#007AFF"),
        ]
        let root = Linear(orientation: .vertical, size: Size(width: 320, height: 250), spacing: 10) {
            Flow {
                for (name, width, colour) in tags {
                    Line(middle: .text(name), size: Size(width: width, height: 24))
                        .font("HelveticaNeue-Medium", size: 13).textColor(.white).textShadowColor(.clear)
                        .backgroundColor(Self.hex(colour)).cornerRadius(12)
                        .layoutItem(width: .points(width + 6), height: 30, padding: Insets(all: 3))
                }
            }
            .id("tags").layoutItem(width: .match, height: 96).margin(3).backgroundColor(.white).cornerRadius(6)
            Flow(orientation: .vertical) {
                for (width, height, colour) in squares {
                    Box(width: width, height: height).backgroundColor(Self.hex(colour)).cornerRadius(4)
                        .layoutItem(
                            width: .points(width + 8), height: .points(height + 8), padding: Insets(all: 4),
                            gravity: .centerHorizontal)
                }
            }
            .id("columns").layoutItem(weight: 1).margin(4).backgroundColor(.white).cornerRadius(6)
        }
        .margin(10)
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("flow-wrap.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func stackPlacesEveryItemInTheInnerRectangle() throws {
        let root = Stack(size: Size(width: 100, height: 100)) {
            Box().backgroundColor(.lightGray)
            Box().backgroundColor(.red)
                .layoutItem(
                    width: 40, height: 20, padding: Insets(all: 2), gravity: [.right, .bottom],
                    offset: Point(x: 1, y: 1))
            Box(width: 30, height: 10).backgroundColor(.blue).layoutItem(
                width: .natural, height: .natural, gravity: .center)
        }
        .margin(10).backgroundColor(.white).clampNegative(false)
        let built = try root.spec(canvas: CanvasSpec(scale: 2))
        let decoded = try BuilderEquivalence.decode(
            json: #"""
                { "canvas": { "scale": 2 }, "root": {
                  "type": "stack", "size": [100, 100], "margin": 10, "backgroundColor": "white",
                  "clampNegative": false, "boxes": [
                    { "backgroundColor": "lightgray" },
                    { "backgroundColor": "red", "layoutItem": { "size": [40, 20], "padding": 2,
                      "gravity": ["right", "bottom"], "offset": [1, 1] } },
                    { "size": [30, 10], "backgroundColor": "blue",
                      "layoutItem": { "size": ["natural", "natural"], "gravity": "center" } } ] } }
                """#)
        try BuilderEquivalence.expectSame(built, decoded)
    }

    /// The fixture's `tile` template, as a Swift function.
    private static func tile(_ colour: String) -> Line {
        Line(
            middle: .box(Box(width: 44, height: 44).cornerRadius(10).backgroundColor(hex(colour))),
            size: Size(width: 106, height: 96)
        )
        .backgroundColor(.white)
    }

    @Test func gridViewWithHeaderFooterAndSelection() throws {
        let header = Line(left: "Favourites", right: "8 items", size: Size(width: 0, height: 44))
            .padding(horizontal: 12).backgroundColor(Self.hex("#F7F7F7")).borderColors(bottom: Self.hex("#C8C7CC"))
            .font("HelveticaNeue-Medium", size: 17).font("HelveticaNeue", size: 13, for: .right)
            .textColor(Self.hex("#8E8E93"), for: .right)
        let footer = Line(middle: "Footer right after the last row", size: Size(width: 0, height: 36))
            .backgroundColor(Self.hex("#F7F7F7")).borderColors(top: Self.hex("#C8C7CC"))
            .font("HelveticaNeue", size: 12).textColor(Self.hex("#8E8E93"))
        let grid = GridView(
            size: Size(width: 320, height: 440), cellSize: Size(width: 96, height: 96), header: header, footer: footer
        ) {
            for colour in ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#5AC8FA", "#007AFF", "#5856D6", "#FF2D55"] {
                Self.tile(colour)
            }
        }
        .resizesCellWidthToFit().separatorStyle(.singleLine).separatorColor(Self.hex("#C8C7CC")).selectedIndex(4)
        .selectionStyle(.blueGray).footerPlacement(.afterLastRow).backgroundColor(Self.hex("#F2F2F7"))
        let built = try grid.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("grid-view.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func gridViewLaidOutHorizontally() throws {
        let colours = [
            "#FF3B30", "#FF9500", "#34C759", "#5AC8FA", "#007AFF", "#5856D6", "#FF2D55", "#8E8E93", "#000000",
        ]
        let grid = GridView(size: Size(width: 320, height: 200), cellSize: Size(width: 80, height: 90)) {
            for (n, colour) in colours.enumerated() {
                Line(middle: "\(n)", size: Size(width: 60, height: 60)).backgroundColor(.white)
                    .font("HelveticaNeue-Medium", size: 20).textColor(Self.hex(colour))
            }
        }
        .margin(10).layoutDirection(.horizontal).selectedIndex(2).backgroundColor(Self.hex("#F2F2F7"))
        let built = try grid.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(
            fileAt: Self.render.appendingPathComponent("grid-view-horizontal.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func gridLayoutRowAndColumnFirst() throws {
        func card(_ name: String, _ colour: String) -> Line {
            Line(middle: .text(name), size: Size(width: 90, height: 50)).backgroundColor(Self.hex(colour))
                .cornerRadius(6).font("HelveticaNeue-Bold", size: 18).textColor(.white).textShadowColor(.clear)
        }
        func title(_ text: String) -> Line {
            Line(left: .text(text), size: Size(width: 320, height: 30)).padding(left: 10)
                .font("HelveticaNeue-Medium", size: 13).textColor(Self.hex("#3C3C43"))
        }
        let colours = [
            "#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#5AC8FA", "#007AFF", "#5856D6", "#FF2D55", "#AF52DE",
            "#A2845E",
        ]
        let root = Box(size: Size(width: 320, height: 0)) {
            title("Row first; card 3 is hidden and takes no slot")
            GridLayout(size: Size(width: 320, height: 170)) {
                card("1", "#FF3B30")
                card("2", "#FF9500")
                card("3", "#8E8E93").hidden()
                for n in 4...7 { card("\(n)", colours[n - 1]) }
                Box(width: 10, height: 10).backgroundColor(Self.hex("#FF2D55")).cornerRadius(6)
            }
            .backgroundColor(.white)
            title("Column first; page 2 below, the canvas grown")
            GridLayout(
                size: Size(width: 320, height: 170), direction: .topToBottomLeftToRight, extension: .nextFullPage,
                extensionDirection: .down, growsCanvas: true
            ) {
                for n in 1...10 { card("\(n)", colours[n - 1]) }
            }
            .backgroundColor(.white)
        }
        .padding(bottom: 8)
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("grid-layout.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    /// NMView's templates are functions in Swift: the fixture's `row` and
    /// `section`, and a `use` node's own keys as modifiers on the result.
    @Test func templatesAreFunctions() throws {
        func row(_ title: String, _ detail: String) -> StyledLine {
            StyledLine(left: .text(title), right: .text(detail))
        }
        func section(_ name: String, rows: [any BoxContent]) -> StyledTable {
            StyledTable(
                topLines: [StyledLine(left: "**\(name)**|mush").font("HelveticaNeue", size: 18)], middleLines: rows)
        }
        let root = Box(size: Size(width: 320, height: 0)) {
            section("Peers", rows: [row("Grid layouts", "AQGridView"), row("Linear layouts", "MKLayoutLibrary")])
            section("MGBox", rows: [row("Tables", "${not a parameter here}")]).id("last")
        }
        .padding(bottom: 8)
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: Self.hex("#E5E5EA")))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("templates.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func layoutVariantsByAspectRatio() throws {
        func tiles(width: Double) -> Box {
            Box(size: Size(width: width, height: 0), contentLayoutMode: .grid) {
                for colour in ["#FF9500", "#FFCC00", "#4CD964", "#5AC8FA", "#007AFF", "#5856D6"] {
                    Box(width: 96, height: 72).margin(top: 8, left: 8).cornerRadius(6)
                        .backgroundColor(Self.hex(colour)).shadow(opacity: 0.25, offset: Point(x: 0, y: 1), radius: 2)
                }
            }
        }
        func header(width: Double, detail: String) -> StyledTable {
            StyledTable(
                size: Size(width: width, height: 0),
                topLines: [
                    StyledLine(left: "**Photos**|mush", right: .text(detail), size: Size(width: width, height: 44))
                        .font("HelveticaNeue", size: 18)
                ])
        }
        let screen = LayoutVariants([
            LayoutVariant(
                aspectRatio: 0.6667,
                root: Box(width: 320, height: 480) {
                    header(width: 304, detail: "portrait")
                    tiles(width: 320)
                }),
            LayoutVariant(
                aspectRatio: 1.5,
                root: Box(width: 480, height: 320, contentLayoutMode: .grid) {
                    header(width: 152, detail: "wide")
                    tiles(width: 320)
                }),
        ])
        let canvas = CanvasSpec(width: 320, height: 480, scale: 2, background: Self.hex("#E5E5EA"))
        let built = try screen.spec(canvas: canvas)
        let decoded = try BuilderEquivalence.decode(fileAt: Self.showcase.appendingPathComponent("orientation.json"))
        #expect(built.layouts.count == 2)
        #expect(built.layouts == decoded.layouts)
        // The portrait canvas draws the first variant …
        try BuilderEquivalence.expectSame(built, decoded)
        // … and a landscape one the second, the same bytes as the fixture's.
        let renderer = Renderer()
        let landscape = RenderOptions(width: 480, height: 320)
        let wide = try renderer.render(screen, canvas: canvas, options: landscape)
        #expect(wide == (try renderer.png(renderer.prepare(decoded, options: landscape))))
        #expect(wide != (try renderer.render(screen, canvas: canvas)))
        // A design size gives NMView's ratio.
        #expect(LayoutVariant(designSize: Size(width: 480, height: 320), root: Box()).aspectRatio == 1.5)
    }
}
