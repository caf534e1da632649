import BoxModel
import BoxSpec

/// The text formats a spec held in memory may be written in.
public enum SpecTextFormat: Sendable, Equatable {
    case json
    case yaml
}

extension Renderer {
    /// Decodes a spec held in memory (JSON or YAML text) and lays it out.
    ///
    /// - Parameters:
    ///   - text: the spec.
    ///   - format: the language `text` is written in.
    ///   - name: what error messages call it, as they would name a file.
    ///   - baseDirectory: where relative image paths resolve (the working
    ///     directory when empty).
    ///   - options: overrides of the spec's canvas and screenshot settings.
    public func prepare(
        specText text: String, format: SpecTextFormat = .json, name: String = "<spec>", baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> Rendering {
        let spec: Spec
        do {
            spec = try SpecDecoder.decode(
                bytes: Array(text.utf8), format: format == .json ? .json : .yaml, sourcePath: name,
                baseDirectory: baseDirectory, options: options.decoding)
        } catch {
            throw BoxRenderError.from(error)
        }
        return try prepare(spec, options: options)
    }
}
