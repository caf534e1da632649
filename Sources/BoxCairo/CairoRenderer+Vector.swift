import BoxPNG
import BoxScene

extension CairoRenderer {
    /// The scene as an SVG document, `scene.size` CSS pixels big (one per point);
    /// byte-identical for identical scenes.
    ///
    /// Fills, borders, clips, pictures and text are vectors; only a layer's shadow
    /// is a picture, blurred at `scene.scale` exactly as in the PNG. Throws what
    /// `renderImage` throws.
    public func renderSVG(_ scene: Scene, pictureReads: Int = .max) throws -> [UInt8] {
        SVGIdentifiers.renumbered(try renderDocument(scene, format: .svg, pictureReads: pictureReads))
    }

    /// The scene as a one-page PDF, `scene.size` points big, whose text is text
    /// (it can be selected and searched); byte-identical for identical scenes.
    ///
    /// As in `renderSVG`, only shadows are pictures. Throws what `renderImage` throws.
    public func renderPDF(_ scene: Scene, pictureReads: Int = .max) throws -> [UInt8] {
        try renderDocument(scene, format: .pdf, pictureReads: pictureReads)
    }

    /// `pictureReads`: the most pixels the document's draws may read of
    /// translucent pictures (`PictureReads`), checked before drawing.
    private func renderDocument(_ scene: Scene, format: VectorDocument.Format, pictureReads: Int) throws -> [UInt8] {
        let canvas = try Self.canvasPixels(scene)
        let prepared = try prepare(scene, canvas: canvas)
        try PictureReads.check(scene, prepared, limit: pictureReads)
        let document = try VectorDocument(
            format: format, width: scene.size.width, height: scene.size.height, scale: Double(scene.scale))
        let context = try CairoContext(document.surface)
        try draw(
            scene, prepared,
            on: DrawingTarget(vectorContext: context, canvas: canvas, scale: Double(scene.scale)), blurs: BlurCache())
        return try document.finish()
    }
}
