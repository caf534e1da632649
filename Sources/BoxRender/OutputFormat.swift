/// The kinds of file a rendering can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A raster picture at the canvas's scale.
    case png
    /// Scalable vector graphics; only shadows (and what they are cast from) are rasterised.
    case svg
    /// A one-page PDF with selectable text; only shadows are rasterised.
    case pdf

    /// The format a file name's extension asks for (`.png`, `.svg`, `.pdf`, any
    /// case), or `nil` when the extension names none of them.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
