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

    /// Whether `path` leads (links followed) to a regular file this process may read.
    public static func isReadableFile(_ path: String) -> Bool {
        guard case .file = target(path) else { return false }
        return access(path, R_OK) == 0
    }

    /// Whether `path` leads (links followed) to a folder this process may write in.
    public static func isWritableFolder(_ path: String) -> Bool {
        target(path) == .folder && access(path, W_OK | X_OK) == 0
    }

    /// Makes the folder at `path` and any missing folders above it, as
    /// `mkdir -p` does (mode 0777 less the umask); true when it is a folder
    /// after. For a folder boxrender keeps for itself (fontconfig's cache).
    public static func makeFolders(_ path: String) -> Bool {
        var made = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            made += (made.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            if mkdir(made, 0o777) != 0, errno != EEXIST { return false }
        }
        return target(path) == .folder
    }

    /// What the link at `path` holds (`readlink`), or nil when `path` is not a link.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
