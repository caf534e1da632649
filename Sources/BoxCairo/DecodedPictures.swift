import BoxModel
import BoxPNG
import Foundation

/// The pictures of one rendering, each decoded once at its first draw and
/// kept for every format the rendering is drawn in (a batch's png, svg and
/// pdf) and every moment of an animation, instead of once per drawing.
/// Their pixels together are bounded by `SpecLimits.totalImagePixels`,
/// checked from their headers before anything is decoded.
///
/// Shared by the renderers that draw one rendering: decoded surfaces are
/// only read once made (an opaque picture is made RGB24 when decoded).
public final class DecodedPictures: @unchecked Sendable {
    private let lock = NSLock()
    private var surfaces: [String: CairoSurface] = [:]

    public init() {}

    /// The picture decoded, from the store or its file.
    func surface(for source: ImageSource) throws(ImageLoadError) -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        if let decoded = surfaces[source.path] { return decoded }
        let decoded = try PNGCodec.decodeSurface(fileAt: source.path, realPath: source.realPath)
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
