import CGIF
import CWebP

/// The versions of the GIF and WebP encoders' libraries, for batch manifests:
/// the same frames may compress to other bytes with another version.
public enum EncoderVersions {
    /// giflib's, from its header (it has no run-time version): "5.2.1".
    public static let giflib = "\(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)"

    /// libwebp's encoder's and mux library's, as loaded: "1.2.4 mux 1.2.4".
    public static var libwebp: String {
        func text(_ version: Int32) -> String { "\(version >> 16).\((version >> 8) & 0xFF).\(version & 0xFF)" }
        return text(WebPGetEncoderVersion()) + " mux " + text(WebPGetMuxVersion())
    }
}
