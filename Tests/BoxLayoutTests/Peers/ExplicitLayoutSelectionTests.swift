import BoxLayout
import BoxModel
import Testing

/// Choosing among aspect-ratio variants (peer §3.2, spec-format §8).
@Suite struct ExplicitLayoutSelectionTests {
    /// The reference's example: the original designed at 768 × 1004 (0.765) and one alternative at 1024 × 748 (1.369).
    private let portraitAndLandscape = [
        ExplicitLayoutVariant(designSize: Size(width: 768, height: 1004)),
        ExplicitLayoutVariant(designSize: Size(width: 1024, height: 748)),
    ]

    @Test func designRatiosAreWidthOverHeight() {
        #expect((portraitAndLandscape[0].aspectRatio * 1000).rounded() == 765)
        #expect((portraitAndLandscape[1].aspectRatio * 1000).rounded() == 1369)
    }

    @Test func landscapeCanvasPicksTheAlternative() throws {
        #expect(
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 1024, height: 748)) == 1
        )
    }

    /// 700 × 700 (ratio 1.0): differences 0.235 and 0.369, so the original.
    @Test func squareCanvasPicksTheOriginal() throws {
        #expect(
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 700, height: 700)) == 0)
        #expect(
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 768, height: 1004)) == 0
        )
    }

    /// Ratio 1 between 0.5 and 1.5: both 0.5 away, the earlier wins — in either order.
    @Test func tiesGoToTheEarlierVariant() throws {
        let square = Size(width: 100, height: 100)
        let narrowFirst = [ExplicitLayoutVariant(aspectRatio: 0.5), ExplicitLayoutVariant(aspectRatio: 1.5)]
        #expect(try ExplicitLayoutSelection.choose(among: narrowFirst, canvas: square) == 0)
        let wideFirst = [ExplicitLayoutVariant(aspectRatio: 1.5), ExplicitLayoutVariant(aspectRatio: 0.5)]
        #expect(try ExplicitLayoutSelection.choose(among: wideFirst, canvas: square) == 0)
    }

    /// 0.5, 1 and 2: a 300 × 200 canvas (1.5) ties 1 and 2 → 1; 400 × 200 (2) is an exact match → 2.
    @Test func closestOfThree() throws {
        let variants = [0.5, 1, 2].map(ExplicitLayoutVariant.init(aspectRatio:))
        #expect(try ExplicitLayoutSelection.choose(among: variants, canvas: Size(width: 300, height: 200)) == 1)
        #expect(try ExplicitLayoutSelection.choose(among: variants, canvas: Size(width: 400, height: 200)) == 2)
    }

    /// A zero-width canvas has ratio 0: the narrowest variant.
    @Test func zeroWidthCanvasPicksTheNarrowest() throws {
        let variants = [1, 0.5].map(ExplicitLayoutVariant.init(aspectRatio:))
        #expect(try ExplicitLayoutSelection.choose(among: variants, canvas: Size(width: 0, height: 100)) == 1)
    }

    /// Where spec-format §8 and NMView differ: a canvas ratio 20 000 is more than
    /// 100 away from every variant. NMView's best difference starts at 100, so it
    /// would choose nothing; the spec's rule chooses the closest, 1.7.
    @Test func farAwayCanvasStillPicksTheClosest() throws {
        let variants = [0.5, 1.7].map(ExplicitLayoutVariant.init(aspectRatio:))
        #expect(try ExplicitLayoutSelection.choose(among: variants, canvas: Size(width: 20_000, height: 1)) == 1)
    }

    /// §4 point 9: a zero-height canvas is a clear error (NMView silently chooses nothing).
    @Test func point9ZeroHeightIsAnError() {
        #expect(throws: ExplicitLayoutError.canvasHeightNotPositive(0)) {
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 320, height: 0))
        }
        #expect(throws: ExplicitLayoutError.canvasHeightNotPositive(-1)) {
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 320, height: -1))
        }
        #expect(
            ExplicitLayoutError.canvasHeightNotPositive(0).description
                == "layouts: the canvas height is 0.0; choosing a variant by aspect ratio needs a height above 0")
    }

    @Test func badCanvasesAreErrors() {
        #expect(throws: ExplicitLayoutError.canvasWidthNegative(-5)) {
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: -5, height: 10))
        }
        #expect(throws: ExplicitLayoutError.nonFinite(field: "width")) {
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: .nan, height: 10))
        }
        #expect(throws: ExplicitLayoutError.nonFinite(field: "height")) {
            try ExplicitLayoutSelection.choose(among: portraitAndLandscape, canvas: Size(width: 10, height: .infinity))
        }
    }

    @Test func noVariantsIsAnError() {
        #expect(throws: ExplicitLayoutError.noVariants) {
            try ExplicitLayoutSelection.choose(among: [], canvas: Size(width: 320, height: 480))
        }
    }

    /// A variant designed with zero height has an infinite ratio; zero and negative ratios are refused too.
    @Test func invalidVariantRatiosAreErrors() {
        let zeroHeight = ExplicitLayoutVariant(designSize: Size(width: 100, height: 0))
        #expect(throws: ExplicitLayoutError.invalidAspectRatio(index: 1, value: .infinity)) {
            try ExplicitLayoutSelection.choose(
                among: [ExplicitLayoutVariant(aspectRatio: 1), zeroHeight], canvas: Size(width: 1, height: 1))
        }
        #expect(throws: ExplicitLayoutError.invalidAspectRatio(index: 0, value: 0)) {
            try ExplicitLayoutSelection.choose(
                among: [ExplicitLayoutVariant(aspectRatio: 0)], canvas: Size(width: 1, height: 1))
        }
        let error = #expect(throws: ExplicitLayoutError.self) {
            try ExplicitLayoutSelection.choose(
                among: [ExplicitLayoutVariant(aspectRatio: .nan)], canvas: Size(width: 1, height: 1))
        }
        guard case .invalidAspectRatio(let index, let value) = error else {
            Issue.record("expected invalidAspectRatio, got \(String(describing: error))")
            return
        }
        #expect(index == 0)
        #expect(value.isNaN)
    }
}
