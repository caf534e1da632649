/// Unsigned big-endian integers in file formats that store them so (PNG
/// chunks, OpenType tables), read at a byte offset the caller has checked.
package enum BigEndian {
    package static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    package static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
}
