import BoxModel
import BoxPixels
import BoxScene
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Pictures are drawn a band of rows at a time and encoded while the next band
/// is drawn: what comes out must not depend on where the bands split, nor on
/// how many threads encode them, and a picture may be far taller than Cairo's
/// 32,767-pixel side.
@Suite struct BandedRenderingTests {
    /// Everything that could notice a band edge: anti-aliased edges and rounded
    /// corners across it, clips (one around everything, one inside a layer), a
    /// translucent layer, a shadow whose blur reaches over several bands, a
    /// picture scaled across band edges.
    static func scene(height: Double = 120, picture: String? = nil) -> Scene {
        let image: [DrawCommand] =
            picture.map { path in
                [
                    .image(
                        BoxImage(source: ImageSource(path: path, fileScale: 1), contentMode: .scaleToFill),
                        rect: Rect(x: 50.5, y: 3.25, width: 30, height: 61.5), cornerRadius: 5)
                ]
            } ?? []
        let clip = DrawCommand.pushClip(Rect(x: 1, y: 1.5, width: 88, height: height - 3), cornerRadius: 6)
        return Scene(
            size: Size(width: 90, height: height), scale: 2, background: Color(white: 0.93),
            commands: [clip] + image + [
                .fill(Rect(x: 3.3, y: 10.25, width: 40, height: 33.5), cornerRadius: 7, color: TestSupport.red),
                .beginLayer(opacity: 0.7, shadow: Shadow(offset: Point(x: 2, y: 3), radius: 6)),
                .fill(Rect(x: 20.5, y: 30.5, width: 50, height: 60), cornerRadius: 4, color: TestSupport.blue),
                .pushClip(Rect(x: 25, y: 35, width: 30, height: 17.3), cornerRadius: 5),
                .fill(Rect(x: 0, y: 0, width: 90, height: height), cornerRadius: 0, color: Color(white: 1)),
                .popClip,
                .endLayer,
                .ring(
                    Rect(x: 5.5, y: 70.2, width: 70, height: 40), cornerRadius: 9, width: 1.5, color: Color(white: 0)),
                .popClip,
            ])
    }

    /// Bands of 1 and 2 rows included: they are drawn on a surface of at least
    /// 3 rows, since Cairo anti-aliases a few edge pixels one level differently
    /// on a surface of 1 or 2 rows (5 pixels of this scene, measured).
    @Test(arguments: [1, 2, 3, 5, 7, 16, 64])
    func bandsOfAnyHeightGiveThePixelsOfOne(rows: Int) throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = Self.scene(picture: try TestSupport.halvesPNG(width: 8, height: 6, in: directory))
        let whole = try CairoRenderer(bandRows: 240).renderImage(scene)
        let banded = try CairoRenderer(bandRows: rows).renderImage(scene)
        #expect(whole.width == 180 && whole.height == 240)
        #expect(banded == whole)
        // The PNG too, with bands shorter than the rows the encoder carries between them.
        #expect(try ReferencePNGReader.decode(CairoRenderer(bandRows: rows).renderPNG(scene)) == whole)
        #expect(CairoRenderer.smallestSurfaceRows == 3)
    }

    /// A shadow cast 2,500 points below a layer 3,000 points tall: in most
    /// bands the part that shows and the part that casts are 2,500 points
    /// apart, so they are drawn on surfaces of their own (not one spanning both
    /// for every band), with the pixels of one pass over the whole picture,
    /// where the two parts are one.
    @Test func aFarShadowLandsWhereOnePassPutsIt() throws {
        let scene = Scene(
            size: Size(width: 60, height: 3000), scale: 1, background: Color(white: 1),
            commands: [
                .beginLayer(opacity: 0.9, shadow: Shadow(offset: Point(x: 3, y: 2500), radius: 4)),
                .fill(Rect(x: 10, y: 0, width: 30, height: 3000), cornerRadius: 0, color: TestSupport.blue),
                .fill(Rect(x: 5, y: 100, width: 40, height: 30), cornerRadius: 6, color: TestSupport.red),
                .endLayer,
            ])
        let whole = try CairoRenderer(bandRows: 3000).renderImage(scene)
        #expect(try CairoRenderer(bandRows: 64).renderImage(scene) == whole)
        // The red box's shadow, 2,500 below it, left of the blue column.
        #expect(whole[x: 7, y: 2615] != TestSupport.opaqueWhite)
        #expect(whole[x: 7, y: 1000] == TestSupport.opaqueWhite)
    }

    /// A ring 10,000,000 pixels tall with a border of 4,500,000: wider than the
    /// margin paths are cut at around each band, so the hole must be worked out
    /// before cutting.
    @Test func aRingWiderThanTheCutMarginKeepsItsHole() throws {
        let scene = Scene(
            size: Size(width: 1, height: 10_000_000), scale: 1, background: Color(white: 1),
            commands: [
                .ring(
                    Rect(x: -5_000_000, y: 0, width: 10_000_001, height: 10_000_000), cornerRadius: 0,
                    width: 4_500_000, color: TestSupport.red)
            ])
        let image = try CairoRenderer().renderImage(scene)
        #expect(image[x: 0, y: 4_400_000] == TestSupport.opaqueRed)
        #expect(image[x: 0, y: 5_000_000] == TestSupport.opaqueWhite)
        #expect(image[x: 0, y: 5_600_000] == TestSupport.opaqueRed)
    }

    @Test func anEmptyCanvasDrawsNothing() throws {
        let scene = Scene(size: Size(width: 3, height: 0), scale: 1, background: nil, commands: [])
        #expect(try CairoRenderer().renderImage(scene).pixels.isEmpty)
        #expect(throws: CairoError.self) { try CairoRenderer().renderPNG(scene) }
    }

    /// 9,000,000 rows: far past Cairo's ±8 Mi fixed-point device coordinates,
    /// which every band's own origin keeps paths within.
    @Test func aFillAsTallAsAHugeCanvas() throws {
        let scene = Scene(
            size: Size(width: 1, height: 9_000_000), scale: 1, background: Color(white: 1),
            commands: [.fill(Rect(x: 0, y: 0, width: 1, height: 9_000_000), cornerRadius: 0, color: TestSupport.red)])
        let image = try CairoRenderer().renderImage(scene)
        for y in [0, 4_194_303, 4_194_304, 8_388_607, 8_388_608, 8_999_999] {
            #expect(image[x: 0, y: y] == TestSupport.opaqueRed, "row \(y)")
        }
    }

    @Test func theBytesDoNotDependOnTheThreadCount() throws {
        // 90 points at scale 2 = 180 px wide: bands of 1456 rows, so 3,000 rows are three bands.
        let scene = Self.scene(height: 1500)
        #expect(CairoRenderer.bandRows(width: 180) == 1456)
        let one = try CairoRenderer().renderPNG(scene, threads: 1)
        for threads in [2, 3, 8] {
            #expect(try CairoRenderer().renderPNG(scene, threads: threads) == one, "\(threads) threads")
        }
        #expect(try PNGCodec.decode(one) == CairoRenderer().renderImage(scene))
    }

    @Test(arguments: PNGCompression.allCases)
    func everyCompressionDecodesToTheSamePixels(compression: PNGCompression) throws {
        let scene = Self.scene(height: 1500)
        let png = try CairoRenderer().renderPNG(scene, compression: compression, threads: 2)
        #expect(try PNGCodec.decode(png) == CairoRenderer().renderImage(scene))
    }

    @Test func smallerFilesCostMoreWork() throws {
        let scene = Self.scene(height: 1500)
        let sizes = try PNGCompression.allCases.map { try CairoRenderer().renderPNG(scene, compression: $0).count }
        #expect(sizes[0] > sizes[1], "fast \(sizes[0]) vs default \(sizes[1])")
        #expect(sizes[1] >= sizes[2], "default \(sizes[1]) vs smallest \(sizes[2])")
    }

    /// 40,000 pixels tall, past Cairo's 32,767: a 1-point-high fill at the very
    /// bottom lands on the last two rows, and a shadowed box near the top and
    /// another near the bottom look the same.
    @Test func aPictureTallerThanCairosSideLimit() throws {
        let height = 20_000.0
        let shadow = Shadow(offset: Point(x: 0, y: 1), radius: 2)
        let scene = Scene(
            size: Size(width: 20, height: height), scale: 2, background: Color(white: 1),
            commands: [
                .beginLayer(opacity: 1, shadow: shadow),
                .fill(Rect(x: 4, y: 10, width: 12, height: 6), cornerRadius: 2, color: TestSupport.blue),
                .endLayer,
                .beginLayer(opacity: 1, shadow: shadow),
                .fill(Rect(x: 4, y: height - 30, width: 12, height: 6), cornerRadius: 2, color: TestSupport.blue),
                .endLayer,
                .fill(Rect(x: 0, y: height - 1, width: 20, height: 1), cornerRadius: 0, color: TestSupport.red),
            ])
        let png = try CairoRenderer().renderPNG(scene)
        let image = try ReferencePNGReader.decode(png)
        #expect(image == (try CairoRenderer().renderImage(scene)))
        #expect(image.width == 40 && image.height == 40_000)
        #expect(image[x: 5, y: 39_999] == TestSupport.opaqueRed)
        #expect(image[x: 5, y: 39_998] == TestSupport.opaqueRed)
        #expect(image[x: 5, y: 39_997] == TestSupport.opaqueWhite)
        let nearBottom = 2 * Int(height) - 60
        for y in 0..<32 {
            for x in 0..<40 {
                #expect(image[x: x, y: 20 + y - 10] == image[x: x, y: nearBottom + y - 10], "at (\(x), \(y))")
            }
        }
    }

    @Test func aCanvasWiderThanCairosSideLimitIsRefused() {
        let scene = Scene(size: Size(width: 16_384, height: 10), scale: 2, background: nil, commands: [])
        #expect(throws: SceneError.self) { try CairoRenderer().renderPNG(scene) }
    }
}

/// Pictures of at most 256 colours get a palette (one byte a pixel; `smallest`
/// packs 16 colours or fewer into 4, 2 or 1 bits); others stay RGB or RGBA.
@Suite struct PalettePNGTests {
    /// The IHDR's bit depth and colour type.
    static func header(_ png: [UInt8]) -> (bits: UInt8, colorType: UInt8) { (png[24], png[25]) }

    /// Two colours and no anti-aliasing: whole-pixel rectangles.
    static let twoColours = Scene(
        size: Size(width: 40, height: 30), scale: 1, background: Color(white: 1),
        commands: [.fill(Rect(x: 5, y: 5, width: 20, height: 10), cornerRadius: 0, color: TestSupport.blue)])

    @Test(arguments: [(PNGCompression.default, UInt8(8)), (.fast, 8), (.smallest, 1)])
    func fewColoursGetAPalette(compression: PNGCompression, bits: UInt8) throws {
        let png = try CairoRenderer().renderPNG(Self.twoColours, compression: compression)
        #expect(Self.header(png) == (bits, 3))
        let expected = try CairoRenderer().renderImage(Self.twoColours)
        #expect(try ReferencePNGReader.decode(png) == expected)
        #expect(try PNGCodec.decode(png) == expected)
    }

    /// A translucent canvas: the palette carries alpha in tRNS, and every shade
    /// of an anti-aliased, shadowed shape still fits in 256 colours.
    @Test func translucentColoursKeepTheirAlpha() throws {
        let scene = Scene(
            size: Size(width: 60, height: 60), scale: 2, background: nil,
            commands: [
                .beginLayer(opacity: 0.8, shadow: Shadow(offset: Point(x: 0, y: 2), radius: 4)),
                .fill(Rect(x: 10.5, y: 10.5, width: 30, height: 30), cornerRadius: 6, color: TestSupport.red),
                .endLayer,
            ])
        for compression in PNGCompression.allCases {
            let png = try CairoRenderer().renderPNG(scene, compression: compression)
            #expect(Self.header(png).colorType == 3, "\(compression)")
            #expect(try ReferencePNGReader.decode(png) == CairoRenderer().renderImage(scene), "\(compression)")
        }
    }

    /// The 257th colour in the 26th band: the bands already compressed as a
    /// palette are dropped and the picture is drawn again as RGB.
    @Test func aLateColourFallsBackToRGB() throws {
        let scene = Scene(
            size: Size(width: 4, height: 300), scale: 1, background: Color(white: 0),
            commands: (0..<300).map { y in
                .fill(
                    Rect(x: 0, y: Double(y), width: 4, height: 1), cornerRadius: 0,
                    color: Color(red: Double(y % 256) / 255, green: Double(y / 256) / 255, blue: 0.25))
            })
        let png = try CairoRenderer(bandRows: 10).renderPNG(scene, threads: 2)
        #expect(Self.header(png) == (8, 2))
        #expect(try ReferencePNGReader.decode(png) == CairoRenderer().renderImage(scene))
    }

    /// 17 colours: `smallest` needs 8 bits; 300 colours: no palette at all.
    @Test func manyColoursNeedMoreBits() throws {
        func stripes(_ count: Int) -> Scene {
            Scene(
                size: Size(width: Double(count), height: 4), scale: 1, background: Color(white: 0),
                commands: (1..<count).map { x in
                    .fill(
                        Rect(x: Double(x), y: 0, width: 1, height: 4), cornerRadius: 0,
                        color: Color(red: Double(x % 256) / 255, green: Double(x / 256) / 255, blue: 0.5))
                })
        }
        let seventeen = try CairoRenderer().renderPNG(stripes(17), compression: .smallest)
        #expect(Self.header(seventeen) == (8, 3))
        let many = stripes(300)
        let truecolor = try CairoRenderer().renderPNG(many)
        #expect(Self.header(truecolor) == (8, 2))
        #expect(try ReferencePNGReader.decode(truecolor) == CairoRenderer().renderImage(many))
    }
}
