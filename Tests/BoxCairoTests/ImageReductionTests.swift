import BoxModel
import BoxPixels
import BoxScene
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Pictures drawn much smaller than they are come from halved copies
/// (ImageReductions): only past a 4× reduction, in the right place, and with
/// the colours the picture has.
@Suite struct ImageReductionTests {
    @Test func halvingsLeaveCairoTheLastTwoToFourTimes() {
        func halvings(_ pixels: Double, _ drawn: Double) -> Int {
            ImageReductions.halvings(pixels: (pixels, pixels), drawn: (drawn, drawn))
        }
        #expect(halvings(200, 100) == 0)  // an @2x picture at scale 1: as before
        #expect(halvings(399, 100) == 0)
        #expect(halvings(400, 100) == 1)  // 4×: halved once, Cairo does 2×
        #expect(halvings(2000, 100) == 3)  // 20×: 250 pixels, Cairo does 2.5×
        #expect(halvings(2000, 2000) == 0)
        // The smaller reduction of the two axes decides.
        #expect(ImageReductions.halvings(pixels: (2000, 200), drawn: (100, 100)) == 0)
        #expect(ImageReductions.halvings(pixels: (.infinity, 200), drawn: (0, 100)) == 0)
    }

    /// An 800×800 picture, left half red and right half blue, drawn at 25×25
    /// (three halvings): the seam stays at the middle, the halves keep their
    /// colours to the edges, and nothing is drawn outside the box.
    @Test func aHalvedPictureLandsWhereTheWholeOneWould() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 800, height: 800, in: directory)
        let image = BoxImage(source: ImageSource(path: path, fileScale: 1), contentMode: .scaleToFill)
        let drawn = try TestSupport.render(
            width: 40, height: 40, scale: 1,
            [.image(image, rect: Rect(x: 4, y: 6, width: 24, height: 24), cornerRadius: 0)])
        #expect(drawn[x: 4, y: 6] == TestSupport.opaqueRed)
        #expect(drawn[x: 14, y: 29] == TestSupport.opaqueRed)
        #expect(drawn[x: 17, y: 6] == TestSupport.opaqueBlue)
        #expect(drawn[x: 27, y: 29] == TestSupport.opaqueBlue)
        #expect(drawn[x: 3, y: 10] == TestSupport.transparent)
        #expect(drawn[x: 28, y: 10] == TestSupport.transparent)
        #expect(drawn[x: 10, y: 30] == TestSupport.transparent)
    }

    /// SVG and PDF draw from the halved copies too: Cairo's vector backends
    /// scan every pixel of a picture that is not opaque each time it is
    /// drawn, so the whole picture drawn small many times was read whole
    /// each time. An 800×800 picture drawn twice at 25×25 is embedded once
    /// as its 50×50 copy (four halvings); drawn at 400×400, as itself.
    @Test func vectorDocumentsDrawFromTheHalvedCopy() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 800, height: 800, in: directory)
        let image = BoxImage(source: ImageSource(path: path, fileScale: 1), contentMode: .scaleToFill)
        let small = Rect(x: 4, y: 6, width: 25, height: 25)
        let scene = Scene(
            size: Size(width: 420, height: 420), scale: 1, background: nil,
            commands: [
                .image(image, rect: small, cornerRadius: 0),
                .image(image, rect: small.offsetBy(dx: 30, dy: 0), cornerRadius: 0),
            ])
        let pictures = try VectorDocumentTests.embeddedPictures(VectorDocumentTests.svg(scene))
        #expect(pictures.map(\.width) == [50])
        let copy = try #require(pictures.first)
        #expect(copy[x: 0, y: 0] == TestSupport.opaqueRed && copy[x: 49, y: 49] == TestSupport.opaqueBlue)
        var both = scene
        both.commands.append(.image(image, rect: Rect(x: 10, y: 10, width: 400, height: 400), cornerRadius: 0))
        let widths = try VectorDocumentTests.embeddedPictures(VectorDocumentTests.svg(both)).map(\.width)
        #expect(widths.sorted() == [50, 800])
    }

    /// Each level is made once per render and shared: asked again, the same copy.
    @Test func eachLevelIsMadeOnce() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try TestSupport.halvesPNG(width: 101, height: 40, in: directory)
        let surface = try PNGCodec.decodeSurface(fileAt: path)
        let reductions = ImageReductions()
        let twice = try reductions.halved(surface, path: path, count: 2)
        #expect(twice.width == 26 && twice.height == 10)
        #expect(try reductions.halved(surface, path: path, count: 2) === twice)
        #expect(try reductions.halved(surface, path: path, count: 1).width == 51)
    }
}
