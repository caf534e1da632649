import BoxRender
import Foundation
import Testing

/// Fixture specs rebuilt in Swift: the same model as their JSON (paths,
/// defaults and all), the same PNG bytes and the same frames.
@Suite struct BuilderFixtureEquivalenceTests {
    private static let render = RepositoryPaths.renderFixtures
    private static let showcase = RepositoryPaths.showcaseFixtures

    /// MGBox's README "My First Table": a styled table with a header, a line
    /// with a picture on the right, and a multiline Mush row.
    static let firstTable = Box(size: Size(width: 320, height: 0)) {
        StyledTable(topLines: [
            StyledLine(left: "My First Table", size: Size(width: 304, height: 40)).font("HelveticaNeue", size: 18)
        ]) {
            StyledLine(left: "Left text", right: .image("assets/horse@2x.png"), size: Size(width: 304, height: 40))
            StyledLine(
                left: .multiline(
                    "This row has **bold** text, //italics// text, __underlined__ text, and some `monospaced` "
                        + "text. The text will span more than one line, and the row will automatically adjust "
                        + "its height to fit.|mush"),
                size: Size(width: 304, height: 0)
            )
            .minHeight(40)
            .padding(16)
        }
    }
    .padding(Insets(bottom: 8))

    @Test func firstTable() throws {
        let built = try Self.firstTable.spec(
            canvas: CanvasSpec(scale: 2, background: Color(rgb: 0x6D7179)), baseDirectory: Self.showcase.path)
        let decoded = try BuilderEquivalence.decode(fileAt: Self.showcase.appendingPathComponent("first-table.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func gridOfBoxes() throws {
        let colors: [UInt32] = [
            0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x5AC8FA, 0x007AFF, 0x5856D6, 0xFF2D55, 0x8E8E93, 0x4CD964,
        ]
        let grid = Box(size: Size(width: 320, height: 0), contentLayoutMode: .grid) {
            for color in colors {
                Box(width: 100, height: 100).margin(top: 10, left: 10).backgroundColor(Color(rgb: color))
            }
        }
        let built = try grid.spec(canvas: CanvasSpec(background: Color(rgb: 0xE5E5EA)))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("grid-readme.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func attachedBoxes() throws {
        let root = Box(size: Size(width: 240, height: 0)) {
            Box(width: 28, height: 28).id("badge").attachedTo("photo").margin(Insets(top: -10, left: 182)).zIndex(1)
                .backgroundColor(Color(rgb: 0xFF3B30)).cornerRadius(14)
            Box(width: 200, height: 100).id("photo").image("assets/sunset.png")
            Box(width: 200, height: 24).margin(Insets(top: 8)).backgroundColor(Color(rgb: 0xC7C7CC))
            Box(width: 40, height: 12).id("tag").attachedTo("caption").zIndex(1).margin(Insets(top: 6, left: 6))
                .backgroundColor(Color(rgb: 0x007AFF))
            Box(width: 200, height: 24).id("caption").margin(Insets(top: 4)).backgroundColor(Color(rgb: 0xE5E5EA))
        }
        .padding(20)
        let built = try root.spec(canvas: CanvasSpec(background: .white), baseDirectory: Self.render.path)
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("attached.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func bordersAndNestedPadding() throws {
        let panel = Color(rgb: 0xF0F0F2)
        let root = Box(size: Size(width: 280, height: 0), contentLayoutMode: .grid) {
            Box(width: 80, height: 60).margin(top: 10, left: 10).backgroundColor(panel)
                .borderColors(
                    BorderColors(
                        top: Color(rgb: 0xFF3B30), left: Color(rgb: 0x34C759), bottom: Color(rgb: 0x007AFF),
                        right: Color(rgb: 0xFF9500)))
            Box(width: 80, height: 60).margin(top: 10, left: 10).backgroundColor(panel)
                .borderColors(Color(rgb: 0x8E8E93))
            Box(width: 80, height: 60).margin(top: 10, left: 10).backgroundColor(panel)
                .borderColors(top: Color(rgb: 0xFF2D55), bottom: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
            Box(width: 80, height: 60).margin(top: 10, left: 10).borderColors(Color(rgba: 0x007A_FF80))
            Box(width: 80, height: 60).margin(top: 10, left: 10).backgroundColor(panel).cornerRadius(10)
                .borderColors(Color(rgb: 0x5856D6))
            Box(width: 80, height: 60) {
                Box(width: 80, height: 20).margin(left: -10).backgroundColor(Color(rgb: 0xFFCC00))
            }
            .margin(top: 10, left: 10).backgroundColor(panel)
            .borderColors(left: Color(rgb: 0x34C759), right: Color(rgb: 0x34C759)).padding(10)
        }
        .padding(Insets(top: 0, left: 0, bottom: 10, right: 10))
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: .white))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("borders.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func shadowsOnNestedBoxes() throws {
        let root = Box(size: Size(width: 320, height: 0)) {
            Box(width: 304, height: 88).margin(top: 8, left: 8)
                .backgroundColor(Color(red: 0.94, green: 0.94, blue: 0.95)).cornerRadius(4)
                .shadow(color: Color(white: 0.12), opacity: 1, offset: Point(x: 0, y: 0.5), radius: 1)
            Box(width: 130, height: 80).margin(top: 24, left: 24).backgroundColor(.white).cornerRadius(10)
                .shadow(Shadow(color: .black, opacity: 0.5, offset: Point(x: 0, y: 4), radius: 10))
            Box(width: 130, height: 80).margin(top: -80, left: 170).backgroundColor(.white)
                .shadow(color: Color(rgb: 0xFF2D55), opacity: 0.8, offset: Point(x: 6, y: 6), radius: 0)
            Box(width: 272, height: 50, contentLayoutMode: .grid) {
                Box(width: 50, height: 50).backgroundColor(Color(rgb: 0xFF9500)).cornerRadius(25)
                Box(width: 50, height: 50).margin(left: 24).backgroundColor(Color(rgb: 0x5AC8FA)).cornerRadius(25)
                Box(width: 50, height: 50).margin(left: 24).backgroundColor(Color(rgb: 0x4CD964)).cornerRadius(25)
            }
            .margin(top: 24, left: 24)
            .shadow(color: .black, opacity: 0.6, offset: Point(x: 0, y: 3), radius: 6)
        }
        .padding(Insets(top: 0, bottom: 24))
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: Color(rgb: 0xE5E5EA)))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("shadows.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func fixedBoxInAScrollBox() throws {
        let root = ScrollBox(width: 200, height: 220) {
            Box(width: 184, height: 60).margin(left: 8).backgroundColor(Color(rgb: 0xFF3B30))
            for color: UInt32 in [0xFF9500, 0xFFCC00, 0x34C759] {
                Box(width: 184, height: 60).margin(top: 8, left: 8).backgroundColor(Color(rgb: color))
            }
            Box(width: 200, height: 30).fixedPosition(Point(x: 0, y: 190))
                .backgroundColor(Color(red: 0, green: 0, blue: 0, alpha: 0.6)).zIndex(1)
        }
        .backgroundColor(Color(rgb: 0xE5E5EA))
        .padding(top: 8, bottom: 8)
        let built = try root.spec(canvas: CanvasSpec(background: .black))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("scroll-viewport.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func boxesOutOfLayout() throws {
        let root = Box(width: 220, height: 160) {
            Box(width: 200, height: 30).backgroundColor(Color(rgb: 0x007AFF))
            Box().frame(Rect(x: 120, y: 60, width: 80, height: 80)).backgroundColor(Color(rgb: 0xFF9500))
                .cornerRadius(40)
            // `boxLayoutMode: none` with a size is a frame at the origin.
            Box().frame(Rect(x: 0, y: 0, width: 50, height: 50))
                .backgroundColor(Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.7))
            Box(width: 200, height: 30).margin(top: 6).backgroundColor(Color(rgb: 0x5AC8FA))
        }
        .padding(10)
        .backgroundColor(Color(rgb: 0xF0F0F2))
        let built = try root.spec(canvas: CanvasSpec(background: .white))
        let decoded = try BuilderEquivalence.decode(fileAt: Self.render.appendingPathComponent("layout-none.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }

    @Test func mushSpansAndLineFonts() throws {
        let runs = [
            TextRun(text: "Spans: "), TextRun(text: "bold ", face: .bold),
            TextRun(text: "red ", color: Color(rgb: 0xC0392B)), TextRun(text: "under", underline: true),
            TextRun(text: " "), TextRun(text: "mono", face: .monospace), TextRun(text: " "),
            TextRun(text: "marked", backgroundColor: Color(rgb: 0xFFEB3B)), TextRun(text: " **raw**"),
        ]
        let root = Box(size: Size(width: 320, height: 0)) {
            Line(
                left: .multiline(
                    "**Bold**, //italic//, __underline__, `monospace`, {#C0392B|red}, {bg#FFEB3B|highlighted}, "
                        + "**{#2E86C1|bold blue}**, //**italic beats bold**//, ***x***, and an unclosed **marker.|mush"),
                size: Size(width: 304, height: 0)
            )
            .margin(left: 8).minHeight(30).padding(8)
            Line(left: .spans(runs), size: Size(width: 304, height: 0))
                .margin(top: 8, left: 8).minHeight(30).padding(8).textShadowColor(.clear)
            Line(
                left: "Shadowed",
                right: .text(
                    "Courier", font: FontSpec(name: "CourierNewPSMT", size: 14), textColor: Color(rgb: 0xF1C40F)),
                size: Size(width: 304, height: 40)
            )
            .margin(top: 8, left: 8).padding(left: 8, right: 8).backgroundColor(Color(rgb: 0x2C3E50))
            .textColor(.white).textShadowColor(.black).textShadowOffset(Point(x: 0, y: -1), for: .left)
            .font("HelveticaNeue-Bold", size: 16)
        }
        .padding(Insets(top: 8, bottom: 8))
        let built = try root.spec(canvas: CanvasSpec(scale: 2, background: .white))
        let decoded = try BuilderEquivalence.decode(
            fileAt: Self.render.appendingPathComponent("line-mush-and-spans.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }
    @Test func screenshotOfAStyledTable() throws {
        let rowSize = Size(width: 304, height: 44)
        let table = StyledTable(
            topLines: [StyledLine(left: "Screenshot", size: rowSize).font("HelveticaNeue", size: 18)],
            middleLines: [StyledLine(left: "Canvas", right: "344 × 172", size: rowSize)],
            bottomLines: [
                StyledLine(left: "Border and shadow", right: "20 pt", size: rowSize)
                    .textColor(Color(rgb: 0x8E8E93), for: .right)
            ]
        )
        .margin(Insets(top: 30, left: 12))
        let built = try table.spec(
            canvas: CanvasSpec(width: 500, scale: 2, background: Color(rgb: 0x6D7179)), screenshot: ScreenshotMode())
        let decoded = try BuilderEquivalence.decode(
            fileAt: Self.render.appendingPathComponent("screenshot-styled-table.json"))
        try BuilderEquivalence.expectSame(built, decoded)
    }
}
