import BoxPixels
import CCairo

/// A PNG reader for tests, independent of libpng and of the encoder under test:
/// zlib's inflate over the IDAT chunks, then RFC 2083's unfiltering. It reads
/// any height (Cairo's reader stops at 32,767 rows) and only what boxrender
/// writes: 8-bit RGB or RGBA, or a palette of 1, 2, 4 or 8 bits with optional
/// alpha (`tRNS`); not interlaced.
enum ReferencePNGReader {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func decode(_ file: [UInt8]) throws -> RGBAImage {
        var filters: [UInt8] = []
        return try decode(file, filters: &filters)
    }

    /// Each row's filter type (RFC 2083 §6), in order.
    static func rowFilters(_ file: [UInt8]) throws -> [UInt8] {
        var filters: [UInt8] = []
        _ = try decode(file, filters: &filters)
        return filters
    }

    /// The picture, and in `filters` each row's filter type.
    static func decode(_ file: [UInt8], filters: inout [UInt8]) throws -> RGBAImage {
        guard file.count > 33, Array(file[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else {
            throw Malformed(description: "no PNG signature")
        }
        func bigEndian(_ offset: Int) -> Int { file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var width = 0
        var height = 0
        var channels = 0
        var bits = 8
        var palette: [Pixel] = []
        var compressed: [UInt8] = []
        while offset + 12 <= file.count {
            let length = bigEndian(offset)
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(file[(offset + 8)..<(offset + 8 + length)])
            let crc = file[(offset + 4)..<(offset + 8 + length)].withContiguousStorageIfAvailable {
                crc32(0, $0.baseAddress, UInt32($0.count))
            }
            guard crc.map({ Int($0) }) == bigEndian(offset + 8 + length) else {
                throw Malformed(description: "\(type): bad CRC")
            }
            switch type {
            case "IHDR":
                width = bigEndian(offset + 8)
                height = bigEndian(offset + 12)
                bits = Int(data[8])
                let truecolor = bits == 8 && (data[9] == 2 || data[9] == 6)
                guard truecolor || (data[9] == 3 && [1, 2, 4, 8].contains(bits)), data[12] == 0 else {
                    throw Malformed(description: "IHDR: not 8-bit RGB or RGBA nor a palette, or interlaced")
                }
                channels = data[9] == 6 ? 4 : data[9] == 2 ? 3 : 1
            case "PLTE":
                palette = stride(from: 0, to: data.count, by: 3).map {
                    Pixel(r: data[$0], g: data[$0 + 1], b: data[$0 + 2], a: 255)
                }
            case "tRNS":
                for (index, alpha) in data.enumerated() { palette[index].a = alpha }
            case "IDAT": compressed += data
            default: break
            }
            offset += 12 + length
        }
        let rowBytes = (width * channels * bits + 7) / 8
        let distance = max(1, channels * bits / 8)
        let filtered = try inflate(compressed, expected: height * (rowBytes + 1))
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let start = y * (rowBytes + 1)
            filters.append(filtered[start])
            var row = Array(filtered[(start + 1)..<(start + 1 + rowBytes)])
            for index in 0..<rowBytes {
                let a = index >= distance ? Int(row[index - distance]) : 0
                let b = Int(previous[index])
                let c = index >= distance ? Int(previous[index - distance]) : 0
                let predictor =
                    switch filtered[start] {
                    case 0: 0
                    case 1: a
                    case 2: b
                    case 3: (a + b) / 2
                    case 4: paeth(a, b, c)
                    default: throw Malformed(description: "row \(y): filter type \(filtered[start])")
                    }
                row[index] = row[index] &+ UInt8(predictor)
            }
            for x in 0..<width {
                guard channels == 1 else {
                    for channel in 0..<channels { pixels[(y * width + x) * 4 + channel] = row[x * channels + channel] }
                    continue
                }
                let perByte = 8 / bits
                let index = Int(row[x / perByte] >> (8 - bits * (x % perByte + 1))) & ((1 << bits) - 1)
                guard index < palette.count else { throw Malformed(description: "index \(index) past the palette") }
                let color = palette[index]
                pixels.replaceSubrange(
                    ((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: [color.r, color.g, color.b, color.a])
            }
            previous = row
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The zlib stream's contents, which must be exactly `expected` bytes and
    /// end the stream (its Adler-32 checked by zlib).
    private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected + 1)
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Malformed(description: "inflateInit failed")
        }
        defer { inflateEnd(&stream) }
        let status = compressed.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return CCairo.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == expected else {
            throw Malformed(description: "zlib status \(status), \(stream.total_out) of \(expected) bytes")
        }
        output.removeLast()
        return output
    }
}
