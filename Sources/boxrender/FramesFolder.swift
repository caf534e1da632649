import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--frames-dir`: the folder an animation's frames go into, as
/// frame-000.png, frame-001.png…, made if it is missing (its parent must
/// exist). A failed run takes back a folder it made; a run that succeeds
/// removes frame files of earlier runs that it did not write, so the folder
/// holds exactly this animation's frames.
final class FramesFolder {
    let folder: String
    /// Whether this run made the folder.
    private let made: Bool
    /// The names this run writes.
    private var written: Set<String> = []

    init(_ folder: String) throws {
        var status = stat()
        if stat(folder, &status) != 0 {
            guard mkdir(folder, 0o755) == 0 else {
                let reason = String(cString: strerror(errno))
                throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): cannot make the folder: \(reason)"])
            }
            made = true
        } else if status.st_mode & S_IFMT != S_IFDIR {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): not a folder (--frames-dir)"])
        } else {
            made = false
        }
        self.folder = folder
    }

    /// Frame `k`'s path: numbered with at least three digits, more when
    /// there are 1,000 frames or more.
    func claim(frame k: Int, of count: Int) -> String {
        let digits = max(3, String(max(0, count - 1)).count)
        let number = String(k)
        let name = "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
        written.insert(name)
        return folder + "/" + name
    }

    /// After success: removes `frame-<digits>.png` files this run did not write.
    func removeStaleFrames() throws {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if Self.isFrameName(name), !written.contains(name) { stale.append(name) }
        }
        for name in stale { unlink(folder + "/" + name) }
    }

    /// After a failure: removes the folder if this run made it (it is empty then).
    func removeIfMade() {
        if made { rmdir(folder) }
    }

    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
