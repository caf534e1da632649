import BoxModel
import BoxPNG
import BoxScene
import CCairo
import CPixelKernels

extension CairoRenderer {
    /// The most bytes of drawn bands a palette pass keeps (`keptBandBudget`).
    static let defaultKeptBandBudget = 8 << 20
    /// The most palette indices (a byte a pixel) a `smallest` pass keeps, so
    /// that a picture of at most 16 colours is packed into 1, 2 or 4 bits from
    /// them instead of drawn again.
    static let keptIndexBudget = 16 << 20

    /// The scene's PNG from one drawing: a palette while the bands so far have
    /// at most 256 colours; at the 257th, true colour from the bands kept
    /// (`keptBandBudget`) and the rest (drawn again only when more than those
    /// came first). True colour drops the alpha channel when every pixel is
    /// opaque: an opaque background keeps every pixel opaque (everything is
    /// drawn over it); otherwise the drawing finds out as it goes.
    func encodePNG(_ scene: Scene, _ prepared: PreparedScene, _ compression: PNGCompression, threads: Int) throws
        -> [UInt8]
    {
        let canvas = prepared.canvas
        let alpha = !(scene.background.map { $0.alpha >= 1 } ?? false)
        func trueColor() -> TrueColorEncodings {
            TrueColorEncodings(canvas: canvas, alpha: alpha, compression: compression, threads: threads)
        }
        let pass = PalettePass(
            canvas: canvas, bits: 8, compression: compression, threads: threads, keptBandBudget: keptBandBudget,
            keepsIndices: compression == .smallest && canvas.area <= Self.keptIndexBudget)
        var switched: TrueColorEncodings?
        let drewAll = try drawBands(scene, prepared, threads: threads) { band, surface in
            if let switched {
                switched.append(surface, rows: band.height)
                return true
            }
            if pass.append(surface, rows: band.height) { return true }
            guard let kept = pass.keptBands else { return false }
            pass.abandon()
            let encodings = trueColor()
            for (rows, copy) in kept { encodings.append(copy, rows: rows) }
            encodings.append(surface, rows: band.height)
            switched = encodings
            return true
        }
        if let switched { return try switched.finish() }
        guard drewAll else {
            pass.abandon()
            let encodings = trueColor()
            try drawBands(scene, prepared, threads: threads) { band, surface in
                encodings.append(surface, rows: band.height)
                return true
            }
            return try encodings.finish()
        }
        let png = try pass.finish()
        let colors = pass.palette.count
        let bits = colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8
        guard compression == .smallest, bits < 8,
            let packed = try packedPalettePNG(scene, prepared, from: pass, bits: bits, threads: threads),
            packed.count < png.count
        else { return png }
        return packed
    }

    /// The palette PNG again with `bits` bits a pixel: from the indices
    /// `pass` kept, or drawn again with its palette when it kept none.
    private func packedPalettePNG(
        _ scene: Scene, _ prepared: PreparedScene, from pass: PalettePass, bits: Int, threads: Int
    ) throws -> [UInt8]? {
        let canvas = prepared.canvas
        if let indices = pass.keptIndices {
            let encoder = PalettePass.encoder(canvas: canvas, bits: bits, compression: .smallest, threads: threads)
            for (rows, band) in indices {
                encoder.append(PixelConversion.packing(band, width: canvas.width, bits: bits), rows: rows)
            }
            return try encoder.finish(palette: PixelConversion.straightColors(of: pass.palette))
        }
        let again = PalettePass(
            canvas: canvas, bits: bits, compression: .smallest, threads: threads, keptBandBudget: nil,
            keepsIndices: false, palette: pass.palette)
        let fits = try drawBands(scene, prepared, threads: threads) { band, surface in
            again.append(surface, rows: band.height)
        }
        guard fits, again.palette.count == pass.palette.count else {
            again.abandon()
            return nil
        }
        return try again.finish()
    }
}
