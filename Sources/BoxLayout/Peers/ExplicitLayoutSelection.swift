import BoxModel

/// NMExplicitLayoutManager's choice among aspect-ratio variants (peer §3.2),
/// as spec-format §8 states it for `layouts`.
public enum ExplicitLayoutSelection {
    /// The index of the variant whose aspect ratio is closest to the canvas's
    /// width ÷ height, by |ratio − canvas ratio|, compared strictly in
    /// registration order so that a tie keeps the earlier variant.
    ///
    /// Difference from the original, per spec-format §8: NMView starts from a
    /// best difference of 100, so a variant 100 or more away from the canvas
    /// ratio is never chosen and the view keeps its current arrangement; here the
    /// closest variant is always chosen, however far. NMView's zero-height view
    /// (an infinite ratio, nothing chosen) is an error here instead.
    ///
    /// Throws: no variants; a canvas width that is negative or a height that is
    /// not positive; a non-finite canvas length; a variant whose ratio is not a
    /// finite positive number.
    public static func choose(among variants: [ExplicitLayoutVariant], canvas: Size) throws(ExplicitLayoutError)
        -> Int
    {
        guard canvas.width.isFinite else { throw .nonFinite(field: "width") }
        guard canvas.height.isFinite else { throw .nonFinite(field: "height") }
        guard canvas.height > 0 else { throw .canvasHeightNotPositive(canvas.height) }
        guard canvas.width >= 0 else { throw .canvasWidthNegative(canvas.width) }
        guard !variants.isEmpty else { throw .noVariants }
        let canvasRatio = canvas.width / canvas.height
        var chosen = 0
        var bestDifference = Double.infinity
        for (index, variant) in variants.enumerated() {
            let ratio = variant.aspectRatio
            guard ratio.isFinite, ratio > 0 else { throw .invalidAspectRatio(index: index, value: ratio) }
            let difference = abs(ratio - canvasRatio)
            if difference < bestDifference {
                bestDifference = difference
                chosen = index
            }
        }
        return chosen
    }
}
