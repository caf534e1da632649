import CCairo
import CISAL

/// One band of a PNG's filtered rows, compressed as a piece of a single raw
/// deflate stream: pigz's construction. Each band starts from the 32 KiB of
/// filtered bytes before it as its dictionary (what a decoder's window holds
/// there) and ends on a byte boundary with a sync flush, so the bands' outputs
/// laid end to end are one valid stream, and compressing them at the same time
/// on several threads gives the bytes compressing them one after another does.
enum DeflateBand {
    /// The window deflate can refer back into.
    static let windowSize = 32768

    /// - Parameters:
    ///   - data: the band's filtered bytes.
    ///   - dictionary: the stream's bytes just before `data` (at most the last
    ///     `windowSize` count); empty for the first band.
    ///   - isLast: ends the stream (a final block) instead of a sync flush.
    ///   - isPalette: the rows are palette indices, which zlib's strategies
    ///     for them suit (`PNGCompression.strategies(forPalette:)`).
    /// - Returns: the smallest of the compression's strategies' outputs.
    static func compress(
        _ data: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, isLast: Bool,
        compression: PNGCompression, isPalette: Bool
    ) throws(CairoError) -> [UInt8] {
        if compression.usesIgzip {
            return try compressWithIgzip(data, dictionary: dictionary, isLast: isLast)
        }
        var best: [UInt8]?
        for strategy in compression.strategies(forPalette: isPalette) {
            let output = try compress(
                data, dictionary: dictionary, isLast: isLast, level: compression.level,
                memoryLevel: compression.memoryLevel, strategy: strategy)
            if best == nil || output.count < best!.count { best = output }
        }
        return best ?? []
    }

    private static func compress(
        _ data: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, isLast: Bool, level: Int32,
        memoryLevel: Int32, strategy: Int32
    ) throws(CairoError) -> [UInt8] {
        var stream = z_stream()
        // -15: a raw deflate stream (the zlib header and checksum are the PNG writer's).
        var status = deflateInit2_(
            &stream, level, Z_DEFLATED, -15, memoryLevel, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw failure(status) }
        defer { deflateEnd(&stream) }
        if let base = dictionary.baseAddress, !dictionary.isEmpty {
            status = deflateSetDictionary(&stream, base, UInt32(dictionary.count))
            guard status == Z_OK else { throw failure(status) }
        }
        // deflateBound covers a finished stream; a sync flush adds an empty
        // stored block (5 bytes) and at most a byte of padding.
        let room = Int(deflateBound(&stream, UInt(data.count))) + 16
        return try piece(room: room) { (output, room) throws(CairoError) in
            stream.next_in = UnsafeMutablePointer(mutating: data.baseAddress)
            stream.avail_in = UInt32(data.count)
            stream.next_out = output
            stream.avail_out = room
            status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
            // Room left over proves the flush wrote everything it had.
            guard status == (isLast ? Z_STREAM_END : Z_OK), stream.avail_in == 0, stream.avail_out > 0 else {
                throw failure(status)
            }
            return stream.avail_out
        }
    }

    /// What `deflate` writes into a buffer of `room` bytes, given the buffer
    /// and returning the bytes it left unused; copied out at its own size, as
    /// a band's piece is kept until the file is assembled.
    private static func piece(
        room: Int, _ deflate: (UnsafeMutablePointer<UInt8>, UInt32) throws(CairoError) -> UInt32
    ) throws(CairoError) -> [UInt8] {
        let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: room)
        defer { output.deallocate() }
        let left = try deflate(output.baseAddress!, UInt32(room))
        return Array(output[..<(room - Int(left))])
    }

    private static func failure(_ status: Int32) -> CairoError {
        CairoError(operation: "compressing a PNG", message: "zlib status \(status)")
    }

    /// The same piece made by ISA-L's igzip at its level 1: a hash of one
    /// candidate and no lazy matching, about 25 times quicker than zlib's
    /// level 6 on rendered pictures, for files 15–35 % larger.
    private static func compressWithIgzip(
        _ data: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, isLast: Bool
    ) throws(CairoError) -> [UInt8] {
        var stream = isal_zstream()
        isal_deflate_init(&stream)
        let levelBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: igzipLevelBufferSize)
        defer { levelBuffer.deallocate() }
        stream.level = 1
        stream.level_buf = levelBuffer.baseAddress
        stream.level_buf_size = UInt32(igzipLevelBufferSize)
        stream.gzip_flag = UInt16(IGZIP_DEFLATE)
        stream.end_of_stream = isLast ? 1 : 0
        stream.flush = UInt16(isLast ? NO_FLUSH : SYNC_FLUSH)
        if let base = dictionary.baseAddress, !dictionary.isEmpty {
            let status = isal_deflate_set_dict(&stream, UnsafeMutablePointer(mutating: base), UInt32(dictionary.count))
            guard status == COMP_OK else { throw igzipFailure(status) }
        }
        // Stored blocks bound what deflate can add: 5 bytes for each of at
        // most 65,535 (allowed here for every 8 KiB), and the flush's empty
        // block and a header's worth besides.
        let room = data.count + data.count / 8192 * 5 + 1024
        return try piece(room: room) { (output, room) throws(CairoError) in
            stream.next_in = UnsafeMutablePointer(mutating: data.baseAddress)
            stream.avail_in = UInt32(data.count)
            stream.next_out = output
            stream.avail_out = room
            let status = isal_deflate(&stream)
            // Room left over, and all of it read, prove the piece is whole.
            guard status == COMP_OK, stream.avail_in == 0, stream.avail_out > 0,
                !isLast || stream.internal_state.state == ZSTATE_END
            else { throw igzipFailure(status) }
            return stream.avail_out
        }
    }

    /// What igzip's level 1 works in: its hash table.
    private static let igzipLevelBufferSize = Int(boxrender_igzip_level1_buffer_size)

    private static func igzipFailure(_ status: Int32) -> CairoError {
        CairoError(operation: "compressing a PNG", message: "ISA-L igzip status \(status)")
    }
}
