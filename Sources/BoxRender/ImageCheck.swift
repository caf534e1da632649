import BoxCairo
import BoxModel
import BoxSpec

/// Reads the header of every picture a tree names before anything is drawn, so
/// that a file that is not a PNG, or one that would decode to more pixels than
/// allowed (a decompression bomb), is reported against the node that names it
/// (file and JSON path) instead of failing, or eating memory, halfway through drawing.
public enum ImageCheck {
    /// Returns, for each picture file, the JSON path of the first node that
    /// names it: a file whose header is fine but whose pixels are not is only
    /// found while drawing, and is reported against that node.
    ///
    /// Each different picture is decoded once and kept for the whole render,
    /// so their pixels together are held to `limits.totalImagePixels` as well,
    /// reported once, against the first picture that passes it.
    static func check(_ tree: BoxTree, file: String, limits: SpecLimits) throws(BoxRenderError) -> [String: String] {
        try check(nodes: tree.nodes, file: file, limits: limits)
    }

    /// The same for the nodes of several trees together (an animation's two),
    /// whose pictures are held at the same time.
    static func check(nodes: some Sequence<BoxNode>, file: String, limits: SpecLimits) throws(BoxRenderError)
        -> [String: String]
    {
        var problems: [SpecError] = []
        var namedBy: [String: String] = [:]
        var totalPixels = 0
        var totalPassed = false
        for node in nodes {
            // A box's `image` key, or a line picture (whose node path is the item's own).
            let named: (source: ImageSource, path: String)
            if let image = node.style.image {
                named = (image.source, node.path + ".image")
            } else if case .image(let item) = node.content {
                named = (item.source, node.path)
            } else {
                continue
            }
            let firstUse = namedBy[named.source.path] == nil
            if firstUse { namedBy[named.source.path] = named.path }
            let message: String
            do {
                let size = try pngPixelSize(atPath: named.source.path, realPath: named.source.realPath)
                let pixels = size.width.multipliedReportingOverflow(by: size.height)
                if size.width == 0 || size.height == 0 {
                    message = "\(named.source.path): the picture has no pixels"
                } else if size.width > PNGCodec.largestSide || size.height > PNGCodec.largestSide {
                    message =
                        "\(named.source.path): the picture is \(size.width)×\(size.height) pixels; boxrender reads "
                        + "pictures of at most \(PNGCodec.largestSide) pixels on each side"
                } else if let tooMany = Self.tooManyPixels(size, path: named.source.path, limit: limits.imagePixels) {
                    message = tooMany
                } else if firstUse, !totalPassed, pixels.partialValue > limits.totalImagePixels - totalPixels {
                    // Compared by subtraction: the sum could pass Int.max when both limits are raised that far.
                    totalPassed = true
                    let total = totalPixels.addingReportingOverflow(pixels.partialValue).partialValue
                    message =
                        "\(named.source.path): with it the spec's pictures come to \(total) pixels, more than "
                        + "\(limits.totalImagePixels) \(LimitHint.raise("max-total-image-pixels"))"
                } else {
                    if firstUse, !totalPassed { totalPixels += pixels.partialValue }
                    continue
                }
            } catch let error as ImageLoadError {
                message = "\(error.path): \(error.reason)"
            } catch {
                message = "\(named.source.path): \(error)"
            }
            problems.append(SpecError(file: file, path: named.path, line: 0, column: 0, message: message))
        }
        if !problems.isEmpty { throw .input(problems) }
        return namedBy
    }

    /// The message for a picture of more than `limit` pixels (from its
    /// header), or nil: the one check of `--max-image-pixels`, for specs' pictures and `diff`'s.
    public static func tooManyPixels(_ size: (width: Int, height: Int), path: String, limit: Int) -> String? {
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard pixels.overflow || pixels.partialValue > limit else { return nil }
        return "\(path): the picture is \(size.width)×\(size.height) pixels, more than \(limit) "
            + LimitHint.raise("max-image-pixels")
    }
}
