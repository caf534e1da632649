import BoxPixels
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// The PNG writer: one zlib stream made of bands compressed apart (each
/// primed with the 32 KiB before it), rows filtered with libpng's heuristic;
/// by zlib, or for `fast` by ISA-L's igzip.
@Suite struct PNGStreamEncoderTests {
    static let compressions: [PNGCompression] = [.default, .fast]

    /// Rows that exercise every filter: gradients (sub, average, Paeth win),
    /// repeated rows (up wins) and noise (none wins).
    static func pixels(width: Int, height: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: (0, 0, 0, 255))
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 16)
                image[x: x, y: y] =
                    switch y % 4 {
                    case 0: Pixel(r: UInt8(x % 256), g: UInt8(y % 256), b: UInt8((x + y) % 256), a: 255)
                    case 1: Pixel(r: 10, g: 20, b: 30, a: UInt8(x % 256))
                    case 2: Pixel(r: noise, g: noise &* 3, b: noise &+ 7, a: noise | 1)
                    default: image[x: x, y: y - 1]
                    }
            }
        }
        return image
    }

    /// Bands of every size, one thread or several: libpng reads back the pixels
    /// (colours of translucent pixels within premultiplication's rounding, as
    /// every decode through Cairo).
    @Test(arguments: [(1, 1), (3, 2), (50, 1), (50, 4), (700, 3)], compressions)
    func roundTripsThroughLibpng(bands: (rows: Int, threads: Int), compression: PNGCompression) throws {
        let image = try Self.pixels(width: 37, height: 300)
        let png = try encode(image, bandRows: bands.rows, threads: bands.threads, compression: compression)
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == 37 && decoded.height == 300)
        for y in 0..<300 {
            for x in 0..<37 {
                let want = image[x: x, y: y]
                let got = decoded[x: x, y: y]
                #expect(got.a == want.a)
                let tolerance = want.a == 0 ? 255 : Int(127.5 / Double(want.a) + 1)
                #expect(abs(Int(got.r) - Int(want.r)) <= tolerance && abs(Int(got.b) - Int(want.b)) <= tolerance)
            }
        }
    }

    /// Read back without libpng: every filter undone exactly, every byte of
    /// every band there, the stream's Adler-32 and every chunk's CRC right.
    @Test(arguments: [1, 7, 300], [true, false])
    func anIndependentReaderGetsThePixelsBack(bandRows: Int, filters: Bool) throws {
        let image = try Self.pixels(width: 37, height: 300)
        for compression in Self.compressions {
            let png = try encode(image, bandRows: bandRows, threads: 2, filters: filters, compression: compression)
            #expect(try ReferencePNGReader.decode(png) == image, "\(compression)")
        }
    }

    @Test(arguments: compressions)
    func threadsDoNotChangeTheBytes(compression: PNGCompression) throws {
        let image = try Self.pixels(width: 200, height: 400)
        let one = try encode(image, bandRows: 30, threads: 1, compression: compression)
        #expect(try encode(image, bandRows: 30, threads: 2, compression: compression) == one)
        #expect(try encode(image, bandRows: 30, threads: 5, compression: compression) == one)
    }

    /// `fast` and `default` filter a palette's rows (igzip and zlib's
    /// run-length strategy find repeats down the rows once they are runs of
    /// zeros); `smallest` never does. Either way an independent reader gets
    /// the picture back.
    @Test(arguments: compressions)
    func paletteRowsAreFilteredButForSmallest(compression: PNGCompression) throws {
        var image = try RGBAImage(width: 40, height: 60, fill: (0, 0, 0, 255))
        let colors = [Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 0, b: 255, a: 255)]
        for y in 0..<60 {
            for x in 0..<40 { image[x: x, y: y] = colors[(x / 3 + y / 5) % 2] }
        }
        let encoder = PNGStreamEncoder(
            width: 40, height: 60, format: .palette(bits: 8), filtersRows: compression.filtersPaletteRows,
            compression: compression, threads: 2)
        let indices = (0..<(40 * 60)).map { UInt8(colors.firstIndex(of: image[x: $0 % 40, y: $0 / 40])!) }
        encoder.append(indices, rows: 60)
        let png = try encoder.finish(palette: colors)
        #expect(try ReferencePNGReader.decode(png) == image)
        #expect(compression.filtersPaletteRows == (compression != .smallest))
        let filters = try ReferencePNGReader.rowFilters(png)
        #expect(filters.contains { $0 != 0 } == compression.filtersPaletteRows, "\(filters)")
    }

    /// The window carried between bands: a picture whose rows repeat a pattern
    /// wider than a band compresses as well split into bands as whole (to a few
    /// bytes per band for the flushes).
    @Test func bandsKeepTheWindowOfTheBandBefore() throws {
        var image = try RGBAImage(width: 64, height: 512, fill: (0, 0, 0, 255))
        var seed: UInt32 = 99
        for x in 0..<64 {
            for y in 0..<64 {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 16)
                for repeatY in stride(from: y, to: 512, by: 64) {
                    image[x: x, y: repeatY] = Pixel(r: noise, g: noise, b: noise, a: 255)
                }
            }
        }
        for compression in Self.compressions {
            let whole = try encode(image, bandRows: 512, threads: 1, compression: compression).count
            let banded = try encode(image, bandRows: 16, threads: 1, compression: compression).count
            #expect(banded < whole + 32 * 160, "\(compression): whole \(whole), in 32 bands \(banded)")
        }
    }

    @Test func opaquePicturesHaveNoAlphaChannel() throws {
        let png = try PNGCodec.encode(try RGBAImage(width: 5, height: 5, fill: (9, 8, 7, 255)))
        #expect(png[25] == 2)  // IHDR colour type: RGB
        let translucent = try PNGCodec.encode(try RGBAImage(width: 5, height: 5, fill: (9, 8, 7, 254)))
        #expect(translucent[25] == 6)  // RGBA
    }

    private func encode(
        _ image: RGBAImage, bandRows: Int, threads: Int, filters: Bool = true, compression: PNGCompression = .default
    ) throws -> [UInt8] {
        let encoder = PNGStreamEncoder(
            width: image.width, height: image.height, format: .rgba, filtersRows: filters, compression: compression,
            threads: threads)
        var top = 0
        while top < image.height {
            let rows = min(bandRows, image.height - top)
            encoder.append(Array(image.pixels[(top * image.width * 4)..<((top + rows) * image.width * 4)]), rows: rows)
            top += rows
        }
        return try encoder.finish()
    }
}
