import BoxPixels
import CCairo
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Animated PNGs: the files are taken apart chunk by chunk here, with a reader
/// of the test's own, and every frame is put back together on a canvas the way
/// a viewer does, then compared with the frame that went in.
@Suite struct APNGEncoderTests {
    // MARK: - Chunks, frame controls and composing

    struct Chunk: Equatable {
        let type: String
        let data: [UInt8]
    }

    /// What an fcTL chunk says.
    struct FrameControl: Equatable {
        var sequence: Int
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        var delayNumerator: Int
        var delayDenominator: Int
        var dispose: UInt8
        var blend: UInt8

        init(_ data: [UInt8]) {
            sequence = APNGEncoderTests.bigEndian(data, 0)
            width = APNGEncoderTests.bigEndian(data, 4)
            height = APNGEncoderTests.bigEndian(data, 8)
            x = APNGEncoderTests.bigEndian(data, 12)
            y = APNGEncoderTests.bigEndian(data, 16)
            delayNumerator = Int(data[20]) << 8 | Int(data[21])
            delayDenominator = Int(data[22]) << 8 | Int(data[23])
            dispose = data[24]
            blend = data[25]
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func crc(_ type: String, _ data: [UInt8]) -> Int {
        let bytes = Array(type.utf8) + data
        return Int(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }

    /// Every chunk after the signature, each with its CRC checked, up to IEND,
    /// which must end the file.
    static func chunks(_ file: [UInt8]) throws -> [Chunk] {
        guard file.count >= 8, Array(file[0..<8]) == signature else { throw Malformed(description: "no signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            guard file.count - offset >= 12 else { throw Malformed(description: "a cut chunk at \(offset)") }
            let length = bigEndian(file, offset)
            guard file.count - offset - 12 >= length else { throw Malformed(description: "a chunk past the end") }
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(file[(offset + 8)..<(offset + 8 + length)])
            guard bigEndian(file, offset + 8 + length) == crc(type, data) else {
                throw Malformed(description: "\(type) at \(offset): bad CRC")
            }
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
        }
        guard chunks.last?.type == "IEND" else { throw Malformed(description: "no IEND at the end") }
        return chunks
    }

    static func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        word(data.count) + Array(type.utf8) + data + word(crc(type, data))
    }

    /// The frames' controls, and the canvas after each frame: every frame's
    /// data rebuilt as a PNG of its own (the IHDR with the frame's size, the
    /// IDAT or fdAT data without sequence numbers as IDAT), decoded with
    /// `decode` and put in place with blend op SOURCE (replacing the canvas's
    /// pixels) and dispose op NONE (the canvas stays as it is). Checks the
    /// sequence numbers along the way.
    static func compose(_ file: [UInt8], decode: ([UInt8]) throws -> RGBAImage) throws
        -> [(control: FrameControl, canvas: RGBAImage)]
    {
        let chunks = try chunks(file)
        guard let header = chunks.first, header.type == "IHDR" else { throw Malformed(description: "no IHDR first") }
        var canvas = try RGBAImage(
            width: bigEndian(header.data, 0), height: bigEndian(header.data, 4), fill: (0, 0, 0, 0))
        var frames: [(control: FrameControl, data: [UInt8])] = []
        var nextSequence = 0
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let control = FrameControl(chunk.data)
                guard control.sequence == nextSequence else { throw Malformed(description: "fcTL out of sequence") }
                nextSequence += 1
                frames.append((control, []))
            case "IDAT":
                guard frames.count == 1 else { throw Malformed(description: "IDAT not in frame 0") }
                frames[0].data += chunk.data
            case "fdAT":
                guard frames.count > 1, bigEndian(chunk.data, 0) == nextSequence else {
                    throw Malformed(description: "fdAT out of place or sequence")
                }
                nextSequence += 1
                frames[frames.count - 1].data += chunk.data[4...]
            default: break
            }
        }
        var result: [(control: FrameControl, canvas: RGBAImage)] = []
        for (control, data) in frames {
            let rectHeader = word(control.width) + word(control.height) + header.data[8...]
            let png = signature + chunk("IHDR", rectHeader) + chunk("IDAT", data) + chunk("IEND", [])
            let rect = try decode(png)
            guard rect.width == control.width, rect.height == control.height,
                control.x + control.width <= canvas.width, control.y + control.height <= canvas.height
            else { throw Malformed(description: "frame \(result.count) does not fit the canvas") }
            for y in 0..<rect.height {
                for x in 0..<rect.width { canvas[x: control.x + x, y: control.y + y] = rect[x: x, y: y] }
            }
            result.append((control, canvas))
        }
        return result
    }

    // MARK: - Pictures

    /// An opaque picture that differs from pixel to pixel, so that any
    /// misplaced pixel shows.
    static func pattern(width: Int, height: Int, seed: Int = 0) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: (0, 0, 0, 255))
        for y in 0..<height {
            for x in 0..<width {
                image[x: x, y: y] = Pixel(
                    r: UInt8((x * 7 + seed) % 256), g: UInt8((y * 5 + seed * 3) % 256), b: UInt8((x ^ y) % 256), a: 255)
            }
        }
        return image
    }

    static func filled(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, with pixel: Pixel) -> RGBAImage {
        var image = image
        for row in y..<(y + height) {
            for column in x..<(x + width) { image[x: column, y: row] = pixel }
        }
        return image
    }

    // MARK: - Tests

    /// Three 40×30 frames: frame 1 changes two opposite corners (so the whole
    /// picture), frame 2 turns a 5×4 block at (10, 7) transparent.
    @Test func chunksControlsAndComposedFramesOfAConstructedCase() throws {
        let first = try Self.pattern(width: 40, height: 30)
        var second = first
        second[x: 0, y: 0] = Pixel(r: 1, g: 2, b: 3, a: 255)
        second[x: 39, y: 29] = Pixel(r: 4, g: 5, b: 6, a: 255)
        let third = Self.filled(second, x: 10, y: 7, width: 5, height: 4, with: .transparent)
        let frames = [
            APNGFrame(image: first, delay: 0.1), APNGFrame(image: second, delay: 0.25),
            APNGFrame(image: third, delay: 2),
        ]
        let file = try APNGEncoder.encode(frames, loopCount: 3)
        let chunks = try Self.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let header = chunks[0].data
        #expect(Self.bigEndian(header, 0) == 40 && Self.bigEndian(header, 4) == 30)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0])  // 8-bit RGBA: frame 2 has transparent pixels
        #expect(Self.bigEndian(chunks[1].data, 0) == 3 && Self.bigEndian(chunks[1].data, 4) == 3)
        // One sequence over fcTL and fdAT (frame 0's IDAT has none).
        let controls = chunks.filter { $0.type == "fcTL" }.map { FrameControl($0.data) }
        #expect(controls.map(\.sequence) == [0, 1, 3])
        #expect(Self.bigEndian(chunks[5].data, 0) == 2 && Self.bigEndian(chunks[7].data, 0) == 4)
        #expect(
            controls.map { [$0.width, $0.height, $0.x, $0.y] } == [[40, 30, 0, 0], [40, 30, 0, 0], [5, 4, 10, 7]])
        #expect(
            controls.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 10], [1, 4], [2, 1]])
        #expect(controls.allSatisfy { $0.dispose == 0 && $0.blend == 0 })  // NONE, SOURCE

        #expect(try PNGCodec.decode(file) == first)
        let composed = try Self.compose(file, decode: PNGCodec.decode)
        #expect(composed.map(\.canvas) == [first, second, third])
    }

    @Test func opaqueFramesAreStoredAsRGB() throws {
        let first = try Self.pattern(width: 20, height: 10)
        let second = Self.filled(first, x: 3, y: 4, width: 2, height: 2, with: Pixel(r: 9, g: 9, b: 9, a: 255))
        let file = try APNGEncoder.encode(
            [.init(image: first, delay: 0), .init(image: second, delay: 0)], loopCount: 0)
        #expect(try Self.chunks(file)[0].data[9] == 2)
        #expect(try Self.compose(file, decode: PNGCodec.decode).map(\.canvas) == [first, second])
        #expect(try Self.compose(file, decode: PNGCodec.decode)[1].control.width == 2)
    }

    /// Translucent colours come back exactly through a reader that doesn't
    /// premultiply (libpng through Cairo would round them).
    @Test func translucentFramesComposeExactly() throws {
        var images: [RGBAImage] = []
        var image = try RGBAImage(width: 33, height: 17, fill: (200, 100, 50, 128))
        var seed: UInt32 = 5
        for _ in 0..<6 {
            for _ in 0..<8 {
                seed = seed &* 1_103_515_245 &+ 12345
                let value = UInt8(truncatingIfNeeded: seed >> 16)
                image[x: Int(seed >> 8) % 33, y: Int(seed >> 20) % 17] = Pixel(r: value, g: 3, b: ~value, a: value / 2)
            }
            images.append(image)
        }
        let file = try APNGEncoder.encode(images.map { APNGFrame(image: $0, delay: 0.05) }, loopCount: 1)
        #expect(try Self.compose(file, decode: ReferencePNGReader.decode).map(\.canvas) == images)
    }

    /// A frame taller than a band of the PNG encoder: its data spans several
    /// IDAT or fdAT chunks, each fdAT with its own sequence number.
    @Test func framesOfSeveralChunks() throws {
        let first = try Self.pattern(width: 300, height: 1000)
        var second = first
        second[x: 0, y: 0] = .transparent
        second[x: 299, y: 999] = .transparent
        let file = try APNGEncoder.encode(
            [.init(image: first, delay: 1), .init(image: second, delay: 1)], loopCount: 0)
        let types = try Self.chunks(file).map(\.type)
        #expect(types == ["IHDR", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "IEND"])
        #expect(try Self.compose(file, decode: PNGCodec.decode).map(\.canvas) == [first, second])
    }

    /// The stored rectangle is exactly the bounding box of the changed pixels,
    /// a change of any one byte (alpha included) counting, over many random changes.
    @Test func theChangedRectangleIsTheBoundingBoxOfTheChangedPixels() throws {
        let base = try Self.pattern(width: 17, height: 13)
        var seed: UInt32 = 42
        func random(_ bound: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int(seed >> 16) % bound
        }
        for _ in 0..<200 {
            var changed = base
            var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
            for _ in 0..<(1 + random(4)) {
                let (x, y) = (random(17), random(13))
                changed.pixels[(y * 17 + x) * 4 + random(4)] ^= UInt8(1 + random(255))
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
            }
            let file = try APNGEncoder.encode(
                [.init(image: base, delay: 0), .init(image: changed, delay: 0)], loopCount: 0)
            let control = try Self.compose(file, decode: ReferencePNGReader.decode)[1].control
            #expect(
                [control.x, control.y, control.width, control.height]
                    == [left, top, right - left + 1, bottom - top + 1])
        }
    }

    /// A B B A A A → A B A, each with the delays of the frames it stands for.
    @Test func identicalFramesAreMergedWithTheirDelaysAdded() throws {
        let a = try Self.pattern(width: 12, height: 8)
        let b = Self.filled(a, x: 11, y: 7, width: 1, height: 1, with: .transparent)
        let input = [(a, 0.1), (b, 0.2), (b, 0.3), (a, 0.4), (a, 0.5), (a, 0.6)]
        let file = try APNGEncoder.encode(input.map { APNGFrame(image: $0.0, delay: $0.1) }, loopCount: 0)
        let chunks = try Self.chunks(file)
        #expect(Self.bigEndian(chunks[1].data, 0) == 3)
        let composed = try Self.compose(file, decode: PNGCodec.decode)
        #expect(composed.map(\.canvas) == [a, b, a])
        // 0.1, 0.5 and 1.5 s as their smallest fractions: 1/10, 1/2, 3/2.
        #expect(
            composed.map { [$0.control.delayNumerator, $0.control.delayDenominator] } == [[1, 10], [1, 2], [3, 2]])
        #expect(composed[1].control.width == 1 && composed[1].control.x == 11 && composed[1].control.y == 7)

        let still = try APNGEncoder.encode([.init(image: a, delay: 1), .init(image: a, delay: 2)], loopCount: 0)
        let stillChunks = try Self.chunks(still)
        #expect(stillChunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
        #expect(FrameControl(stillChunks[2].data).delayNumerator == 3)
        #expect(FrameControl(stillChunks[2].data).delayDenominator == 1)
    }

    /// The smallest exact fraction with a denominator up to 1000 (1/30 s is
    /// a frame at 30 fps); otherwise thousandths while they fit in 16 bits,
    /// then hundredths, tenths, seconds.
    @Test(
        arguments: [
            (0.0, 0, 1), (1.0 / 30, 1, 30), (0.033, 33, 1000), (0.0004, 0, 1000), (65.535, 13107, 200),
            (65.5361, 6554, 100), (100.0, 100, 1), (1000.5, 2001, 2), (1000.123, 10001, 10), (65535.0, 65535, 1),
        ] as [(Double, Int, Int)])
    func delaysAreFractions(seconds: Double, numerator: Int, denominator: Int) throws {
        let a = try Self.pattern(width: 3, height: 2)
        let b = Self.filled(a, x: 0, y: 0, width: 1, height: 1, with: .transparent)
        let file = try APNGEncoder.encode([.init(image: a, delay: seconds), .init(image: b, delay: 0)], loopCount: 0)
        let control = FrameControl(try Self.chunks(file)[2].data)
        #expect(control.delayNumerator == numerator && control.delayDenominator == denominator)
    }

    /// Two identical frames whose delays add up past 65,535 s stay two frames:
    /// the second rewrites one pixel.
    @Test func identicalFramesTooLongToMergeRewriteOnePixel() throws {
        let a = try Self.pattern(width: 6, height: 5)
        let file = try APNGEncoder.encode([.init(image: a, delay: 40000), .init(image: a, delay: 40000)], loopCount: 0)
        let composed = try Self.compose(file, decode: PNGCodec.decode)
        #expect(composed.map(\.canvas) == [a, a])
        let second = composed[1].control
        #expect([second.width, second.height, second.x, second.y] == [1, 1, 0, 0])
        #expect(second.delayNumerator == 40000 && second.delayDenominator == 1)
    }

    @Test func refusesWhatAnAPNGCannotHold() throws {
        let image = try Self.pattern(width: 4, height: 3)
        let other = try Self.pattern(width: 3, height: 4)
        #expect(throws: APNGError.noFrames) { try APNGEncoder.encode([], loopCount: 0) }
        #expect(
            throws: APNGError.sizeMismatch(frame: 1, width: 3, height: 4, expectedWidth: 4, expectedHeight: 3)
        ) {
            try APNGEncoder.encode([.init(image: image, delay: 0), .init(image: other, delay: 0)], loopCount: 0)
        }
        #expect(throws: APNGError.invalidDelay(frame: 1, seconds: -0.5)) {
            try APNGEncoder.encode([.init(image: image, delay: 0), .init(image: image, delay: -0.5)], loopCount: 0)
        }
        for delay in [Double.infinity, .nan, 65535.5, 1e300] {
            #expect(throws: APNGError.self) {
                try APNGEncoder.encode([.init(image: image, delay: delay)], loopCount: 0)
            }
        }
        for loopCount in [-1, Int(Int32.max) + 1] {
            #expect(throws: APNGError.invalidLoopCount(loopCount)) {
                try APNGEncoder.encode([.init(image: image, delay: 0)], loopCount: loopCount)
            }
        }
        var damaged = image
        damaged.pixels.removeLast()
        #expect(throws: APNGError.invalidImage(frame: 0, width: 4, height: 3, bytes: 47)) {
            try APNGEncoder.encode([.init(image: damaged, delay: 0)], loopCount: 0)
        }
        #expect(throws: APNGError.invalidImage(frame: 0, width: 0, height: 0, bytes: 0)) {
            try APNGEncoder.encode(
                [.init(image: try RGBAImage(width: 0, height: 0, pixels: []), delay: 0)], loopCount: 0)
        }
        #expect(
            APNGError.sizeMismatch(frame: 1, width: 3, height: 4, expectedWidth: 4, expectedHeight: 3).description
                == "frame 1 is 3×4 pixels but frame 0 is 4×3; every frame of an animation must have the same size")
        #expect("\(APNGError.invalidDelay(frame: 2, seconds: -1))".contains("frame 2"))
        #expect(try APNGEncoder.encode([.init(image: image, delay: 0)], loopCount: Int(Int32.max)).count > 0)
    }

    @Test func encodingIsDeterministic() throws {
        let a = try Self.pattern(width: 50, height: 40)
        let b = Self.filled(a, x: 5, y: 6, width: 7, height: 8, with: Pixel(r: 1, g: 1, b: 1, a: 9))
        let frames = [APNGFrame(image: a, delay: 0.1), APNGFrame(image: b, delay: 0.2), APNGFrame(image: a, delay: 0)]
        for compression in PNGCompression.allCases {
            #expect(
                try APNGEncoder.encode(frames, loopCount: 2, compression: compression)
                    == APNGEncoder.encode(frames, loopCount: 2, compression: compression))
        }
    }

    /// A 10×10 square moving 1 px a frame over a 640×480 picture: each frame
    /// after the first stores an 11×10 rectangle, so the animation is a small
    /// part of 30 separate PNGs.
    @Test func aSmallChangeInALargePictureStaysSmall() throws {
        let background = try Self.pattern(width: 640, height: 480)
        let square = Pixel(r: 255, g: 255, b: 255, a: 255)
        let images = (0..<30).map { Self.filled(background, x: 100 + $0, y: 200, width: 10, height: 10, with: square) }
        let file = try APNGEncoder.encode(images.map { APNGFrame(image: $0, delay: 1.0 / 30) }, loopCount: 0)
        let separate = try images.reduce(0) { $0 + (try PNGCodec.encode($1).count) }
        print("APNG of 30 frames of 640×480, a 10×10 square moving: \(file.count) bytes; 30 PNGs: \(separate) bytes")
        #expect(file.count * 5 < separate)
        let composed = try Self.compose(file, decode: PNGCodec.decode)
        #expect(composed.map(\.canvas) == images)
        #expect(
            composed.dropFirst().allSatisfy { [$0.control.width, $0.control.height, $0.control.y] == [11, 10, 200] })
        #expect(composed.map(\.control.x) == [0] + (1..<30).map { 99 + $0 })
    }

    // MARK: - The writer

    /// Animations the writer and `encode` are compared on: opaque and not,
    /// merged frames, frames too long to merge, frames of several chunks.
    static func animations() throws -> [(frames: [APNGFrame], loopCount: Int)] {
        let a = try pattern(width: 64, height: 48)
        let b = filled(a, x: 3, y: 4, width: 10, height: 7, with: Pixel(r: 1, g: 2, b: 3, a: 255))
        let c = filled(b, x: 60, y: 40, width: 4, height: 8, with: Pixel(r: 9, g: 8, b: 7, a: 100))
        let tall = try pattern(width: 300, height: 1000, seed: 3)
        let cut = filled(tall, x: 10, y: 500, width: 200, height: 300, with: .transparent)
        return [
            ([.init(image: a, delay: 0.1), .init(image: b, delay: 0.2), .init(image: b, delay: 0.3)], 2),
            (
                [
                    .init(image: a, delay: 0.1), .init(image: c, delay: 0.2), .init(image: c, delay: 0.3),
                    .init(image: a, delay: 0), .init(image: b, delay: 70),
                ], 0
            ),
            ([.init(image: a, delay: 40000), .init(image: a, delay: 40000), .init(image: b, delay: 1)], 5),
            ([.init(image: tall, delay: 1), .init(image: cut, delay: 1), .init(image: tall, delay: 1)], 0),
            ([.init(image: c, delay: 1)], 1),
        ]
    }

    /// `encode` is the writer given its frames one at a time, told whether
    /// they are all opaque.
    @Test func theWriterFedFrameByFrameGivesTheBytesOfEncode() throws {
        for (frames, loopCount) in try Self.animations() {
            for compression in PNGCompression.allCases {
                let image = frames[0].image
                let writer = try APNGWriter(
                    width: image.width, height: image.height, loopCount: loopCount,
                    opaque: frames.allSatisfy { $0.image.pixels.enumerated().allSatisfy { $0 % 4 != 3 || $1 == 255 } },
                    compression: compression)
                for frame in frames { try writer.append(frame.image, delay: frame.delay) }
                #expect(writer.appendedFrames == frames.count)
                let file = try writer.finish()
                #expect(file == (try APNGEncoder.encode(frames, loopCount: loopCount, compression: compression)))
            }
        }
    }

    /// Opaque frames given to a writer that wasn't promised opaque ones are
    /// stored as RGBA and come back the same.
    @Test func aWriterNotPromisedOpaqueFramesStoresRGBA() throws {
        let a = try Self.pattern(width: 20, height: 10)
        let b = Self.filled(a, x: 3, y: 4, width: 2, height: 2, with: Pixel(r: 9, g: 9, b: 9, a: 255))
        let writer = try APNGWriter(width: 20, height: 10, loopCount: 0, opaque: false)
        try writer.append(a, delay: 0.5)
        try writer.append(b, delay: 0.5)
        let file = try writer.finish()
        #expect(try Self.chunks(file)[0].data[9] == 6)
        #expect(try Self.compose(file, decode: ReferencePNGReader.decode).map(\.canvas) == [a, b])
    }

    /// 50 frames of 200×200, a block moving over a background: the writer
    /// keeps the frame before and no other. Checked by its own count and by
    /// the frames' buffers: every one but the last is the test's alone once
    /// appended, so changing it doesn't copy it.
    @Test func theWriterKeepsOnlyTheFrameBefore() throws {
        let frameBytes = 200 * 200 * 4
        let background = try Self.pattern(width: 200, height: 200)
        var images = (0..<50).map {
            Self.filled(
                background, x: 2 * $0, y: 50 + $0, width: 20, height: 20, with: Pixel(r: 255, g: 0, b: 0, a: 255))
        }
        let writer = try APNGWriter(width: 200, height: 200, loopCount: 0, opaque: true)
        #expect(writer.retainedFrameBytes == 0)
        for image in images {
            try writer.append(image, delay: 0.04)
            #expect(writer.retainedFrameBytes > 0 && writer.retainedFrameBytes <= 2 * frameBytes)
        }
        func isShared(_ image: inout RGBAImage) -> Bool {
            let before = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            image.pixels[0] ^= 0  // a write: copies the buffer if anything else holds it
            return image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } != before
        }
        let kept = images.indices.filter { isShared(&images[$0]) }
        #expect(kept == [49])
        let file = try writer.finish()
        #expect(writer.retainedFrameBytes == 0)
        #expect(try Self.compose(file, decode: PNGCodec.decode).map(\.canvas) == images)
    }

    @Test func theWriterRefusesWhatAnAPNGCannotHold() throws {
        #expect(throws: APNGError.invalidLoopCount(-1)) {
            try APNGWriter(width: 4, height: 3, loopCount: -1, opaque: true)
        }
        for (width, height) in [(0, 3), (4, -1), (Int(Int32.max) + 1, 1)] {
            #expect(throws: APNGError.invalidSize(width: width, height: height)) {
                try APNGWriter(width: width, height: height, loopCount: 0, opaque: true)
            }
        }
        let empty = try APNGWriter(width: 4, height: 3, loopCount: 0, opaque: true)
        #expect(throws: APNGError.noFrames) { try empty.finish() }

        let a = try Self.pattern(width: 4, height: 3)
        let translucent = Self.filled(a, x: 2, y: 1, width: 1, height: 1, with: Pixel(r: 1, g: 2, b: 3, a: 4))
        let b = Self.filled(a, x: 0, y: 0, width: 1, height: 1, with: Pixel(r: 5, g: 6, b: 7, a: 255))
        let writer = try APNGWriter(width: 4, height: 3, loopCount: 0, opaque: true)
        #expect(throws: APNGError.notOpaque(frame: 0)) { try writer.append(translucent, delay: 1) }
        #expect(throws: APNGError.sizeMismatch(frame: 0, width: 3, height: 4, expectedWidth: 4, expectedHeight: 3)) {
            try writer.append(try Self.pattern(width: 3, height: 4), delay: 1)
        }
        #expect(
            APNGError.sizeMismatch(frame: 0, width: 3, height: 4, expectedWidth: 4, expectedHeight: 3).description
                == "frame 0 is 3×4 pixels but the animation is 4×3; every frame of an animation must have the same size"
        )
        try writer.append(a, delay: 1)
        #expect(throws: APNGError.notOpaque(frame: 1)) { try writer.append(translucent, delay: 1) }
        #expect(throws: APNGError.invalidDelay(frame: 1, seconds: -1)) { try writer.append(b, delay: -1) }
        #expect("\(APNGError.notOpaque(frame: 1))".contains("frame 1"))
        // A frame refused leaves the writer as it was.
        try writer.append(b, delay: 2)
        let file = try writer.finish()
        let composed = try Self.compose(file, decode: PNGCodec.decode)
        #expect(composed.map(\.canvas) == [a, b])
        #expect(composed.map(\.control.delayNumerator) == [1, 2])
    }
}
