import BoxPNG

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
