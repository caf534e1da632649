import BoxModel
import BoxPNG
import BoxPixels
import BoxScene

/// What the renderer learns about a draw list before drawing it: that it is
/// well formed (clips and layers nest, every number is finite) and, for every
/// layer, which device pixels its content can touch.
///
/// A layer's content extent ignores clips *outside* the layer: as in Core
/// Animation, a shadow is cast by the layer's whole content and only the result
/// is clipped by its ancestors. Knowing the extent lets the renderer size each
/// offscreen group — and each shadow's blur — to the content instead of the
/// canvas, which is what keeps a thousand shadowed boxes cheap.
struct DrawPlan {
    struct Layer: Equatable {
        /// Pixels the layer's content (shadows of nested layers included) may cover.
        var content: PixelRect
        /// Index of the matching `.endLayer`.
        var endIndex: Int
    }

    /// Keyed by the index of each `.beginLayer`.
    private(set) var layers: [Int: Layer] = [:]
    /// By command index: the pixels a fill, ring, picture or text can touch
    /// within the clips around it (inside its layer), or a clip's own pixels;
    /// empty for the other commands. A target that doesn't meet them skips them.
    private(set) var extents: [PixelRect]
    /// The index of each `.pushClip`'s matching `.popClip`, so that a clip that
    /// misses the target skips everything inside it.
    private(set) var clipEnds: [Int: Int] = [:]
    /// The most layers open at once: each holds an offscreen surface while it
    /// is open, so this times a band's bytes is what a drawing thread holds.
    private(set) var deepestLayerNesting = 0

    /// Every rectangle is cut to the canvas grown by 4 Mi pixels on each side: far
    /// enough that nothing cut off could ever show, near enough for Cairo's
    /// 24.8 fixed-point coordinates (±8 Mi).
    static func universe(canvas: PixelRect) -> PixelRect { canvas.expanded(by: 1 << 22) }

    private enum Open {
        case clip(beginIndex: Int, enclosing: PixelRect)
        case layer(beginIndex: Int, shadow: Shadow?, content: PixelRect, enclosing: PixelRect)
    }

    /// - Parameter textBounds: for each `.text` command's index, the points its
    ///   drawing (shadow included) can touch; `nil` or missing = nothing.
    init(commands: [DrawCommand], scale: Double, canvas: PixelRect, textBounds: [Int: Rect?] = [:])
        throws(SceneError)
    {
        let universe = Self.universe(canvas: canvas)
        var extents = [PixelRect](repeating: .empty, count: commands.count)
        var open: [Open] = []
        var openLayers = 0
        // The clip in force, counting only clips opened inside the innermost layer.
        var clip = universe

        /// Adds pixels to the innermost open layer, if any.
        func touch(_ pixels: PixelRect) {
            guard let index = open.lastIndex(where: { if case .layer = $0 { true } else { false } }),
                case .layer(let begin, let shadow, let content, let enclosing) = open[index]
            else { return }
            open[index] = .layer(
                beginIndex: begin, shadow: shadow, content: content.union(pixels), enclosing: enclosing)
        }

        for (index, command) in commands.enumerated() {
            guard command.hasOnlyFiniteValues else { throw .nonFiniteValue(commandIndex: index) }
            switch command {
            case .fill(let rect, _, let color), .ring(let rect, _, _, let color):
                if !color.isClear {
                    extents[index] = PixelRect(coveringDeviceRect: rect.scaled(by: scale), within: clip)
                    touch(extents[index])
                }
            case .image(_, let rect, _):
                extents[index] = PixelRect(coveringDeviceRect: rect.scaled(by: scale), within: clip)
                touch(extents[index])
            case .text:
                // Text isn't clipped to its rectangle: a shadow, an italic's overhang or
                // a line taller than the rectangle reach outside it.
                if let bounds = textBounds[index] ?? nil {
                    extents[index] = PixelRect(coveringDeviceRect: bounds.scaled(by: scale), within: clip)
                    touch(extents[index])
                }
            case .pushClip(let rect, _, _):
                open.append(.clip(beginIndex: index, enclosing: clip))
                clip = PixelRect(coveringDeviceRect: rect.scaled(by: scale), within: clip)
                extents[index] = clip
            case .popClip:
                guard case .clip(let begin, let enclosing) = open.last else {
                    throw .unbalanced(commandIndex: index, reason: "popClip without a matching pushClip")
                }
                open.removeLast()
                clip = enclosing
                clipEnds[begin] = index
            case .beginLayer(_, let shadow):
                open.append(.layer(beginIndex: index, shadow: shadow, content: .empty, enclosing: clip))
                clip = universe
                openLayers += 1
                deepestLayerNesting = max(deepestLayerNesting, openLayers)
            case .endLayer:
                guard case .layer(let begin, let shadow, let content, let enclosing) = open.last else {
                    throw .unbalanced(commandIndex: index, reason: "endLayer without a matching beginLayer")
                }
                open.removeLast()
                openLayers -= 1
                clip = enclosing
                layers[begin] = Layer(content: content, endIndex: index)
                var covered = content
                if let shadow {
                    covered = covered.union(
                        Self.shadowExtent(of: content, shadow: shadow, scale: scale, within: universe))
                }
                touch(covered.intersection(clip))
            }
        }
        self.extents = extents
        if let last = open.last {
            switch last {
            case .clip: throw .unbalanced(commandIndex: commands.count, reason: "a pushClip is never popped")
            case .layer: throw .unbalanced(commandIndex: commands.count, reason: "a beginLayer is never ended")
            }
        }
    }

    /// The pixels a shadow of content in `extent` can reach: the blur's reach on
    /// every side, moved by the offset.
    static func shadowExtent(of extent: PixelRect, shadow: Shadow, scale: Double, within bounds: PixelRect)
        -> PixelRect
    {
        guard !extent.isEmpty else { return .empty }
        let reach = Double(GaussianBlur.reach(sigma: shadow.sigma * scale))
        let rect = Rect(
            x: Double(extent.x) - reach + shadow.offset.x * scale,
            y: Double(extent.y) - reach + shadow.offset.y * scale,
            width: Double(extent.width) + 2 * reach,
            height: Double(extent.height) + 2 * reach
        )
        return PixelRect(coveringDeviceRect: rect, within: bounds)
    }
}

extension DrawCommand {
    /// False when any number in the command is NaN or infinite, which Cairo would
    /// turn into an error state halfway through a picture.
    var hasOnlyFiniteValues: Bool {
        switch self {
        case .fill(let rect, let radius, let color):
            return rect.isFinite && radius.isFinite && color.isFinite
        case .ring(let rect, let radius, let width, let color):
            return rect.isFinite && radius.isFinite && width.isFinite && color.isFinite
        case .image(_, let rect, let radius), .pushClip(let rect, let radius, _):
            return rect.isFinite && radius.isFinite
        case .text(let label, let rect):
            return rect.isFinite && label.hasOnlyFiniteValues
        case .popClip, .endLayer:
            return true
        case .beginLayer(let opacity, let shadow):
            guard opacity.isFinite else { return false }
            guard let shadow else { return true }
            return shadow.color.isFinite && shadow.opacity.isFinite && shadow.offset.x.isFinite
                && shadow.offset.y.isFinite && shadow.radius.isFinite
        }
    }
}

extension LabelContent {
    var hasOnlyFiniteValues: Bool {
        let offsets = [shadowOffset] + runs.compactMap(\.shadowOffset)
        let colors =
            [textColor] + [shadowColor].compactMap { $0 }
            + runs.flatMap { [$0.color, $0.backgroundColor, $0.shadowColor].compactMap { $0 } }
        let sizes = [font.size, lineSpacing] + runs.compactMap { $0.font?.size }
        return offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite } && colors.allSatisfy(\.isFinite)
            && sizes.allSatisfy(\.isFinite)
    }
}

extension Color {
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
