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
            /// A temporary file in a confined folder, renamed there by name:
            /// nothing is written through a link (see `ConfinedFolder`).
            case confined(TemporaryFile, FolderHandle, name: String)
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
            try commit(exchanging: true)
        }

        /// `commit()`; `exchanging` false makes a confined commit keep the
        /// old file by a hard link rather than a swap (for tests of that way).
        func commit(exchanging: Bool) throws(WriteError) {
            switch destination {
            case .temporary(let file):
                if rename(file.path, path) != 0 {
                    let reason = lastErrorText()
                    discard()
                    throw WriteError(path: path, reason: reason)
                }
            case .direct(let bytes):
                try AtomicFile.writeDirectly(bytes, to: path)
            case .confined(let file, let folder, let name):
                try file.commit(in: folder, as: name, replacing: replacesAFile, shown: path, exchanging: exchanging)
            }
        }

        /// Removes the temporary file; `path` is left as it was.
        public func discard() {
            switch destination {
            case .temporary(let file): unlink(file.path)
            case .confined(let file, let folder, _): file.discard(in: folder)
            case .direct: break
            }
        }

        /// After `commit`, takes the file back: a later file of the same set
        /// failed. A new file is removed; a replaced file in a confined
        /// folder gets its old bytes back (elsewhere it keeps the new ones).
        public func withdraw() {
            switch destination {
            case .confined(let file, let folder, let name):
                file.withdraw(in: folder, as: name)
            case .temporary:
                if !replacesAFile { unlink(path) }
            case .direct: break
            }
        }

        /// After the whole set is committed: removes the old file a confined
        /// commit kept.
        public func finish() {
            if case .confined(let file, let folder, _) = destination { file.finish(in: folder) }
        }
    }

    /// Commits every file of a set, or none: devices and pipes first (a full
    /// device or a closed pipe can still fail), then renames; a failure
    /// takes back the files committed before it and discards the rest.
    public static func commitAll(_ files: [Staged]) throws(WriteError) {
        try commitAll(files, exchanging: true)
    }

    /// `commitAll(_:)`; `exchanging` as `Staged.commit(exchanging:)` takes it.
    static func commitAll(_ files: [Staged], exchanging: Bool) throws(WriteError) {
        var committed: [Staged] = []
        for file in files.filter(\.isDirect) + files.filter({ !$0.isDirect }) {
            do {
                try file.commit(exchanging: exchanging)
                committed.append(file)
            } catch {
                // The committed ones first: a replaced file's old bytes wait under its staging name.
                for other in committed.reversed() { other.withdraw() }
                for other in files where !committed.contains(where: { $0.path == other.path }) { other.discard() }
                throw error
            }
        }
        for file in committed { file.finish() }
    }

    /// Stages the bytes `write` gives, chunk by chunk, for `name` in
    /// `folder`, which must be missing or a regular file: a link, a folder
    /// or a device there is refused, and nothing is written through it.
    public static func stage(
        name: String, in folder: FolderHandle, writing body: (_ write: ([UInt8]) throws -> Void) throws -> Void
    ) throws -> Staged {
        let shown = folder.shown(name)
        let entry = try folder.entry(name)
        let replaces = entry != .missing
        if replaces, let problem = entry.notARegularFile { throw ConfinedFileError(path: shown, problem: problem) }
        let file = try TemporaryFile(for: name, in: folder)
        let staged = Staged(path: shown, destination: .confined(file, folder, name: name), replacesAFile: replaces)
        var failure: String?
        do {
            try body { chunk in
                guard FileDescriptor.writeAll(chunk, to: file.descriptor) else {
                    throw WriteError(path: shown, reason: lastErrorText())
                }
            }
            if fchmod(file.descriptor, newFileMode) != 0 || fsync(file.descriptor) != 0 { failure = lastErrorText() }
        } catch {
            close(file.descriptor)
            staged.discard()
            throw error
        }
        if close(file.descriptor) != 0, failure == nil { failure = lastErrorText() }
        if let failure {
            staged.discard()
            throw WriteError(path: shown, reason: failure)
        }
        return staged
    }

    /// Removes the staging files a killed run left in `folder` for the
    /// outputs named `names` (only regular files of the
    /// `.NAME.boxrender-XXXXXX` pattern); returns the names removed. With
    /// `removing` false, only lists them. The folder is listed once.
    public static func leftovers(in folder: FolderHandle, of names: Set<String>, removing: Bool) throws -> [String] {
        guard !names.isEmpty else { return [] }
        // Which output a name stages, if any: looked at by name before the file is.
        func output(of name: String) -> String? {
            guard name.hasPrefix("."), let end = name.dropFirst().lastIndex(of: ".") else { return nil }
            let base = String(name[name.index(after: name.startIndex)..<end])
            return names.contains(base) && TemporaryFile.isStagingName(name, of: base) ? base : nil
        }
        var found: [String] = []
        for (name, entry) in try folder.names(atMost: maximumFolderEntries, where: { output(of: $0) != nil }) {
            guard case .file = entry else { continue }
            if removing { try folder.removeFile(name) }
            found.append(name)
        }
        return found
    }

    /// The most names a folder that boxrender lists may hold.
    public static let maximumFolderEntries = 1_000_000

    /// `stage(name:in:writing:)` of bytes at hand.
    public static func stage(_ bytes: [UInt8], name: String, in folder: FolderHandle) throws -> Staged {
        try stage(name: name, in: folder) { write in try write(bytes) }
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
final class TemporaryFile: @unchecked Sendable {
    private let slot: Int32
    let descriptor: Int32
    let path: String
    /// Its name in its folder.
    let name: String
    /// Where a confined set stands; touched only by the thread committing it.
    var state = ConfinedState.staged
    /// Whether the signal handlers still know it.
    private var remembered = true

    /// `.NAME.XXXXXX` for a target named `name`; a name near NAME_MAX gets
    /// a fixed hidden name instead.
    static func template(for base: String) -> String {
        let hidden = ".\(base).XXXXXX"
        return hidden.utf8.count <= longestName ? hidden : ".boxrender.XXXXXX"
    }

    /// `.NAME.boxrender-XXXXXX`, the staging name in a confined folder: one
    /// no user gives a file, so a killed run's can be told from theirs.
    static func confinedTemplate(for base: String) -> String {
        ".\(base)\(confinedMark)XXXXXX"
    }

    private static let confinedMark = ".boxrender-"

    /// Whether `name` is one `confinedTemplate(for: base)` could have made:
    /// a staging file (or a kept old file) a killed run left behind.
    static func isStagingName(_ name: String, of base: String) -> Bool {
        let prefix = "." + base + confinedMark
        guard name.hasPrefix(prefix), name.utf8.count == prefix.utf8.count + 6 else { return false }
        return name.utf8.suffix(6).allSatisfy {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
        }
    }

    /// In a confined folder, made there by name with O_EXCL and O_NOFOLLOW.
    init(for target: String, in folder: FolderHandle) throws(AtomicFile.WriteError) {
        guard Self.confinedTemplate(for: target).utf8.count <= Self.longestName else {
            throw AtomicFile.WriteError(path: folder.shown(target), reason: "the name is too long to stage beside it")
        }
        var template = Array(Self.confinedTemplate(for: target).utf8CString)
        var slot: Int32 = -1
        descriptor = template.withUnsafeMutableBufferPointer {
            boxrender_temporary_create_at(folder.descriptor, $0.baseAddress!, folder.path, &slot)
        }
        self.slot = slot
        name = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = folder.shown(name)
        guard descriptor >= 0 else {
            throw AtomicFile.WriteError(path: folder.shown(target), reason: lastErrorText())
        }
    }

    /// The longest file name Linux allows (NAME_MAX).
    private static let longestName = 255

    init(beside target: String) throws(AtomicFile.WriteError) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let fileName = Self.template(for: base)
        var template = Array("\(folder.isEmpty ? "/" : folder)/\(fileName)".utf8CString)
        var slot: Int32 = -1
        descriptor = template.withUnsafeMutableBufferPointer { boxrender_temporary_create($0.baseAddress!, &slot) }
        self.slot = slot
        let made = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = made
        name = made.lastIndex(of: "/").map { String(made[made.index(after: $0)...]) } ?? made
        guard descriptor >= 0 else { throw AtomicFile.WriteError(path: target, reason: lastErrorText()) }
    }

    deinit {
        forgetForSignals()
    }

    /// Stops the signal handlers from removing it: once it holds a replaced
    /// file's old bytes, a signal must leave them.
    func forgetForSignals() {
        guard remembered else { return }
        remembered = false
        boxrender_temporary_forget(slot)
    }
}

private func lastErrorText() -> String {
    String(cString: strerror(errno))
}
