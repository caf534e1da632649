import BoxModel
import BoxPixels

/// What a shadow will cost to blur, worked out from the frame of the box that
/// casts it before anything is drawn, so that a spec asking for too much is
/// refused naming the box, not halfway through drawing.
///
/// The painter blurs, for each band of rows the shadow shows in, the band's
/// part of the shadow grown by the blur's reach on every side (the pixels the
/// blurred ones depend on). A shadow whose reach is large next to a band is
/// blurred mostly again for every band, so the cost counts each band.
public enum ShadowCost {
    /// `total`: blur-buffer pixels over the whole picture; `largestBuffer`: the
    /// most for one band (held to `largestBufferAllowed`), `widestBuffer` its
    /// width (held to Cairo's 32,767). Zero when the
    /// shadow misses the canvas. Content drawn outside the frame (children
    /// that overflow it) is not counted; the painter still refuses a buffer
    /// past the limit while drawing.
    /// - Parameter layerNesting: the most layers open at once in the picture,
    ///   which can shorten its bands (`CairoRenderer.bandRows(width:layerNesting:)`).
    public static func blurPixels(of shadow: Shadow, castBy frame: Rect, canvas: Size, scale: Int, layerNesting: Int)
        -> (total: Int, largestBuffer: Int, widestBuffer: Int)
    {
        let pixelScale = Double(scale)
        let width = (canvas.width * pixelScale).rounded(.up)
        let height = (canvas.height * pixelScale).rounded(.up)
        let reach = Double(GaussianBlur.reach(sigma: shadow.sigma * pixelScale))
        // The content in pixels, where its shadow lands, and what the shadow covers of the canvas.
        let left = frame.x * pixelScale
        let top = frame.y * pixelScale
        let right = frame.maxX * pixelScale
        let bottom = frame.maxY * pixelScale
        let dx = shadow.offset.x * pixelScale
        let dy = shadow.offset.y * pixelScale
        let shownTop = max(0, top + dy - reach)
        let shownBottom = min(height, bottom + dy + reach)
        let shownLeft = max(0, left + dx - reach)
        let shownRight = min(width, right + dx + reach)
        guard shownBottom > shownTop, shownRight > shownLeft, [reach, left, top, right, bottom].allSatisfy(\.isFinite)
        else { return (0, 0, 0) }
        // A buffer: the needed pixels grown by the reach, within the content grown by twice the reach.
        let spreadWidth = right - left + 4 * reach
        let spreadHeight = bottom - top + 4 * reach
        let bandRows = Double(CairoRenderer.bandRows(width: Int(width), layerNesting: layerNesting))
        let bufferWidth = min(spreadWidth, shownRight - shownLeft + 2 * reach)
        let bufferHeight = min(spreadHeight, min(bandRows, shownBottom - shownTop) + 2 * reach)
        let bands = (shownBottom / bandRows).rounded(.up) - (shownTop / bandRows).rounded(.down)
        let largest = bufferWidth * bufferHeight
        return (clamped(largest * bands), clamped(largest), clamped(bufferWidth.rounded(.up)))
    }

    /// The most pixels one blur buffer may have, as the painter allows: the
    /// canvas plus 4 Mi, at most 8 Mi (so that one blur, in doubles, stays
    /// near 220 MB whatever the canvas).
    public static func largestBufferAllowed(canvas: Size, scale: Int) -> Int {
        let pixels = (canvas.width * Double(scale)).rounded(.up) * (canvas.height * Double(scale)).rounded(.up)
        return largestBuffer(canvasPixels: clamped(pixels))
    }

    static func largestBuffer(canvasPixels: Int) -> Int { min(canvasPixels + (1 << 22), 1 << 23) }

    private static func clamped(_ value: Double) -> Int {
        value.isFinite ? Int(min(value, Double(Int.max / 2))) : Int.max / 2
    }
}
