import BoxPNG
import CCairo
import Foundation

/// Pictures halved in size once, for drawing them much smaller than they are.
///
/// Cairo shrinks a picture with a box filter over every source pixel a
/// destination pixel covers, each time it is drawn: a 2000×2000 picture drawn
/// 2,000 times at 100×100 read 8·10⁹ source pixels (31 s). Halved first, as a
/// mipmap, it is read at most 4× smaller each draw, whatever its own size.
/// Only shrinking 4× or more uses a halved copy, so a picture drawn at half its
/// size (an @2x picture at scale 1) is drawn exactly as before.
///
/// SVG and PDF documents draw from the copies too, and embed the copy they
/// draw (still 2–4× the pixels it is drawn at, at the document's scale):
/// Cairo's vector backends scan every pixel of a picture that is not opaque
/// each time it is drawn (only its own snapshots keep the answer), so a
/// translucent 7000×7000 picture drawn 2,000 times at 10×10 read 10¹¹
/// pixels. From the copy, each such draw reads the copy (2–4× the drawn size
/// on the side shrunk least), as on an image, and the scans add up to little.
///
/// Shared by the threads drawing bands (they read the copies; making one
/// takes the lock), and made on first use, so a picture that is never drawn
/// small costs nothing.
final class ImageReductions: @unchecked Sendable {
    private let lock = NSLock()
    /// By picture path, each level's copy: `[0]` halved once, `[1]` twice, …
    private var levels: [String: [CairoSurface]] = [:]

    /// How many times to halve a picture of `pixels` drawn at `drawn` device
    /// pixels (per axis, the smaller reduction decides): 0 until it is shrunk
    /// more than 4×, so that Cairo's own filter always does the last 2–4×.
    static func halvings(pixels: (width: Double, height: Double), drawn: (width: Double, height: Double)) -> Int {
        let reduction = min(pixels.width / drawn.width, pixels.height / drawn.height)
        guard reduction.isFinite, reduction >= 4 else { return 0 }
        return max(0, Int(log2(reduction).rounded(.down)) - 1)
    }

    /// `surface` (the picture at `path`) halved `count` times, each side
    /// rounded up and never below one pixel.
    func halved(_ surface: CairoSurface, path: String, count: Int) throws(CairoError) -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        var made = levels[path] ?? []
        while made.count < count {
            let source = made.last ?? surface
            guard source.width > 1 || source.height > 1 else { break }
            // An opaque picture's copy is opaque too: RGB24, so that documents never scan it (`PictureReads`).
            made.append(try Self.half(of: source).opaqueFormIfOpaque())
        }
        levels[path] = made
        return made.isEmpty ? surface : made[min(count, made.count) - 1]
    }

    /// One halving: a 2×2 box filter (Cairo's GOOD filter at exactly one half).
    private static func half(of source: CairoSurface) throws(CairoError) -> CairoSurface {
        let width = max(1, (source.width + 1) / 2)
        let height = max(1, (source.height + 1) / 2)
        let half = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        guard let cr = cairo_create(half.pointer) else {
            throw CairoError(operation: "shrinking a picture", message: "out of memory")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(source.width), Double(height) / Double(source.height))
        guard let pattern = cairo_pattern_create_for_surface(source.pointer) else {
            throw CairoError(operation: "shrinking a picture", message: "out of memory")
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        try CairoError.check(cairo_status(cr), "shrinking a picture")
        cairo_surface_flush(half.pointer)
        return half
    }
}
