import BoxPNG
import BoxPixels
import CWebP

/// Why a WebP could not be written; each names the frame (counted from 0) and
/// value at fault.
public enum WebPError: Error, Equatable, CustomStringConvertible {
    /// A WebP of no pixels or more than 16,383 on a side.
    case invalidSize(width: Int, height: Int)
    /// A loop count outside 0 (forever) ... 65,535 plays.
    case invalidLoopCount(Int)
    /// A frame whose size or bytes differ from the writer's.
    case invalidImage(frame: Int, width: Int, height: Int, bytes: Int)
    /// A delay that is negative, not finite, or longer than 16,777.215 s once in milliseconds.
    case invalidDelay(frame: Int, seconds: Double)
    /// `finish` with no frame appended.
    case noFrames
    /// libwebp failed (out of memory).
    case library(String)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "a WebP of \(width)×\(height) pixels: it needs 1 to \(WebPWriter.maximumSide) pixels on each side"
        case .invalidLoopCount(let count):
            return "loop count \(count) is not from 0 (forever) to \(WebPWriter.maximumPlays) plays, what a WebP holds"
        case .invalidImage(let frame, let width, let height, let bytes):
            return "frame \(frame) is \(width)×\(height) pixels with \(bytes) bytes of RGBA, not the WebP's size"
        case .invalidDelay(let frame, let seconds):
            return "frame \(frame)'s delay of \(seconds) s is not a number of seconds from 0 to 16777.215, "
                + "what a WebP holds"
        case .noFrames:
            return "a WebP needs at least one frame"
        case .library(let message):
            return "libwebp: \(message)"
        }
    }
}

/// Writes an animated WebP a frame at a time, as `APNGWriter` writes an
/// animated PNG: `append` each frame as it is drawn, then `finish` for the
/// file. Every frame is lossless with its exact pixels (RGB under transparent
/// pixels too), and every frame appended is one frame of the file.
///
/// The frames go into libwebpmux's container directly (`WebPMuxPushFrame`),
/// not through `WebPAnimEncoder`: that encoder merges a frame identical to
/// the one before into it (adding its duration), whatever its key-frame
/// options (`kmin`, `kmax`), so the file would hold fewer frames than drawn.
///
/// - Storage: each frame after the first stores only the rectangle that
///   changed (its left and top edges moved to even pixels, as WebP offsets
///   are; one pixel when nothing changed), replacing those pixels, alpha
///   included, and leaving the rest (blending off, disposal none), so
///   transparency is exact.
/// - Durations: in milliseconds, without drift (`FrameClock`): each frame
///   starts at the millisecond nearest its true start.
/// - Loop count: plays (0 = forever), which is what WebP's ANIM chunk counts.
///
/// The bytes depend only on the frames, delays, loop count and libwebp's
/// version. Not for use from several threads at once.
public final class WebPWriter {
    /// WebP's largest side (WEBP_MAX_DIMENSION).
    public static let maximumSide = 16383
    /// The most plays WebP's 16-bit loop count says.
    public static let maximumPlays = Int(UInt16.max)
    /// A frame's longest duration in milliseconds (24 bits).
    public static let maximumMilliseconds = (1 << 24) - 1

    public let width: Int
    public let height: Int
    /// Plays, 0 = forever.
    public let loopCount: Int
    /// How many frames `append` has taken so far.
    public private(set) var appendedFrames = 0
    /// Each frame's duration as written, in milliseconds.
    public private(set) var milliseconds: [Int] = []

    private var mux: OpaquePointer?
    private var clock = FrameClock(ticksPerSecond: 1000)
    private var previous: RGBAImage?

    /// - Parameters:
    ///   - width, height: every frame's size, 1 to 16,383 pixels a side.
    ///   - loopCount: plays, 0 (forever) to 65,535.
    public init(width: Int, height: Int, loopCount: Int) throws(WebPError) {
        let sides = 1...Self.maximumSide
        guard sides.contains(width), sides.contains(height) else { throw .invalidSize(width: width, height: height) }
        guard (0...Self.maximumPlays).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        guard let mux = WebPMuxNew() else { throw .library("out of memory") }
        self.mux = mux
    }

    deinit {
        if let mux { WebPMuxDelete(mux) }
    }

    /// Each delay in milliseconds, as the writer stores them (`FrameClock`).
    public static func milliseconds(_ delays: [Double]) -> [Int] {
        FrameClock.ticks(delays, ticksPerSecond: 1000)
    }

    /// Adds the next frame, shown for `delay` seconds, and compresses what it
    /// changes. A frame that throws is not added.
    public func append(_ image: RGBAImage, delay: Double) throws(WebPError) {
        guard let mux else { preconditionFailure("WebPWriter.append(_:delay:) after finish()") }
        let index = appendedFrames
        guard image.width == width, image.height == height, image.pixels.count == width * height * 4 else {
            throw .invalidImage(frame: index, width: image.width, height: image.height, bytes: image.pixels.count)
        }
        guard delay.isFinite, delay >= 0 else { throw .invalidDelay(frame: index, seconds: delay) }
        var next = clock
        let duration = next.ticks(lasting: delay)
        guard duration <= Self.maximumMilliseconds else { throw .invalidDelay(frame: index, seconds: delay) }
        var region = PixelRect(x: 0, y: 0, width: width, height: height)
        if let previous {
            let changed = APNGChangedRegion.between(previous, image) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            // WebP stores a frame's offsets halved: its left and top edges go to even pixels.
            let x = changed.x & ~1
            let y = changed.y & ~1
            region = PixelRect(x: x, y: y, width: changed.maxX - x, height: changed.maxY - y)
        }
        let pixels: RGBAImage
        do {
            pixels = try APNGChangedRegion.crop(image, to: region)
        } catch {
            throw .library("cannot crop frame \(index): \(error)")
        }
        var bitstream = try Self.lossless(pixels)
        defer { WebPDataClear(&bitstream) }
        var frame = WebPMuxFrameInfo()
        frame.bitstream = bitstream
        frame.x_offset = Int32(region.x)
        frame.y_offset = Int32(region.y)
        frame.duration = Int32(duration)
        frame.id = WEBP_CHUNK_ANMF
        frame.dispose_method = WEBP_MUX_DISPOSE_NONE
        frame.blend_method = WEBP_MUX_NO_BLEND
        let result = WebPMuxPushFrame(mux, &frame, 1)
        guard result == WEBP_MUX_OK else { throw .library("cannot add frame \(index) (mux error \(result.rawValue))") }
        clock = next
        milliseconds.append(duration)
        previous = image
        appendedFrames += 1
    }

    /// The animated WebP of every frame appended. The writer takes no more frames.
    public func finish() throws(WebPError) -> [UInt8] {
        guard appendedFrames > 0 else { throw .noFrames }
        guard let mux else { preconditionFailure("WebPWriter.finish() called twice") }
        defer {
            WebPMuxDelete(mux)
            self.mux = nil
            previous = nil
        }
        var result = WebPMuxSetCanvasSize(mux, Int32(width), Int32(height))
        guard result == WEBP_MUX_OK else { throw .library("cannot set the canvas (mux error \(result.rawValue))") }
        // Transparent black, as an APNG's canvas starts; the first frame covers it.
        var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: Int32(loopCount))
        result = WebPMuxSetAnimationParams(mux, &parameters)
        guard result == WEBP_MUX_OK else { throw .library("cannot set the loop (mux error \(result.rawValue))") }
        var output = WebPData()
        result = WebPMuxAssemble(mux, &output)
        defer { WebPDataClear(&output) }
        guard result == WEBP_MUX_OK, let bytes = output.bytes else {
            throw .library("cannot assemble the file (mux error \(result.rawValue))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.size))
    }

    /// A still picture as a lossless WebP of exactly its pixels.
    public static func encode(_ image: RGBAImage) throws(WebPError) -> [UInt8] {
        guard (1...maximumSide).contains(image.width), (1...maximumSide).contains(image.height) else {
            throw .invalidSize(width: image.width, height: image.height)
        }
        var data = try lossless(image)
        defer { WebPDataClear(&data) }
        guard let bytes = data.bytes else { throw .library("no output") }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// The pixels as a lossless WebP file (libwebp's default effort, method 4,
    /// exact: RGB under transparent pixels is kept too). The caller clears it.
    private static func lossless(_ image: RGBAImage) throws(WebPError) -> WebPData {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .library("version mismatch") }
        config.lossless = 1
        config.exact = 1
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .library("version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        let imported = image.pixels.withUnsafeBufferPointer { rgba in
            WebPPictureImportRGBA(&picture, rgba.baseAddress, Int32(image.width * 4))
        }
        guard imported != 0 else {
            WebPMemoryWriterClear(&writer)
            throw .library("out of memory")
        }
        let encoded = withUnsafeMutablePointer(to: &writer) { writer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            let code = picture.error_code.rawValue
            WebPMemoryWriterClear(&writer)
            throw .library("cannot encode (error \(code))")
        }
        return WebPData(bytes: bytes, size: writer.size)
    }
}
