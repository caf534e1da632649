import Testing

@testable import BoxPixels

@Suite struct ImageComparisonTests {
    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)
    static let grey = Pixel(r: 128, g: 128, b: 128, a: 255)

    /// Columns 0…2 black, 3…5 white, 5 rows: a hard vertical edge.
    static func edge(softColumn: Pixel? = nil) throws -> RGBAImage {
        var image = try RGBAImage(width: 6, height: 5, fill: (255, 255, 255, 255))
        for y in 0..<5 {
            for x in 0..<3 { image[x: x, y: y] = black }
            if let softColumn { image[x: 2, y: y] = softColumn }
        }
        return image
    }

    @Test func identicalImagesMatch() throws {
        let image = try Self.edge()
        let result = ImageComparison().compare(image, image)
        #expect(result.isMatch)
        #expect(result.differingPixels == 0 && result.antiAliasedPixels == 0 && !result.sizesDiffer)
        // Black fades to 255 + (0 − 255) × 0.1 = 229.5 → 230; white stays 255.
        #expect(result.diffImage[x: 0, y: 0] == Pixel(r: 230, g: 230, b: 230, a: 255))
        #expect(result.diffImage[x: 5, y: 4] == Self.white)
    }

    @Test func onePixelChangeCountsOnce() throws {
        let expected = try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        var actual = expected
        actual[x: 2, y: 1] = Pixel(r: 0, g: 0, b: 255, a: 255)
        for includeAntiAliasing in [false, true] {
            let result = ImageComparison(includeAntiAliasing: includeAntiAliasing).compare(expected, actual)
            #expect(result.differingPixels == 1)
            #expect(result.antiAliasedPixels == 0)
            #expect(result.diffImage[x: 2, y: 1] == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(result.diffImage[x: 1, y: 1] == Self.white)
        }
    }

    @Test func changeBelowThresholdIsIgnored() throws {
        let expected = try RGBAImage(width: 2, height: 2, fill: (255, 255, 255, 255))
        var actual = expected
        // 0.5053 × 5² ≈ 12.6 < 35215 × 0.1² = 352.15.
        actual[x: 0, y: 0] = Pixel(r: 250, g: 250, b: 250, a: 255)
        #expect(ImageComparison().compare(expected, actual).differingPixels == 0)
        // At threshold 0.01 the limit is 3.52, so it counts.
        #expect(ImageComparison(threshold: 0.01).compare(expected, actual).differingPixels == 1)
    }

    /// The edge moved by half a pixel: column 2 turned grey. Each grey pixel lies
    /// between a black and a white neighbour, has only the two grey pixels above and
    /// below as equals, and the white neighbour sits in flat white in both images.
    @Test func antiAliasedEdgeShiftIsExcused() throws {
        let expected = try Self.edge()
        let actual = try Self.edge(softColumn: Self.grey)
        let excused = ImageComparison().compare(expected, actual)
        #expect(excused.differingPixels == 0)
        #expect(excused.antiAliasedPixels == 5)
        #expect(excused.diffImage[x: 2, y: 2] == Pixel(r: 255, g: 255, b: 0, a: 255))

        let counted = ImageComparison(includeAntiAliasing: true).compare(expected, actual)
        #expect(counted.differingPixels == 5)
        #expect(counted.antiAliasedPixels == 0)
        #expect(counted.diffImage[x: 2, y: 2] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// A grey pixel in the middle of flat black is not an edge: its neighbours are
    /// all darker, so it is not between a darker and a brighter one.
    @Test func isolatedGreyPixelIsNotAntiAliasing() throws {
        let expected = try RGBAImage(width: 3, height: 3, fill: (0, 0, 0, 255))
        var actual = expected
        actual[x: 1, y: 1] = Self.grey
        let result = ImageComparison().compare(expected, actual)
        #expect(result.differingPixels == 1)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test func differentSizesDifferEverywhere() throws {
        let expected = try RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 255))
        let actual = try RGBAImage(width: 2, height: 4, fill: (0, 0, 0, 255))
        let result = ImageComparison().compare(expected, actual)
        #expect(result.sizesDiffer)
        #expect(!result.isMatch)
        #expect(result.differingPixels == 8)
        #expect(result.diffImage.width == 3 && result.diffImage.height == 4)
        #expect(result.diffImage[x: 2, y: 3] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func transparentPixelsOfDifferentColourMatch() throws {
        let expected = try RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0))
        let actual = try RGBAImage(width: 1, height: 1, fill: (255, 0, 255, 0))
        #expect(ImageComparison(threshold: 0).compare(expected, actual).differingPixels == 0)
    }
}

/// Issue 22: pictures of different sizes are compared over their union,
/// both at the top left, as Playwright does; and a change's signature.
@Suite struct UnionComparisonTests {
    @Test func differentSizesAreComparedOverTheirUnion() throws {
        // 3×2 black and 2×4 black, one pixel both hold made white in the second.
        let expected = try RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 255))
        var actual = try RGBAImage(width: 2, height: 4, fill: (0, 0, 0, 255))
        actual[x: 1, y: 1] = Pixel(r: 255, g: 255, b: 255, a: 255)
        let result = ImageComparison(threshold: 0, includeAntiAliasing: true).compare(expected, actual)
        #expect(result.sizesDiffer)
        // The union is 3×4 = 12 pixels; 2×2 = 4 lie in both, so 8 lie outside one.
        #expect(result.diffImage.width == 3 && result.diffImage.height == 4)
        #expect(result.pixelsOutside == 8)
        #expect(result.differingPixels == 9)
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        // Outside one (the third column, the last two rows) and the one that differs: red.
        #expect(result.diffImage[x: 2, y: 0] == red && result.diffImage[x: 0, y: 3] == red)
        #expect(result.diffImage[x: 1, y: 1] == red)
        // Inside both and equal: the faded picture, not red (the middle panel was all red before).
        #expect(result.diffImage[x: 0, y: 0] != red && result.diffImage[x: 0, y: 0].a == 255)
    }

    @Test func aColourEditedEverywhereIsARecolouringAtEveryScale() throws {
        // A dark bar on a white page and its anti-aliased edge; the bar's colour edited.
        func picture(_ bar: (UInt8, UInt8, UInt8), scale: Int) throws -> RGBAImage {
            var image = try RGBAImage(width: 8 * scale, height: 4 * scale, fill: (255, 255, 255, 255))
            for y in 0..<(2 * scale) {
                for x in 0..<(6 * scale) { image[x: x, y: y] = Pixel(r: bar.0, g: bar.1, b: bar.2, a: 255) }
                let edge = Pixel(r: (bar.0 / 2) + 128, g: (bar.1 / 2) + 128, b: (bar.2 / 2) + 128, a: 255)
                image[x: 6 * scale, y: y] = edge
            }
            return image
        }
        var keys: Set<String> = []
        for scale in [1, 2] {
            let old = try picture((0x1C, 0x1C, 0x1E), scale: scale)
            let new = try picture((0x2C, 0x2C, 0x2E), scale: scale)
            let difference = ImageComparison(threshold: 0, includeAntiAliasing: true).compare(old, new)
            keys.insert(try #require(ChangeSignature.of(expected: old, actual: new, difference: difference)))
        }
        #expect(keys == ["recolour #1C1C1EFF>#2C2C2EFF"])
        #expect(ChangeSignature.colours(of: "recolour #1C1C1EFF>#2C2C2EFF")! == ("#1C1C1EFF", "#2C2C2EFF"))
    }

    @Test func moreTextIsNotARecolouringAndAnotherSizeIsKeyedBySizes() throws {
        let old = try RGBAImage(width: 6, height: 2, fill: (255, 255, 255, 255))
        var new = old
        // White became black in one place and grey in others: no one new colour for white.
        new[x: 0, y: 0] = Pixel(r: 0, g: 0, b: 0, a: 255)
        new[x: 1, y: 0] = Pixel(r: 100, g: 100, b: 100, a: 255)
        new[x: 2, y: 0] = Pixel(r: 200, g: 200, b: 200, a: 255)
        let comparison = ImageComparison(threshold: 0, includeAntiAliasing: true)
        let key = ChangeSignature.of(expected: old, actual: new, difference: comparison.compare(old, new))
        #expect(key?.hasPrefix("pixels ") == true)
        #expect(ChangeSignature.of(expected: old, actual: old, difference: comparison.compare(old, old)) == nil)
        let taller = try RGBAImage(width: 6, height: 3, fill: (255, 255, 255, 255))
        let sized = ChangeSignature.of(expected: old, actual: taller, difference: comparison.compare(old, taller))
        #expect(sized == "size 6x2>6x3")
        #expect(ChangeSignature.sizes(of: "size 6x2>6x3") == [6, 2, 6, 3])
    }
}
