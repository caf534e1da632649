import Foundation

extension FontLibrary {
    /// The process's library: the bundled fonts plus the directories given to
    /// `addSharedFontDirectories` before this is first called. Made once (fonts
    /// are scanned, or read from fontconfig's cache, on first use) and kept; a
    /// failure is kept too, so every caller gets the same error.
    public static func shared() throws(FontError) -> FontLibrary {
        try SharedFontLibraryState.instance.library()
    }

    /// Adds `--font-dir`s to the shared library. Call before anything draws or
    /// measures text; afterwards it throws `directoriesAddedTooLate`, unless the
    /// library already has them.
    public static func addSharedFontDirectories(_ paths: [String]) throws(FontError) {
        try SharedFontLibraryState.instance.add(paths)
    }
}

/// The shared library, or what it will be made from, behind a lock.
private final class SharedFontLibraryState: @unchecked Sendable {
    static let instance = SharedFontLibraryState()

    private let lock = NSLock()
    private var pendingDirectories: [String] = []
    private var made: Result<FontLibrary, FontError>?

    func library() throws(FontError) -> FontLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let made { return try made.get() }
        let result: Result<FontLibrary, FontError>
        do {
            result = .success(try FontLibrary(fontDirectories: pendingDirectories))
        } catch {
            result = .failure(error)
        }
        made = result
        return try result.get()
    }

    func add(_ paths: [String]) throws(FontError) {
        lock.lock()
        defer { lock.unlock() }
        guard let made else {
            pendingDirectories += paths
            return
        }
        let loaded = (try? made.get().directories) ?? []
        let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let missing = absolute.filter { !loaded.contains($0) }
        guard missing.isEmpty else { throw .directoriesAddedTooLate(paths: missing) }
    }
}
