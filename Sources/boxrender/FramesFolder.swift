import BoxFiles
import BoxModel
import BoxRender

/// `--frames-dir`: the folder an animation's frames go into, as
/// frame-000.png, frame-001.png…, with `frames.ffconcat` listing them with
/// their durations for ffmpeg, made if it is missing (its parent must
/// exist). The frames are staged and committed with the picture, all or
/// nothing, so a failed run leaves the old frames as they were and takes
/// back a folder it made; a run that succeeds removes frame files of earlier
/// runs that it did not write, and staging files a killed run left, so the
/// folder holds exactly this animation's frames. Names in it are worked on
/// beneath it: a link where a frame should be is refused, never followed.
final class FramesFolder {
    let folder: String
    /// The open folder the frames are staged in.
    let handle: FolderHandle
    /// Held for the run: another run's staging files are not a killed run's.
    private let lock: FolderLock
    /// Whether this run made the folder.
    private let made: Bool
    /// The names this run writes.
    private var written: Set<String> = []

    init(_ folder: String) throws {
        self.folder = folder
        do {
            (handle, made) = try ConfinedFolder(folder).openMakingItself()
        } catch {
            throw Self.failure(folder, error)
        }
        do {
            lock = try handle.lock(exclusive: true)
        } catch {
            if made { ConfinedFolder(folder).removeIfEmpty() }
            throw Self.failure(folder, error)
        }
    }

    private static func failure(_ folder: String, _ error: ConfinedFileError) -> CLIFailure {
        let line =
            switch error.problem {
            case .notAFolder: "\(folder): not a folder (--frames-dir)"
            default: error.description
            }
        return CLIFailure(status: ExitStatus.badInput, lines: [line])
    }

    /// Frame `k`'s name: numbered with at least three digits, more when
    /// there are 1,000 frames or more.
    func claim(frame k: Int, of count: Int) -> String {
        let name = Self.frameName(k, of: count)
        written.insert(name)
        return name
    }

    static func frameName(_ k: Int, of count: Int) -> String {
        let digits = max(3, String(max(0, count - 1)).count)
        let number = String(k)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The name of the frames' ffconcat list, claimed as written.
    func claimConcatList() -> String {
        written.insert(Self.concatListName)
        return Self.concatListName
    }

    static let concatListName = "frames.ffconcat"

    /// ffmpeg's concat demuxer's list of the frames (`ffconcat version 1.0`),
    /// each `file` with its `duration` in seconds: to the microsecond, each
    /// frame starting at the microsecond nearest its true start
    /// (`FrameClock`), so the durations add up to the animation's length
    /// with its end hold. Each file has `option framerate 1000000`, which
    /// makes ffmpeg (5.1) time it to the microsecond (by default it rounds
    /// every start to 1/25 s) and last 1 µs past its start; the last frame is
    /// named once more after its duration, because the demuxer uses a
    /// duration only when a file follows. Comments give the ffmpeg line for
    /// an MP4 at the animation's frame rate (tested: 54 frames, 1.8 s for the
    /// showcase's 0.3 s at 30 fps held 1.5 s).
    static func concatList(frameCount: Int, delays: [Double], fps: Double) -> String {
        let microseconds = FrameClock.ticks(delays, ticksPerSecond: 1_000_000)
        let rate = JSONText.number(fps)
        var text = "ffconcat version 1.0\n"
        text += "# boxrender: \(frameCount) frames, \(seconds(microseconds.reduce(0, +))) s with the end hold. An MP4 "
        text += "at \(rate) frames a second\n# keeping every duration (-safe 0 lets ffmpeg read the option lines):\n"
        text += "#   ffmpeg -safe 0 -i frames.ffconcat -vf \"fps=\(rate),format=yuv420p\" animation.mp4\n"
        for k in 0..<frameCount {
            text += "file \(frameName(k, of: frameCount))\noption framerate 1000000\n"
            text += "duration \(seconds(microseconds[k]))\n"
        }
        text += "file \(frameName(frameCount - 1, of: frameCount))\noption framerate 1000000\n"
        return text
    }

    /// Microseconds as seconds with no trailing zeros: 33333 → 0.033333, 1500000 → 1.5.
    static func seconds(_ microseconds: Int) -> String {
        let fraction = String(microseconds % 1_000_000)
        var digits = String(repeating: "0", count: 6 - fraction.count) + fraction
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(microseconds / 1_000_000)" + (digits.isEmpty ? "" : "." + digits)
    }

    /// After success: removes `frame-<digits>.png` files this run did not
    /// write, and the staging files killed runs left for frames (regular
    /// files only).
    func removeStaleFrames() throws {
        let names = try handle.names(atMost: AtomicFile.maximumFolderEntries)
        for (name, entry) in names where Self.isFrameName(name) && !written.contains(name) {
            if case .file = entry { try handle.removeFile(name) }
        }
        let frames = Set(names.map(\.name).filter(Self.isFrameName))
        _ = try AtomicFile.leftovers(in: handle, of: frames.union(written), removing: true)
    }

    /// After a failure: removes the folder if this run made it (it is empty then).
    func removeIfMade() {
        if made { ConfinedFolder(folder).removeIfEmpty() }
    }

    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
