import BoxCairo
import BoxPNG
import BoxPixels
import Foundation
import Testing

@Suite struct PNGCodecTests {
    @Test func opaqueRoundTripIsExact() throws {
        var image = try RGBAImage(width: 256, height: 3, fill: (0, 0, 0, 255))
        for x in 0..<256 {
            image[x: x, y: 0] = Pixel(r: UInt8(x), g: 0, b: UInt8(255 - x), a: 255)
            image[x: x, y: 1] = Pixel(r: 7, g: UInt8(x), b: 200, a: 255)
            image[x: x, y: 2] = Pixel(r: UInt8(x), g: UInt8(x), b: UInt8(x), a: 255)
        }
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    /// Every colour value at every alpha. Cairo stores round(c·a/255), so at alpha a
    /// only a + 1 premultiplied values exist and the colour read back is
    /// round(255·round(c·a/255)/a): off by at most 255·½/a, then rounded — within
    /// ±1 once a ≥ 128, and exactly right at a = 255. Alpha itself is never changed.
    @Test func translucentRoundTripStaysWithinThePremultiplicationBound() throws {
        var image = try RGBAImage(width: 256, height: 255, fill: (0, 0, 0, 0))
        for alpha in 1...255 {
            for value in 0...255 {
                image[x: value, y: alpha - 1] = Pixel(r: UInt8(value), g: UInt8(255 - value), b: 128, a: UInt8(alpha))
            }
        }
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        var worstAbove128 = 0
        for alpha in 1...255 {
            let bound = Int((127.5 / Double(alpha) + 0.5).rounded(.down))
            for value in 0...255 {
                let before = image[x: value, y: alpha - 1]
                let after = decoded[x: value, y: alpha - 1]
                #expect(after.a == before.a)
                let error = max(abs(Int(after.r) - Int(before.r)), abs(Int(after.g) - Int(before.g)))
                #expect(error <= bound, "value \(value) at alpha \(alpha): \(before) → \(after)")
                if alpha >= 128 { worstAbove128 = max(worstAbove128, error) }
                if alpha == 255 { #expect(after == before) }
            }
        }
        #expect(worstAbove128 == 1)
    }

    @Test func transparentPixelsLoseTheirColour() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [200, 100, 50, 0, 0, 0, 0, 255])
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded[x: 0, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 0))
        #expect(decoded[x: 1, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func encodingIsDeterministic() throws {
        var image = try RGBAImage(width: 5, height: 4, fill: (10, 20, 30, 128))
        image[x: 2, y: 2] = Pixel(r: 1, g: 2, b: 3, a: 4)
        #expect(try PNGCodec.encode(image) == PNGCodec.encode(image))
    }

    @Test func encodedBytesStartWithThePNGSignatureAndSize() throws {
        let bytes = try PNGCodec.encode(try RGBAImage(width: 300, height: 2, fill: (0, 0, 0, 255)))
        #expect(Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10])
        // IHDR width 300 = 0x012C, height 2, big-endian.
        #expect(Array(bytes[16..<24]) == [0, 0, 1, 44, 0, 0, 0, 2])
    }

    @Test func emptyImageCannotBeEncoded() throws {
        #expect(throws: CairoError.self) { try PNGCodec.encode(try RGBAImage(width: 0, height: 3, pixels: [])) }
    }

    @Test func notAPNGThrows() {
        #expect(throws: CairoError.self) { try PNGCodec.decode(Array("this is not a picture".utf8)) }
        #expect(throws: CairoError.self) { try PNGCodec.decode([]) }
    }

    @Test func truncatedPNGThrows() throws {
        let bytes = try PNGCodec.encode(try RGBAImage(width: 40, height: 40, fill: (1, 2, 3, 200)))
        #expect(throws: CairoError.self) { try PNGCodec.decode(Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test func corruptedDataThrows() throws {
        var bytes = try PNGCodec.encode(try RGBAImage(width: 40, height: 40, fill: (1, 2, 3, 200)))
        // Scribble over the compressed pixel data (and its checksum) after the 33-byte header.
        for index in 41..<min(bytes.count - 12, 80) { bytes[index] ^= 0x5A }
        #expect(throws: CairoError.self) { try PNGCodec.decode(bytes) }
    }

    @Test func corruptFileErrorNamesThePath() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/broken.png"
        try TestSupport.write(Array("GIF89a nope".utf8), to: path)
        do {
            _ = try PNGCodec.decode(fileAt: path)
            Issue.record("decoding a corrupt file should throw")
        } catch let error as ImageLoadError {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": not a readable PNG image"))
        }
    }

    @Test func missingFileErrorNamesThePath() {
        #expect(throws: ImageLoadError(path: "/nonexistent/x.png", reason: "no such file")) {
            try PNGCodec.decode(fileAt: "/nonexistent/x.png")
        }
    }

    @Test func pixelSizeComesFromTheHeader() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/size.png"
        try TestSupport.write(try PNGCodec.encode(try RGBAImage(width: 123, height: 45, fill: (0, 0, 0, 9))), to: path)
        let size = try pngPixelSize(atPath: path)
        #expect(size.width == 123 && size.height == 45)
    }

    @Test func pixelSizeOfANonPNGThrows() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/short.png"
        try TestSupport.write([137, 80, 78, 71], to: path)
        #expect(throws: ImageLoadError(path: path, reason: "not a PNG image (no PNG signature and IHDR header)")) {
            try pngPixelSize(atPath: path)
        }
        #expect(throws: ImageLoadError(path: directory, reason: "is a directory, not an image")) {
            try pngPixelSize(atPath: directory)
        }
        #expect(throws: ImageLoadError(path: directory + "/none.png", reason: "no such file")) {
            try pngPixelSize(atPath: directory + "/none.png")
        }
    }
}
