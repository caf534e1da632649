import Testing

@testable import BoxPixels

@Suite struct ThreePanelTests {
    @Test func panelsSitSideBySideWithGapsAndPadding() throws {
        let expected = try RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 0))
        let difference = try RGBAImage(width: 3, height: 2, fill: (255, 0, 0, 255))
        let actual = try RGBAImage(width: 5, height: 4, fill: (0, 0, 0, 128))
        let panel = threePanel(expected: expected, difference: difference, actual: actual)
        // 3 + 4 + 3 + 4 + 5 wide, as tall as the tallest.
        #expect(panel.width == 19)
        #expect(panel.height == 4)
        let grey = Pixel(r: 128, g: 128, b: 128, a: 255)
        // Transparent shows the light checker square.
        #expect(panel[x: 0, y: 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Gap and padding under the shorter panels are neutral grey.
        #expect(panel[x: 3, y: 0] == grey)
        #expect(panel[x: 0, y: 3] == grey)
        #expect(panel[x: 7, y: 2] == grey)
        // The opaque difference panel starts after the gap, unchanged.
        #expect(panel[x: 7, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        // Black at alpha 128 over white: 255 × (1 − 128/255) = 127.
        #expect(panel[x: 14, y: 3] == Pixel(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func checkerboardAlternatesEveryEightPixels() throws {
        let clear = try RGBAImage(width: 17, height: 9, fill: (0, 0, 0, 0))
        let panel = threePanel(expected: clear, difference: clear, actual: clear)
        #expect(panel[x: 7, y: 7] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(panel[x: 8, y: 7] == Pixel(r: 204, g: 204, b: 204, a: 255))
        #expect(panel[x: 8, y: 8] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // The second panel's pattern restarts at its own left edge (x = 21).
        #expect(panel[x: 21, y: 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
