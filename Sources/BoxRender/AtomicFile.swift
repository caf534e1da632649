import CTemporaryFiles

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
/// and leaves any existing file untouched; so does a signal that ends the
/// process, once the CLI has called `installSignalHandlers()`.
///
/// A target that exists and is not a regular file (`/dev/null`, `/dev/full`, a
/// FIFO, or a link to one) is written straight into instead: renaming over it
/// would replace a device with a regular file (as root, the system's
/// `/dev/null`), and without root the folder is not writable anyway.
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

    /// Bytes ready for `path`: written and flushed to a temporary file beside
    /// it, not yet visible there; or, for a device or pipe, held until `commit`.
    public struct Staged: Sendable {
        public let path: String
        let destination: Destination
        /// Whether `path` existed when staged: a new file can be taken back.
        let replacesAFile: Bool

        enum Destination: Sendable {
            case temporary(TemporaryFile)
            case direct([UInt8])
        }

        /// True for a device or pipe written straight into: commit those
        /// first, since they are the ones a commit can still fail on (a full
        /// device, a closed pipe).
        public var isDirect: Bool {
            if case .direct = destination { return true }
            return false
        }

        /// Renames the temporary file over `path`, or writes a device or pipe.
        public func commit() throws(WriteError) {
            switch destination {
            case .temporary(let file):
                if rename(file.path, path) != 0 {
                    let reason = lastErrorText()
                    discard()
                    throw WriteError(path: path, reason: reason)
                }
            case .direct(let bytes):
                try AtomicFile.writeDirectly(bytes, to: path)
            }
        }

        /// Removes the temporary file; `path` is left as it was.
        public func discard() {
            if case .temporary(let file) = destination { unlink(file.path) }
        }

        /// After `commit`, removes the file again if it was new: a later file
        /// of the same set failed, and a new file alone must not stay behind.
        public func withdraw() {
            if !replacesAFile, !isDirect { unlink(path) }
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a new temporary file in `path`'s folder, with the
    /// permissions a new file would get, and flushes it to disk.
    public static func stage(_ bytes: [UInt8], for path: String) throws(WriteError) -> Staged {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw WriteError(path: path, reason: "it is a directory")
            case S_IFREG: break
            default: return Staged(path: path, destination: .direct(bytes), replacesAFile: true)
            }
        }
        let file = try TemporaryFile(beside: path)
        var failure: String?
        // mkstemp makes the file 0600; give it the usual mode for new files.
        if fchmod(file.descriptor, newFileMode) != 0 || !FileDescriptor.writeAll(bytes, to: file.descriptor)
            || fsync(file.descriptor) != 0
        {
            failure = lastErrorText()
        }
        if close(file.descriptor) != 0, failure == nil {
            failure = lastErrorText()
        }
        if let failure {
            unlink(file.path)
            throw WriteError(path: path, reason: failure)
        }
        return Staged(path: path, destination: .temporary(file), replacesAFile: exists)
    }

    /// Removes staged temporary files when a signal ends the process (SIGINT,
    /// SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1/2, SIGXCPU, …), and turns
    /// SIGPIPE and SIGXFSZ into write errors
    /// (EPIPE, EFBIG) that are reported and cleaned up after. For programs,
    /// not libraries: it sets process-wide signal dispositions.
    public static func installSignalHandlers() {
        boxrender_temporary_install_handlers()
    }

    fileprivate static func writeDirectly(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastErrorText()) }
        let written = FileDescriptor.writeAll(bytes, to: descriptor)
        let reason = written ? nil : lastErrorText()
        close(descriptor)
        if let reason { throw WriteError(path: path, reason: reason) }
    }

    /// 0666 less the process's umask, read once at start-up: changing the
    /// umask to read it is process-wide, so it must not race other threads.
    private static let newFileMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()
}

/// A hidden temporary file beside a target, `.NAME.XXXXXX`, known to the
/// signal handlers from the moment it exists until this object is gone.
final class TemporaryFile: Sendable {
    private let slot: Int32
    let descriptor: Int32
    let path: String

    /// The longest file name Linux allows (NAME_MAX).
    private static let longestName = 255

    init(beside target: String) throws(AtomicFile.WriteError) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
        // A legal name near NAME_MAX would be too long with the dot and the
        // suffix; such a file gets a fixed hidden name instead.
        let hidden = ".\(base).XXXXXX"
        let fileName = hidden.utf8.count <= Self.longestName ? hidden : ".boxrender.XXXXXX"
        var template = Array("\(folder.isEmpty ? "/" : folder)/\(fileName)".utf8CString)
        var slot: Int32 = -1
        descriptor = template.withUnsafeMutableBufferPointer { boxrender_temporary_create($0.baseAddress!, &slot) }
        self.slot = slot
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard descriptor >= 0 else { throw AtomicFile.WriteError(path: target, reason: lastErrorText()) }
    }

    deinit {
        boxrender_temporary_forget(slot)
    }
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
