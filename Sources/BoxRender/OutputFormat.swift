/// The kinds of file a rendering can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A raster picture at the canvas's scale; an animation's is an animated PNG.
    case png
    /// Scalable vector graphics; only shadows (and what they are cast from) are rasterised.
    case svg
    /// A one-page PDF with selectable text; only shadows are rasterised.
    case pdf
    /// A GIF: at most 256 colours a frame (chosen per frame), a pixel either
    /// opaque or transparent, delays in hundredths of a second.
    case gif
    /// A lossless WebP of exactly the pixels; an animation's is an animated WebP.
    case webp

    /// The format a file name's extension asks for (`.png`, `.svg`, `.pdf`,
    /// `.gif`, `.webp`, any case), or `nil` when the extension names none of them.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// Whether a whole animation can be written in this format (PNG as an
    /// animated PNG); SVG and PDF hold one picture.
    public var holdsAnimation: Bool {
        switch self {
        case .png, .gif, .webp: true
        case .svg, .pdf: false
        }
    }
}
