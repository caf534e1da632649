import BoxModel

/// The data of APNG's control chunks (https://wiki.mozilla.org/APNG_Specification):
/// `acTL`, which makes a PNG an animation, and `fcTL`, which places and times
/// each frame.
enum APNGControl {
    /// `acTL`: how many frames there are and how many times to play them (0 = forever).
    static func animation(frames: Int, plays: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(frames))
        data.appendBigEndian(UInt32(plays))
        return data
    }

    /// `fcTL` for a frame that replaces the pixels of `region` and leaves the
    /// canvas as it is afterwards.
    ///
    /// Dispose op NONE keeps each frame's pixels as the next frame's starting
    /// point, which is what lets that frame store only what changed. Blend op
    /// SOURCE makes the region's pixels replace the canvas's rather than be
    /// drawn over them, so a pixel that turns transparent does become
    /// transparent.
    static func frame(sequence: UInt32, region: PixelRect, delay: APNGDelay) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        data.appendBigEndian(UInt32(region.width))
        data.appendBigEndian(UInt32(region.height))
        data.appendBigEndian(UInt32(region.x))
        data.appendBigEndian(UInt32(region.y))
        data += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF)]
        data += [UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
        let disposeNone: UInt8 = 0
        let blendSource: UInt8 = 0
        data += [disposeNone, blendSource]
        return data
    }
}

/// A frame's delay as APNG stores it: a fraction of two 16-bit numbers.
///
/// A delay that is a whole number of 1/d seconds for some d up to 1000 is
/// stored exactly, as the smallest such fraction: an animation at 30 fps has
/// frames of 1/30 s, which no number of milliseconds is. Other delays are
/// thousandths, to the nearest; delays past 65.535 s don't fit in thousandths
/// and fall back to hundredths, then tenths, then whole seconds (rounded to
/// those), so the longest delay there is 65,535 s (about 18 hours).
struct APNGDelay: Equatable {
    let numerator: UInt16
    let denominator: UInt16

    /// The longest delay a frame can have, in seconds.
    static let longest = Double(UInt16.max)

    /// `nil` for a delay that is negative, not finite, or rounds to more than `longest`.
    init?(seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return nil }
        for denominator in 1...1000 {
            if let numerator = nearlyWhole(seconds * Double(denominator)), numerator <= Double(UInt16.max) {
                self.numerator = UInt16(numerator)
                self.denominator = UInt16(denominator)
                return
            }
        }
        for denominator: UInt16 in [1000, 100, 10, 1] {
            let numerator = (seconds * Double(denominator)).rounded()
            if numerator <= Double(UInt16.max) {
                self.numerator = UInt16(numerator)
                self.denominator = denominator
                return
            }
        }
        return nil
    }
}
