import BoxFiles
import BoxModel
import Foundation

/// The picture files of a rendering (or of a batch job's renderings), each
/// opened once: the check reads a picture's header and, in the same open, the
/// rest of the file, which is kept here until the picture is decoded; a
/// batch hashes the same bytes it draws.
///
/// Kept bytes are bounded: at most `keptBytes` in all wait here at a time.
/// A file read past that is not kept, and is read again when it is decoded.
/// Bytes are kept by the path and the real path the sandbox checked, so a
/// source checked to another real file never gets them.
public final class PictureFiles: @unchecked Sendable {
    /// The most bytes one file may hold (`SpecLimits.imageFileBytes`).
    let fileLimit: Int
    private let keptBytes: Int
    private let keepsAfterDecoding: Bool
    private let lock = NSLock()
    private var kept: [Key: [UInt8]] = [:]
    private var keptTotal = 0

    private struct Key: Hashable {
        let path: String
        let realPath: String?

        init(_ source: ImageSource) {
            path = source.path
            realPath = source.realPath
        }
    }

    /// - Parameters:
    ///   - fileLimit: the longest picture file read (`--max-image-bytes`).
    ///   - keptBytes: the most bytes kept, waiting to be decoded, at a time.
    ///   - keepsAfterDecoding: keep a file once decoded too, for the other
    ///     renderings that draw it (a batch job's variants and scales, which
    ///     then draw the bytes the job hashed); they go with this store.
    public init(fileLimit: Int, keptBytes: Int = 32 << 20, keepsAfterDecoding: Bool = false) {
        self.fileLimit = fileLimit
        self.keptBytes = keptBytes
        self.keepsAfterDecoding = keepsAfterDecoding
    }

    /// The picture's pixel size from its PNG header. When `readsAll` says so
    /// of that size and the file fits what may be kept, the rest of the file
    /// is read in the same open and kept for `take`.
    public func pixelSize(of source: ImageSource, readsAll: (_ width: Int, _ height: Int) -> Bool)
        throws(ImageLoadError) -> (width: Int, height: Int)
    {
        if let bytes = keptBytes(of: source) { return try Self.size(of: bytes, path: source.path) }
        var size: (width: Int, height: Int)?
        let result = FileBytes.read(
            source.path, first: PNGHeader.length, thenAtMost: fileLimit, realPath: source.realPath
        ) { header, regularSize in
            size = PNGHeader.pixelSize(header)
            guard let size, let regularSize, readsAll(size.width, size.height) else { return false }
            return mayKeep(regularSize)
        }
        let read = try PNGCodec.readResult(result, path: source.path)
        guard let size else { throw Self.notAPNG(source.path) }
        if read.whole { keep(read.bytes, of: source) }
        return size
    }

    /// The picture's whole file, kept for the next asker when it fits:
    /// what a batch hashes, then draws.
    public func bytes(of source: ImageSource) throws(ImageLoadError) -> [UInt8] {
        if let bytes = keptBytes(of: source) { return bytes }
        let bytes = try PNGCodec.readFile(atPath: source.path, atMost: fileLimit, realPath: source.realPath)
        if mayKeep(bytes.count) { keep(bytes, of: source) }
        return bytes
    }

    /// The picture's whole file, no longer kept unless `keepsAfterDecoding`:
    /// what decoding it reads.
    package func take(_ source: ImageSource) throws(ImageLoadError) -> [UInt8] {
        lock.lock()
        let taken = keepsAfterDecoding ? kept[Key(source)] : kept.removeValue(forKey: Key(source))
        if let taken, !keepsAfterDecoding { keptTotal -= taken.count }
        lock.unlock()
        if let taken { return taken }
        return try PNGCodec.readFile(atPath: source.path, atMost: fileLimit, realPath: source.realPath)
    }

    private func keptBytes(of source: ImageSource) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return kept[Key(source)]
    }

    private func mayKeep(_ count: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return count <= keptBytes - keptTotal
    }

    private func keep(_ bytes: [UInt8], of source: ImageSource) {
        lock.lock()
        defer { lock.unlock() }
        guard kept[Key(source)] == nil, bytes.count <= keptBytes - keptTotal else { return }
        kept[Key(source)] = bytes
        keptTotal += bytes.count
    }

    private static func size(of bytes: [UInt8], path: String) throws(ImageLoadError) -> (width: Int, height: Int) {
        guard let size = pngPixelSize(of: bytes) else { throw notAPNG(path) }
        return size
    }

    static func notAPNG(_ path: String) -> ImageLoadError {
        ImageLoadError(path: path, reason: "not a PNG image (no PNG signature and IHDR header)")
    }
}
