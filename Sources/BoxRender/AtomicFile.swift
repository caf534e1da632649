#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader sees the old file or the whole new one, never
/// a part: the bytes go to a temporary file in the same folder, are flushed to
/// disk, and are renamed over the target. A failure removes the temporary file
/// and leaves any existing file untouched.
///
/// Several files that belong together (a picture and its frames) are first
/// all `stage`d, then all `commit`ted, so a failure writing any of them leaves
/// none of them behind.
public enum AtomicFile {
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): cannot write: \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Bytes written and flushed to a temporary file beside `path`, not yet visible there.
    public struct Staged: Sendable {
        public let path: String
        let temporary: String

        /// Renames the temporary file over `path`.
        public func commit() throws(WriteError) {
            if rename(temporary, path) != 0 {
                let reason = lastErrorText()
                discard()
                throw WriteError(path: path, reason: reason)
            }
        }

        /// Removes the temporary file; `path` is left as it was.
        public func discard() {
            unlink(temporary)
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a new temporary file in `path`'s folder, with the
    /// permissions a new file would get, and flushes it to disk.
    public static func stage(_ bytes: [UInt8], for path: String) throws(WriteError) -> Staged {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: lastErrorText())
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        // mkstemp makes the file 0600; give it the usual mode for new files.
        if fchmod(descriptor, newFileMode) != 0 || !FileDescriptor.writeAll(bytes, to: descriptor)
            || fsync(descriptor) != 0
        {
            failure = lastErrorText()
        }
        if close(descriptor) != 0, failure == nil {
            failure = lastErrorText()
        }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        return Staged(path: path, temporary: temporary)
    }

    /// 0666 less the process's umask, read once at start-up: changing the
    /// umask to read it is process-wide, so it must not race other threads.
    private static let newFileMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()
}

/// Raw writes to file descriptors, for output that must not go through
/// buffered (and, in Swift 6, non-`Sendable`) C streams.
public enum FileDescriptor {
    /// Writes every byte, retrying short and interrupted writes.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

private func lastErrorText() -> String {
    String(cString: strerror(errno))
}
