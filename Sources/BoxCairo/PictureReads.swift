import BoxPNG
import BoxScene
import CCairo

/// What a PDF or SVG document reads of its pictures as it is drawn, held to a
/// limit before anything is drawn.
///
/// Cairo's vector backends ask, at every draw of a picture, whether it is
/// opaque, and for an ARGB32 image they find out by reading its pixels up to
/// the first translucent one (Cairo keeps the answer only for its own
/// snapshots, never for the surfaces it is given). Opaque pictures and their
/// copies are RGB24 and cost nothing (`opaqueFormIfOpaque`), and pictures
/// drawn small are read from small copies (`ImageReductions`); what is left
/// is a translucent picture drawn many times near its size, whose first
/// translucent pixel comes late (or never: only fully clear and fully opaque
/// pixels): 2,000 draws of a 3500×3500 copy read 2.4·10¹⁰ pixels, minutes of
/// work from a spec of a few kilobytes. Each draw is counted by what Cairo
/// will read, worked out once per surface.
enum PictureReads {
    /// Throws, naming the picture whose draw passes `limit`, when the
    /// scene's picture draws would read more than `limit` pixels.
    static func check(_ scene: Scene, _ prepared: CairoRenderer.PreparedScene, limit: Int) throws {
        var scanned: [ObjectIdentifier: Int] = [:]
        var total = 0
        for case .image(let image, let rect, _) in scene.commands {
            guard let original = prepared.images[image.source.path],
                let (surface, _) = try Execution.drawnSurface(
                    image, in: rect, original: original, scale: Double(scene.scale), reductions: prepared.reductions)
            else { continue }
            let key = ObjectIdentifier(surface)
            let reads = scanned[key] ?? surface.transparencyScanLength
            scanned[key] = reads
            total = total.addingReportingOverflow(reads).overflow ? .max : total + reads
            guard total <= limit else {
                throw ImageLoadError(
                    path: image.source.path,
                    reason: "with this picture the document's draws of translucent pictures read more than \(limit) "
                        + "pixels (a PDF or SVG checks a translucent picture's pixels at every draw) "
                        + "(the limit; --max-picture-reads raises it)")
            }
        }
    }
}

extension CairoSurface {
    /// The pixels Cairo reads to learn whether this surface is opaque: for
    /// ARGB32, up to and including the first with an alpha other than 0 or
    /// 255 (all of them if there is none); none for RGB24, which is opaque by
    /// its format; all of them for any other format.
    var transparencyScanLength: Int {
        if format == CAIRO_FORMAT_RGB24 { return 0 }
        let all = width * height
        guard format == CAIRO_FORMAT_ARGB32, width > 0, height > 0 else { return all }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return all }
        for row in 0..<height {
            let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let alpha = pixels[column] >> 24
                if alpha != 0 && alpha != 0xFF { return row * width + column + 1 }
            }
        }
        return all
    }
}
