import BoxPNG
import BoxText
import CCairo

/// An SVG or PDF surface that Cairo writes into memory, one page of
/// `width × height` points.
///
/// The settings that make a document depend only on what is drawn: the PDF
/// gets no creation date (Cairo would stamp the current time), and the SVG is
/// measured in CSS pixels, one per point, so that it shows at the size the PNG
/// shows at scale 1 (Cairo's default, `pt`, shows a third larger).
final class VectorDocument {
    enum Format: String {
        case svg = "SVG"
        case pdf = "PDF"
    }

    let format: Format
    let surface: CairoSurface
    private let sink = ByteSink()

    /// - Parameter scale: canvas pixels per point: anything Cairo has to turn into
    ///   pixels itself is made at this resolution, as the PNG is.
    init(format: Format, width: Double, height: Double, scale: Double) throws(CairoError) {
        self.format = format
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let pointer: OpaquePointer =
            switch format {
            case .svg: cairo_svg_surface_create_for_stream(appendToSink, closure, width, height)
            case .pdf: cairo_pdf_surface_create_for_stream(appendToSink, closure, width, height)
            }
        surface = try CairoSurface(adopting: pointer, operation: "creating a \(format.rawValue) document")
        switch format {
        case .svg: cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
        case .pdf: cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
        }
        cairo_surface_set_fallback_resolution(pointer, 72 * scale, 72 * scale)
    }

    /// Cairo writes the rest of the document when the surface is finished, and
    /// must do so while the sink is alive, whoever holds the surface last.
    deinit { finishSurface() }

    /// Finishes the document and returns all its bytes.
    func finish() throws(CairoError) -> [UInt8] {
        finishSurface()
        try CairoError.check(cairo_surface_status(surface.pointer), "writing the \(format.rawValue) document")
        return sink.bytes
    }

    /// Finishing embeds the fonts' subsets, reading their files, so it takes
    /// the font lock as text drawing does (`FontLibrary.withFontFiles`).
    private func finishSurface() {
        FontLibrary.withFontFiles { cairo_surface_finish(surface.pointer) }
    }
}

/// Where Cairo's stream writer puts the document's bytes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// Cairo's `cairo_write_func_t`: appends one chunk to the `ByteSink` the closure points at.
private func appendToSink(closure: UnsafeMutableRawPointer?, data: UnsafePointer<UInt8>?, length: UInt32)
    -> cairo_status_t
{
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
}
