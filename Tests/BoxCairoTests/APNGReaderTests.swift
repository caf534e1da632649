import BoxPixels
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Reading animated PNGs back as a viewer shows them, and comparing two by
/// what they show: boxrender's own files, and files stored as other encoders
/// store them (a hidden default image, blending over, disposing to the
/// background or the previous picture, a palette), built here chunk by chunk.
@Suite struct APNGReaderTests {
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)
    static let red: Pixel = (255, 0, 0, 255)
    static let blue: Pixel = (0, 0, 255, 255)
    static let clear: Pixel = (0, 0, 0, 0)

    static func image(_ rows: [[Pixel]]) throws -> RGBAImage {
        try RGBAImage(
            width: rows[0].count, height: rows.count,
            pixels: rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } })
    }

    static func frames(of file: [UInt8], maximum: Int = 100) throws -> [APNGFrame] {
        var frames = try APNGReader(file, maximumFrames: maximum).frames()
        var all: [APNGFrame] = []
        while let frame = try frames.next() { all.append(frame) }
        return all
    }

    /// One frame of a hand-built file: its pixels (a PNG's IDAT data) and its fcTL fields.
    struct StoredFrame {
        var pixels: RGBAImage
        var x = 0
        var y = 0
        var delay: (UInt16, UInt16) = (1, 10)
        var dispose: UInt8 = 0
        var blend: UInt8 = 0
    }

    /// An APNG as another encoder might write it: `defaultImage` (not part of
    /// the animation) or the first frame as IDAT, the rest as fdAT.
    /// - Parameter splitsData: whether each frame's data is split over two
    ///   chunks (two IDAT, or two fdAT), as encoders that write fixed-size
    ///   chunks do.
    static func file(
        width: Int, height: Int, frames: [StoredFrame], defaultImage: RGBAImage? = nil, plays: Int = 0,
        splitsData: Bool = false
    ) throws -> [UInt8] {
        typealias T = APNGEncoderTests
        var file = T.signature
        let ihdr = T.word(width) + T.word(height) + [8, 6, 0, 0, 0]
        file += T.chunk("IHDR", ihdr)
        file += T.chunk("acTL", T.word(frames.count) + T.word(plays))
        var sequence = 0
        func control(_ frame: StoredFrame) -> [UInt8] {
            defer { sequence += 1 }
            return T.word(sequence) + T.word(frame.pixels.width) + T.word(frame.pixels.height) + T.word(frame.x)
                + T.word(frame.y) + [UInt8(frame.delay.0 >> 8), UInt8(frame.delay.0 & 0xFF)]
                + [UInt8(frame.delay.1 >> 8), UInt8(frame.delay.1 & 0xFF), frame.dispose, frame.blend]
        }
        func imageData(_ image: RGBAImage) throws -> [[UInt8]] {
            // A PNG of the pixels, kept as RGBA, then its IDAT data.
            let png = try PNGCodec.encoder(for: image, keepsAlpha: true, compression: .default).finish()
            let data = try T.chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)
            return splitsData ? [Array(data[..<(data.count / 2)]), Array(data[(data.count / 2)...])] : [data]
        }
        if let defaultImage { file += try imageData(defaultImage).flatMap { T.chunk("IDAT", $0) } }
        for (index, frame) in frames.enumerated() {
            file += T.chunk("fcTL", control(frame))
            for part in try imageData(frame.pixels) {
                if index == 0, defaultImage == nil {
                    file += T.chunk("IDAT", part)
                } else {
                    file += T.chunk("fdAT", T.word(sequence) + part)
                    sequence += 1
                }
            }
        }
        file += T.chunk("IEND", [])
        return file
    }

    @Test func boxrendersOwnFilesReadBackAsTheFramesThatWentIn() throws {
        let first = try APNGEncoderTests.pattern(width: 9, height: 7)
        let second = APNGEncoderTests.filled(
            first, x: 2, y: 3, width: 4, height: 2, with: BoxPixels.Pixel(r: 0, g: 128, b: 0, a: 255))
        let third = APNGEncoderTests.filled(
            second, x: 0, y: 0, width: 1, height: 1, with: BoxPixels.Pixel(r: 0, g: 0, b: 0, a: 0))
        let frames = [
            APNGFrame(image: first, delay: 0.5), APNGFrame(image: second, delay: 1.0 / 30),
            APNGFrame(image: third, delay: 2),
        ]
        let file = try APNGEncoder.encode(frames, loopCount: 3)
        let reader = try APNGReader(file, maximumFrames: 3)
        #expect(reader.width == 9 && reader.height == 7 && reader.loopCount == 3 && reader.frameCount == 3)
        let read = try Self.frames(of: file)
        #expect(read.map { $0.image } == frames.map { $0.image })
        #expect(zip(read, frames).allSatisfy { abs($0.delay - $1.delay) < 1e-12 })
    }

    @Test func otherEncodersOperationsAreCompositedAsAViewerDoes() throws {
        // 3×1 canvas. Frame 0 (after a hidden default image): red, blue, clear;
        // disposed to the background after showing.
        // Frame 1: blue at x = 1 blended over; disposed to the previous picture.
        // Frame 2: a half-transparent red at x = 2 blended over transparency, and
        // a clear pixel at x = 0 blended over: the canvas keeps what is there.
        let file = try Self.file(
            width: 3, height: 1,
            frames: [
                StoredFrame(pixels: try Self.image([[Self.red, Self.blue, Self.clear]]), dispose: 1),
                StoredFrame(pixels: try Self.image([[Self.blue]]), x: 1, dispose: 2, blend: 1),
                StoredFrame(pixels: try Self.image([[(255, 0, 0, 128)]]), x: 2, delay: (3, 0), blend: 1),
            ],
            defaultImage: try Self.image([[Self.blue, Self.blue, Self.blue]]))
        let read = try Self.frames(of: file)
        #expect(read.count == 3)
        #expect(read[0].image == (try Self.image([[Self.red, Self.blue, Self.clear]])))
        // Frame 0 was cleared, so frame 1 is drawn on transparency.
        #expect(read[1].image == (try Self.image([[Self.clear, Self.blue, Self.clear]])))
        // Frame 1 went back to the previous picture (all clear) before frame 2.
        #expect(read[2].image == (try Self.image([[Self.clear, Self.clear, (255, 0, 0, 128)]])))
        #expect(read.map(\.delay) == [0.1, 0.1, 0.03])
    }

    @Test func overMixesTranslucentPixelsOnColour() throws {
        let file = try Self.file(
            width: 2, height: 1,
            frames: [
                StoredFrame(pixels: try Self.image([[Self.blue, (0, 0, 255, 128)]])),
                StoredFrame(pixels: try Self.image([[(255, 0, 0, 0), (255, 0, 0, 128)]]), blend: 1),
            ])
        let read = try Self.frames(of: file)
        // a = 0.502 + 0.502 × 0.498 = 0.752 → 192; red = 255 × 0.502 / 0.752 = 170;
        // blue = 255 × 0.502 × 0.498 / 0.752 = 85. A transparent pixel leaves blue.
        #expect(read[1].image == (try Self.image([[Self.blue, (170, 0, 85, 192)]])))
    }

    @Test func aFileIsTheSameAnimationWhateverItsStorage() throws {
        let red = try Self.image([[Self.red, Self.red]])
        let mixed = try Self.image([[Self.red, Self.blue]])
        let ours = try APNGEncoder.encode(
            [APNGFrame(image: red, delay: 0.1), APNGFrame(image: mixed, delay: 0.2)], loopCount: 0)
        // Stored as the whole first frame twice (unmerged), then the change only, blended over.
        let theirs = try Self.file(
            width: 2, height: 1,
            frames: [
                StoredFrame(pixels: red, delay: (1, 20)), StoredFrame(pixels: red, delay: (1, 20)),
                StoredFrame(pixels: try Self.image([[Self.blue]]), x: 1, delay: (1, 5), blend: 1),
            ])
        #expect(ours != theirs)
        let compare = { (expected: [UInt8], actual: [UInt8]) throws -> String? in
            try APNGComparison.compare(
                expected: APNGReader(expected, maximumFrames: 3), actual: APNGReader(actual, maximumFrames: 3)
            )?.description
        }
        #expect(try compare(theirs, ours) == nil)
        // Each frame's data in two chunks, the default image's too.
        for defaultImage in [nil, mixed] {
            let split = try Self.file(
                width: 2, height: 1,
                frames: [StoredFrame(pixels: red), StoredFrame(pixels: mixed, delay: (1, 5))],
                defaultImage: defaultImage,
                splitsData: true)
            #expect(try compare(split, ours) == nil)
        }
        // Each way they can differ, and where.
        let later = try Self.file(
            width: 2, height: 1,
            frames: [StoredFrame(pixels: red, delay: (1, 10)), StoredFrame(pixels: mixed, delay: (3, 10))])
        #expect(try compare(later, ours) == "its picture at 0.1 s lasts 0.3 s, the spec's 0.2 s")
        let other = try Self.file(
            width: 2, height: 1,
            frames: [StoredFrame(pixels: red), StoredFrame(pixels: try Self.image([[Self.blue, Self.blue]]))])
        #expect(try compare(other, ours) == "its picture at 0.1 s differs")
        let short = try Self.file(width: 2, height: 1, frames: [StoredFrame(pixels: red)])
        #expect(try compare(short, ours) == "it shows 1 distinct picture, the spec's animation 2")
        let once = try Self.file(width: 2, height: 1, frames: [StoredFrame(pixels: red)], plays: 1)
        #expect(try compare(once, ours) == "it plays once, the spec's animation forever")
        let wide = try Self.file(
            width: 3, height: 1, frames: [StoredFrame(pixels: try Self.image([[Self.red, Self.red, Self.red]]))])
        #expect(try compare(wide, ours) == "it is 3×1, the spec draws 2×1")
    }

    @Test func damagedFilesAreRefusedForTheirReason() throws {
        let red = try Self.image([[Self.red]])
        let still = try PNGCodec.encode(red)
        #expect(throws: APNGReadError("it has no acTL chunk: it is a still PNG")) {
            try APNGReader(still, maximumFrames: 1)
        }
        let pair = try Self.image([[Self.red, Self.red]])
        let outside = try Self.file(
            width: 2, height: 1, frames: [StoredFrame(pixels: pair), StoredFrame(pixels: red, x: 2)])
        #expect(throws: APNGReadError("frame 1 reaches outside the 2×1 canvas")) {
            try APNGReader(outside, maximumFrames: 2)
        }
        // More frames than expected: refused before any is decoded.
        let two = try Self.file(width: 1, height: 1, frames: [StoredFrame(pixels: red), StoredFrame(pixels: red)])
        #expect(throws: APNGReadError("it declares 2 frames, more than the 1 allowed", exceededLimit: .frames)) {
            try APNGReader(two, maximumFrames: 1)
        }
        #expect(throws: APNGReadError("no PNG signature")) { try APNGReader(Array("GIF89a".utf8), maximumFrames: 1) }
        // A frame whose data is not its size's: found when it is read. (After
        // a hidden default image: a first frame that is the default image
        // must be the canvas's size, and is refused at once.)
        var wrong = try Self.file(width: 2, height: 1, frames: [StoredFrame(pixels: pair)], defaultImage: pair)
        let chunks = try APNGEncoderTests.chunks(wrong)
        let control = try #require(chunks.firstIndex { $0.type == "fcTL" })
        // The fcTL's width (after its 4-byte sequence number) made 1: the data holds 2 pixels a row.
        let offset = chunks[..<control].reduce(8) { $0 + 12 + $1.data.count } + 8 + 4
        wrong[offset + 3] = 1
        var frames = try APNGReader(wrong, maximumFrames: 1).frames()
        #expect(throws: APNGReadError.self) { try frames.next() }
    }
}
