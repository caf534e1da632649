import BoxModel
import Foundation

/// The pixel size a PNG file declares in its IHDR chunk, read from the first 24
/// bytes without decoding: layout needs pictures' natural sizes long before
/// anything is drawn. Throws `ImageLoadError` naming the path when the file is
/// missing or doesn't start like a PNG.
///
/// With `realPath`, the opened file must be that one (see `ImageSource.realPath`).
public func pngPixelSize(atPath path: String, realPath: String? = nil) throws -> (width: Int, height: Int) {
    let header = try PNGCodec.readFile(atPath: path, upTo: PNGHeader.length, realPath: realPath)
    guard let size = PNGHeader.pixelSize(header) else { throw PictureFiles.notAPNG(path) }
    return size
}

/// The pixel size the PNG in `bytes` declares; nil when they do not start like one.
public func pngPixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    PNGHeader.pixelSize(Array(bytes.prefix(PNGHeader.length)))
}

/// The fixed start of every PNG: the 8-byte signature, then the IHDR chunk's
/// length (13), type and the big-endian width and height.
enum PNGHeader {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    static let length = 24

    static func pixelSize(_ header: [UInt8]) -> (width: Int, height: Int)? {
        guard header.count >= length, Array(header[0..<8]) == signature,
            Array(header[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        let width = BigEndian.uint32(header, at: 16)
        let height = BigEndian.uint32(header, at: 20)
        // The PNG specification allows 1 … 2³¹ − 1 on each side.
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return (width, height)
    }
}

/// A picture's natural size in points: its pixels ÷ its file scale (`@2x` → 2);
/// zero for a file that isn't a readable PNG. Reads the file's header: for a
/// `PangoMeasurer` used on its own. The renderer measures from the headers
/// `ImageCheck` read once, and never calls this.
public func naturalPointSize(of image: ImageSource) -> Size {
    guard let pixels = try? pngPixelSize(atPath: image.path, realPath: image.realPath) else { return .zero }
    let scale = Double(max(1, image.fileScale))
    return Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
}
