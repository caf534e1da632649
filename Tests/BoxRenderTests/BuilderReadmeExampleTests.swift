import BoxRender
import Foundation
import Testing

/// Docs/Guides/BuildingInSwift.md's two examples, run as the guide shows
/// them: Scripts/check-docs.sh checks that each of the guide's two blocks is
/// a run of lines here (each line compared without its indentation), so they
/// keep compiling and doing what the guide says.
@Suite struct BuilderReadmeExampleTests {
    @Test func theExampleBuildsAndRenders() throws {
        // --- the guide's example, verbatim ---
        // MGBox's "My First Table", with a grid of swatches under it.
        let screen = Box(size: Size(width: 320, height: 0)) {
            StyledTable(topLines: [StyledLine(left: "My First Table").font("HelveticaNeue", size: 18)]) {
                StyledLine(left: "Left text", right: "Right text")
                StyledLine(
                    left: .multiline("**Bold**, //italic// and `monospaced` text that wraps.|mush"),
                    size: Size(width: 304, height: 0)
                )
                .minHeight(40).padding(16)
            }
            Box(size: Size(width: 320, height: 0), contentLayoutMode: .grid) {
                for rgb: UInt32 in [0xFF3B30, 0xFF9500, 0x34C759, 0x007AFF] {
                    Box(width: 67, height: 67).margin(top: 8, left: 8).backgroundColor(Color(rgb: rgb)).cornerRadius(8)
                }
            }
        }
        .padding(bottom: 8)

        let renderer = Renderer()
        let png = try renderer.render(screen, canvas: CanvasSpec(scale: 2, background: Color(rgb: 0x6D7179)))
        let pdf = try renderer.render(screen, format: .pdf)
        let frames = try renderer.frames(screen).json()  // what --frames writes
        let spec = try screen.spec()  // the model, for assertRendering(spec) of BoxRenderTesting
        // --- end of the guide's example ---

        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(Array(pdf.prefix(4)) == Array("%PDF".utf8))
        #expect(frames.contains(#""path": "root.boxes[0].middleLines[1].multilineLeft""#))
        // Root, table, 3 lines and their 4 labels, grid and 4 swatches.
        #expect(spec.tree.count == 14)
        // The grid's 4 swatches of 8 + 67 points fit one 320-point row: the
        // table (8 + 40 + 40 + its multiline row) then 8 + 67 + the root's 8.
        let layout = try renderer.frames(screen)
        #expect(layout.boxes.filter { $0.path.hasPrefix("root.boxes[1].boxes[") }.map(\.x) == [8, 83, 158, 233])
        try Self.expectTheGuideShows(png, at: "Docs/Images/building-in-swift.png")
    }

    /// The picture the guide shows under its example is the one the example
    /// makes, byte for byte; `BOXRENDER_RECORD=all` writes it (and fails, as
    /// every recording does, so that it is looked at).
    static func expectTheGuideShows(_ png: [UInt8], at path: String) throws {
        let shown = RepositoryPaths.root.appendingPathComponent(path)
        let committed = try? Data(contentsOf: shown)
        if committed != Data(png), ProcessInfo.processInfo.environment["BOXRENDER_RECORD"] == "all" {
            try Data(png).write(to: shown)
            Issue.record("recorded \(path): look at it before committing it")
            return
        }
        #expect(
            committed == Data(png), "\(path) is not what the guide's example draws; record it with BOXRENDER_RECORD=all"
        )
    }

    /// The guide's second example: peer layouts, colours by name and text, and `write`.
    @Test func thePeerLayoutExampleBuildsAndWrites() throws {
        let imagesFolder = FileManager.default.temporaryDirectory.appendingPathComponent("boxrender-readme-\(UUID())")
        try FileManager.default.createDirectory(at: imagesFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: imagesFolder) }
        // --- the guide's peer layout example, verbatim ---
        // A grid of photos (AQGridView) over a tab bar (MKLayoutLibrary's linear).
        let photos = GridView(size: Size(width: 320, height: 212), cellSize: Size(width: 106, height: 106)) {
            for colour: Color in [.red, .orange, .yellow, .green, .teal, .blue] {
                Box(width: 96, height: 96).backgroundColor(colour).cornerRadius(8)
            }
        }
        .selectedIndex(1)

        let tabs = Linear(size: Size(width: 320, height: 49)) {
            for name in ["Photos", "Albums", "Search"] {
                Line(middle: .text(name), size: Size(width: 80, height: 20)).textShadowColor(.clear)
                    .layoutItem(width: .natural, height: .natural, gravity: .center, weight: 1)
            }
        }
        .backgroundColor(Color("#F7F7F7")!).borderColors(top: .lightGray)

        let screen = Linear(orientation: .vertical, size: Size(width: 320, height: 261)) {
            photos.layoutItem(weight: 1)
            tabs.layoutItem(height: 49)
        }
        // imagesFolder: a file URL of a folder of yours. The extension picks the format.
        let url = imagesFolder.appendingPathComponent("photos.png")
        try Renderer().write(screen, to: url, canvas: CanvasSpec(scale: 2))
        // --- end of the guide's peer layout example ---

        let written = try Data(contentsOf: imagesFolder.appendingPathComponent("photos.png"))
        #expect(Array(written) == (try Renderer().render(screen, canvas: CanvasSpec(scale: 2))))
        let frames = try Renderer().frames(screen)
        // Six cells in rows of three; three tabs a third of the width each, centred
        // vertically (212 + 14.5, rounded at scale 1).
        #expect(frames.boxes.filter { $0.path.hasPrefix("root.boxes[0].cells[") }.count == 6)
        let tabFrames = frames.boxes.filter {
            $0.path.hasPrefix("root.boxes[1].boxes[") && !$0.path.contains(".middle")
        }
        #expect(tabFrames.map(\.height) == [20, 20, 20])
        #expect(tabFrames.map(\.y) == [227, 227, 227])
    }
}
