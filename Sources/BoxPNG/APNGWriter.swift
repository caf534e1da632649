import BoxPixels

/// Writes an animated PNG (https://wiki.mozilla.org/APNG_Specification) a
/// frame at a time, so that an animation of hundreds of frames of a large
/// canvas never has more than one of them in memory: `append` each frame as it
/// is drawn, then `finish` for the file.
///
/// Each frame after the first stores only the rectangle of pixels that differ
/// from the frame before (compared byte for byte), replacing those pixels on a
/// canvas that keeps the rest (dispose op NONE, blend op SOURCE). A frame
/// identical to the one before is, with `mergesIdenticalFrames`, not
/// written: its delay is added to that frame's, as apngasm does, so the file
/// may hold fewer frames than appended (unless the sum would pass the longest
/// delay, 65,535 s). Otherwise, or then, it is written as one unchanged
/// pixel. Delays are exact fractions where one with a denominator up to 1000
/// exists (1/30 s), else thousandths, rounded; past 65.535 s hundredths,
/// tenths or whole seconds (`APNGDelay`).
///
/// Each frame is compressed as it is appended. What the writer keeps between
/// calls is the frame before (to find what the next one changes) and the
/// compressed file so far; the frame count that `acTL` states ahead of the
/// frames is filled in by `finish`, when it is known.
///
/// The bytes depend only on the frames, the loop count, `opaque` and the
/// compression, and `APNGEncoder.encode` is this writer given its frames.
/// Not for use from several threads at once.
public final class APNGWriter {
    /// Every frame's width and height in pixels.
    public let width: Int
    public let height: Int
    /// How many times the animation plays; 0 = forever.
    public let loopCount: Int
    /// Whether frames are stored as RGB, which every frame must then be
    /// opaque for; otherwise RGBA.
    public let opaque: Bool
    public let compression: PNGCompression
    /// Whether a frame identical to the one before lengthens it instead of
    /// being written (a smaller file, but fewer frames than appended).
    public let mergesIdenticalFrames: Bool
    /// How many frames `append` has taken so far (merged ones included).
    public private(set) var appendedFrames = 0

    /// The frame appended last (merged frames leave the identical one before),
    /// which the next is compared with.
    private var previous: RGBAImage?
    /// The frame written last, whose delay grows while identical frames follow.
    private var last: WrittenFrame?
    /// The file so far: signature, IHDR, acTL (whose frame count `finish`
    /// fills in) and each written frame's fcTL and IDAT or fdAT chunks.
    private var file: [UInt8]
    /// Where the acTL chunk starts in `file`.
    private let animationControlOffset: Int
    /// The next sequence number: fcTL and fdAT chunks share one count, so that
    /// a reader can tell a chunk is missing or out of place.
    private var sequence: UInt32 = 0
    private var writtenFrames = 0
    private var finished = false

    /// A frame already in `file`, as much of it as a later merge changes.
    private struct WrittenFrame {
        /// Where its fcTL chunk starts in `file`.
        var controlOffset: Int
        var sequence: UInt32
        var region: PixelRect
        var seconds: Double
    }

    /// Pixel bytes the writer holds between calls: at most one frame's (the
    /// one before), whatever the number of frames appended.
    var retainedFrameBytes: Int { previous?.pixels.count ?? 0 }

    /// - Parameters:
    ///   - width, height: the size of every frame, 1 to 2³¹ − 1 pixels a side.
    ///   - loopCount: how many times the animation plays, 0 (forever) to 2³¹ − 1.
    ///   - opaque: whether every frame will be opaque, as when the canvas's
    ///     background is: the file then leaves alpha out, and `append` refuses
    ///     a frame that is not. Pass `false` when that isn't known; every
    ///     frame is then stored as RGBA.
    ///   - compression: how hard each frame's pixels are compressed.
    ///   - mergesIdenticalFrames: whether an unchanged frame lengthens the one
    ///     before; `false` keeps one stored frame per appended frame, as a
    ///     renderer whose frames are also written one file each wants.
    /// - Throws: `APNGError.invalidLoopCount` or `.invalidSize`.
    public init(
        width: Int, height: Int, loopCount: Int, opaque: Bool, compression: PNGCompression = .default,
        mergesIdenticalFrames: Bool = true
    ) throws(APNGError) {
        try Self.validate(loopCount: loopCount)
        let sides = 1...Int(Int32.max)
        guard sides.contains(width), sides.contains(height) else { throw .invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.opaque = opaque
        self.compression = compression
        self.mergesIdenticalFrames = mergesIdenticalFrames
        file = PNGHeader.signature
        let header = PNGStreamEncoder.header(width: width, height: height, format: opaque ? .rgb : .rgba)
        PNGChunk.append("IHDR", header, to: &file)
        animationControlOffset = file.count
        PNGChunk.append("acTL", APNGControl.animation(frames: 0, plays: loopCount), to: &file)
    }

    /// Adds the next frame, shown for `delay` seconds (finite, 0 to 65,535;
    /// 0 asks for the next frame at once, though viewers may hold very short
    /// delays longer), and compresses what it changes.
    ///
    /// A frame that throws is not added: the writer stays as it was, and the
    /// next frame appended takes its place.
    ///
    /// - Throws: `APNGError` for a frame of the wrong size or bytes, a delay
    ///   out of range, or (when `opaque`) a pixel that isn't opaque;
    ///   `CairoError` if zlib fails.
    /// - Precondition: `finish` has not been called.
    public func append(_ image: RGBAImage, delay: Double) throws {
        precondition(!finished, "APNGWriter.append(_:delay:) after finish()")
        let index = appendedFrames
        let stored = try Self.validate(image, delay: delay, frame: index, width: width, height: height)
        guard let previous, var last else {
            let whole = PixelRect(x: 0, y: 0, width: width, height: height)
            try write(image, region: whole, seconds: delay, delay: stored, frame: index)
            self.previous = image
            appendedFrames += 1
            return
        }
        // The canvas now shows `previous` exactly: each frame written replaced
        // what changed and kept the rest, and merged frames changed nothing.
        let changed = APNGChangedRegion.between(previous, image)
        if changed == nil, mergesIdenticalFrames, let merged = APNGDelay(seconds: last.seconds + delay) {
            // The frame's fcTL is rewritten in place: a chunk of the same length.
            var control: [UInt8] = []
            PNGChunk.append(
                "fcTL", APNGControl.frame(sequence: last.sequence, region: last.region, delay: merged), to: &control)
            file.replaceSubrange(last.controlOffset..<(last.controlOffset + control.count), with: control)
            last.seconds += delay
            self.last = last
            appendedFrames += 1
            return
        }
        // An APNG frame is at least 1×1: an unchanged frame whose delay can't
        // be merged rewrites one unchanged pixel.
        let region = changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        try write(
            try APNGChangedRegion.crop(image, to: region), region: region, seconds: delay, delay: stored, frame: index)
        self.previous = image
        appendedFrames += 1
    }

    /// The animated PNG of every frame appended. The writer lets go of the
    /// file and takes no more frames.
    ///
    /// - Throws: `APNGError.noFrames` if none was appended (the writer can
    ///   still take frames then).
    /// - Precondition: `finish` has not been called before.
    public func finish() throws(APNGError) -> [UInt8] {
        precondition(!finished, "APNGWriter.finish() called twice")
        guard writtenFrames > 0 else { throw .noFrames }
        finished = true
        var control: [UInt8] = []
        PNGChunk.append("acTL", APNGControl.animation(frames: writtenFrames, plays: loopCount), to: &control)
        file.replaceSubrange(animationControlOffset..<(animationControlOffset + control.count), with: control)
        PNGChunk.append("IEND", [], to: &file)
        let result = file
        file = []
        previous = nil
        last = nil
        return result
    }

    /// Compresses `pixels`, which go at `region` of the canvas, and adds them
    /// to the file as the next frame, changing nothing if that throws.
    private func write(_ pixels: RGBAImage, region: PixelRect, seconds: Double, delay: APNGDelay, frame: Int) throws {
        // The rest of the frame repeats the frame before, whose pixels were
        // checked when they were written.
        if opaque, !PNGCodec.isOpaque(pixels) { throw APNGError.notOpaque(frame: frame) }
        let encoder = PNGCodec.encoder(for: pixels, keepsAlpha: !opaque, compression: compression)
        let pieces = try encoder.finishImageData()
        last = WrittenFrame(controlOffset: file.count, sequence: sequence, region: region, seconds: seconds)
        PNGChunk.append("fcTL", APNGControl.frame(sequence: sequence, region: region, delay: delay), to: &file)
        sequence += 1
        for piece in pieces {
            // Frame 0 is the PNG's own image (IDAT), what other readers show;
            // later frames go in fdAT, which they skip as ancillary.
            if writtenFrames == 0 {
                PNGChunk.append("IDAT", piece, to: &file)
            } else {
                var data: [UInt8] = []
                data.appendBigEndian(sequence)
                PNGChunk.append("fdAT", data + piece, to: &file)
                sequence += 1
            }
        }
        writtenFrames += 1
    }

    /// Refuses a loop count an APNG can't hold.
    static func validate(loopCount: Int) throws(APNGError) {
        guard (0...Int(Int32.max)).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
    }

    /// Refuses a frame an APNG of `width` × `height` can't hold.
    /// - Returns: its delay as stored.
    @discardableResult
    static func validate(_ image: RGBAImage, delay: Double, frame: Int, width: Int, height: Int) throws(APNGError)
        -> APNGDelay
    {
        let sides = 1...Int(Int32.max)
        // Division rather than width × height × 4, which could overflow.
        guard sides.contains(image.width), sides.contains(image.height),
            image.pixels.count % (4 * image.width) == 0, image.pixels.count / (4 * image.width) == image.height
        else {
            throw .invalidImage(frame: frame, width: image.width, height: image.height, bytes: image.pixels.count)
        }
        guard image.width == width, image.height == height else {
            throw .sizeMismatch(
                frame: frame, width: image.width, height: image.height, expectedWidth: width, expectedHeight: height)
        }
        guard let stored = APNGDelay(seconds: delay) else { throw .invalidDelay(frame: frame, seconds: delay) }
        return stored
    }
}
