import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import Foundation
import Testing

/// SVG and PDF output: what is vectors, what is pixels, and that the one
/// picture made of pixels — a shadow — is the PNG's shadow.
@Suite struct VectorDocumentTests {
    static let box = Rect(x: 20, y: 20, width: 20, height: 20)

    static func scene(_ commands: [DrawCommand], width: Double = 60, height: Double = 60, scale: Int = 1) -> Scene {
        Scene(size: Size(width: width, height: height), scale: scale, background: nil, commands: commands)
    }

    /// The box of `ShadowTests` with a black shadow of radius 4 (σ = 2 px at scale 1, reach 4).
    static func shadowed(opacity: Double = 1, color: Color = .black, shadowOpacity: Double = 1) -> [DrawCommand] {
        [
            .beginLayer(
                opacity: opacity, shadow: Shadow(color: color, opacity: shadowOpacity, offset: .zero, radius: 4)),
            .fill(box, cornerRadius: 0, color: .black),
            .endLayer,
        ]
    }

    static func svg(_ scene: Scene) throws -> String {
        String(decoding: try CairoRenderer().renderSVG(scene), as: UTF8.self)
    }

    /// PDF streams are compressed, but the dictionaries that say what is in them are text.
    static func pdf(_ scene: Scene) throws -> String {
        String(decoding: try CairoRenderer().renderPDF(scene), as: UTF8.self)
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The pictures an SVG embeds, decoded.
    static func embeddedPictures(_ svg: String) throws -> [RGBAImage] {
        let prefix = "data:image/png;base64,"
        return try svg.components(separatedBy: prefix).dropFirst().map { part in
            let base64 = String(part.prefix { $0 != "\"" })
            return try PNGCodec.decode([UInt8](try #require(Data(base64Encoded: base64))))
        }
    }

    @Test func theSVGIsMeasuredInCSSPixelsOnePerPoint() throws {
        let text = try Self.svg(Self.scene([], width: 60, height: 40.5, scale: 2))
        #expect(text.contains(#"width="60px" height="40.5px" viewBox="0 0 60 40.5""#))
    }

    @Test func thePDFPageIsTheCanvasInPointsWithNoCreationDate() throws {
        let text = try Self.pdf(Self.scene([], width: 60, height: 40, scale: 3))
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 60 40 ]"))
        // Cairo stamps the current time unless told otherwise; that would make
        // every render different.
        #expect(!text.contains("CreationDate"))
    }

    /// Fills, rings, clips and translucent layers are all vectors: no picture at all.
    @Test func boxesBordersClipsAndTranslucentLayersHaveNoPixels() throws {
        let scene = Self.scene([
            .pushClip(Rect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 6, corners: [.topLeft]),
            .beginLayer(opacity: 0.5, shadow: nil),
            .fill(Self.box, cornerRadius: 4, color: .black),
            .ring(Self.box, cornerRadius: 4, width: 1, color: Color(red: 1, green: 0, blue: 0)),
            .endLayer,
            .popClip,
        ])
        let svg = try Self.svg(scene)
        #expect(Self.occurrences(of: "<image", in: svg) == 0)
        #expect(svg.contains("clip-path"))
        #expect(svg.contains("fill-rule:evenodd"))
        // The translucent layer is a group shown through a 50 % mask.
        #expect(svg.contains("fill-opacity:0.5"))
        #expect(!(try Self.pdf(scene)).contains("/Subtype /Image"))
    }

    /// A layer at full opacity composites exactly as its content drawn directly,
    /// so it gets no group: the root is the only `<g id="surface…">`.
    @Test func anOpaqueLayerIsNotAGroup() throws {
        let svg = try Self.svg(
            Self.scene([
                .beginLayer(opacity: 1, shadow: nil), .fill(Self.box, cornerRadius: 0, color: .black), .endLayer,
            ]))
        #expect(Self.occurrences(of: #"<g id="surface"#, in: svg) == 1)
        #expect(svg.contains(#"d="M 20 20 L 40 20 L 40 40 L 20 40 Z M 20 20 ""#))
    }

    /// The shadow is the one picture: the blur buffer of `ShadowTests`' box, the
    /// box's pixels (20…40) grown by the reach, 4, on each side: 28×28 pixels at
    /// (16, 16). At scale 2 (σ = 4 px, boxes 7, 7, 9, reach 10) the buffer is the
    /// box's 40 pixels plus 2 × 10 = 60 pixels at (30, 30), placed at half size:
    /// 15 points. The box itself stays a path.
    @Test(arguments: [(1, 28, "matrix(1,0,0,1,16,16)"), (2, 60, "matrix(0.5,0,0,0.5,15,15)")])
    func theShadowIsOnePictureAtTheScenesScale(scale: Int, side: Int, placement: String) throws {
        let scene = Self.scene(Self.shadowed(), scale: scale)
        let svg = try Self.svg(scene)
        #expect(Self.occurrences(of: "<image", in: svg) == 1)
        #expect(svg.contains(#"<image id="image1" width="\#(side)" height="\#(side)""#))
        #expect(svg.contains(##"<use xlink:href="#image1" transform="\##(placement)"/>"##))
        #expect(svg.contains(#"d="M 20 20 L 40 20 L 40 40 L 20 40 Z M 20 20 ""#))
        // In the PDF, a picture with alpha is two images: the colour and its soft mask.
        let pdf = try Self.pdf(scene)
        #expect(Self.occurrences(of: "/Subtype /Image", in: pdf) == 2)
        #expect(Self.occurrences(of: "/Width \(side)\n   /Height \(side)", in: pdf) == 2)
        #expect(pdf.contains("/SMask"))
    }

    /// Outside the box, the PNG shows only the shadow; the SVG's shadow picture has
    /// the same pixels there, pixel for pixel (e.g. 102 = 255 × 18/45 just outside
    /// the edge, as `ShadowTests` works out).
    @Test func theShadowPictureHasThePNGsPixels() throws {
        let scene = Self.scene(Self.shadowed())
        let png = try CairoRenderer().renderImage(scene)
        let picture = try #require(try Self.embeddedPictures(try Self.svg(scene)).first)
        #expect(picture.width == 28 && picture.height == 28)
        #expect(picture[x: 19 - 16, y: 30 - 16] == Pixel(r: 0, g: 0, b: 0, a: 102))
        var differing = 0
        for y in 16..<44 {
            for x in 16..<44 where !(20..<40).contains(x) || !(20..<40).contains(y) {
                if png[x: x, y: y] != picture[x: x - 16, y: y - 16] { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// The colour and opacity are baked into the picture: red at 50 %, where the
    /// blur's coverage is 255 (inside the box) alpha 255 × 0.5 = 127.5 → 128, and
    /// where it is 102, alpha 51 — red all the same.
    @Test func theShadowPictureCarriesColourAndOpacity() throws {
        let scene = Self.scene(Self.shadowed(color: Color(red: 1, green: 0, blue: 0), shadowOpacity: 0.5))
        let picture = try #require(try Self.embeddedPictures(try Self.svg(scene)).first)
        #expect(picture[x: 30 - 16, y: 30 - 16] == Pixel(r: 255, g: 0, b: 0, a: 128))
        #expect(picture[x: 19 - 16, y: 30 - 16] == Pixel(r: 255, g: 0, b: 0, a: 51))
    }

    /// A layer of opacity 0 still casts its shadow, as on an image; its content isn't drawn.
    @Test func anInvisibleLayerCastsOnlyItsShadow() throws {
        let svg = try Self.svg(Self.scene(Self.shadowed(opacity: 0)))
        #expect(Self.occurrences(of: "<image", in: svg) == 1)
        #expect(!svg.contains("<path"))
    }

    /// A picture is embedded at its own size (20×10), not drawn into a canvas-sized fallback.
    @Test func aPictureIsEmbeddedAsItIs() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 20, height: 10, in: directory)
        let scene = Self.scene(
            [.image(BoxImage(source: ImageSource(path: path, fileScale: 1)), rect: Self.box, cornerRadius: 3)],
            scale: 2)
        let svg = try Self.svg(scene)
        #expect(Self.occurrences(of: "<image", in: svg) == 1)
        #expect(svg.contains(#"<image id="image1" width="20" height="10""#))
        let pdf = try Self.pdf(scene)
        #expect(Self.occurrences(of: "/Subtype /Image", in: pdf) == 1)
        #expect(pdf.contains("/Width 20\n   /Height 10"))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 20, height: 10, in: directory)
        let scene = Self.scene(
            Self.shadowed() + [
                .beginLayer(opacity: 0.5, shadow: nil),
                .image(BoxImage(source: ImageSource(path: path, fileScale: 1)), rect: Self.box, cornerRadius: 0),
                .endLayer,
            ], scale: 2)
        let renderer = CairoRenderer()
        #expect(try renderer.renderSVG(scene) == (try CairoRenderer().renderSVG(scene)))
        #expect(try renderer.renderPDF(scene) == (try CairoRenderer().renderPDF(scene)))
    }

    /// Text is text: the PDF embeds the font with a table back to Unicode (what
    /// makes it selectable), and draws no picture for it.
    @Test func textIsGlyphsOfAnEmbeddedFont() throws {
        let label = TextTestSupport.label("Hello")
        let scene = Self.scene([.text(label, rect: Rect(x: 0, y: 0, width: 60, height: 20))])
        let pdf = String(
            decoding: try CairoRenderer(fonts: try TextTestSupport.fonts()).renderPDF(scene), as: UTF8.self)
        #expect(pdf.contains("+LiberationMono"))
        #expect(pdf.contains("/FontFile2"))
        #expect(pdf.contains("/ToUnicode"))
        #expect(!pdf.contains("/Subtype /Image"))
    }

    @Test func badScenesAreRefusedAsForImages() throws {
        let unbalanced = Self.scene([.beginLayer(opacity: 1, shadow: nil)])
        #expect(throws: SceneError.unbalanced(commandIndex: 1, reason: "a beginLayer is never ended")) {
            try CairoRenderer().renderSVG(unbalanced)
        }
        #expect(throws: SceneError.unbalanced(commandIndex: 1, reason: "a beginLayer is never ended")) {
            try CairoRenderer().renderPDF(unbalanced)
        }
        let huge = Self.scene([], width: 40000, height: 10)
        #expect(throws: SceneError.invalidCanvas(width: 40000, height: 10, scale: 1)) {
            try CairoRenderer().renderPDF(huge)
        }
    }
}
