import BoxModel
import BoxPNG
import Foundation

/// The pictures of one rendering, each decoded once at its first draw and
/// kept for every format the rendering is drawn in (a batch's png, svg and
/// pdf) and every moment of an animation, instead of once per drawing.
/// Their pixels together are bounded by `SpecLimits.totalImagePixels`,
/// checked from their headers before anything is decoded. Their files come
/// from `files`, where the check that read the headers left them.
///
/// Shared by the renderers that draw one rendering: decoded surfaces are
/// only read once made (an opaque picture is made RGB24 when decoded).
public final class DecodedPictures: @unchecked Sendable {
    private let lock = NSLock()
    private var surfaces: [String: CairoSurface] = [:]
    private let files: PictureFiles

    /// - Parameter files: where the pictures' files are read from; by
    ///   default, each is read when first drawn, however long.
    public init(files: PictureFiles = PictureFiles(fileLimit: .max)) {
        self.files = files
    }

    /// The picture decoded, from the store or its file.
    func surface(for source: ImageSource) throws(ImageLoadError) -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        if let decoded = surfaces[source.path] { return decoded }
        let decoded = try PNGCodec.decodeSurface(files.take(source), path: source.path)
        let surface: CairoSurface
        do {
            surface = try decoded.opaqueFormIfOpaque()
        } catch {
            throw ImageLoadError(path: source.path, reason: "\(error)")
        }
        surfaces[source.path] = surface
        return surface
    }
}
