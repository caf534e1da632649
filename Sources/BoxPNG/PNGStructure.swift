import CCairo

/// Checks a PNG's chunks and image data before libpng decodes it, so that a
/// damaged or hostile file is refused for its real reason, with work bounded
/// by the pixels its header declares.
///
/// libpng reads every IDAT byte a file holds, inflating data that runs on past
/// the last row only to warn about it (a 17 MB file inflated to 16 GB took 48 s),
/// and reports a bad header as whatever Cairo makes of it ("out of memory").
/// Here the data is inflated once into a small scratch buffer and refused as
/// soon as it would make more bytes than the declared rows hold.
package enum PNGStructure {
    /// Cairo's largest image surface on either side.
    static let largestSide = 32767

    /// Throws the reason, worded to follow "not a readable PNG image (…)".
    package static func check(_ bytes: [UInt8]) throws(CairoError) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else {
            throw refusal("no PNG signature")
        }
        var chunks = PNGChunkReader(bytes: bytes)
        guard let header = try chunks.next(), header.type == "IHDR", header.data.count == 13 else {
            throw refusal("the first chunk is not a 13-byte IHDR header")
        }
        let layout = try ImageLayout(ihdr: Array(bytes[header.data]))
        var imageData: [Range<Int>] = []
        var hasPalette = false
        while let chunk = try chunks.next() {
            if chunk.type == "IEND" { break }
            if chunk.type == "IDAT" { imageData.append(chunk.data) }
            if chunk.type == "PLTE" { hasPalette = true }
        }
        guard !imageData.isEmpty else { throw refusal("it has no image data: no IDAT chunk") }
        if layout.colorType == 3, !hasPalette { throw refusal("it has colour type 3 but no palette: no PLTE chunk") }
        try checkInflatedSize(of: imageData, in: bytes, expected: layout.dataBytes)
    }

    /// Inflates the IDAT data without keeping it: an error, or more bytes than
    /// `expected`, refuses the file before libpng spends anything on it.
    private static func checkInflatedSize(of ranges: [Range<Int>], in bytes: [UInt8], expected: Int) throws(CairoError)
    {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw CairoError(operation: "decoding a PNG", message: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
        var produced = 0
        var ended = false
        try bytes.withUnsafeBufferPointer { (input) throws(CairoError) in
            for range in ranges where !ended {
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + range.lowerBound)
                stream.avail_in = UInt32(range.count)
                while stream.avail_in > 0, !ended {
                    let status = scratch.withUnsafeMutableBufferPointer { output in
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(output.count)
                        return inflate(&stream, Z_NO_FLUSH)
                    }
                    produced += scratch.count - Int(stream.avail_out)
                    if produced > expected {
                        throw refusal("its image data inflates to more than the \(expected) bytes its header declares")
                    }
                    switch status {
                    case Z_STREAM_END: ended = true
                    case Z_OK: continue
                    case Z_BUF_ERROR where stream.avail_in == 0: break
                    default:
                        let reason = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                        throw refusal("its image data is damaged (\(reason))")
                    }
                }
            }
        }
        guard produced == expected else {
            throw refusal("its image data holds \(produced) bytes where its header declares \(expected)")
        }
    }

    static func refusal(_ reason: String) -> CairoError {
        CairoError(operation: "decoding a PNG", message: reason)
    }
}

/// What the IHDR header says about the pixel data.
private struct ImageLayout {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    init(ihdr: [UInt8]) throws(CairoError) {
        width = BigEndian.uint32(ihdr, at: 0)
        height = BigEndian.uint32(ihdr, at: 4)
        bitDepth = Int(ihdr[8])
        colorType = Int(ihdr[9])
        interlaced = ihdr[12] == 1
        guard width > 0, height > 0 else { throw PNGStructure.refusal("its header declares \(width)×\(height) pixels") }
        guard width <= PNGStructure.largestSide, height <= PNGStructure.largestSide else {
            throw PNGStructure.refusal(
                "it is \(width)×\(height) pixels; boxrender reads PNGs of at most \(PNGStructure.largestSide) on each side"
            )
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType] else {
            throw PNGStructure.refusal("colour type \(colorType) is not one of 0, 2, 3, 4, 6")
        }
        guard allowed.contains(bitDepth) else {
            throw PNGStructure.refusal(
                "bit depth \(bitDepth) is not allowed with colour type \(colorType), which allows "
                    + allowed.map(String.init).joined(separator: ", "))
        }
        guard ihdr[10] == 0, ihdr[11] == 0, ihdr[12] <= 1 else {
            throw PNGStructure.refusal("its header names an unknown compression, filter or interlace method")
        }
    }

    /// Bytes the inflated data holds: each row's filter byte and pixels, for
    /// each of Adam7's seven passes when interlaced.
    var dataBytes: Int {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let bitsPerPixel = channels * bitDepth
        func bytes(width: Int, height: Int) -> Int {
            width == 0 || height == 0 ? 0 : height * (1 + (width * bitsPerPixel + 7) / 8)
        }
        guard interlaced else { return bytes(width: width, height: height) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x, y, xStep, yStep) = pass
            return total
                + bytes(width: (width - x + xStep - 1) / xStep, height: (height - y + yStep - 1) / yStep)
        }
    }
}
