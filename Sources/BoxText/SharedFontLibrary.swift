import Foundation

extension FontLibrary {
    /// The process's library of the bundled fonts: made once, at the first
    /// call (fonts are scanned, or read from fontconfig's cache), and kept; a
    /// failure is kept too, so every caller gets the same error.
    public static func shared() throws(FontError) -> FontLibrary {
        try SharedFontLibrary.instance.library()
    }

    /// The one way to get a library for `fontDirectories` (the CLI's
    /// `--font-dir`s): the shared one when there are none, else a library of
    /// its own with them, whose fonts are checked and copied first.
    public static func library(fontDirectories: [String]) throws(FontError) -> FontLibrary {
        fontDirectories.isEmpty ? try shared() : try FontLibrary(fontDirectories: fontDirectories)
    }
}

/// The shared library, made once behind a lock.
private final class SharedFontLibrary: @unchecked Sendable {
    static let instance = SharedFontLibrary()

    private let lock = NSLock()
    private var made: Result<FontLibrary, FontError>?

    func library() throws(FontError) -> FontLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let made { return try made.get() }
        let result: Result<FontLibrary, FontError>
        do {
            result = .success(try FontLibrary(fontDirectories: []))
        } catch {
            result = .failure(error)
        }
        made = result
        return try result.get()
    }
}
