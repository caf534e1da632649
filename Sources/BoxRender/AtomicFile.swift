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

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: lastErrorText())
        }
        let temporary = String(cString: template)
        var failure: String?
        if !writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 {
            failure = lastErrorText()
        }
        if close(descriptor) != 0, failure == nil {
            failure = lastErrorText()
        }
        // mkstemp makes the file 0600; give it the usual permissions for new files.
        let mask = umask(0)
        umask(mask)
        if failure == nil, chmod(temporary, 0o666 & ~mask) != 0 {
            failure = lastErrorText()
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = lastErrorText()
        }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}
