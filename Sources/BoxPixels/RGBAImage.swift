/// A picture as plain bytes: straight (not premultiplied) RGBA, row-major, four
/// bytes per pixel, no row padding. Straight alpha is what PNG files store and what
/// people mean by a colour, so comparisons and diff panels work in it; the Cairo
/// backend converts to and from its premultiplied format at the boundary.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: r, g, b, a for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Why an image could not be made.
    public enum SizeError: Error, Equatable, CustomStringConvertible {
        /// A negative width or height, or one so large that the byte count overflows.
        case invalidSize(width: Int, height: Int)
        /// `pixels` does not hold exactly `width × height × 4` bytes.
        case pixelCountMismatch(expected: Int, actual: Int)

        public var description: String {
            switch self {
            case .invalidSize(let width, let height):
                return "invalid image size \(width)×\(height)"
            case .pixelCountMismatch(let expected, let actual):
                return "an image of this size needs \(expected) bytes of RGBA, got \(actual)"
            }
        }
    }

    /// Wraps existing bytes. Throws (rather than trapping) because the bytes often
    /// come from a file or a C library whose sizes are not to be trusted.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(SizeError) {
        let count = try Self.byteCount(width: width, height: height)
        guard pixels.count == count else {
            throw .pixelCountMismatch(expected: count, actual: pixels.count)
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// An image of one colour. Throws for a negative or overflowing size.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) throws(SizeError) {
        let count = try Self.byteCount(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            pixels[index] = fill.0
            pixels[index + 1] = fill.1
            pixels[index + 2] = fill.2
            pixels[index + 3] = fill.3
            index += 4
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// For sizes computed from images that already exist, which cannot overflow.
    init(unchecked width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Transparent black of a size that is known to be valid.
    init(uncheckedTransparentWidth width: Int, height: Int) {
        self.init(unchecked: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// `width × height × 4`, or an error instead of an overflow trap.
    static func byteCount(width: Int, height: Int) throws(SizeError) -> Int {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard !areaOverflow, !bytesOverflow else { throw .invalidSize(width: width, height: height) }
        return bytes
    }

    /// The pixel at column `x`, row `y`. Out-of-range coordinates are a programming
    /// error and trap, as array indexing does.
    public subscript(x x: Int, y y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            return Pixel(r: pixels[index], g: pixels[index + 1], b: pixels[index + 2], a: pixels[index + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            pixels[index] = newValue.r
            pixels[index + 1] = newValue.g
            pixels[index + 2] = newValue.b
            pixels[index + 3] = newValue.a
        }
    }
}

/// One straight-alpha RGBA pixel.
public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let transparent = Pixel(r: 0, g: 0, b: 0, a: 0)

    public var description: String { "(\(r), \(g), \(b), \(a))" }
}
