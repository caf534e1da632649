import BoxModel
import BoxSpec

extension BoxContent {
    /// The spec of a tree with this node as its root: the model the spec
    /// decoder gives for the same tree written as JSON, with the same
    /// defaults, checks and JSON paths (`root.boxes[0].left`), so a tree built
    /// in Swift and its JSON render byte for byte the same.
    ///
    /// - Parameters:
    ///   - canvas: the canvas's width, height, scale, background and its
    ///     labels' text direction and language (spec `canvas`).
    ///   - screenshot: MGBox's screenshot of the root instead of the canvas (spec `screenshot`).
    ///   - baseDirectory: where relative image paths resolve, as a spec file's
    ///     folder does; the working directory when empty.
    /// - Throws: `BoxRenderError.input` listing every value a spec file could
    ///   not hold either (a negative size, an alpha above 1, an unknown
    ///   `attachedTo`, a missing picture, …), each with its path.
    public func spec(canvas: CanvasSpec = CanvasSpec(), screenshot: ScreenshotMode? = nil, baseDirectory: String = "")
        throws(BoxRenderError) -> Spec
    {
        var document = DraftObject()
        document["canvas"] = .canvas(canvas)
        document["screenshot"] = screenshot.map { .object(DraftObject(["shadow": .bool($0.shadow)])) }
        document["root"] = .node(element)
        return try Draft.object(document).spec(baseDirectory: baseDirectory)
    }
}

extension Draft {
    /// The spec of this whole document, decoded as a file's would be.
    func spec(baseDirectory: String) throws(BoxRenderError) -> Spec {
        var encoder = DraftEncoder()
        let value = encoder.encode(self)
        guard encoder.problems.isEmpty else { throw .input(encoder.problems) }
        var spec: Spec
        do {
            spec = try SpecDecoder.decode(
                document: value, sourcePath: DraftEncoder.documentName, baseDirectory: baseDirectory,
                options: DecodeOptions(assets: .anyPath))
        } catch {
            throw BoxRenderError.from(error)
        }
        // Built in code: there is no file to name.
        spec.sourcePath = nil
        return spec
    }
}

extension Draft {
    /// `canvas`: the keys a `CanvasSpec` sets; an unset height is `"auto"`.
    static func canvas(_ canvas: CanvasSpec) -> Draft {
        .object(
            DraftObject([
                "width": canvas.width.map(Draft.number), "height": canvas.height.map(Draft.number),
                "scale": .number(Double(canvas.scale)), "background": canvas.background.map(Draft.color),
                "direction": canvas.direction == .auto ? nil : .string(canvas.direction.rawValue),
                "lang": canvas.language.map(Draft.string),
            ]))
    }
}
