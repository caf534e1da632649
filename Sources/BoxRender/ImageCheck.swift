import BoxCairo
import BoxModel
import BoxPNG
import BoxSpec

/// Reads the header of every picture a tree names before anything is drawn, so
/// that a file that is not a PNG, or one that would decode to more pixels than
/// allowed (a decompression bomb), is reported against the node that names it
/// (file and JSON path) instead of failing, or eating memory, halfway through drawing.
public enum ImageCheck {
    /// What the check learnt of a tree's pictures, so that nothing after it
    /// opens a picture to learn it again.
    struct Checked: Sendable {
        /// For each picture file, the JSON path of the first node that names
        /// it: a file whose header is fine but whose pixels are not is only
        /// found while drawing, and is reported against that node.
        var namedBy: [String: String] = [:]
        /// Each picture's size in pixels, from its header: what layout and
        /// the warnings measure line pictures by.
        var pixelSizes: [String: PixelSize] = [:]
    }

    /// A picture's width and height in pixels.
    struct PixelSize: Sendable, Equatable {
        var width: Int
        var height: Int
    }

    /// Reads the header of each different picture the tree names once, and
    /// in the same open the rest of a picture that passes, left in `files`
    /// for drawing.
    ///
    /// Each different picture is decoded once and kept for the whole render,
    /// so their pixels together are held to `limits.totalImagePixels` as well,
    /// reported once, against the first picture that passes it.
    static func check(_ tree: BoxTree, file: String, limits: SpecLimits, files: PictureFiles)
        throws(BoxRenderError) -> Checked
    {
        try check(nodes: tree.nodes, file: file, limits: limits, files: files)
    }

    /// The same for the nodes of several trees together (an animation's two),
    /// whose pictures are held at the same time.
    static func check(nodes: some Sequence<BoxNode>, file: String, limits: SpecLimits, files: PictureFiles)
        throws(BoxRenderError) -> Checked
    {
        var problems: [SpecError] = []
        var checked = Checked()
        // Each picture's header, or why it has none, read at its first use.
        var headers: [String: Result<PixelSize, ImageLoadError>] = [:]
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
            let header: Result<PixelSize, ImageLoadError>
            let firstUse = headers[named.source.path] == nil
            if let known = headers[named.source.path] {
                header = known
            } else {
                checked.namedBy[named.source.path] = named.path
                header = Self.header(
                    of: named.source, files: files, limits: limits,
                    totalLeft: totalPassed ? 0 : limits.totalImagePixels - totalPixels)
                headers[named.source.path] = header
            }
            let message: String
            switch header {
            case .failure(let error):
                message = "\(error.path): \(error.reason)"
            case .success(let size):
                let pixels = size.width.multipliedReportingOverflow(by: size.height)
                if let refusal = Self.refusal(of: size, path: named.source.path, limits: limits) {
                    message = refusal
                } else if firstUse, !totalPassed, pixels.partialValue > limits.totalImagePixels - totalPixels {
                    // Compared by subtraction: the sum could pass Int.max when both limits are raised that far.
                    totalPassed = true
                    let total = totalPixels.addingReportingOverflow(pixels.partialValue).partialValue
                    message =
                        "\(named.source.path): with it the spec's pictures come to \(total) pixels, more than "
                        + "\(limits.totalImagePixels) \(LimitHint.raise("max-total-image-pixels"))"
                } else {
                    if firstUse, !totalPassed { totalPixels += pixels.partialValue }
                    checked.pixelSizes[named.source.path] = size
                    continue
                }
            }
            problems.append(SpecError(file: file, path: named.path, line: 0, column: 0, message: message))
        }
        if !problems.isEmpty { throw .input(problems) }
        return checked
    }

    /// The picture's size from its PNG header (the one open of the file),
    /// or why it cannot be read. A picture whose size passes the limits is
    /// read whole in the same open, for drawing.
    /// `totalLeft`: the pixels the spec's pictures may still have in all.
    private static func header(of source: ImageSource, files: PictureFiles, limits: SpecLimits, totalLeft: Int)
        -> Result<PixelSize, ImageLoadError>
    {
        do {
            let size = try files.pixelSize(of: source) { width, height in
                let pixels = width.multipliedReportingOverflow(by: height)
                return refusal(of: PixelSize(width: width, height: height), path: source.path, limits: limits) == nil
                    && !pixels.overflow && pixels.partialValue <= totalLeft
            }
            return .success(PixelSize(width: size.width, height: size.height))
        } catch {
            return .failure(error)
        }
    }

    /// Why a picture of `size` is refused whatever else the spec holds (no
    /// pixels, a side past Cairo's, past `--max-image-pixels`), or nil.
    private static func refusal(of size: PixelSize, path: String, limits: SpecLimits) -> String? {
        if size.width == 0 || size.height == 0 { return "\(path): the picture has no pixels" }
        if size.width > PNGCodec.largestSide || size.height > PNGCodec.largestSide {
            return "\(path): the picture is \(size.width)×\(size.height) pixels; boxrender reads pictures of at "
                + "most \(PNGCodec.largestSide) pixels on each side"
        }
        return tooManyPixels((size.width, size.height), path: path, limit: limits.imagePixels)
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
