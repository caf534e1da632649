import BoxModel
import Testing

@Suite struct ContentModeGeometryTests {
    static let square = Rect(x: 0, y: 0, width: 100, height: 100)

    /// A 200×100 picture in a 100×100 box.
    @Test(arguments: [
        // Stretched to the box.
        (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),
        // Ratio min(100/200, 100/100) = 0.5 → 100×50, centred: y = (100 − 50)/2.
        (ContentMode.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),
        // Ratio max(0.5, 1) = 1 → 200×100, centred: x = (100 − 200)/2.
        (ContentMode.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),
        // Natural size, centred: the same as aspect fill here because the height already matches.
        (ContentMode.center, Rect(x: -50, y: 0, width: 200, height: 100)),
    ])
    func wideImageInSquare(mode: ContentMode, expected: Rect) {
        #expect(mode.drawRect(imageSize: Size(width: 200, height: 100), in: Self.square) == expected)
    }

    /// A 50×20 picture in a 100×100 box at (10, 20): the four modes all differ.
    @Test(arguments: [
        (ContentMode.scaleToFill, Rect(x: 10, y: 20, width: 100, height: 100)),
        // min(2, 5) = 2 → 100×40, y = 20 + 30.
        (ContentMode.scaleAspectFit, Rect(x: 10, y: 50, width: 100, height: 40)),
        // max(2, 5) = 5 → 250×100, x = 10 − 75.
        (ContentMode.scaleAspectFill, Rect(x: -65, y: 20, width: 250, height: 100)),
        // 50×20 at x = 10 + 25, y = 20 + 40.
        (ContentMode.center, Rect(x: 35, y: 60, width: 50, height: 20)),
    ])
    func smallImageInOffsetSquare(mode: ContentMode, expected: Rect) {
        let bounds = Rect(x: 10, y: 20, width: 100, height: 100)
        #expect(mode.drawRect(imageSize: Size(width: 50, height: 20), in: bounds) == expected)
    }

    @Test(arguments: [ContentMode.scaleAspectFit, .scaleAspectFill, .center])
    func emptyImageLandsEmptyAtTheCentre(mode: ContentMode) {
        #expect(
            mode.drawRect(imageSize: Size(width: 0, height: 10), in: Self.square)
                == Rect(x: 50, y: 50, width: 0, height: 0))
    }
}
