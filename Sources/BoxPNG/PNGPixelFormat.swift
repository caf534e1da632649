/// What the bytes of a PNG row are (RFC 2083 colour types).
package enum PNGPixelFormat: Equatable, Sendable {
    /// An index into at most 256 colours (`PLTE`, with `tRNS` for alpha), in
    /// `bits` = 1, 2, 4 or 8 bits, packed from each byte's high bits down.
    case palette(bits: Int)
    case rgb
    case rgba

    /// Bytes in a row of `width` pixels.
    func rowBytes(width: Int) -> Int {
        switch self {
        case .palette(let bits): (width * bits + 7) / 8
        case .rgb: width * 3
        case .rgba: width * 4
        }
    }

    /// How far back the "left" byte of the sub, average and Paeth filters is: one
    /// byte for a palette of any depth, the pixel's bytes otherwise.
    var filterDistance: Int {
        switch self {
        case .palette: 1
        case .rgb: 3
        case .rgba: 4
        }
    }

    var bitDepth: UInt8 {
        if case .palette(let bits) = self { UInt8(bits) } else { 8 }
    }

    var colorType: UInt8 {
        switch self {
        case .palette: 3
        case .rgb: 2
        case .rgba: 6
        }
    }

    var isPalette: Bool {
        if case .palette = self { true } else { false }
    }
}
