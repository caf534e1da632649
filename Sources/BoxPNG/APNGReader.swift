import BoxPixels

/// Reads an animated PNG (https://wiki.mozilla.org/APNG_Specification) back
/// into the pictures a viewer shows, one frame at a time.
///
/// `--check` needs it: an optimiser may store the same animation in other
/// frame rectangles, blend and dispose operations, or with identical frames
/// merged, and the file is still fresh when what it shows is the same. Each
/// frame's pixels are decoded as a PNG of their own (the file's IHDR at the
/// frame's size, its palette and transparency chunks, then the frame's data),
/// so they pass the same checks as any PNG boxrender reads; then they are
/// composited onto the canvas as the frame's control chunk says.
///
/// Reading the chunks costs a pass over the file; frames are decoded only as
/// `frames()` is iterated, and at most one canvas and one saved region are
/// held besides the frame returned.
public struct APNGReader {
    /// The canvas's size in pixels.
    public let width: Int
    public let height: Int
    /// How many times the animation plays; 0 = forever.
    public let loopCount: Int
    /// How many frames the file holds (after a hidden default image, if any).
    public var frameCount: Int { controls.count }

    private let bytes: [UInt8]
    /// IHDR's data, and the PLTE and tRNS chunks (whole), which every frame's
    /// own PNG repeats. Only these: they are all of the file's chunks that
    /// decide the pixels Cairo decodes, and at most one of each keeps the
    /// repeating small, where a file's other chunks (text, private ones)
    /// repeated for every frame would cost their size times the frames.
    private let header: [UInt8]
    private let sharedChunks: [Range<Int>]
    private let controls: [FrameControl]

    /// Reads the file's chunks and checks its frames' placement.
    /// - Parameters:
    ///   - bytes: the file.
    ///   - maximumFrames: more frames than this are refused before any is
    ///     decoded, so the work is bounded by what the caller expects.
    ///   - maximumPixels: likewise for the frames' pixels together, the
    ///     canvas's (IHDR) times acTL's frame count: each frame is decoded
    ///     onto a whole canvas, which a comparison then reads, so a small
    ///     file of many frames of a large canvas is hours of work.
    public init(_ bytes: [UInt8], maximumFrames: Int, maximumPixels: Int = .max) throws(APNGReadError) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else { throw .init("no PNG signature") }
        var chunks = PNGChunkReader(bytes: bytes)
        var shared: [Range<Int>] = []
        var sharedTypes: Set<String> = []
        var controls: [FrameControl] = []
        var animation: (frames: Int, plays: Int)?
        var seenImageData = false
        var firstFrameIsImageData = false
        var sequence = 0
        do {
            guard let first = try chunks.next(), first.type == "IHDR", first.data.count == 13 else {
                throw APNGReadError("the first chunk is not a 13-byte IHDR header")
            }
            header = Array(bytes[first.data])
            while let chunk = try chunks.next(), chunk.type != "IEND" {
                let data = Array(bytes[chunk.data])
                switch chunk.type {
                case "acTL":
                    guard data.count == 8, !seenImageData else { throw APNGReadError("its acTL chunk is damaged") }
                    let declared = (frames: BigEndian.uint32(data, at: 0), plays: BigEndian.uint32(data, at: 4))
                    if declared.frames > maximumFrames {
                        throw APNGReadError(
                            "it declares \(declared.frames) frames, more than the \(maximumFrames) allowed",
                            exceededLimit: .frames)
                    }
                    try Self.checkPixels(frames: declared.frames, header: header, limit: maximumPixels)
                    animation = declared
                case "fcTL":
                    guard controls.count < maximumFrames else {
                        throw APNGReadError(
                            "it holds more than the \(maximumFrames) frames allowed", exceededLimit: .frames)
                    }
                    let control = try FrameControl(data, frame: controls.count)
                    try Self.checkSequence(data, of: chunk.type, next: &sequence)
                    controls.append(control)
                case "IDAT":
                    // Image data before any fcTL is a default image that is not part of the animation.
                    if !seenImageData { firstFrameIsImageData = !controls.isEmpty }
                    if firstFrameIsImageData { controls[0].data.append(chunk.data) }
                    seenImageData = true
                case "fdAT":
                    guard seenImageData, !controls.isEmpty else {
                        throw APNGReadError("an fdAT chunk comes before its frame's fcTL or the image data")
                    }
                    guard data.count >= 4 else { throw APNGReadError("an fdAT chunk has no sequence number") }
                    try Self.checkSequence(data, of: chunk.type, next: &sequence)
                    controls[controls.count - 1].data.append((chunk.data.lowerBound + 4)..<chunk.data.upperBound)
                case "PLTE", "tRNS":
                    guard !seenImageData else { break }
                    guard !sharedTypes.contains(chunk.type) else {
                        throw APNGReadError("it has more than one \(chunk.type) chunk")
                    }
                    sharedTypes.insert(chunk.type)
                    shared.append((chunk.data.lowerBound - 8)..<(chunk.data.upperBound + 4))
                default:
                    break
                }
            }
        } catch let error as APNGReadError {
            throw error
        } catch {
            throw APNGReadError("\(error)")
        }
        width = BigEndian.uint32(header, at: 0)
        height = BigEndian.uint32(header, at: 4)
        guard (1...PNGStructure.largestSide).contains(width), (1...PNGStructure.largestSide).contains(height) else {
            throw .init(
                "its header declares \(width)×\(height) pixels; boxrender reads PNGs of 1 to "
                    + "\(PNGStructure.largestSide) on each side")
        }
        guard let animation else { throw .init("it has no acTL chunk: it is a still PNG") }
        guard animation.frames == controls.count, !controls.isEmpty else {
            throw .init("its acTL chunk declares \(animation.frames) frames, and it holds \(controls.count)")
        }
        // A default image that is the first frame is the whole canvas (the APNG specification).
        if firstFrameIsImageData, controls[0].region != PixelRect(x: 0, y: 0, width: width, height: height) {
            throw .init("its first frame is the default image but its fcTL chunk does not cover the canvas")
        }
        for (index, control) in controls.enumerated() {
            guard control.region.maxX <= width, control.region.maxY <= height else {
                throw .init("frame \(index) reaches outside the \(width)×\(height) canvas")
            }
            guard !control.data.isEmpty else { throw .init("frame \(index) has no image data") }
        }
        self.bytes = bytes
        self.sharedChunks = shared
        self.controls = controls
        loopCount = animation.plays
    }

    /// Refuses `frames` frames of the canvas `header` (IHDR's data) declares
    /// when together they have more than `limit` pixels. acTL comes before
    /// any image data, so this is before any frame is decoded; the count is
    /// later held to the fcTL chunks the file really has.
    private static func checkPixels(frames: Int, header: [UInt8], limit: Int) throws(APNGReadError) {
        let (width, height) = (BigEndian.uint32(header, at: 0), BigEndian.uint32(header, at: 4))
        let pixels = Double(frames) * Double(width) * Double(height)
        guard pixels > Double(limit) else { return }
        throw APNGReadError(
            "it declares \(frames) frames of \(width)×\(height) pixels, \(Int(pixels)) pixels in all, more than the "
                + "\(limit) allowed",
            exceededLimit: .pixels)
    }

    /// fcTL and fdAT chunks are numbered 0, 1, 2… in file order, and the APNG
    /// specification has a decoder refuse any other numbering: a file that
    /// viewers following it refuse must not pass for a fresh one.
    private static func checkSequence(_ data: [UInt8], of type: String, next: inout Int) throws(APNGReadError) {
        let number = BigEndian.uint32(data, at: 0)
        guard number == next else {
            throw APNGReadError(
                "its \(type) chunks are out of order: sequence number \(number) where \(next) comes next")
        }
        next += 1
    }

    /// Whether `bytes` are a PNG with an acTL chunk before its image data, as
    /// an animated PNG has; a damaged file is not.
    public static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else { return false }
        var chunks = PNGChunkReader(bytes: bytes)
        while let chunk = try? chunks.next(), chunk.type != "IDAT", chunk.type != "IEND" {
            if chunk.type == "acTL" { return true }
        }
        return false
    }

    /// The pictures a viewer shows, in order, each with its delay.
    public func frames() -> Frames { Frames(reader: self) }

    /// Decodes and composites one frame at a time.
    public struct Frames {
        let reader: APNGReader
        private var index = 0
        private var canvas: RGBAImage?

        init(reader: APNGReader) {
            self.reader = reader
        }

        /// The next frame as shown, `nil` after the last. Throws for a frame
        /// whose data is not a readable PNG of the frame's size.
        public mutating func next() throws(APNGReadError) -> APNGFrame? {
            guard index < reader.controls.count else { return nil }
            let control = reader.controls[index]
            var canvas: RGBAImage
            if let kept = self.canvas {
                canvas = kept
            } else {
                canvas = try Self.blank(width: reader.width, height: reader.height)
            }
            let pixels = try reader.decode(control, frame: index)
            // The first frame's "previous" is the blank canvas (the APNG specification).
            let saved = control.dispose == .previous ? try Self.copy(control.region, of: canvas) : nil
            canvas.place(pixels, at: control.region, blending: control.blend)
            let shown = APNGFrame(image: canvas, delay: control.delay)
            switch control.dispose {
            case .none: break
            case .background: canvas.clear(control.region)
            case .previous: if let saved { canvas.place(saved, at: control.region, blending: .source) }
            }
            self.canvas = canvas
            index += 1
            return shown
        }

        private static func copy(_ region: PixelRect, of canvas: RGBAImage) throws(APNGReadError) -> RGBAImage {
            do {
                return try canvas.region(region)
            } catch {
                throw APNGReadError("\(error)")
            }
        }

        private static func blank(width: Int, height: Int) throws(APNGReadError) -> RGBAImage {
            do {
                return try RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
            } catch {
                throw APNGReadError("\(error)")
            }
        }
    }

    /// The frame's data as a PNG of its own: the file's IHDR at the frame's
    /// size, PLTE and tRNS, the data as IDAT.
    private func png(of control: FrameControl) -> [UInt8] {
        var file = PNGHeader.signature
        var frameHeader = header
        frameHeader.replaceSubrange(
            0..<8, with: Self.bigEndian(control.region.width) + Self.bigEndian(control.region.height))
        PNGChunk.append("IHDR", frameHeader, to: &file)
        for chunk in sharedChunks { file += bytes[chunk] }
        for data in control.data { PNGChunk.append("IDAT", Array(bytes[data]), to: &file) }
        PNGChunk.append("IEND", [], to: &file)
        return file
    }

    /// Frame `index`'s own PNG, for tests.
    func png(ofFrame index: Int) -> [UInt8] { png(of: controls[index]) }

    /// The frame's data as a PNG of its own, decoded.
    private func decode(_ control: FrameControl, frame: Int) throws(APNGReadError) -> RGBAImage {
        let file = png(of: control)
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(file)
        } catch {
            throw APNGReadError("frame \(frame) is not a readable picture (\(error))")
        }
        guard image.width == control.region.width, image.height == control.region.height else {
            throw APNGReadError("frame \(frame) is not \(control.region.width)×\(control.region.height) pixels")
        }
        return image
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(UInt32(truncatingIfNeeded: value))
        return bytes
    }
}

/// Why a file is not an animated PNG that can be read; `reason` follows
/// "not a readable animated PNG (…)".
public struct APNGReadError: Error, Equatable, CustomStringConvertible {
    /// A limit of `APNGReader.init` that a file passes.
    public enum Limit: Sendable {
        /// `maximumFrames`.
        case frames
        /// `maximumPixels`.
        case pixels
    }

    public let reason: String
    /// Which limit the file passes, if that is the reason, so that a caller
    /// can name the setting that allows more.
    public let exceededLimit: Limit?

    init(_ reason: String, exceededLimit: Limit? = nil) {
        self.reason = reason
        self.exceededLimit = exceededLimit
    }

    public var description: String { "not a readable animated PNG (\(reason))" }
}
