import BoxPNG

/// What a pass over a draw list reads besides the list: the pictures, decoded
/// once per picture before any band is drawn (so that passes on several
/// threads only read them), and the shadow blurs this pass has computed (one
/// cache per drawing thread: the blur is a pure function, so which thread
/// computed it never shows).
struct DrawingResources {
    /// Decoded pictures by path: every `.image` command's.
    let images: [String: CairoSurface]
    /// Halved copies of pictures drawn much smaller than they are, shared by every thread.
    let reductions: ImageReductions
    let blurs: BlurCache
    /// Whether a shadow is left unpainted beneath its layer's opaque middle
    /// (`OpaqueCore`); false only in tests, to compare against.
    var skipsCoveredShadows = true

    func image(at path: String) throws(ImageLoadError) -> CairoSurface {
        guard let surface = images[path] else {
            throw ImageLoadError(path: path, reason: "was not loaded before drawing")
        }
        return surface
    }
}
