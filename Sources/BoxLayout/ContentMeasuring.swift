import BoxModel

/// How layout learns the size of what it cannot compute itself: text and
/// pictures. The renderer passes Pango and PNG headers; tests pass a fake with
/// fixed-width glyphs, so layout stays pure and testable by numbers.
public protocol ContentMeasuring: Sendable {
    /// The size of a label's text, unrounded (layout applies MGLine's ceil and
    /// parity rules).
    /// - Parameters:
    ///   - maxWidth: wrap multiline text at this width; `nil` = break only at
    ///     explicit line feeds. Single-line text is always measured unwrapped.
    ///   - maxHeight: stop adding lines past this height; `nil` = unlimited.
    func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size

    /// A picture's natural size in points: pixels ÷ its file scale.
    func naturalSize(of image: ImageSource) -> Size
}

/// A measurer for trees with no text or line pictures: everything is zero.
public struct NoContentMeasurer: ContentMeasuring {
    public init() {}
    public func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size { .zero }
    public func naturalSize(of image: ImageSource) -> Size { .zero }
}
