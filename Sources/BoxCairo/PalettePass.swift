import BoxPNG
import CCairo
import CPixelKernels

/// One palette encoding of a picture as its bands are drawn: indices of
/// `bits` bits into a palette that gains the colours it meets, until a band
/// brings a 257th. Keeps copies of the first bands (within `keptBandBudget`
/// bytes, when given) and, when asked, every band's 8-bit indices.
final class PalettePass {
    private(set) var palette: boxrender_palette
    private let canvas: PixelRect
    private let bits: Int
    /// `nil` once abandoned, so that its compressed bands are freed then.
    private var encoder: PNGStreamEncoder?
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
            width: canvas.width, height: canvas.height, format: .palette(bits: bits),
            filtersRows: compression.filtersPaletteRows,
            compression: compression, threads: threads)
    }

    private static func emptyPalette() -> boxrender_palette {
        var palette = boxrender_palette()
        boxrender_palette_init(&palette)
        return palette
    }

    /// Encodes the band's first `rows` rows; false when they bring a 257th colour.
    func append(_ surface: CairoSurface, rows: Int) -> Bool {
        guard let indices = PixelConversion.paletteIndices(of: surface, rows: rows, palette: &palette) else {
            return false
        }
        encoder?.append(
            bits == 8 ? indices : PixelConversion.packing(indices, width: canvas.width, bits: bits), rows: rows)
        keptIndices?.append((rows, indices))
        if keptBands != nil {
            keptBandBytes += canvas.width * rows * 4
            // Past the budget, or with no memory for a copy: drawn again if need be.
            if keptBandBytes <= keptBandBudget, let copy = try? surface.copy(rows: rows) {
                keptBands?.append((rows, copy))
            } else {
                keptBands = nil
            }
        }
        return true
    }

    /// The PNG, once every band was appended.
    func finish() throws -> [UInt8] {
        guard let encoder else { throw CairoError(operation: "encoding a PNG", message: "the palette was given up") }
        return try encoder.finish(palette: PixelConversion.straightColors(of: palette))
    }

    /// Gives the encoding up and frees it: its own compressing threads are
    /// waited for (bands a drawing thread was compressing finish on their
    /// own, into nothing anyone reads), and what was kept is dropped.
    func abandon() {
        _ = try? encoder?.finish()
        encoder = nil
        keptBands = nil
        keptIndices = nil
    }
}
