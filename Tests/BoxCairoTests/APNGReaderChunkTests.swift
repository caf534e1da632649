import BoxPixels
import CCairo
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// What the APNG reader takes from a file's chunks besides the frames: the
/// palette each frame shares, and the order the specification asks of the
/// frames' chunks. Other encoders' files, built here chunk by chunk.
@Suite struct APNGReaderChunkTests {
    typealias T = APNGEncoderTests

    /// A zlib stream of `bytes`, as IDAT or fdAT data.
    static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        _ = compress(&output, &size, bytes, UInt(bytes.count))
        return Array(output[..<Int(size)])
    }

    static func control(sequence: Int, width: Int, height: Int) -> [UInt8] {
        T.word(sequence) + T.word(width) + T.word(height) + T.word(0) + T.word(0) + [0, 1, 0, 10, 0, 0]
    }

    /// A 2×1 palette animation: index 0 transparent, 1 red; frame 0 (IDAT)
    /// red then clear, frame 1 (fdAT) the other way round. `before` goes
    /// between IHDR and PLTE; `sequences` numbers the fcTL, fcTL and fdAT
    /// chunks, in file order.
    static func paletted(before: [UInt8] = [], sequences: [Int] = [0, 1, 2]) -> [UInt8] {
        var file = T.signature + T.chunk("IHDR", T.word(2) + T.word(1) + [8, 3, 0, 0, 0]) + before
        file += T.chunk("PLTE", [0, 0, 0, 255, 0, 0]) + T.chunk("tRNS", [0])
        file += T.chunk("acTL", T.word(2) + T.word(0))
        file += T.chunk("fcTL", control(sequence: sequences[0], width: 2, height: 1))
        file += T.chunk("IDAT", deflated([0, 1, 0]))
        file += T.chunk("fcTL", control(sequence: sequences[1], width: 2, height: 1))
        file += T.chunk("fdAT", T.word(sequences[2]) + deflated([0, 0, 1]))
        return file + T.chunk("IEND", [])
    }

    @Test func everyFrameIsDecodedWithTheFilesPalette() throws {
        let frames = try APNGReaderTests.frames(of: Self.paletted())
        let red = APNGReaderTests.red
        let clear = APNGReaderTests.clear
        #expect(
            frames.map(\.image) == [
                try APNGReaderTests.image([[red, clear]]), try APNGReaderTests.image([[clear, red]]),
            ])
    }

    @Test func otherChunksBeforeTheImageDataAreNotRepeatedInEveryFrame() throws {
        // A megabyte of private data: copied into each frame's own PNG, 600
        // frames of a 64 MB file would cost 38 GB of copying and checksums.
        let file = Self.paletted(before: T.chunk("prVt", [UInt8](repeating: 7, count: 1 << 20)))
        let reader = try APNGReader(file, maximumFrames: 2)
        #expect(reader.png(ofFrame: 1).count < 200)
        #expect(try APNGReaderTests.frames(of: file).count == 2)
        let twice = Self.paletted(before: T.chunk("PLTE", [0, 0, 0, 255, 0, 0]))
        #expect(throws: APNGReadError("it has more than one PLTE chunk")) { try APNGReader(twice, maximumFrames: 2) }
    }

    @Test func framesChunksOutOfSequenceAreRefused() throws {
        #expect(throws: APNGReadError("its fdAT chunks are out of order: sequence number 1 where 2 comes next")) {
            try APNGReader(Self.paletted(sequences: [0, 1, 1]), maximumFrames: 2)
        }
        #expect(throws: APNGReadError("its fcTL chunks are out of order: sequence number 3 where 0 comes next")) {
            try APNGReader(Self.paletted(sequences: [3, 4, 5]), maximumFrames: 2)
        }
    }

    @Test func anEmptyFdATIsData() throws {
        // An fdAT of a sequence number only, then the frame's data: as legal as an empty IDAT.
        var file = Self.paletted(sequences: [0, 1, 3])
        let chunks = try T.chunks(file)
        let fdAT = chunks.firstIndex { $0.type == "fdAT" }!
        let offset = chunks[..<fdAT].reduce(8) { $0 + 12 + $1.data.count }
        file.insert(contentsOf: T.chunk("fdAT", T.word(2)), at: offset)
        #expect(try APNGReaderTests.frames(of: file).count == 2)
    }

    @Test func aDefaultImageThatIsTheFirstFrameCoversTheCanvas() throws {
        // 1-bit grey rows of 8 and of 5 pixels are both one byte: the data
        // alone would not show that frame 0's fcTL is narrower than the canvas.
        var file = T.signature + T.chunk("IHDR", T.word(8) + T.word(1) + [1, 0, 0, 0, 0])
        file += T.chunk("acTL", T.word(1) + T.word(0))
        file += T.chunk("fcTL", Self.control(sequence: 0, width: 5, height: 1))
        file += T.chunk("IDAT", Self.deflated([0, 0b1010_1010])) + T.chunk("IEND", [])
        #expect(
            throws: APNGReadError("its first frame is the default image but its fcTL chunk does not cover the canvas")
        ) { try APNGReader(file, maximumFrames: 1) }
    }
}
