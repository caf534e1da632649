import Foundation

/// What a GIF says about its frames, read block by block with no decoding of
/// pixels: the screen, the NETSCAPE2.0 loop extension, and each image's
/// graphic control (delay, disposal, transparent index), rectangle and
/// local colour table.
struct GIFStructure {
    struct Frame {
        var left = 0
        var top = 0
        var width = 0
        var height = 0
        /// Entries in the local colour table (0 = none).
        var colorTableSize = 0
        /// Its colours, as 0xRRGGBB.
        var colors: [UInt32] = []
        /// From the graphic control extension before it, if any.
        var centiseconds: Int?
        var disposal: Int?
        var transparentIndex: Int?
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var version = ""
    var width = 0
    var height = 0
    var hasGlobalColorTable = false
    /// The NETSCAPE2.0 extension's repeat count, `nil` when there is none.
    var loopRepeats: Int?
    /// How many NETSCAPE2.0 extensions (exactly one, before the first image, when looping).
    var loopExtensions = 0
    var frames: [Frame] = []
    var endsWithTrailer = false

    init(_ bytes: [UInt8]) throws {
        var offset = 0
        func byte() throws -> Int {
            guard offset < bytes.count else { throw Failure(description: "ends early at \(offset)") }
            defer { offset += 1 }
            return Int(bytes[offset])
        }
        func word() throws -> Int {
            let low = try byte()
            return low | (try byte()) << 8
        }
        func take(_ count: Int) throws -> [UInt8] {
            guard offset + count <= bytes.count else { throw Failure(description: "ends early at \(offset)") }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }
        func subBlocks() throws -> [[UInt8]] {
            var blocks: [[UInt8]] = []
            while true {
                let size = try byte()
                if size == 0 { return blocks }
                blocks.append(try take(size))
            }
        }
        func colorTable(_ size: Int) throws -> [UInt32] {
            try (0..<size).map { _ in
                let (red, green, blue) = (try byte(), try byte(), try byte())
                return UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            }
        }
        version = String(decoding: try take(6), as: UTF8.self)
        width = try word()
        height = try word()
        let packed = try byte()
        _ = try take(2)
        hasGlobalColorTable = packed & 0x80 != 0
        if hasGlobalColorTable { _ = try colorTable(1 << ((packed & 7) + 1)) }
        var pending = Frame()
        while offset < bytes.count {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let blocks = try subBlocks()
                if label == 0xF9, let control = blocks.first, control.count == 4 {
                    pending.disposal = Int(control[0] >> 2) & 7
                    pending.centiseconds = Int(control[1]) | Int(control[2]) << 8
                    pending.transparentIndex = control[0] & 1 != 0 ? Int(control[3]) : nil
                } else if label == 0xFF, blocks.first == Array("NETSCAPE2.0".utf8), blocks.count > 1,
                    blocks[1].count == 3, blocks[1][0] == 1
                {
                    loopExtensions += 1
                    if frames.isEmpty { loopRepeats = Int(blocks[1][1]) | Int(blocks[1][2]) << 8 }
                }
            case 0x2C:
                pending.left = try word()
                pending.top = try word()
                pending.width = try word()
                pending.height = try word()
                let flags = try byte()
                if flags & 0x80 != 0 {
                    pending.colorTableSize = 1 << ((flags & 7) + 1)
                    pending.colors = try colorTable(pending.colorTableSize)
                }
                _ = try byte()  // LZW minimum code size
                _ = try subBlocks()
                frames.append(pending)
                pending = Frame()
            case 0x3B:
                endsWithTrailer = offset == bytes.count
                return
            case let other:
                throw Failure(description: "unknown block 0x\(String(other, radix: 16)) at \(offset - 1)")
            }
        }
    }
}

/// What a WebP says about its frames, read chunk by chunk with no decoding:
/// the VP8X flags, the ANIM loop count and each ANMF frame's rectangle,
/// duration, blending and disposal.
struct WebPStructure {
    struct Frame {
        var x = 0
        var y = 0
        var width = 0
        var height = 0
        var milliseconds = 0
        /// WebP's flag: 1 = do not blend (the frame's pixels replace the canvas's).
        var noBlend = false
        /// 1 = dispose to background.
        var disposeToBackground = false
        /// The frame's image chunk: "VP8L" for lossless.
        var imageChunk = ""
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The top-level chunks' names, in order.
    var chunks: [String] = []
    var canvasWidth = 0
    var canvasHeight = 0
    var animated = false
    var loopCount: Int?
    var frames: [Frame] = []

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 12, bytes.prefix(4) == Array("RIFF".utf8)[...],
            Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { throw Failure(description: "not a RIFF WEBP file") }
        let riffSize = Self.little(bytes, 4, 4)
        guard riffSize + 8 == bytes.count else {
            throw Failure(description: "RIFF size \(riffSize) + 8 is not the file's \(bytes.count) bytes")
        }
        for (name, data) in try Self.chunks(bytes, from: 12) {
            chunks.append(name)
            switch name {
            case "VP8X":
                animated = data[0] & 0x02 != 0
                canvasWidth = Self.little(data, 4, 3) + 1
                canvasHeight = Self.little(data, 7, 3) + 1
            case "ANIM":
                loopCount = Self.little(data, 4, 2)
            case "ANMF":
                var frame = Frame()
                frame.x = Self.little(data, 0, 3) * 2
                frame.y = Self.little(data, 3, 3) * 2
                frame.width = Self.little(data, 6, 3) + 1
                frame.height = Self.little(data, 9, 3) + 1
                frame.milliseconds = Self.little(data, 12, 3)
                frame.noBlend = data[15] & 0x02 != 0
                frame.disposeToBackground = data[15] & 0x01 != 0
                frame.imageChunk =
                    try Self.chunks(Array(data[16...]), from: 0).map(\.0).first { $0.hasPrefix("VP8") } ?? ""
                frames.append(frame)
            default:
                break
            }
        }
    }

    static func little(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }

    static func chunks(_ bytes: [UInt8], from start: Int) throws -> [(String, [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = start
        while offset + 8 <= bytes.count {
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = little(bytes, offset + 4, 4)
            guard offset + 8 + size <= bytes.count else {
                throw Failure(description: "chunk \(name) runs past the end")
            }
            chunks.append((name, Array(bytes[offset + 8..<offset + 8 + size])))
            offset += 8 + size + (size & 1)
        }
        guard offset == bytes.count else {
            throw Failure(description: "\(bytes.count - offset) bytes after the chunks")
        }
        return chunks
    }
}
