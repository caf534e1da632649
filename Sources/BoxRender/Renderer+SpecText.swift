import BoxModel
import BoxSpec

/// The text formats a spec held in memory may be written in: the decoder's
/// own `SpecFormat`, under the name this API has always had.
public typealias SpecTextFormat = SpecFormat

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
        try prepare(
            specBytes: Array(text.utf8), format: format, name: name, baseDirectory: baseDirectory, options: options)
    }

    /// Decodes a spec held in memory as bytes (the CLI's standard input) and
    /// lays it out; bytes that are not UTF-8 are reported, not replaced.
    ///
    /// - Parameters:
    ///   - bytes: the spec's text, exactly as read.
    ///   - format: the language, or `nil` to tell JSON (`{` first) from YAML.
    ///   - name: what error messages call it (the CLI says `<stdin>`).
    ///   - baseDirectory: where relative image paths resolve (the working
    ///     directory when empty).
    ///   - options: overrides of the spec's canvas and screenshot settings.
    public func prepare(
        specBytes bytes: [UInt8], format: SpecTextFormat?, name: String, baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> Rendering {
        try prepare(
            decodeSpec(bytes: bytes, format: format, name: name, baseDirectory: baseDirectory, options: options),
            options: options)
    }

    /// Decodes a spec held in memory as bytes without laying it out: for
    /// callers that treat animations apart (`prepareAnimation`).
    public func decodeSpec(
        bytes: [UInt8], format: SpecTextFormat?, name: String, baseDirectory: String = "",
        options: RenderOptions = RenderOptions()
    ) throws(BoxRenderError) -> Spec {
        let specFormat = format ?? .detect(path: "", bytes: bytes)
        do {
            return try SpecDecoder.decode(
                bytes: bytes, format: specFormat, sourcePath: name, baseDirectory: baseDirectory,
                options: options.decoding)
        } catch {
            throw BoxRenderError.from(error)
        }
    }

    /// Decodes the spec file at `path` without laying it out.
    public func decodeSpec(at path: String, options: RenderOptions = RenderOptions()) throws(BoxRenderError) -> Spec {
        do {
            return try SpecDecoder.decode(fileAt: path, options: options.decoding)
        } catch {
            throw BoxRenderError.from(error)
        }
    }

    /// Reads and parses the spec file at `path` and the files it includes,
    /// without decoding it: a batch decodes the result once per variant and
    /// scale (`decodeSpec(_:options:)`), and hashes its bytes and includes.
    ///
    /// - Parameters:
    ///   - path: the spec file; its extension (or first character) tells JSON from YAML.
    ///   - options: the limits and the folders includes may come from.
    ///   - passingOverIncludeFiles: for a file that only shares (an include
    ///     file), return it unread, with `isIncludeFile` true.
    /// - Returns: the spec's source and the bytes of its file.
    public func loadSpec(
        at path: String, options: RenderOptions = RenderOptions(), passingOverIncludeFiles: Bool = false
    ) throws(BoxRenderError) -> (source: SpecSource, bytes: [UInt8]) {
        do {
            let bytes = try SpecDecoder.readFile(at: path, atMost: options.limits.specBytes)
            let source = try SpecSource.load(
                bytes: bytes, format: .detect(path: path, bytes: bytes), sourcePath: path,
                baseDirectory: SpecDecoder.directory(of: path), options: options.decoding,
                passingOverIncludeFiles: passingOverIncludeFiles)
            return (source, bytes)
        } catch {
            throw BoxRenderError.from(error)
        }
    }

    /// Decodes a loaded spec with `options` (its parameters, its picture scale).
    public func decodeSpec(_ source: SpecSource, options: RenderOptions = RenderOptions()) throws(BoxRenderError)
        -> Spec
    {
        do {
            return try source.decode(options: options.decoding)
        } catch {
            throw BoxRenderError.from(error)
        }
    }
}
