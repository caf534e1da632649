import CCairo

/// The chunks of a PNG after its signature, each checked to fit in the file
/// and, for the chunks that decide the picture, to have the right checksum.
struct PNGChunkReader {
    let bytes: [UInt8]
    var offset = 8

    struct Chunk {
        let type: String
        let data: Range<Int>
    }

    mutating func next() throws(CairoError) -> Chunk? {
        guard offset < bytes.count else { return nil }
        guard bytes.count - offset >= 12 else { throw PNGStructure.refusal("the file ends inside a chunk") }
        let length = BigEndian.uint32(bytes, at: offset)
        let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw PNGStructure.refusal("a chunk at byte \(offset) has no valid type")
        }
        guard length <= Int(Int32.max), bytes.count - offset - 12 >= length else {
            throw PNGStructure.refusal("the file ends inside its \(type) chunk")
        }
        let data = (offset + 8)..<(offset + 8 + length)
        // Critical chunks (an upper-case first letter) must be intact; libpng
        // only warns about damaged ancillary ones, and so does nothing here.
        if (65...90).contains(typeBytes[0]) {
            let stored = UInt(BigEndian.uint32(bytes, at: data.upperBound))
            let computed = bytes.withUnsafeBufferPointer { buffer in
                crc32(0, buffer.baseAddress! + offset + 4, UInt32(length + 4))
            }
            guard stored == computed else { throw PNGStructure.refusal("the \(type) chunk's checksum is wrong") }
        }
        offset = data.upperBound + 4
        return Chunk(type: type, data: data)
    }
}
