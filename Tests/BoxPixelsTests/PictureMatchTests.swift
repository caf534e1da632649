import Testing

@testable import BoxPixels

/// The one picture rule golden tests, `render --check` and `diff` share (issue 24).
struct PictureMatchTests {
    static func card(width: Int = 8, height: Int = 6) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, fill: (51, 102, 153, 255))
    }

    @Test func theSamePixelsMatchWithoutAComparison() throws {
        let card = try Self.card()
        #expect(PictureMatch.judge(expected: card, actual: card, tolerance: nil) == .same)
        #expect(PictureMatch.judge(expected: card, actual: card, tolerance: PictureTolerance()) == .same)
        #expect(PictureMatch.same.difference == nil)
        #expect(PictureMatch.same.matches)
    }

    /// One pixel repainted: never without a tolerance, alike when the tolerance counts it.
    @Test func aToleranceCountsDifferingPixels() throws {
        let card = try Self.card()
        var repainted = card
        repainted.pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
        #expect(PictureMatch.judge(expected: card, actual: repainted, tolerance: nil) == .differ(nil))
        let none = PictureMatch.judge(expected: card, actual: repainted, tolerance: PictureTolerance(maxDiffPixels: 0))
        #expect(!none.matches)
        #expect(none.difference?.differingPixels == 1)
        let one = PictureMatch.judge(expected: card, actual: repainted, tolerance: PictureTolerance(maxDiffPixels: 1))
        #expect(one.matches)
        #expect(one != .same)
    }

    /// A one-step nudge is within pixelmatch's default threshold, not within 0.
    @Test func theThresholdDecidesWhatLooksTheSame() throws {
        let card = try Self.card()
        var nudged = card
        nudged.pixels[2] &+= 1
        #expect(PictureMatch.judge(expected: card, actual: nudged, tolerance: PictureTolerance()).matches)
        #expect(!PictureMatch.judge(expected: card, actual: nudged, tolerance: PictureTolerance(threshold: 0)).matches)
    }

    @Test func anotherSizeNeverMatches() throws {
        let tolerance = PictureTolerance(threshold: 1, maxDiffPixels: .max)
        let match = PictureMatch.judge(
            expected: try Self.card(), actual: try Self.card(height: 7), tolerance: tolerance)
        #expect(!match.matches)
        #expect(match.difference?.sizesDiffer == true)
    }

    @Test func sizeChangesAndCountsAreSaidOneWay() throws {
        let card = try Self.card()
        #expect(PictureMatch.sizeChange(from: card, to: try Self.card(width: 9, height: 6)) == "1 pixel wider")
        #expect(
            PictureMatch.sizeChange(from: card, to: try Self.card(width: 6, height: 26))
                == "2 pixels narrower, 20 pixels taller")
        #expect(PictureMatch.differing(1) == "1 pixel differs")
        #expect(PictureMatch.differing(12) == "12 pixels differ")
    }
}
