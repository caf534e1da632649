extension ContentMode {
    /// Where a picture of `imageSize` points lands for `bounds` — UIImageView's
    /// placement, which may extend past `bounds` (the caller clips):
    /// - `scaleToFill`: exactly `bounds`, aspect ratio ignored;
    /// - `scaleAspectFit`: the largest aspect-preserving size inside, centred;
    /// - `scaleAspectFill`: the smallest aspect-preserving size that covers, centred;
    /// - `center`: the natural size, centred, not scaled.
    ///
    /// A picture with no area (or non-finite size) has no aspect ratio; the aspect
    /// modes then give an empty rectangle at the centre rather than dividing by 0.
    public func drawRect(imageSize: Size, in bounds: Rect) -> Rect {
        let hasArea =
            imageSize.width > 0 && imageSize.height > 0 && imageSize.width.isFinite && imageSize.height.isFinite
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard hasArea else { return centred(Size.zero, in: bounds) }
            let widthRatio = bounds.width / imageSize.width
            let heightRatio = bounds.height / imageSize.height
            let ratio = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            return centred(Size(width: imageSize.width * ratio, height: imageSize.height * ratio), in: bounds)
        case .center:
            return centred(hasArea ? imageSize : .zero, in: bounds)
        }
    }

    private func centred(_ size: Size, in bounds: Rect) -> Rect {
        Rect(
            x: bounds.x + (bounds.width - size.width) / 2,
            y: bounds.y + (bounds.height - size.height) / 2,
            width: size.width,
            height: size.height
        )
    }
}
