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
            if try pass.append(surface, rows: band.height) { return true }
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
            try again.append(surface, rows: band.height)
        }
        guard fits, again.palette.count == pass.palette.count else {
            again.abandon()
            return nil
        }
        return try again.finish()
    }
}

/// One palette encoding of a picture as its bands are drawn: indices of
/// `bits` bits into a palette that gains the colours it meets, until a band
/// brings a 257th. Keeps copies of the first bands (within `keptBandBudget`
/// bytes, when given) and, when asked, every band's 8-bit indices.
final class PalettePass {
    private(set) var palette: boxrender_palette
    private let canvas: PixelRect
    private let bits: Int
    private let encoder: PNGStreamEncoder
    /// The bands drawn so far, copied; `nil` once they would pass `keptBandBudget`.
    private(set) var keptBands: [(rows: Int, surface: CairoSurface)]?
    private var keptBandBytes = 0
    private let keptBandBudget: Int
    /// Every band's 8-bit indices, when asked for (`nil` otherwise).
    private(set) var keptIndices: [(rows: Int, indices: [UInt8])]?

    init(
        canvas: PixelRect, bits: Int, compression: PNGCompression, threads: Int, keptBandBudget: Int?,
        keepsIndices: Bool, palette: boxrender_palette? = nil
    ) {
        self.canvas = canvas
        self.bits = bits
        self.palette = palette ?? Self.emptyPalette()
        encoder = Self.encoder(canvas: canvas, bits: bits, compression: compression, threads: threads)
        keptBands = keptBandBudget == nil ? nil : []
        self.keptBandBudget = keptBandBudget ?? 0
        keptIndices = keepsIndices ? [] : nil
    }

    static func encoder(canvas: PixelRect, bits: Int, compression: PNGCompression, threads: Int) -> PNGStreamEncoder {
        PNGStreamEncoder(
            width: canvas.width, height: canvas.height, format: .palette(bits: bits), filtersRows: false,
            compression: compression, threads: threads)
    }

    private static func emptyPalette() -> boxrender_palette {
        var palette = boxrender_palette()
        boxrender_palette_init(&palette)
        return palette
    }

    /// Encodes the band's first `rows` rows; false when they bring a 257th colour.
    func append(_ surface: CairoSurface, rows: Int) throws -> Bool {
        guard let indices = PixelConversion.paletteIndices(of: surface, rows: rows, palette: &palette) else {
            return false
        }
        encoder.append(
            bits == 8 ? indices : PixelConversion.packing(indices, width: canvas.width, bits: bits), rows: rows)
        keptIndices?.append((rows, indices))
        if keptBands != nil {
            keptBandBytes += canvas.width * rows * 4
            if keptBandBytes <= keptBandBudget {
                keptBands?.append((rows, try surface.copy(rows: rows)))
            } else {
                keptBands = nil
            }
        }
        return true
    }

    /// The PNG, once every band was appended.
    func finish() throws -> [UInt8] {
        try encoder.finish(palette: PixelConversion.straightColors(of: palette))
    }

    /// Gives the encoding up: waits for the bands already compressing, and
    /// drops what was kept.
    func abandon() {
        _ = try? encoder.finish()
        keptBands = nil
        keptIndices = nil
    }
}

/// The true-colour encodings of a picture as its bands are drawn: RGBA when
/// the picture may be translucent and, while every band so far is opaque,
/// RGB, dropped at the first band that is not; each with every way of
/// filtering rows the compression tries, the smallest file winning.
final class TrueColorEncodings {
    private let withAlpha: [PNGStreamEncoder]
    private var opaque: [PNGStreamEncoder]?
    private let alpha: Bool

    init(canvas: PixelRect, alpha: Bool, compression: PNGCompression, threads: Int) {
        func encoders(alpha: Bool) -> [PNGStreamEncoder] {
            compression.rowFilterings.map { filters in
                PNGStreamEncoder(
                    width: canvas.width, height: canvas.height, format: alpha ? .rgba : .rgb, filtersRows: filters,
                    compression: compression, threads: threads)
            }
        }
        self.alpha = alpha
        withAlpha = alpha ? encoders(alpha: true) : []
        opaque = encoders(alpha: false)
    }

    func append(_ surface: CairoSurface, rows: Int) {
        if alpha {
            let (packed, bandOpaque) = PixelConversion.packedRows(of: surface, rows: rows, alpha: true)
            for encoder in withAlpha { encoder.append(packed, rows: rows) }
            // A translucent pixel: the RGB encoding can no longer be the picture.
            if !bandOpaque { opaque = nil }
        }
        if let opaque {
            let (packed, _) = PixelConversion.packedRows(of: surface, rows: rows, alpha: false)
            for encoder in opaque { encoder.append(packed, rows: rows) }
        }
    }

    func finish() throws -> [UInt8] {
        var smallest: [UInt8]?
        for encoder in opaque ?? withAlpha {
            let png = try encoder.finish()
            if smallest == nil || png.count < smallest!.count { smallest = png }
        }
        return smallest ?? []
    }
}
