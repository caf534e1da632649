/// One frame's `fcTL` chunk as a reader needs it: where the frame goes, how
/// long it shows, how it meets the canvas, and where its image data is.
package struct FrameControl {
    /// What happens to the frame's region after it has been shown.
    enum Dispose: UInt8 {
        /// The canvas keeps the frame.
        case none = 0
        /// The region becomes transparent black.
        case background = 1
        /// The region goes back to what it was before the frame.
        case previous = 2
    }

    /// How the frame's pixels meet the canvas's.
    enum Blend: UInt8 {
        /// They replace them, transparency included.
        case source = 0
        /// They are drawn over them.
        case over = 1
    }

    let region: PixelRect
    /// Seconds; a denominator of 0 means hundredths (the APNG specification).
    let delay: Double
    let dispose: Dispose
    let blend: Blend
    /// The ranges of the file that hold the frame's compressed pixels: IDAT
    /// data, or fdAT data after its sequence number.
    var data: [Range<Int>] = []

    /// - Parameter frame: the frame's number, for messages.
    init(_ chunk: [UInt8], frame: Int) throws(APNGReadError) {
        guard chunk.count == 26 else { throw APNGReadError("frame \(frame)'s fcTL chunk is not 26 bytes") }
        region = PixelRect(
            x: BigEndian.uint32(chunk, at: 12), y: BigEndian.uint32(chunk, at: 16),
            width: BigEndian.uint32(chunk, at: 4), height: BigEndian.uint32(chunk, at: 8))
        guard region.width > 0, region.height > 0 else { throw APNGReadError("frame \(frame) has no pixels") }
        let numerator = BigEndian.uint16(chunk, at: 20)
        let denominator = BigEndian.uint16(chunk, at: 22)
        delay = Double(numerator) / Double(denominator == 0 ? 100 : denominator)
        guard let dispose = Dispose(rawValue: chunk[24]), let blend = Blend(rawValue: chunk[25]) else {
            throw APNGReadError("frame \(frame)'s fcTL chunk names an unknown dispose or blend operation")
        }
        self.dispose = dispose
        self.blend = blend
    }
}
