import BoxPNG
import BoxPixels
import CGIF
import CPixelKernels

/// Why a GIF could not be written; each names the frame (counted from 0) and
/// value at fault.
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// A GIF of no pixels or more than 65,535 on a side.
    case invalidSize(width: Int, height: Int)
    /// A loop count outside 0 (forever) ... 65,536 plays.
    case invalidLoopCount(Int)
    /// A frame whose size or bytes differ from the writer's.
    case invalidImage(frame: Int, width: Int, height: Int, bytes: Int)
    /// A delay that is negative, not finite, or longer than 655.35 s once in hundredths.
    case invalidDelay(frame: Int, seconds: Double)
    /// A frame with a pixel that isn't opaque, given to a writer made with `opaque: true`.
    case notOpaque(frame: Int)
    /// `finish` with no frame appended.
    case noFrames
    /// giflib failed (out of memory), or an earlier frame did and the file is unusable.
    case library(String)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "a GIF of \(width)×\(height) pixels: it needs 1 to \(GIFWriter.maximumSide) pixels on each side"
        case .invalidLoopCount(let count):
            return "loop count \(count) is not from 0 (forever) to \(GIFWriter.maximumPlays) plays, what a GIF holds"
        case .invalidImage(let frame, let width, let height, let bytes):
            return "frame \(frame) is \(width)×\(height) pixels with \(bytes) bytes of RGBA, not the GIF's size"
        case .invalidDelay(let frame, let seconds):
            return "frame \(frame)'s delay of \(seconds) s is not a number of seconds from 0 to 655.35, "
                + "what a GIF holds"
        case .notOpaque(let frame):
            return "frame \(frame) has pixels that are not opaque, but the GIF was begun as opaque"
        case .noFrames:
            return "a GIF needs at least one frame"
        case .library(let message):
            return "giflib: \(message)"
        }
    }
}

/// Writes a GIF a frame at a time, as `APNGWriter` writes an animated PNG:
/// `append` each frame as it is drawn, then `finish` for the file. Every
/// frame appended is one frame of the file (none is merged), with its own
/// colour table (a local colour table; there is no global one).
///
/// - Colours: a frame of at most 256 colours (transparent counting as one)
///   is stored exactly; one of more gets 256 chosen by median cut and a step
///   of k-means, each pixel the nearest, with no dithering
///   (`boxrender_gif_quantize`).
/// - Transparency: GIF has none but a transparent colour, so a pixel of alpha
///   below 128 is transparent and any other is opaque.
/// - Storage: with `opaque`, each frame after the first stores only the
///   rectangle that changed (one pixel when nothing did), and leaves the rest
///   of the canvas as it was (disposal 1), so its colour table holds only the
///   rectangle's colours. Otherwise every frame is whole and the canvas is
///   cleared after it (disposal 2, restore to background, which browsers
///   make transparent), as a pixel that turns transparent cannot be drawn
///   over the frame before.
/// - Delays: in hundredths of a second, without drift (`FrameClock`): each
///   frame starts at the hundredth nearest its true start.
/// - Loop count: `plays` as APNG counts them (0 = forever), in the NETSCAPE2.0
///   extension, which counts the plays after the first: none for 1 play,
///   `plays − 1` otherwise, 0 for forever.
///
/// The bytes depend only on the frames, delays, loop count and `opaque`.
/// Not for use from several threads at once.
public final class GIFWriter {
    /// A GIF's largest side.
    public static let maximumSide = Int(UInt16.max)
    /// The most plays a GIF can say: the NETSCAPE2.0 extension counts 65,535 repeats.
    public static let maximumPlays = Int(UInt16.max) + 1
    /// The longest delay, in hundredths.
    public static let maximumCentiseconds = Int(UInt16.max)
    /// Browsers show a frame of less than 2 hundredths for 10 (as do Chrome,
    /// Firefox and Safari), so shorter delays don't play as written.
    public static let shortestHonouredCentiseconds = 2

    public let width: Int
    public let height: Int
    /// Plays, 0 = forever; `nil` for a still picture, which has no delays or loop.
    public let loopCount: Int?
    public let opaque: Bool
    /// How many frames `append` has taken so far.
    public private(set) var appendedFrames = 0
    /// Each frame's delay as written, in hundredths.
    public private(set) var centiseconds: [Int] = []
    /// Frames whose colours had to be chosen (more than 256).
    public private(set) var quantizedFrames = 0

    private let sink = ByteSink()
    private var file: UnsafeMutablePointer<GifFileType>?
    private let scratch: UnsafeMutableRawPointer
    private var clock = FrameClock(ticksPerSecond: 100)
    private var previous: RGBAImage?
    private var failure: GIFError?

    /// - Parameters:
    ///   - width, height: every frame's size, 1 to 65,535 pixels a side.
    ///   - loopCount: plays (0 = forever, up to 65,536), or `nil` for a still.
    ///   - opaque: whether every frame will be opaque (the canvas's background
    ///     is): frames then store only what changed; `append` refuses a frame
    ///     that is not.
    public init(width: Int, height: Int, loopCount: Int?, opaque: Bool) throws(GIFError) {
        let sides = 1...Self.maximumSide
        guard sides.contains(width), sides.contains(height) else { throw .invalidSize(width: width, height: height) }
        if let loopCount, !(0...Self.maximumPlays).contains(loopCount) { throw .invalidLoopCount(loopCount) }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.opaque = opaque
        scratch = UnsafeMutableRawPointer.allocate(
            byteCount: boxrender_gif_scratch_bytes(width), alignment: MemoryLayout<UInt64>.alignment)
        var error: Int32 = 0
        file = EGifOpen(
            Unmanaged.passUnretained(sink).toOpaque(),
            { file, bytes, count in
                guard let file, let user = file.pointee.UserData else { return 0 }
                let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
                if let bytes, count > 0 {
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
                }
                return count
            }, &error)
        guard let file else { throw .library(Self.message(error)) }
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil))
        if let loopCount, loopCount != 1 {
            // Repeats after the first play: 0 = forever.
            let repeats = loopCount == 0 ? 0 : loopCount - 1
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
            try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
            try check(EGifPutExtensionBlock(file, 3, [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]))
            try check(EGifPutExtensionTrailer(file))
        }
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
        scratch.deallocate()
    }

    /// Each delay in hundredths, as the writer stores them (`FrameClock`).
    public static func centiseconds(_ delays: [Double]) -> [Int] {
        FrameClock.ticks(delays, ticksPerSecond: 100)
    }

    /// Adds the next frame, shown for `delay` seconds (ignored for a still).
    /// A frame that throws for its size, delay or opacity is not added; one
    /// that giflib fails on leaves the writer unusable.
    public func append(_ image: RGBAImage, delay: Double) throws(GIFError) {
        if let failure { throw failure }
        guard let file else { preconditionFailure("GIFWriter.append(_:delay:) after finish()") }
        let index = appendedFrames
        guard image.width == width, image.height == height, image.pixels.count == width * height * 4 else {
            throw .invalidImage(frame: index, width: image.width, height: image.height, bytes: image.pixels.count)
        }
        var ticks = 0
        if loopCount != nil {
            guard delay.isFinite, delay >= 0 else { throw .invalidDelay(frame: index, seconds: delay) }
            var next = clock
            ticks = next.ticks(lasting: delay)
            guard ticks <= Self.maximumCentiseconds else { throw .invalidDelay(frame: index, seconds: delay) }
            clock = next
        }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        var region = whole
        if opaque {
            if let previous {
                region = APNGChangedRegion.between(previous, image) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
        }
        let pixels: RGBAImage
        do {
            pixels = try APNGChangedRegion.crop(image, to: region)
        } catch {
            throw .library("cannot crop frame \(index): \(error)")
        }
        if opaque, !PNGCodec.isOpaque(pixels) { throw .notOpaque(frame: index) }
        do {
            try write(pixels, at: region, centiseconds: ticks, into: file)
        } catch {
            failure = error
            throw error
        }
        centiseconds.append(ticks)
        if opaque { previous = image }
        appendedFrames += 1
    }

    /// The GIF of every frame appended. The writer takes no more frames.
    public func finish() throws(GIFError) -> [UInt8] {
        if let failure { throw failure }
        guard appendedFrames > 0 else { throw .noFrames }
        guard let file else { preconditionFailure("GIFWriter.finish() called twice") }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw .library(Self.message(error)) }
        previous = nil
        let bytes = sink.bytes
        sink.bytes = []
        return bytes
    }

    /// One frame: its graphic control (delay, disposal, transparent index),
    /// its descriptor with its colour table, and its pixels' entries.
    private func write(
        _ pixels: RGBAImage, at region: PixelRect, centiseconds: Int, into file: UnsafeMutablePointer<GifFileType>
    ) throws(GIFError) {
        var indices = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        var palette = boxrender_gif_palette()
        pixels.pixels.withUnsafeBufferPointer { rgba in
            indices.withUnsafeMutableBufferPointer { out in
                boxrender_gif_quantize(
                    rgba.baseAddress, pixels.width, pixels.height, out.baseAddress, &palette, scratch)
            }
        }
        if palette.exact == 0 { quantizedFrames += 1 }
        if loopCount != nil || palette.transparent >= 0 {
            // Disposal 1 keeps the frame as the next one's background; 2 clears it.
            let disposal: UInt8 = opaque ? 1 : 2
            let transparent = palette.transparent >= 0
            let control: [UInt8] = [
                disposal << 2 | (transparent ? 1 : 0), UInt8(centiseconds & 0xFF), UInt8(centiseconds >> 8),
                transparent ? UInt8(palette.transparent) : 0,
            ]
            try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, control))
        }
        // A colour table has 2, 4, … 256 entries; the unused are black.
        var size = 2
        while size < Int(palette.count) { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        withUnsafeBytes(of: palette.rgb) { rgb in
            for entry in 0..<Int(palette.count) {
                colors[entry] = GifColorType(Red: rgb[3 * entry], Green: rgb[3 * entry + 1], Blue: rgb[3 * entry + 2])
            }
        }
        guard let map = GifMakeMapObject(Int32(size), colors) else { throw .library("out of memory") }
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutImageDesc(
                file, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, map))
        try indices.withUnsafeMutableBufferPointer { (out) throws(GIFError) in
            for row in 0..<pixels.height {
                try check(EGifPutLine(file, out.baseAddress! + row * pixels.width, Int32(pixels.width)))
            }
        }
    }

    private func check(_ result: Int32) throws(GIFError) {
        guard result == GIF_OK else { throw .library(Self.message(file?.pointee.Error ?? 0)) }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// What giflib writes, collected.
private final class ByteSink {
    var bytes: [UInt8] = []
}
