import BoxCairo
import BoxPixels
import Testing

/// The GIF and WebP writers, their files read back block by block
/// (`GIFStructure`, `WebPStructure`): frame counts, delays without drift, the
/// loop count, colour tables, rectangles and disposal. No pixels are decoded
/// here; Scripts/check-gif-webp.sh has Pillow do that.
struct GIFWebPWriterTests {
    /// A `width` × `height` picture of `background`, with a `size`-pixel
    /// square of `square` at `x`, `y`.
    static func picture(
        width: Int = 40, height: Int = 20, background: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255),
        square: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255), x: Int, y: Int = 5, size: Int = 5
    ) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: background)
        for row in y..<(y + size) {
            for column in x..<(x + size) {
                let at = (row * width + column) * 4
                image.pixels[at..<at + 4] = [square.0, square.1, square.2, square.3]
            }
        }
        return image
    }

    /// 0.3 s at 30 fps held 1.5 s: the showcase animation's timing.
    static let showcaseDelays = Array(repeating: 1.0 / 30, count: 9) + [1.5]

    @Test func theClockRoundsEachStartNotEachDelay() {
        // Frame k starts at the hundredth nearest k / 30 s: 0, 3, 7, 10, 13, 17, 20, 23, 27, 30.
        let centiseconds = FrameClock.ticks(Self.showcaseDelays, ticksPerSecond: 100)
        #expect(centiseconds == [3, 4, 3, 3, 4, 3, 3, 4, 3, 150])
        #expect(centiseconds.reduce(0, +) == 180)
        let milliseconds = FrameClock.ticks(Self.showcaseDelays, ticksPerSecond: 1000)
        #expect(milliseconds == [33, 34, 33, 33, 34, 33, 33, 34, 33, 1500])
        // Rounding each delay alone would drift: 9 × 3 = 27 hundredths for 0.3 s.
        #expect(Self.showcaseDelays.dropLast().map { Int(($0 * 100).rounded()) }.reduce(0, +) == 27)
        // 300 frames at 30 fps: exactly 10 s, never a hundredth more or less.
        let long = FrameClock.ticks(Array(repeating: 1.0 / 30, count: 300), ticksPerSecond: 100)
        #expect(long.reduce(0, +) == 1000 && Set(long) == [3, 4])
        // A half rounds up, also when the sum of delays falls just short of it in binary.
        #expect(FrameClock.ticks([0.015, 0.015], ticksPerSecond: 100) == [2, 1])
        #expect(FrameClock.ticks([0.1, 0.2, 0.005], ticksPerSecond: 100) == [10, 20, 1])
    }

    @Test func aGIFHasEveryFrameItsDelaysAndTheLoopExtension() throws {
        let writer = try GIFWriter(width: 40, height: 20, loopCount: 0, opaque: true)
        for (k, delay) in Self.showcaseDelays.enumerated() {
            try writer.append(Self.picture(x: min(k, 7) * 4), delay: delay)
        }
        let file = try writer.finish()
        let gif = try GIFStructure(file)
        #expect(gif.version == "GIF89a" && gif.width == 40 && gif.height == 20 && gif.endsWithTrailer)
        #expect(!gif.hasGlobalColorTable)
        #expect(gif.frames.count == 10)
        #expect(gif.frames.map(\.centiseconds) == [3, 4, 3, 3, 4, 3, 3, 4, 3, 150])
        #expect(writer.centiseconds == [3, 4, 3, 3, 4, 3, 3, 4, 3, 150])
        // NETSCAPE2.0, once, before the first image: 0 repeats = forever.
        #expect(gif.loopExtensions == 1 && gif.loopRepeats == 0)
        // The loop extension's bytes as written.
        let netscape: [UInt8] = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        #expect(file[13..<(13 + netscape.count)] == netscape[...])
    }

    @Test(arguments: [(0, 0), (1, nil), (2, 1), (3, 2), (65536, 65535)])
    func theLoopCountIsPlaysAsAnAPNGCountsThem(plays: Int, repeats: Int?) throws {
        let writer = try GIFWriter(width: 40, height: 20, loopCount: plays, opaque: true)
        try writer.append(Self.picture(x: 0), delay: 0.1)
        try writer.append(Self.picture(x: 4), delay: 0.1)
        let gif = try GIFStructure(try writer.finish())
        #expect(gif.loopRepeats == repeats)
        #expect(gif.loopExtensions == (repeats == nil ? 0 : 1))
    }

    @Test func anOpaqueAnimationStoresWhatChangedWithItsOwnColours() throws {
        let writer = try GIFWriter(width: 40, height: 20, loopCount: 0, opaque: true)
        try writer.append(Self.picture(x: 0), delay: 0.1)
        // The square moves 10 pixels right and turns green.
        try writer.append(Self.picture(square: (0, 255, 0, 255), x: 10), delay: 0.1)
        // Nothing changes: one pixel, so that the frame is still there.
        try writer.append(Self.picture(square: (0, 255, 0, 255), x: 10), delay: 0.1)
        // A frame that is not opaque is refused by an opaque writer, and not added.
        #expect(throws: GIFError.notOpaque(frame: 3)) {
            try writer.append(Self.picture(square: (0, 0, 0, 0), x: 20), delay: 0.1)
        }
        let gif = try GIFStructure(try writer.finish())
        #expect(gif.frames.count == 3)
        #expect(
            gif.frames.map { [$0.left, $0.top, $0.width, $0.height] } == [
                [0, 0, 40, 20], [0, 5, 15, 5], [0, 0, 1, 1],
            ])
        // Disposal 1 (keep) everywhere, no transparency.
        #expect(gif.frames.allSatisfy { $0.disposal == 1 && $0.transparentIndex == nil })
        // Exact colours, each frame's own: red and blue; then, in the rectangle, red and green.
        #expect(Array(gif.frames[0].colors) == [0xFF0000, 0x0000FF])
        #expect(gif.frames[1].colors == [0xFF0000, 0x00FF00])
        #expect(gif.frames[2].colorTableSize == 2)
        #expect(writer.quantizedFrames == 0)
    }

    @Test func aTranslucentAnimationStoresWholeFramesClearedAfterEach() throws {
        let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let writer = try GIFWriter(width: 40, height: 20, loopCount: 0, opaque: false)
        try writer.append(Self.picture(background: clear, x: 0), delay: 0.1)
        // Half-transparent is opaque in a GIF (alpha 128 and up).
        try writer.append(Self.picture(background: clear, square: (0, 0, 255, 128), x: 10), delay: 0.1)
        let gif = try GIFStructure(try writer.finish())
        #expect(gif.frames.allSatisfy { [$0.left, $0.top, $0.width, $0.height] == [0, 0, 40, 20] })
        #expect(gif.frames.allSatisfy { $0.disposal == 2 })
        for frame in gif.frames {
            let transparent = try #require(frame.transparentIndex)
            #expect(frame.colors.count == 2 && transparent == 0)
            #expect(frame.colors[1] == 0x0000FF)
        }
    }

    @Test func aFrameOfManyColoursGets256ChosenTheSameEveryTime() throws {
        // 64 × 64 pixels, each its own colour, but for a grey taking most of them.
        var image = try RGBAImage(width: 64, height: 64, fill: (0x6D, 0x71, 0x79, 255))
        for k in 0..<1000 {
            let at = (k + 64 * 16) * 4
            image.pixels[at..<at + 3] = [UInt8(k % 256), UInt8((k * 7) % 256), UInt8(k / 4)]
        }
        func encode() throws -> ([UInt8], Int) {
            let writer = try GIFWriter(width: 64, height: 64, loopCount: nil, opaque: false)
            try writer.append(image, delay: 0)
            return (try writer.finish(), writer.quantizedFrames)
        }
        let (file, quantized) = try encode()
        #expect(quantized == 1)
        let gif = try GIFStructure(file)
        // A still: no loop extension, no graphic control (nothing transparent).
        #expect(gif.frames.count == 1 && gif.loopExtensions == 0 && gif.frames[0].centiseconds == nil)
        #expect(gif.frames[0].colorTableSize == 256)
        // The grey most pixels have is kept exactly.
        #expect(gif.frames[0].colors.contains(0x6D7179))
        #expect(try encode().0 == file)
    }

    /// Past 65,536 colours median cut works on cells of fewer levels: still
    /// 256 entries, the same bytes every time.
    @Test func aFrameOfMoreColoursThanTheQuantiserCountsExactlyIsQuantisedToo() throws {
        var image = try RGBAImage(width: 300, height: 300, fill: (0, 0, 0, 255))
        for k in 0..<(300 * 300) {
            image.pixels[(k * 4)..<(k * 4 + 3)] = [UInt8(k % 256), UInt8((k / 256) % 256), UInt8(k / 65536 * 60)]
        }
        func encode() throws -> [UInt8] {
            let writer = try GIFWriter(width: 300, height: 300, loopCount: nil, opaque: false)
            try writer.append(image, delay: 0)
            #expect(writer.quantizedFrames == 1)
            return try writer.finish()
        }
        let file = try encode()
        #expect(try GIFStructure(file).frames.map(\.colorTableSize) == [256])
        #expect(try encode() == file)
    }

    @Test func aGIFRefusesWhatItCannotHold() throws {
        #expect(throws: GIFError.invalidSize(width: 70000, height: 1)) {
            try GIFWriter(width: 70000, height: 1, loopCount: 0, opaque: true)
        }
        #expect(throws: GIFError.invalidLoopCount(65537)) {
            try GIFWriter(width: 1, height: 1, loopCount: 65537, opaque: true)
        }
        let writer = try GIFWriter(width: 40, height: 20, loopCount: 0, opaque: true)
        #expect(throws: GIFError.invalidImage(frame: 0, width: 40, height: 10, bytes: 1600)) {
            try writer.append(try RGBAImage(width: 40, height: 10, fill: (0, 0, 0, 255)), delay: 0.1)
        }
        #expect(throws: GIFError.invalidDelay(frame: 0, seconds: 700)) {
            try writer.append(Self.picture(x: 0), delay: 700)
        }
        #expect(throws: GIFError.noFrames) { try writer.finish() }
    }

    @Test func aWebPHasEveryFrameItsDurationsAndLoopCount() throws {
        let writer = try WebPWriter(width: 40, height: 20, loopCount: 2)
        for (k, delay) in Self.showcaseDelays.enumerated() {
            // Frames 7, 8 and 9 are the same picture: WebPAnimEncoder would merge them.
            try writer.append(Self.picture(x: min(k, 7) * 4 + 1), delay: delay)
        }
        let webp = try WebPStructure(try writer.finish())
        #expect(webp.chunks == ["VP8X", "ANIM"] + Array(repeating: "ANMF", count: 10))
        #expect(webp.animated && webp.canvasWidth == 40 && webp.canvasHeight == 20)
        #expect(webp.loopCount == 2)
        #expect(webp.frames.map(\.milliseconds) == [33, 34, 33, 33, 34, 33, 33, 34, 33, 1500])
        #expect(webp.frames.allSatisfy { $0.imageChunk == "VP8L" && $0.noBlend && !$0.disposeToBackground })
        // The first frame whole; then what changed, from an even pixel: the
        // square from x 1 to 5 moved to 5 to 9 (a rectangle from 1, taken
        // from 0); an unchanged frame is one pixel.
        #expect([webp.frames[0].x, webp.frames[0].width, webp.frames[0].height] == [0, 40, 20])
        #expect([webp.frames[1].x, webp.frames[1].y, webp.frames[1].width, webp.frames[1].height] == [0, 4, 10, 6])
        #expect([webp.frames[8].width, webp.frames[8].height] == [1, 1])
    }

    @Test func aStillWebPIsOneLosslessImage() throws {
        let webp = try WebPStructure(try WebPWriter.encode(Self.picture(x: 3)))
        #expect(webp.chunks == ["VP8L"] && !webp.animated && webp.frames.isEmpty)
        #expect(throws: WebPError.invalidSize(width: 20000, height: 1)) {
            try WebPWriter.encode(try RGBAImage(width: 20000, height: 1, fill: (0, 0, 0, 0)))
        }
        #expect(throws: WebPError.invalidLoopCount(65536)) { try WebPWriter(width: 1, height: 1, loopCount: 65536) }
    }
}
