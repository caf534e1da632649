#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way boxrender reads a file it was pointed at (a spec, a picture, a
/// golden): plain `open` and `read`, so pipes and `/dev/stdin` work as well as
/// regular files, with one wording of what went wrong for every caller.
public enum FileBytes {
    /// Why a file could not be read, worded to follow its path: `spec.json: no such file`.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        case directory
        case unreadable(String)
        /// It holds more than the `atMost` bytes the caller allows.
        case longerThan(Int)
        /// Opening the path reached another file than the one that was
        /// checked (its real path, or what it was replaced by, is given).
        case replaced(String)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .directory: "this is a directory, not a file"
            case .unreadable(let reason): "the file cannot be read: \(reason)"
            case .longerThan(let limit): "the file is longer than \(limit) bytes"
            case .replaced(let real): "the file changed after it was checked: it now leads to \(real)"
            }
        }
    }

    /// The whole file at `path`, refused as `.longerThan(limit)` as soon as it
    /// is seen to hold more than `limit` bytes: from its size when it is a
    /// regular file, before anything is read; otherwise (a pipe, a terminal,
    /// `/dev/zero`) after reading one byte past the limit, never more.
    ///
    /// With `realPath`, the opened file must be that one (see `ImageSource.realPath`).
    public static func read(_ path: String, atMost limit: Int, realPath: String? = nil) -> Result<[UInt8], Problem> {
        let guarded = limit < Int.max ? limit + 1 : limit
        return read(path, upTo: guarded, refusingSizesOver: limit, realPath: realPath).flatMap { bytes in
            bytes.count > limit ? .failure(.longerThan(limit)) : .success(bytes)
        }
    }

    /// The first `limit` bytes of the file at `path` (all of it by default).
    /// With `realPath`, the opened file must be that one (see `ImageSource.realPath`).
    public static func read(_ path: String, upTo limit: Int = .max, realPath: String? = nil) -> Result<
        [UInt8], Problem
    > {
        read(path, upTo: limit, refusingSizesOver: .max, realPath: realPath)
    }

    /// The first `count` bytes of the file at `path`, and the rest of it in
    /// the same open when `wantsAll` says so of them and of the file's size
    /// (nil for what is not a regular file): then the whole file, refused as
    /// `read(_:atMost:realPath:)` refuses it. `whole` says which was read.
    ///
    /// What a picture's header decides: whether it is worth reading the
    /// pixels now, without a second open to read them later.
    public static func read(
        _ path: String, first count: Int, thenAtMost limit: Int, realPath: String? = nil,
        wantsAll: ([UInt8], Int?) -> Bool
    ) -> Result<(bytes: [UInt8], whole: Bool), Problem> {
        withOpenFile(path, realPath: realPath) { descriptor, regularSize in
            var bytes: [UInt8] = []
            if let problem = readMore(descriptor, into: &bytes, upTo: count) { return .failure(problem) }
            guard bytes.count == count, wantsAll(bytes, regularSize) else { return .success((bytes, false)) }
            if let regularSize, regularSize > limit { return .failure(.longerThan(limit)) }
            let guarded = limit < Int.max ? limit + 1 : limit
            if let problem = readMore(descriptor, into: &bytes, upTo: guarded) { return .failure(problem) }
            return bytes.count > limit ? .failure(.longerThan(limit)) : .success((bytes, true))
        }
    }

    private static func read(_ path: String, upTo limit: Int, refusingSizesOver largest: Int, realPath: String?)
        -> Result<
            [UInt8], Problem
        >
    {
        withOpenFile(path, realPath: realPath) { descriptor, regularSize in
            if let regularSize, regularSize > largest { return .failure(.longerThan(largest)) }
            var bytes: [UInt8] = []
            if let problem = readMore(descriptor, into: &bytes, upTo: limit) { return .failure(problem) }
            return .success(bytes)
        }
    }

    /// Opens `path` for reading, checks it is the file `realPath` names and
    /// not a folder, and gives `body` the descriptor and, for a regular file,
    /// its size; closes it after.
    private static func withOpenFile<Value>(
        _ path: String, realPath: String?, _ body: (Int32, Int?) -> Result<Value, Problem>
    ) -> Result<Value, Problem> {
        // A checked file is opened without blocking: swapped for a FIFO, it
        // must not hang the run (it is then refused as not the file checked).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (realPath == nil ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(lastError()))
        }
        defer { close(descriptor) }
        // The check is of the file actually opened, so nothing can be swapped
        // in between: the kernel's name for the descriptor is its real path.
        if let realPath, let problem = notTheFileChecked(descriptor, realPath: realPath) {
            return .failure(problem)
        }
        var status = stat()
        var regularSize: Int?
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.directory) }
            if (status.st_mode & S_IFMT) == S_IFREG { regularSize = Int(status.st_size) }
        }
        return body(descriptor, regularSize)
    }

    /// Reads on from where `descriptor` is until `bytes` holds `limit` bytes
    /// or the file ends.
    private static func readMore(_ descriptor: Int32, into bytes: inout [UInt8], upTo limit: Int) -> Problem? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(lastError())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return nil
    }

    /// Why the open file is not the regular file at `realPath`, or nil when it is.
    /// Without `/proc` (some sandboxes), the opened file's device and inode are
    /// compared with those at `realPath` instead.
    private static func notTheFileChecked(_ descriptor: Int32, realPath: String) -> Problem? {
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
            return .replaced("something that is not a regular file")
        }
        if let name = openedPath(descriptor) {
            return name == realPath ? nil : .replaced(name)
        }
        var checked = stat()
        guard stat(realPath, &checked) == 0, checked.st_dev == opened.st_dev, checked.st_ino == opened.st_ino else {
            return .replaced("another file")
        }
        return nil
    }

    /// The real path of an open file, as `/proc/self/fd` names it.
    private static func openedPath(_ descriptor: Int32) -> String? {
        NamedPath.linkTarget("/proc/self/fd/\(descriptor)")
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// The C `read`, which `FileBytes.read` would otherwise shadow.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
