import CCairo
import Foundation

/// The versions of the libraries this process has loaded that decide how a
/// picture looks, as they report themselves at run time (not the headers it
/// was built with): Cairo, Pango, HarfBuzz, fontconfig (which picks the
/// faces), FriBidi (which orders right-to-left text), FreeType, pixman and
/// zlib. FriBidi, FreeType and pixman are reached through the symbol table,
/// since boxrender links them only through Cairo and Pango; a library that is
/// not loaded reads "not loaded".
public enum LibraryVersions {
    public static var all: [(name: String, version: String)] {
        [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("fontconfig", Self.dotted(FcGetVersion())),
            ("fribidi", friBidi ?? "not loaded"),
            ("freetype", freeType ?? "not loaded"),
            ("pixman", pixman ?? "not loaded"),
            ("zlib", String(cString: zlibVersion())),
        ]
    }

    private typealias VersionString = @convention(c) () -> UnsafePointer<CChar>?
    private typealias InitFreeType = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
    private typealias FreeTypeVersion =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Void
    private typealias DoneFreeType = @convention(c) (OpaquePointer?) -> Int32

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        // RTLD_DEFAULT: every library the process has loaded.
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    /// fontconfig's `major * 10000 + minor * 100 + revision` as `major.minor.revision`.
    static func dotted(_ version: Int32) -> String {
        "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }

    /// The version in `fribidi_version_info`, "(GNU FriBidi) 1.0.8" and lines after it.
    private static var friBidi: String? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "fribidi_version_info"),
            let info = address.load(as: UnsafePointer<CChar>?.self)
        else { return nil }
        let firstLine = String(cString: info).split(separator: "\n").first ?? ""
        return firstLine.split(separator: " ").last.map(String.init)
    }

    private static var pixman: String? {
        symbol("pixman_version_string", as: VersionString.self).flatMap { $0() }.map { String(cString: $0) }
    }

    private static var freeType: String? {
        guard let start = symbol("FT_Init_FreeType", as: InitFreeType.self),
            let version = symbol("FT_Library_Version", as: FreeTypeVersion.self),
            let done = symbol("FT_Done_FreeType", as: DoneFreeType.self)
        else { return nil }
        var library: OpaquePointer?
        guard start(&library) == 0 else { return nil }
        defer { _ = done(library) }
        var (major, minor, patch): (Int32, Int32, Int32) = (0, 0, 0)
        version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
