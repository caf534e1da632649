import CConfinedFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder that paths from data are resolved beneath: an output folder
/// whose manifest names files, a CI shard's folder, a report, a `--font-dir`.
///
/// The folder itself was named by the user and is trusted as given (a link
/// to it is fine). Every path inside it is untrusted: it must be relative,
/// with no `.`, `..` or empty component; no component is followed if it is
/// a link, so nothing outside the folder is ever read, written or removed;
/// and only regular files are read, each with a bound, streamed in chunks.
/// A link or a device where a file should be is a `ConfinedFileError`
/// naming it, not something boxrender works through.
public struct ConfinedFolder: Sendable, Equatable {
    private var oPath: Int32 { boxrender_o_path() }

    /// The folder as the user named it; messages name files under it.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    /// What a path names, without following a link there.
    public enum Entry: Equatable, Sendable {
        case missing
        case file(size: Int)
        case folder
        case link
        /// A device, pipe or socket.
        case other

        /// Why this is not a regular file (a missing one counts as none), or
        /// nil for a regular file: the one refusal of every reader and writer.
        public var notARegularFile: ConfinedFileError.Problem? {
            switch self {
            case .file: nil
            case .missing: .missing
            case .folder: .notAFile("a folder")
            case .link: .link
            case .other: .notAFile("a device, pipe or socket")
            }
        }
    }

    /// `relative` under the folder, for messages.
    public func shown(_ relative: String) -> String {
        path.hasSuffix("/") ? path + relative : path + "/" + relative
    }

    /// The components of `relative`, refused unless it stays inside the folder.
    public func components(_ relative: String) throws(ConfinedFileError) -> [Substring] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.utf8.contains(0),
            !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { throw ConfinedFileError(path: shown(relative), problem: .outside) }
        return parts
    }

    /// `relative` as the path of its folder (`""`: this folder) and its
    /// name in it, refused unless it stays inside the folder. The one place
    /// a path from data is cut in two, so every caller cuts it alike.
    public func split(_ relative: String) throws(ConfinedFileError) -> (parent: String, name: String) {
        let parts = try components(relative)
        return (parts.dropLast().joined(separator: "/"), String(parts[parts.count - 1]))
    }

    /// What is at `relative` now.
    public func entry(_ relative: String) throws(ConfinedFileError) -> Entry {
        let (parentPath, name) = try split(relative)
        let parent: FolderHandle
        do {
            parent = try folder(parentPath, making: false)
        } catch let error where error.problem == .missing {
            return .missing
        }
        return try parent.entry(name, shown: shown(relative))
    }

    /// The folder at `relative` (`""`: the folder itself), made with its
    /// parents when `making` and missing; a link or file along the way is refused.
    public func folder(_ relative: String, making: Bool) throws(ConfinedFileError) -> FolderHandle {
        var root = open(path, oPath | O_DIRECTORY | O_CLOEXEC)
        if root < 0, errno == ENOENT, making {
            try Self.makeTopFolder(path)
            root = open(path, oPath | O_DIRECTORY | O_CLOEXEC)
        }
        guard root >= 0 else {
            let code = errno
            throw ConfinedFileError(path: path, errno: code)
        }
        var current = FolderHandle(descriptor: root, path: path)
        guard !relative.isEmpty else { return current }
        var walked = ""
        for part in try components(relative) {
            walked += walked.isEmpty ? String(part) : "/" + part
            var next = boxrender_open_beneath(current.descriptor, String(part), oPath | O_DIRECTORY, 0)
            if next < 0, errno == ENOENT, making {
                if mkdirat(current.descriptor, String(part), 0o777) != 0, errno != EEXIST {
                    let code = errno
                    throw ConfinedFileError(path: shown(walked), errno: code, making: true)
                }
                next = boxrender_open_beneath(current.descriptor, String(part), oPath | O_DIRECTORY, 0)
            }
            guard next >= 0 else {
                let code = errno
                // O_PATH with O_NOFOLLOW opens a link itself, which O_DIRECTORY then refuses as ENOTDIR.
                if code == ENOTDIR, (try? current.entry(String(part))) == .link {
                    throw ConfinedFileError(path: shown(walked), problem: .link)
                }
                throw ConfinedFileError(path: shown(walked), errno: code)
            }
            current = FolderHandle(descriptor: next, path: shown(walked))
        }
        return current
    }

    /// The folder itself, made when it is missing (its parent must exist:
    /// unlike `folder(_:making:)`, no parent is made), and whether this call
    /// made it, so that a failed run can take back only a folder it made.
    /// A name already there that is not a folder is `notAFolder`; one that
    /// leads nowhere (a dangling link) cannot be made.
    public func openMakingItself() throws(ConfinedFileError) -> (folder: FolderHandle, made: Bool) {
        guard mkdir(path, 0o755) == 0 else {
            let code = errno
            guard code == EEXIST else {
                throw ConfinedFileError(path: path, problem: .cannotMake(String(cString: strerror(code))))
            }
            do {
                return (try folder("", making: false), false)
            } catch  where error.problem == .notAFolder {
                throw error
            } catch {
                throw ConfinedFileError(path: path, problem: .cannotMake(String(cString: strerror(EEXIST))))
            }
        }
        do {
            return (try folder("", making: false), true)
        } catch {
            rmdir(path)
            throw error
        }
    }

    /// Removes the folder itself if it is empty (`rmdir`): what a run that
    /// made it and then failed takes back. Anything in it keeps it.
    public func removeIfEmpty() {
        rmdir(path)
    }

    /// The folder named on the command line, made with its parents (which
    /// the user named too, so links among them are theirs).
    private static func makeTopFolder(_ path: String) throws(ConfinedFileError) {
        var built = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            built += (built.isEmpty || built.hasSuffix("/") ? "" : "/") + part
            if mkdir(built, 0o777) != 0, errno != EEXIST {
                let code = errno
                throw ConfinedFileError(path: built, errno: code, making: true)
            }
        }
    }

    /// Opens the regular file at `relative` for reading; refused if it is a
    /// link, a folder, a device or a pipe (opened without blocking, so a
    /// FIFO cannot hang the run).
    public func openFile(_ relative: String) throws(ConfinedFileError) -> ConfinedFile {
        let (parent, name) = try split(relative)
        return try folder(parent, making: false).openFile(name, shown: shown(relative))
    }

    /// The whole regular file at `relative`, refused past `limit` bytes.
    public func read(_ relative: String, atMost limit: Int) throws(ConfinedFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try openFile(relative).stream(atMost: limit) { bytes += $0 }
        return bytes
    }

    /// Removes the regular file at `relative`; a link or anything else
    /// there is refused, and nothing it leads to is touched.
    public func removeFile(_ relative: String) throws(ConfinedFileError) {
        let (parent, name) = try split(relative)
        try folder(parent, making: false).removeFile(name, shown: shown(relative))
    }
}

/// An open folder inside a `ConfinedFolder`, for work on the names in it.
public final class FolderHandle: Sendable {
    public let descriptor: Int32
    /// For messages.
    public let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// `name` under this folder, for messages.
    public func shown(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// What `name` is, without following a link.
    public func entry(_ name: String, shown: String? = nil) throws(ConfinedFileError) -> ConfinedFolder.Entry {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return .missing }
            let code = errno
            throw ConfinedFileError(path: shown ?? self.shown(name), errno: code)
        }
        return Self.entry(status)
    }

    static func entry(_ status: stat) -> ConfinedFolder.Entry {
        switch status.st_mode & S_IFMT {
        case S_IFREG: .file(size: Int(status.st_size))
        case S_IFDIR: .folder
        case S_IFLNK: .link
        default: .other
        }
    }

    /// Opens the regular file `name` here for reading. What is there is
    /// looked at before it is opened (opening a device can itself do
    /// something), and the file opened is checked again.
    public func openFile(_ name: String, shown: String? = nil) throws(ConfinedFileError) -> ConfinedFile {
        let shown = shown ?? self.shown(name)
        if let problem = try entry(name, shown: shown).notARegularFile {
            throw ConfinedFileError(path: shown, problem: problem)
        }
        let opened = boxrender_open_beneath(descriptor, name, O_RDONLY | O_NONBLOCK | O_NOCTTY, 0)
        guard opened >= 0 else {
            let code = errno
            throw ConfinedFileError(path: shown, errno: code)
        }
        let file = ConfinedFile(descriptor: opened, path: shown)
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let code = errno
            throw ConfinedFileError(path: shown, errno: code)
        }
        let entry = Self.entry(status)
        if let problem = entry.notARegularFile { throw ConfinedFileError(path: shown, problem: problem) }
        if case .file(let size) = entry { file.size = size }
        return file
    }

    /// The folder `name` here, opened beneath this one.
    public func folder(_ name: String) throws(ConfinedFileError) -> FolderHandle {
        let opened = boxrender_open_beneath(descriptor, name, boxrender_o_path() | O_DIRECTORY, 0)
        guard opened >= 0 else {
            let code = errno
            throw ConfinedFileError(path: shown(name), errno: code)
        }
        return FolderHandle(descriptor: opened, path: shown(name))
    }

    /// Holds an advisory lock on this folder until the lock is dropped:
    /// exclusive for a run that writes in it, shared for one that reads
    /// (`--check`), so two runs never take each other's staging files for
    /// a killed run's. Waits for another run to finish.
    public func lock(exclusive: Bool) throws(ConfinedFileError) -> FolderLock {
        let opened = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            throw ConfinedFileError(path: path, errno: code)
        }
        while flock(opened, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(opened)
                throw ConfinedFileError(path: path, errno: code)
            }
        }
        return FolderLock(descriptor: opened)
    }

    /// Removes the regular file `name` here.
    public func removeFile(_ name: String, shown: String? = nil) throws(ConfinedFileError) {
        let shown = shown ?? self.shown(name)
        let found = try entry(name, shown: shown)
        if found == .missing { return }
        if let problem = found.notARegularFile { throw ConfinedFileError(path: shown, problem: problem) }
        // Between the look and the removal a link may take the file's place:
        // unlinkat removes that link, never what it leads to.
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            let code = errno
            throw ConfinedFileError(path: shown, errno: code)
        }
    }

    /// The names in this folder (not `.` and `..`) that `wanted` keeps,
    /// sorted, and what each is; at most `limit` names in the folder (a
    /// folder of more is refused). A name that is not UTF-8 cannot be named
    /// again to look at it: passed over (it is no name boxrender makes), or
    /// with `refusingNamesNotUTF8`, refused (a font folder, all of which
    /// fontconfig would open).
    public func names(
        atMost limit: Int, refusingNamesNotUTF8: Bool = false, where wanted: (String) -> Bool = { _ in true }
    ) throws(ConfinedFileError) -> [(name: String, entry: ConfinedFolder.Entry)] {
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0, let directory = fdopendir(listing) else {
            let reason = errno
            if listing >= 0 { close(listing) }
            throw ConfinedFileError(path: path, errno: reason)
        }
        defer { closedir(directory) }
        var found: [(String, ConfinedFolder.Entry)] = []
        var seen = 0
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) {
                String(validating: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            seen += 1
            guard seen <= limit + 2 else { throw ConfinedFileError(path: path, problem: .tooManyFiles(limit)) }
            guard let name else {
                if refusingNamesNotUTF8 { throw ConfinedFileError(path: path, problem: .nameNotUTF8) }
                continue
            }
            if name == "." || name == ".." { continue }
            if wanted(name) { found.append((name, try entry(name))) }
        }
        return found.sorted { $0.0 < $1.0 }
    }
}

/// An advisory lock on a folder (`FolderHandle.lock`), held until this is gone.
public final class FolderLock: Sendable {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}

/// A regular file opened inside a `ConfinedFolder`, read in chunks.
public final class ConfinedFile: @unchecked Sendable {
    public let descriptor: Int32
    public let path: String
    /// Its size when opened.
    public fileprivate(set) var size = 0

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Bytes read so far, to hold the file to its limit as it is read.
    private var total = 0

    /// Hands every chunk of the file to `body`, refusing a file of more than
    /// `limit` bytes before reading it (and one that grows past the limit
    /// while read): memory is one chunk, whatever the file.
    public func stream(atMost limit: Int, _ body: ([UInt8]) -> Void) throws(ConfinedFileError) {
        while let chunk = try nextChunk(atMost: limit) { body(chunk) }
    }

    /// `stream` for a body that may fail (a write): its error ends the copy.
    public func copy(atMost limit: Int, _ body: ([UInt8]) throws -> Void) throws {
        while let chunk = try nextChunk(atMost: limit) { try body(chunk) }
    }

    private func nextChunk(atMost limit: Int) throws(ConfinedFileError) -> [UInt8]? {
        guard size <= limit else { throw ConfinedFileError(path: path, problem: .longerThan(limit)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ConfinedFileError(path: path, errno: errno)
            }
            if count == 0 { return nil }
            total += count
            guard total <= limit else { throw ConfinedFileError(path: path, problem: .longerThan(limit)) }
            chunk.removeSubrange(count...)
            return chunk
        }
    }
}

/// Why a path inside a confined folder was refused or could not be used.
public struct ConfinedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// Absolute, empty, or with a `.`, `..` or empty component.
        case outside
        /// A link, at the path or along it.
        case link
        case notAFile(String)
        /// A file where a folder should be, along the path.
        case notAFolder
        case missing
        case longerThan(Int)
        case tooManyFiles(Int)
        /// The system's own reason (permission denied, no space left…).
        case system(String)
        /// The folder could not be made, and why.
        case cannotMake(String)
        /// A folder holds a name that is not UTF-8.
        case nameNotUTF8
    }

    /// The path under the folder as given, for messages.
    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    init(path: String, errno code: Int32, making: Bool = false) {
        self.path = path
        switch code {
        case ELOOP: problem = .link
        case EXDEV: problem = .outside
        case ENOENT: problem = making ? .cannotMake(String(cString: strerror(code))) : .missing
        case ENOTDIR: problem = .notAFolder
        default:
            let reason = String(cString: strerror(code))
            problem = making ? .cannotMake(reason) : .system(reason)
        }
    }

    public var description: String { "\(path): \(reason)" }

    /// What is wrong, without the path.
    public var reason: String {
        switch problem {
        case .outside: "not a path inside its folder; boxrender reads and writes nothing outside it"
        case .link: "a link is in the way; boxrender follows no link inside a folder it reads or writes"
        case .notAFile(let kind): "this is \(kind), not a regular file"
        case .notAFolder: "a file is in the way where a folder should be"
        case .missing: "no such file"
        case .longerThan(let limit): "the file is longer than \(limit) bytes"
        case .tooManyFiles(let limit): "the folder holds more than \(limit) files"
        case .system(let reason): reason
        case .cannotMake(let reason): "cannot make the folder: \(reason)"
        case .nameNotUTF8: "the folder holds a name that is not UTF-8, which boxrender cannot name safely"
        }
    }
}
