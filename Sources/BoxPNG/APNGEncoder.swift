import BoxPixels

/// One picture of an animation and how long it stays on screen.
public struct APNGFrame: Equatable, Sendable {
    /// Straight RGBA; every frame of an animation has the same size.
    public var image: RGBAImage
    /// Seconds until the next frame: finite, from 0 to 65,535. Stored as an
    /// exact fraction where one with a denominator up to 1000 exists, else to
    /// the millisecond (see `APNGWriter`); 0 asks for the next frame at once,
    /// though viewers may hold very short delays longer.
    public var delay: Double

    public init(image: RGBAImage, delay: Double) {
        self.image = image
        self.delay = delay
    }
}

/// Why an animation could not be encoded; each names the frame (counted from
/// 0) and value at fault, because those are what the caller has to change.
public enum APNGError: Error, Equatable, CustomStringConvertible {
    /// An animation needs at least one frame: the first is also the still
    /// picture that viewers without APNG support show.
    case noFrames
    /// A frame of no pixels, more than a PNG's 2³¹ − 1 on a side, or whose
    /// `pixels` don't hold `width × height × 4` bytes.
    case invalidImage(frame: Int, width: Int, height: Int, bytes: Int)
    /// A frame whose size differs from the first frame's (or, given to an
    /// `APNGWriter`, from the writer's): an APNG has one size.
    case sizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A delay that is negative, not finite, or longer than 65,535 s.
    case invalidDelay(frame: Int, seconds: Double)
    /// A loop count outside 0 ... 2³¹ − 1.
    case invalidLoopCount(Int)
    /// An `APNGWriter` for frames of no pixels or more than 2³¹ − 1 on a side.
    case invalidSize(width: Int, height: Int)
    /// A frame with a pixel that isn't opaque, given to an `APNGWriter` made
    /// with `opaque: true`, whose file has no alpha to store it in.
    case notOpaque(frame: Int)

    public var description: String {
        switch self {
        case .noFrames:
            return "an animation needs at least one frame"
        case .invalidImage(let frame, let width, let height, let bytes):
            return "frame \(frame) is \(width)×\(height) pixels with \(bytes) bytes of RGBA; "
                + "a frame needs 1 to \(Int32.max) pixels on each side and 4 bytes per pixel"
        case .sizeMismatch(let frame, let width, let height, let expectedWidth, let expectedHeight):
            let expected = frame == 0 ? "the animation is" : "frame 0 is"
            return "frame \(frame) is \(width)×\(height) pixels but \(expected) \(expectedWidth)×\(expectedHeight); "
                + "every frame of an animation must have the same size"
        case .invalidDelay(let frame, let seconds):
            return "frame \(frame)'s delay of \(seconds) s is not a number of seconds from 0 to 65535"
        case .invalidLoopCount(let count):
            return "loop count \(count) is not from 0 (forever) to \(Int32.max)"
        case .invalidSize(let width, let height):
            return "an animation of \(width)×\(height) pixels: it needs 1 to \(Int32.max) pixels on each side"
        case .notOpaque(let frame):
            return "frame \(frame) has pixels that are not opaque, but the animated PNG was begun as opaque "
                + "(without alpha); begin it with opaque: false when frames may be translucent"
        }
    }
}

/// Animated PNGs (https://wiki.mozilla.org/APNG_Specification), written with
/// the PNG encoder's compression: viewers without APNG support show frame 0.
public enum APNGEncoder {
    /// Encodes `frames` as an APNG that plays `loopCount` times (0 = forever),
    /// as an `APNGWriter` does (see there for how frames are stored) given the
    /// frames one by one; for animations too large to hold every frame at
    /// once, use the writer.
    ///
    /// Pixels are RGB when every frame is opaque and RGBA otherwise, as
    /// `PNGCodec.encode` chooses, and the bytes depend only on the frames,
    /// loop count and compression.
    ///
    /// - Throws: `APNGError` for no frames, frames of different sizes, or a
    ///   delay or loop count out of range; `CairoError` if zlib fails.
    public static func encode(_ frames: [APNGFrame], loopCount: Int, compression: PNGCompression = .default) throws
        -> [UInt8]
    {
        // Everything is refused before any work is done, frame by frame.
        guard let first = frames.first?.image else { throw APNGError.noFrames }
        try APNGWriter.validate(loopCount: loopCount)
        for (index, frame) in frames.enumerated() {
            try APNGWriter.validate(
                frame.image, delay: frame.delay, frame: index, width: first.width, height: first.height)
        }
        let writer = try APNGWriter(
            width: first.width, height: first.height, loopCount: loopCount,
            opaque: frames.allSatisfy { PNGCodec.isOpaque($0.image) }, compression: compression)
        for frame in frames { try writer.append(frame.image, delay: frame.delay) }
        return try writer.finish()
    }
}
