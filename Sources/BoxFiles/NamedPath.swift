#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, asked by the path, before anything is read: for
/// resolving the paths a spec names (its pictures and includes) against the
/// folders they may come from. Reads then go through `FileBytes` or a
/// `ConfinedFolder`, which check again on the opened file.
public enum NamedPath {
    /// Whether anything, a link included, is at `path` (not followed).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// What `path` leads to, links followed: `.file(size:)` for a regular
    /// file, `.missing` when nothing is there.
    public static func target(_ path: String) -> ConfinedFolder.Entry {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return FolderHandle.entry(status)
    }

    /// `path` with every link and `.`/`..` resolved (`realpath`), or nil
    /// when it leads nowhere.
    public static func real(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
