import BoxModel
import BoxPixels
import BoxScene
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// A PNG is drawn once (issue 24): a picture found to have a 257th colour
/// partway down is encoded in true colour from the bands its palette pass
/// kept, and one of at most 16 colours is packed into fewer bits from the
/// indices kept, instead of being drawn again.
@Suite struct PNGOneDrawingTests {
    /// 200×600 points in bands of 50 rows: 12 bands.
    static let size = Size(width: 200, height: 600)
    static let bands = 12

    /// A grey canvas with a blue box; from row `distinctFrom` down, 300
    /// one-row fills of distinct colours (20 reds × 15 greens).
    static func scene(distinctFrom top: Int?) -> Scene {
        var commands: [DrawCommand] = [
            .fill(
                Rect(x: 0, y: 0, width: 200, height: 600), cornerRadius: 0,
                color: Color(red: 0.9, green: 0.9, blue: 0.9)),
            .fill(
                Rect(x: 20, y: 20, width: 100, height: 60), cornerRadius: 0,
                color: Color(red: 0.2, green: 0.4, blue: 0.8)),
        ]
        if let top {
            for row in 0..<300 {
                let color = Color(red: Double(row % 20) / 19, green: Double(row / 20) / 15, blue: 0.5)
                commands.append(
                    .fill(Rect(x: 0, y: Double(top + row), width: 200, height: 1), cornerRadius: 0, color: color))
            }
        }
        return Scene(size: size, scale: 1, background: .white, commands: commands)
    }

    static func decoded(_ png: [UInt8]) throws -> RGBAImage { try PNGCodec.decode(png) }

    /// The 257th colour at row 290 + 254 = 544, in the eleventh band: the PNG is RGB, its pixels
    /// those of the picture, and 12 bands were drawn, not 12 + 12.
    @Test(arguments: [PNGCompression.fast, .default, .smallest])
    func aLateTwoHundredAndFiftySeventhColourIsNotDrawnAgain(compression: PNGCompression) throws {
        let scene = Self.scene(distinctFrom: 290)
        let renderer = CairoRenderer(bandRows: 50)
        let png = try renderer.renderPNG(scene, compression: compression)
        #expect(renderer.bandsDrawn == Self.bands)
        #expect(png[25] == 2)  // colour type: RGB
        let image = try CairoRenderer(bandRows: 50).renderImage(scene)
        #expect(try Self.decoded(png).pixels == image.pixels)
    }

    /// The bands kept encode as drawing again did: the same bytes as a
    /// renderer that keeps none, which hands over ten bands, meets the 257th
    /// colour in the eleventh (rows 500–549) and draws all 12 again.
    @Test(arguments: [PNGCompression.fast, .default, .smallest])
    func keptBandsEncodeAsDrawingAgainDid(compression: PNGCompression) throws {
        let scene = Self.scene(distinctFrom: 290)
        let once = try CairoRenderer(bandRows: 50).renderPNG(scene, compression: compression)
        let redrawing = CairoRenderer(bandRows: 50)
        redrawing.keptBandBudget = 0
        #expect(try redrawing.renderPNG(scene, compression: compression) == once)
        #expect(redrawing.bandsDrawn == 11 + Self.bands)
    }

    /// Two colours at `smallest`: packed into 1 bit from the kept indices,
    /// in one drawing, decoding to the picture.
    @Test func aFewColoursArePackedWithoutDrawingAgain() throws {
        let scene = Self.scene(distinctFrom: nil)
        let renderer = CairoRenderer(bandRows: 50)
        let png = try renderer.renderPNG(scene, compression: .smallest)
        #expect(renderer.bandsDrawn == Self.bands)
        #expect(png[24] == 1)  // bit depth
        #expect(png[25] == 3)  // colour type: palette
        #expect(try Self.decoded(png).pixels == (try CairoRenderer(bandRows: 50).renderImage(scene)).pixels)
    }
}
