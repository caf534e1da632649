import BoxFiles
import BoxModel
import BoxPixels
import BoxWork
import CCairo
import Foundation

/// PNG files ↔ straight RGBA: read through Cairo's PNG reader (libpng), written
/// by `PNGStreamEncoder`.
///
/// Cairo keeps pixels premultiplied, so a round trip of a translucent pixel can
/// move its colour: with alpha a only a + 1 premultiplied values exist per
/// channel, and the colour comes back within ±127.5 / a + ½ (±1 for a ≥ 128;
/// a colour at alpha 0 is lost entirely and reads back as 0). Opaque pixels
/// survive exactly.
public enum PNGCodec {
    /// The most pixels a decoded picture may have on either side: Cairo's image surface limit.
    public static let largestSide = PNGStructure.largestSide

    /// Decodes a PNG held in memory. Corrupt or non-PNG data throws `CairoError`
    /// with libpng's complaint as Cairo reports it.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        try PixelConversion.image(from: decodeSurface(bytes))
    }

    /// Decodes the PNG file at `path`; every failure throws `ImageLoadError` naming the path.
    /// A file longer than `maximumBytes` is refused before it is read.
    public static func decode(fileAt path: String, maximumBytes: Int = .max) throws -> RGBAImage {
        let surface = try decodeSurface(fileAt: path, maximumBytes: maximumBytes)
        do {
            return try PixelConversion.image(from: surface)
        } catch {
            throw ImageLoadError(path: path, reason: "\(error)")
        }
    }

    /// Encodes straight RGBA as a PNG (8 bits per channel; without an alpha
    /// channel when every pixel is opaque). No timestamp or other metadata, so
    /// the same pixels always give the same bytes.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .default) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw CairoError(
                operation: "encoding a PNG", message: "a PNG cannot hold a \(image.width)×\(image.height) image")
        }
        return try encoder(for: image, keepsAlpha: !isOpaque(image), compression: compression).finish()
    }

    /// Whether every pixel is opaque, so that the file can leave alpha out.
    package static func isOpaque(_ image: RGBAImage) -> Bool {
        stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
    }

    /// An encoder given all of `image`'s rows, as RGBA or (without alpha) RGB,
    /// in the bands the renderer would use: what `encode` writes, and apart
    /// from it so that the APNG writer compresses its frames the same way.
    static func encoder(for image: RGBAImage, keepsAlpha: Bool, compression: PNGCompression) -> PNGStreamEncoder {
        let encoder = PNGStreamEncoder(
            width: image.width, height: image.height, format: keepsAlpha ? .rgba : .rgb,
            filtersRows: compression.rowFilterings[0], compression: compression,
            threads: ThreadBudget.perPicture)
        let rows = BandRows.rows(width: image.width)
        var top = 0
        while top < image.height {
            let count = min(rows, image.height - top)
            let band = image.pixels[(top * image.width * 4)..<((top + count) * image.width * 4)]
            encoder.append(keepsAlpha ? Array(band) : Self.droppingAlpha(band), rows: count)
            top += count
        }
        return encoder
    }

    /// RGBA bytes as RGB bytes.
    private static func droppingAlpha(_ rgba: ArraySlice<UInt8>) -> [UInt8] {
        let pixels = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: pixels * 3) { rgb, count in
            var source = rgba.startIndex
            for pixel in 0..<pixels {
                rgb[pixel * 3] = rgba[source]
                rgb[pixel * 3 + 1] = rgba[source + 1]
                rgb[pixel * 3 + 2] = rgba[source + 2]
                source += 4
            }
            count = pixels * 3
        }
    }

    /// A Cairo image surface (ARGB32 or RGB24) of the PNG's pixels.
    static func decodeSurface(_ bytes: [UInt8]) throws(CairoError) -> CairoSurface {
        try PNGStructure.check(bytes)
        let source = ByteSource(bytes)
        let pointer: OpaquePointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                    return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                },
                Unmanaged.passUnretained(source).toOpaque()
            )
        }
        return try CairoSurface(adopting: pointer, operation: "decoding a PNG")
    }

    /// Reads and decodes the file, wrapping every failure with the path.
    package static func decodeSurface(fileAt path: String, maximumBytes: Int = .max, realPath: String? = nil)
        throws(ImageLoadError) -> CairoSurface
    {
        try decodeSurface(readFile(atPath: path, atMost: maximumBytes, realPath: realPath), path: path)
    }

    /// Decodes the bytes of the picture file at `path`, naming it in every failure.
    package static func decodeSurface(_ bytes: [UInt8], path: String) throws(ImageLoadError) -> CairoSurface {
        do {
            return try decodeSurface(bytes)
        } catch {
            throw ImageLoadError(path: path, reason: "not a readable PNG image (\(error.message))")
        }
    }

    static func readFile(atPath path: String, upTo limit: Int = .max, realPath: String? = nil) throws(ImageLoadError)
        -> [UInt8]
    {
        try readResult(FileBytes.read(path, upTo: limit, realPath: realPath), path: path)
    }

    /// The whole file, refused when it holds more than `limit` bytes.
    static func readFile(atPath path: String, atMost limit: Int, realPath: String? = nil) throws(ImageLoadError)
        -> [UInt8]
    {
        try readResult(FileBytes.read(path, atMost: limit, realPath: realPath), path: path)
    }

    static func readResult<Value>(_ result: Result<Value, FileBytes.Problem>, path: String) throws(ImageLoadError)
        -> Value
    {
        switch result {
        case .success(let value):
            return value
        case .failure(.longerThan(let limit)):
            throw ImageLoadError(
                path: path, reason: "the file is longer than \(limit) bytes (the limit; --max-image-bytes raises it)")
        case .failure(let problem):
            throw ImageLoadError(
                path: path, reason: problem == .directory ? "is a directory, not an image" : problem.description)
        }
    }
}

/// Feeds Cairo's PNG reader from memory; running out of bytes is a read error,
/// which Cairo reports instead of reading past the end.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            destination.update(from: base + offset, count: count)
        }
        offset += count
        return true
    }
}
