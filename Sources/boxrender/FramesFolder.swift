import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--frames-dir`: the folder an animation's frames go into, made if it is
/// missing (its parent must exist), as frame-000.png, frame-001.png…
struct FramesFolder {
    let folder: String

    init(_ folder: String) throws {
        var status = stat()
        if stat(folder, &status) != 0 {
            guard mkdir(folder, 0o755) == 0 else {
                let reason = String(cString: strerror(errno))
                throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): cannot make the folder: \(reason)"])
            }
        } else if status.st_mode & S_IFMT != S_IFDIR {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): not a folder (--frames-dir)"])
        }
        self.folder = folder
    }

    /// Frame `k`'s file: numbered with at least three digits, more when there are 1,000 frames or more.
    func path(ofFrame k: Int, of count: Int) -> String {
        let digits = max(3, String(max(0, count - 1)).count)
        let number = String(k)
        return folder + "/frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }
}
