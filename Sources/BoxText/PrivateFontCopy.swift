import BoxFiles
import BoxModel
import CTemporaryFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The `--font-dir` fonts as they were checked: a private folder that
/// boxrender makes (`$TMPDIR/boxrender-fonts-XXXXXX`, mode 0700, by mkdtemp)
/// and fills with a copy of every file the folders hold, each read once
/// through the confined descriptor `FontFolderCheck` opened. fontconfig,
/// FreeType, Pango and Cairo open only the copies, by path and whenever they
/// like (Cairo closes faces and opens them again), so a font folder changed
/// after the check (a file replaced by another font, a link, a FIFO) changes
/// nothing they read: the bytes checked are the bytes drawn.
///
/// The copy is flat (`0.ttf`, `1.otf`…, the names the files' order in the
/// walk and their extensions), and messages and listings name each file by
/// the path the user gave. It is removed when this is gone, on a fatal
/// signal and at exit (the handlers of `CTemporaryFiles`), so that a failed
/// or interrupted run leaves no folder behind.
final class PrivateFontCopy {
    /// All copies together hold at most this many bytes.
    static let maximumTotalBytes = 1 << 30

    /// The private folder.
    let folder: String
    /// Each file copied, in the order of the walk: where the copy is, and the
    /// path the user knows it by.
    private(set) var files: [(copy: String, shown: String)] = []
    private var shownPaths: [String: String] = [:]
    private var copied: Set<String> = []
    private let descriptor: Int32
    private let slot: Int32
    private var total = 0
    private let totalLimit: Int

    /// Makes the private folder in `$TMPDIR` (an absolute one), else `/tmp`.
    init(environment: [String: String], totalLimit: Int = maximumTotalBytes) throws(FontError) {
        self.totalLimit = totalLimit
        let parent = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((parent.hasSuffix("/") ? parent : parent + "/").utf8CString.dropLast())
        template += Array("boxrender-fonts-XXXXXX".utf8CString)
        var slot: Int32 = -1
        let made = template.withUnsafeMutableBufferPointer { boxrender_temporary_folder_create($0.baseAddress!, &slot) }
        guard made == 0 else {
            let code = errno
            throw .setupFailed(
                reason: "boxrender could not make a private folder for the --font-dir fonts in \(parent): "
                    + String(cString: strerror(code)))
        }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            boxrender_temporary_folder_remove(path)
            boxrender_temporary_forget(slot)
            throw .setupFailed(reason: "\(path): " + String(cString: strerror(code)))
        }
        folder = path
        descriptor = opened
        self.slot = slot
    }

    deinit {
        close(descriptor)
        boxrender_temporary_folder_remove(folder)
        boxrender_temporary_forget(slot)
    }

    /// The path the user knows `file` by, when it is one of the copies.
    func shown(_ file: String) -> String? { shownPaths[file] }

    /// Copies the open regular `file`, which the user knows as `shown`
    /// (once: a file two font folders reach is copied for the first).
    func add(_ file: ConfinedFile, shown: String, limit: Int) throws(FontError) {
        guard copied.insert(shown).inserted else { return }
        guard file.size <= totalLimit - total else { throw tooLong(shown) }
        let name = "\(files.count)" + Self.fileExtension(of: shown)
        let target = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard target >= 0 else { throw cannotWrite(name) }
        defer { close(target) }
        let path = folder + "/" + name
        files.append((path, shown))
        shownPaths[path] = shown
        var failure: FontError?
        do {
            try file.copy(atMost: limit) { chunk in
                total += chunk.count
                guard total <= totalLimit else {
                    failure = tooLong(shown)
                    throw failure!
                }
                guard FileDescriptor.writeAll(chunk, to: target) else {
                    failure = cannotWrite(name)
                    throw failure!
                }
            }
        } catch let error as ConfinedFileError {
            throw .unusableFontFile(path: shown, reason: FontFolderCheck.reason(error.problem))
        } catch {
            throw failure ?? .setupFailed(reason: "copying \(shown): \(error)")
        }
    }

    private func tooLong(_ shown: String) -> FontError {
        .unusableFontFile(
            path: shown, reason: "the --font-dir fonts together are longer than \(totalLimit) bytes")
    }

    private func cannotWrite(_ name: String) -> FontError {
        let code = errno
        return .setupFailed(
            reason: "boxrender could not copy the --font-dir fonts into \(folder)/\(name): "
                + String(cString: strerror(code)))
    }

    /// `.ttf` for `Font.TTF`; nothing when the name has no short, plain extension.
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        let suffix = name[name.index(after: dot)...]
        guard (1...8).contains(suffix.count), suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return "" }
        return "." + suffix.lowercased()
    }
}
