import BoxLayout
import BoxModel

extension Renderer {
    /// The spec with `tree` set to the `layouts` variant whose aspect ratio is
    /// closest to the canvas's (ties to the earlier one), or the spec as it is
    /// when it has no variants. The canvas is the spec's, with `--width` and
    /// `--height` over it, so one spec renders portrait and landscape.
    static func choosingLayout(_ spec: Spec, options: RenderOptions, file: String) throws(BoxRenderError) -> Spec {
        guard !spec.layouts.isEmpty else { return spec }
        guard let width = options.width ?? spec.canvas.width, let height = options.height ?? spec.canvas.height else {
            throw .input(
                file: file, path: "layouts",
                "choosing a variant by aspect ratio needs a fixed canvas: "
                    + "set canvas.width and canvas.height (or --width and --height)")
        }
        let index: Int
        do {
            index = try ExplicitLayoutSelection.choose(
                among: spec.layouts.map { ExplicitLayoutVariant(aspectRatio: $0.aspectRatio) },
                canvas: Size(width: width, height: height))
        } catch {
            throw .input(file: file, path: "layouts", "\(error)")
        }
        var chosen = spec
        chosen.tree = spec.layouts[index].tree
        return chosen
    }
}
