import Testing

@testable import BoxPixels

@Suite struct RGBAImageTests {
    @Test func fillSetsEveryPixel() throws {
        let image = try RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 40))
        #expect(image.pixels.count == 24)
        #expect(image[x: 2, y: 1] == Pixel(r: 10, g: 20, b: 30, a: 40))
        #expect(image.pixels == [UInt8](repeating: 0, count: 6).flatMap { _ in [10, 20, 30, 40] as [UInt8] })
    }

    @Test func subscriptIsRowMajor() throws {
        var image = try RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 0))
        image[x: 1, y: 1] = Pixel(r: 1, g: 2, b: 3, a: 4)
        // Row 1 starts at byte 3 × 4 = 12; column 1 adds 4.
        #expect(Array(image.pixels[16..<20]) == [1, 2, 3, 4])
        #expect(image[x: 1, y: 1] == Pixel(r: 1, g: 2, b: 3, a: 4))
        #expect(image[x: 1, y: 0] == .transparent)
    }

    @Test func wrongByteCountThrows() {
        #expect(throws: RGBAImage.SizeError.pixelCountMismatch(expected: 16, actual: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func negativeSizeThrows() {
        #expect(throws: RGBAImage.SizeError.invalidSize(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
    }

    @Test func overflowingSizeThrowsInsteadOfTrapping() {
        #expect(throws: RGBAImage.SizeError.invalidSize(width: Int.max / 2, height: 3)) {
            try RGBAImage(width: Int.max / 2, height: 3, fill: (0, 0, 0, 0))
        }
    }

    @Test func emptyImageIsValid() throws {
        let image = try RGBAImage(width: 0, height: 5, pixels: [])
        #expect(image.width == 0 && image.height == 5)
    }
}
