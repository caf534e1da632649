import BoxScene

extension CairoRenderer {
    /// The scene as an SVG document, `scene.size` CSS pixels big (one per point);
    /// byte-identical for identical scenes.
    ///
    /// Fills, borders, clips, pictures and text are vectors; only a layer's shadow
    /// is a picture, blurred at `scene.scale` exactly as in the PNG. Throws what
    /// `renderImage` throws.
    public func renderSVG(_ scene: Scene) throws -> [UInt8] {
        SVGIdentifiers.renumbered(try renderDocument(scene, format: .svg))
    }

    /// The scene as a one-page PDF, `scene.size` points big, whose text is text
    /// (it can be selected and searched); byte-identical for identical scenes.
    ///
    /// As in `renderSVG`, only shadows are pictures. Throws what `renderImage` throws.
    public func renderPDF(_ scene: Scene) throws -> [UInt8] {
        try renderDocument(scene, format: .pdf)
    }

    private func renderDocument(_ scene: Scene, format: VectorDocument.Format) throws -> [UInt8] {
        let canvas = try Self.canvasPixels(scene)
        let document = try VectorDocument(
            format: format, width: scene.size.width, height: scene.size.height, scale: Double(scene.scale))
        let context = try CairoContext(document.surface)
        try draw(
            scene, prepare(scene, canvas: canvas),
            on: DrawingTarget(vectorContext: context, canvas: canvas, scale: Double(scene.scale)), blurs: BlurCache())
        return try document.finish()
    }
}
