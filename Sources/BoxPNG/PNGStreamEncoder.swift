import BoxPixels
import BoxWork
import CCairo
import CPixelKernels

/// Writes a PNG from its rows, given a band at a time from top to bottom, so
/// that no step needs the whole picture: a band is filtered and compressed
/// (on another thread when there are several) while the next is drawn, and only
/// the compressed bytes are kept.
///
/// The bytes depend on the rows, the compression and where the bands split
/// (which the renderer derives from the width alone) — never on the number of
/// threads or the order jobs finish in: each row's filter depends on the row
/// and the one above, and each band's deflate piece on its rows and the 32 KiB
/// of filtered bytes before them (`DeflateBand`), which a band's job filters
/// again from the rows the encoder keeps for it.
package final class PNGStreamEncoder {
    let width: Int
    let height: Int
    let format: PNGPixelFormat
    let compression: PNGCompression
    /// Whether rows are filtered (libpng's per-row choice) or left as they are.
    let filtersRows: Bool
    private let rowBytes: Int
    /// Rows kept from earlier bands: enough that all but the first fill the
    /// deflate window; the first is there only as the row above the second.
    private let contextCapacity: Int
    /// The last `contextRows` rows appended so far, packed.
    private var context: [UInt8] = []
    private var contextRows = 0
    private var rowsAppended = 0
    private var bands: [BandJob] = []
    private let threads: Int
    /// Made at the first band, on the thread that appends it: after the
    /// bands' drawing threads took their share of the budget, so that the
    /// compressors get only what is left (often nothing: each band is then
    /// compressed by the thread that drew it).
    private var workers: WorkQueue?

    /// - Parameters:
    ///   - format: what a row's bytes are: palette indices, RGB or RGBA.
    ///   - filtersRows: filter each row with the filter libpng's heuristic picks,
    ///     or leave every row unfiltered.
    ///   - threads: how many bands may be compressed at once, on threads of
    ///     the budget's; 1, or none left, compresses each band on the thread
    ///     that appends it: at once, or during a band's hand-over just after
    ///     it (`DeferredWork`).
    package init(
        width: Int, height: Int, format: PNGPixelFormat, filtersRows: Bool, compression: PNGCompression,
        threads: Int
    ) {
        self.width = width
        self.height = height
        self.format = format
        self.filtersRows = filtersRows
        self.compression = compression
        rowBytes = format.rowBytes(width: width)
        contextCapacity = (DeflateBand.windowSize + rowBytes) / (rowBytes + 1) + 1
        self.threads = threads
    }

    /// An encoder left before `finish` (a palette picture that found a 257th
    /// colour) still ends its compressing threads.
    deinit { workers?.finish() }

    /// Adds the next `rows` rows (packed, `format.rowBytes(width:)` bytes each:
    /// indices, or straight colour) and starts compressing them.
    package func append(_ pixels: [UInt8], rows: Int) {
        precondition(pixels.count == rows * rowBytes && rowsAppended + rows <= height, "rows beyond the picture")
        let job = BandJob(
            context: context, contextRows: contextRows, startsPicture: rowsAppended == contextRows,
            pixels: pixels, rows: rows, isLast: rowsAppended + rows == height)
        bands.append(job)
        rowsAppended += rows
        keepContext(after: pixels, rows: rows)
        let (rowBytes, format, filters, compression) = (rowBytes, format, filtersRows, compression)
        let workers = self.workers ?? WorkQueue(threads: threads)
        self.workers = workers
        workers.run {
            job.compress(
                rowBytes: rowBytes, bytesPerPixel: format.filterDistance, filters: filters, compression: compression,
                isPalette: format.isPalette)
        }
    }

    /// The PNG file, once every row has been appended.
    ///
    /// - Parameter palette: for `.palette`, the colours the indices stand for
    ///   (straight RGBA, at most 256); ignored otherwise.
    package func finish(palette: [Pixel] = []) throws(CairoError) -> [UInt8] {
        let imageData = try finishImageData()
        var file = PNGHeader.signature
        PNGChunk.append("IHDR", Self.header(width: width, height: height, format: format), to: &file)
        if format.isPalette {
            PNGChunk.append("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] }, to: &file)
            // Alpha for the entries up to the last translucent one; the rest are opaque.
            if let last = palette.lastIndex(where: { $0.a != 255 }) {
                PNGChunk.append("tRNS", palette[...last].map(\.a), to: &file)
            }
        }
        for data in imageData { PNGChunk.append("IDAT", data, to: &file) }
        PNGChunk.append("IEND", [], to: &file)
        return file
    }

    /// The IHDR chunk's data: size, depth and colour type, no interlacing.
    /// Apart from `finish` so that an APNG writer, which puts other chunks
    /// between the header and the image data, states the same header.
    static func header(width: Int, height: Int, format: PNGPixelFormat) -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [format.bitDepth, format.colorType, 0, 0, 0]
        return header
    }

    /// The zlib stream of every row appended, once all have been: one piece per
    /// band, each the data of one IDAT chunk (or, in an APNG, of one fdAT
    /// after its sequence number). Apart from `finish` for that APNG writer.
    func finishImageData() throws(CairoError) -> [[UInt8]] {
        // Jobs this thread put off, were any left undone.
        DeferredWork.drain()
        workers?.finish()
        guard width > 0, height > 0 else {
            throw CairoError(
                operation: "encoding a PNG", message: "a PNG cannot hold a \(width)×\(height) image")
        }
        guard rowsAppended == height else {
            throw CairoError(
                operation: "encoding a PNG", message: "\(rowsAppended) of the picture's \(height) rows were given")
        }
        // The zlib wrapper (RFC 1950): a header whose check bits make it a
        // multiple of 31, the bands' deflate pieces, and the Adler-32 of all the
        // filtered bytes, combined from the bands' own.
        let cmf: UInt8 = 0x78
        var flags = compression.headerLevel << 6
        flags += UInt8(31 - (Int(cmf) * 256 + Int(flags)) % 31)
        var adler = adler32(0, nil, 0)
        var pieces: [[UInt8]] = []
        for (index, band) in bands.enumerated() {
            let result = try band.result()
            adler = adler32_combine(adler, result.adler, result.filteredCount)
            var data = index == 0 ? [cmf, flags] + result.compressed : result.compressed
            if index == bands.count - 1 { data.appendBigEndian(UInt32(adler)) }
            pieces.append(data)
        }
        return pieces
    }

    /// Keeps the last `contextCapacity` rows of everything appended so far.
    private func keepContext(after pixels: [UInt8], rows: Int) {
        if rows >= contextCapacity {
            context = Array(pixels[((rows - contextCapacity) * rowBytes)...])
            contextRows = contextCapacity
        } else {
            context += pixels
            contextRows += rows
            let excess = contextRows - contextCapacity
            if excess > 0 {
                context.removeFirst(excess * rowBytes)
                contextRows = contextCapacity
            }
        }
    }
}

/// One band's rows and, once compressed, its piece of the deflate stream.
/// Written by one worker, read after `WorkQueue.finish`.
private final class BandJob: @unchecked Sendable {
    struct Output {
        var compressed: [UInt8]
        var adler: UInt
        var filteredCount: Int
    }

    /// The rows before the band and the band's own: released once compressed,
    /// so that only the compressed bands stay in memory.
    private var context: [UInt8]
    private let contextRows: Int
    /// Whether `context` starts at the picture's first row (which has no row above).
    private let startsPicture: Bool
    private var pixels: [UInt8]
    private let rows: Int
    private let isLast: Bool
    private var output: Result<Output, CairoError>?

    init(context: [UInt8], contextRows: Int, startsPicture: Bool, pixels: [UInt8], rows: Int, isLast: Bool) {
        self.context = context
        self.contextRows = contextRows
        self.startsPicture = startsPicture
        self.pixels = pixels
        self.rows = rows
        self.isLast = isLast
    }

    func result() throws(CairoError) -> Output {
        guard let output else { throw CairoError(operation: "encoding a PNG", message: "a band was never compressed") }
        return try output.get()
    }

    /// Filters the context rows (for the dictionary) and the band's rows, then deflates the band.
    func compress(rowBytes: Int, bytesPerPixel: Int, filters: Bool, compression: PNGCompression, isPalette: Bool) {
        let all = context + pixels
        context = []
        pixels = []
        let firstFiltered = startsPicture ? 0 : min(1, contextRows)
        let filteredRows = contextRows + rows - firstFiltered
        var filtered = [UInt8](unsafeUninitializedCapacity: filteredRows * (rowBytes + 1)) { _, count in
            count = filteredRows * (rowBytes + 1)  // every byte is written below
        }
        // Four candidate rows, then a row of zeros: the row above the picture's first.
        var scratch = [UInt8](repeating: 0, count: 5 * rowBytes)
        all.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let base = source.baseAddress, let outBase = out.baseAddress,
                        let scratchBase = scratch.baseAddress
                    else { return }
                    let zeros = UnsafePointer(scratchBase + 4 * rowBytes)
                    for row in firstFiltered..<(contextRows + rows) {
                        let out = outBase + (row - firstFiltered) * (rowBytes + 1)
                        guard filters else {
                            out[0] = 0
                            (out + 1).update(from: base + row * rowBytes, count: rowBytes)
                            continue
                        }
                        boxrender_png_filter_row(
                            base + row * rowBytes, row > 0 ? base + (row - 1) * rowBytes : zeros, rowBytes,
                            bytesPerPixel, out, scratchBase)
                    }
                }
            }
        }
        let bandStart = (contextRows - firstFiltered) * (rowBytes + 1)
        let dictionaryStart = max(0, bandStart - DeflateBand.windowSize)
        output = Result { () throws(CairoError) -> Output in
            try filtered.withUnsafeBufferPointer { buffer throws(CairoError) -> Output in
                let band = UnsafeBufferPointer(rebasing: buffer[bandStart...])
                let dictionary = UnsafeBufferPointer(rebasing: buffer[dictionaryStart..<bandStart])
                let compressed = try DeflateBand.compress(
                    band, dictionary: dictionary, isLast: isLast, compression: compression, isPalette: isPalette)
                let adler = adler32(adler32(0, nil, 0), band.baseAddress, UInt32(band.count))
                return Output(compressed: compressed, adler: adler, filteredCount: band.count)
            }
        }
    }
}

/// PNG's chunk framing: length, type, data, and a CRC-32 of type and data.
enum PNGChunk {
    static func append(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.appendBigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        file.appendBigEndian(UInt32(crc))
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
