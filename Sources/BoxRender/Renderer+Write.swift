import BoxFiles
import BoxModel
import BoxPNG
import BoxSpec
import Foundation

/// Writing a rendering to a file, as `boxrender render -o` does: the format
/// from the file's extension unless given, and the file replaced atomically
/// (see `AtomicFile`), so a reader never sees half a picture.
extension Renderer {
    /// Draws a prepared rendering and writes it to `url` atomically.
    ///
    /// - Parameters:
    ///   - rendering: what `prepare` made.
    ///   - url: a file URL; an existing file is replaced only once the whole new one is on disk.
    ///   - format: the file's format; `nil` = from the extension (`.png`, `.svg`, `.pdf`, any case).
    ///   - pngCompression: how hard a PNG is compressed.
    /// - Throws: `BoxRenderError.input` for a URL that is not a file's, an
    ///   extension that names no format, or a file that cannot be written
    ///   (`out/card.png: cannot write: No such file or directory`), as the CLI
    ///   reports them; drawing errors as `png(_:compression:)` throws them.
    /// - Returns: the picture's warnings, as the CLI prints them after
    ///   writing (`RenderOptions(strict: true)` makes them an error instead).
    @discardableResult
    public func write(
        _ rendering: Rendering, to url: URL, format: OutputFormat? = nil, pngCompression: PNGCompression = .default
    ) throws(BoxRenderError) -> [RenderWarning] {
        let path = try Self.filePath(of: url)
        let chosen: OutputFormat
        if let format { chosen = format } else { chosen = try Self.format(ofFileAt: path) }
        try Self.writeFile(data(rendering, as: chosen, pngCompression: pngCompression), to: path)
        return rendering.warnings
    }

    /// Draws an animation and writes it to `url` atomically, as `boxrender
    /// -o card.png` does for an animated spec: an animated PNG, GIF or WebP
    /// by the extension unless `format` is given (SVG and PDF are refused).
    /// - Returns: the warnings of the picture it ends on.
    @discardableResult
    public func write(
        _ animation: AnimationRendering, to url: URL, format: OutputFormat? = nil,
        compression: PNGCompression = .default
    ) throws(BoxRenderError) -> [RenderWarning] {
        let path = try Self.filePath(of: url)
        let chosen: OutputFormat
        if let format { chosen = format } else { chosen = try Self.format(ofFileAt: path) }
        try animation.checkEncoding(as: chosen)
        try Self.writeFile(self.animation(animation, as: chosen, pngCompression: compression), to: path)
        return animation.warnings
    }

    /// Checks `url` and, unless `format` is given, its extension before
    /// `prepare` spends any work, then writes what `prepare` makes: the
    /// `write` of a Swift tree and of layout variants.
    func write(
        to url: URL, format: OutputFormat?, pngCompression: PNGCompression,
        preparing prepare: () throws(BoxRenderError) -> Rendering
    ) throws(BoxRenderError) -> [RenderWarning] {
        let path = try Self.filePath(of: url)
        if format == nil { _ = try Self.format(ofFileAt: path) }
        return try write(try prepare(), to: url, format: format, pngCompression: pngCompression)
    }

    /// Replaces the file at `path` with `bytes` atomically, its failure worded as the CLI words it.
    private static func writeFile(_ bytes: [UInt8], to path: String) throws(BoxRenderError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .input(file: path, "cannot write: \(error.reason)")
        }
    }

    /// The path of a file URL, refusing others before anything is drawn.
    static func filePath(of url: URL) throws(BoxRenderError) -> String {
        guard url.isFileURL else {
            throw .input(file: url.absoluteString, "cannot write: not a file URL")
        }
        return url.path
    }

    /// The format a file's extension names, as the CLI chooses it for `-o`.
    static func format(ofFileAt path: String) throws(BoxRenderError) -> OutputFormat {
        guard let format = OutputFormat(fileName: path) else {
            let known = OutputFormat.allCases.map { "." + $0.rawValue }
            throw .input(
                file: path,
                "cannot tell the format from the extension: the known ones are "
                    + "\(known.dropLast().joined(separator: ", ")) and \(known.last ?? ""); or pass `format:`")
        }
        return format
    }
}
