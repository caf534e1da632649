import BoxRender
import Foundation
import Testing

/// The Swift API's spellings of what specs say in strings and shorthands:
/// colours from text and by name, `hidden`, horizontal and vertical insets,
/// and writing a rendering to a file.
@Suite struct BuilderAdditionsTests {
    @Test func coloursFromTextMeanWhatTheSpecSays() throws {
        #expect(Color("#6D7179") == Color(rgb: 0x6D7179))
        #expect(Color("#6d7179") == Color(rgb: 0x6D7179))
        #expect(Color("#FFF") == .white)
        #expect(Color("#0008") == Color(red: 0, green: 0, blue: 0, alpha: 8.0 / 15))
        #expect(Color("#007AFF80") == Color(rgba: 0x007A_FF80))
        #expect(Color("cornflowerblue") == Color(rgb: 0x6495ED))
        #expect(Color("GREY") == .gray)
        #expect(Color("clear") == .clear)
        for text in ["", "#12", "#GGG", "grey2", "rgb(0, 0, 0)", "#6D71790"] {
            #expect(Color(text) == nil, "\(text)")
        }
    }

    @Test func aColourThatIsNotOneSaysWhyAsASpecWould() throws {
        #expect(throws: BoxRenderError.self) { try Color(parsing: "grey2") }
        do {
            _ = try Color(parsing: "grey2")
        } catch {
            #expect(error.lines.count == 1)
            #expect(error.lines[0].hasPrefix("unknown colour `grey2`"), "\(error)")
            #expect(error.lines[0].contains("`grey`"), "\(error)")
        }
        do {
            _ = try Color(parsing: "#12G")
        } catch {
            #expect(error.lines == ["invalid hex colour `#12G`: `G` is not a hex digit"])
        }
        #expect(try Color(parsing: "#6D7179") == Color(rgb: 0x6D7179))
    }

    /// Every named colour is the spec's colour of that name.
    @Test(arguments: [
        ("gray", Color.gray), ("grey", .gray), ("lightgray", .lightGray), ("darkgray", .darkGray),
        ("silver", .silver), ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
        ("lime", .lime), ("teal", .teal), ("cyan", .cyan), ("aqua", .cyan), ("blue", .blue), ("navy", .navy),
        ("purple", .purple), ("magenta", .magenta), ("fuchsia", .magenta), ("pink", .pink), ("brown", .brown),
        ("maroon", .maroon), ("olive", .olive), ("black", .black), ("white", .white), ("clear", .clear),
    ])
    func namedColoursAreTheSpecsNames(name: String, color: Color) throws {
        let built = try Box(width: 10, height: 10).backgroundColor(color).spec()
        let decoded = try BuilderEquivalence.decode(
            json: #"{ "root": { "size": [10, 10], "backgroundColor": "\#(name)" } }"#)
        #expect(built.tree == decoded.tree)
    }

    @Test func hiddenBoxesAreDecodedAsInASpec() throws {
        let root = Box(width: 100, height: 0) {
            Box(width: 100, height: 30).backgroundColor(.red).hidden()
            Box(width: 100, height: 30).backgroundColor(.blue).hidden(false)
            Box(width: 100, height: 30).backgroundColor(.green)
        }
        let decoded = try BuilderEquivalence.decode(
            json: #"""
                { "root": { "size": [100, 0], "boxes": [
                  { "size": [100, 30], "backgroundColor": "red", "hidden": true },
                  { "size": [100, 30], "backgroundColor": "blue", "hidden": false },
                  { "size": [100, 30], "backgroundColor": "green" } ] } }
                """#)
        try BuilderEquivalence.expectSame(try root.spec(), decoded)
        // Hidden, the red box still takes its place: the root is 90 points tall.
        let frames = try Renderer().frames(root)
        #expect(frames.boxes.first?.height == 90)
    }

    @Test func horizontalAndVerticalInsetsKeepTheOtherSides() throws {
        let root = Box(size: Size(width: 200, height: 0)) {
            Box(width: 50, height: 20).backgroundColor(.red).margin(horizontal: 10, vertical: 4)
            Box(width: 50, height: 20).backgroundColor(.blue).margin(8).margin(vertical: 2)
            StyledLine(left: "Padded", size: Size(width: 200, height: 0)).minHeight(20).padding(vertical: 6)
            Box(size: Size(width: 200, height: 0)) { Box(width: 20, height: 20).backgroundColor(.green) }
                .padding(horizontal: 30).padding(top: 3)
        }
        let decoded = try BuilderEquivalence.decode(
            json: #"""
                { "root": { "size": [200, 0], "boxes": [
                  { "size": [50, 20], "backgroundColor": "red",
                    "margin": { "top": 4, "left": 10, "bottom": 4, "right": 10 } },
                  { "size": [50, 20], "backgroundColor": "blue",
                    "margin": { "top": 2, "left": 8, "bottom": 2, "right": 8 } },
                  { "type": "styledLine", "size": [200, 0], "left": "Padded", "minHeight": 20,
                    "topPadding": 6, "bottomPadding": 6 },
                  { "size": [200, 0], "boxes": [{ "size": [20, 20], "backgroundColor": "green" }],
                    "leftPadding": 30, "rightPadding": 30, "topPadding": 3 } ] } }
                """#)
        try BuilderEquivalence.expectSame(try root.spec(), decoded)
    }

    /// A new folder for one test's files.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("boxrender-write-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writeChoosesTheFormatFromTheExtension() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = StyledTable { StyledLine(left: "Name", right: "Ada") }
        let renderer = Renderer()
        let canvas = CanvasSpec(scale: 2, background: Color("#6D7179"))
        try renderer.write(card, to: folder.appendingPathComponent("card.png"), canvas: canvas)
        try renderer.write(card, to: folder.appendingPathComponent("card.SVG"), canvas: canvas)
        try renderer.write(card, to: folder.appendingPathComponent("card.pdf"), canvas: canvas)
        try renderer.write(card, to: folder.appendingPathComponent("card.image"), canvas: canvas, format: .svg)
        try renderer.write(card, to: folder.appendingPathComponent("card@3x.png"), options: RenderOptions(scale: 3))
        func read(_ name: String) throws -> [UInt8] {
            Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        #expect(try read("card.png") == (try renderer.render(card, canvas: canvas)))
        #expect(try read("card.SVG") == (try renderer.render(card, canvas: canvas, format: .svg)))
        #expect(try read("card.pdf").starts(with: Array("%PDF".utf8)))
        #expect(try read("card.image") == (try read("card.SVG")))
        #expect(try read("card@3x.png") == (try renderer.render(card, options: RenderOptions(scale: 3))))
        // Only the pictures: no temporary files are left beside them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["card.SVG", "card.image", "card.pdf", "card.png", "card@3x.png"])
    }

    @Test func writeRefusesWhatItCannotWriteAndKeepsTheOldFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer()
        let box = Box(width: 20, height: 20).backgroundColor(.red)
        let jpeg = folder.appendingPathComponent("box.jpg")
        #expect(throws: BoxRenderError.self) { try renderer.write(box, to: jpeg) }
        do {
            try renderer.write(box, to: jpeg)
        } catch {
            #expect(
                error.lines == [
                    "\(jpeg.path): cannot tell the format from the extension: the known ones are .png, .svg, "
                        + ".pdf, .gif and .webp; or pass `format:`"
                ])
        }
        let missing = folder.appendingPathComponent("no-such-folder/box.png")
        do {
            try renderer.write(box, to: missing)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.lines == ["\(missing.path): cannot write: No such file or directory"])
        }
        do {
            try renderer.write(box, to: URL(string: "https://example.com/box.png")!)
            Issue.record("wrote to a web address")
        } catch {
            #expect(error.lines == ["https://example.com/box.png: cannot write: not a file URL"])
        }
        // A tree with a problem writes nothing: the file there stays as it was.
        let png = folder.appendingPathComponent("box.png")
        try renderer.write(box, to: png)
        let before = try Data(contentsOf: png)
        #expect(throws: BoxRenderError.self) { try renderer.write(Box(width: -1, height: 20), to: png) }
        #expect(try Data(contentsOf: png) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["box.png"])
    }

    @Test func aPreparedRenderingAndLayoutVariantsAreWrittenToo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer()
        let rendering = try renderer.prepare(Box(width: 20, height: 20).backgroundColor(.teal))
        try renderer.write(rendering, to: folder.appendingPathComponent("box.png"))
        #expect(Array(try Data(contentsOf: folder.appendingPathComponent("box.png"))) == (try renderer.png(rendering)))
        let variants = LayoutVariants([
            LayoutVariant(aspectRatio: 0.5, root: Box(width: 20, height: 40).backgroundColor(.red)),
            LayoutVariant(aspectRatio: 2, root: Box(width: 40, height: 20).backgroundColor(.blue)),
        ])
        let wide = folder.appendingPathComponent("wide.svg")
        try renderer.write(variants, to: wide, canvas: CanvasSpec(width: 40, height: 20))
        let text = try String(contentsOf: wide, encoding: .utf8)
        let svg = try renderer.render(variants, format: .svg, options: RenderOptions(width: 40, height: 20))
        #expect(text == String(decoding: svg, as: UTF8.self))
        // The wide canvas chose the wide variant.
        #expect(try renderer.frames(variants, canvas: CanvasSpec(width: 40, height: 20)).boxes.first?.width == 40)
    }
}
