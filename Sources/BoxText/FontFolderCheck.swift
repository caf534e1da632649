import BoxFiles
import BoxModel

/// A `--font-dir` looked over before fontconfig, FreeType or Cairo see it,
/// and copied as it was looked at.
///
/// fontconfig follows links and opens whatever a name leads to: a link to
/// `/dev/zero` named `zero.ttf` grows without end, a FIFO named `x.ttf`
/// hangs, and a link out reads files that are not the folder's. A font
/// folder can come from a repository or a CI artifact, so every name in it
/// (at every depth) must be a folder or a regular file of at most
/// `maximumFileBytes`, and there may be at most `maximumFiles` of them;
/// anything else is an error naming it, before any font is loaded. Each
/// file is read through the descriptor the walk opened beneath the folder,
/// into the `PrivateFontCopy` that fontconfig is then given instead of the
/// folder, so what is loaded is what was looked at, whatever happens to
/// the folder afterwards.
enum FontFolderCheck {
    /// The largest font file read: the largest CJK collections are about 30 MB.
    static let maximumFileBytes = 256 << 20
    /// The most names a font folder may hold, at every depth together.
    static let maximumFiles = 100_000
    /// The deepest a font folder may nest.
    static let maximumDepth = 32

    /// Walks `directory` and copies every file in it into `copy`.
    static func copy(_ directory: String, into copy: PrivateFontCopy) throws(FontError) {
        do {
            var count = 0
            try walk(ConfinedFolder(directory).folder("", making: false), depth: 0, count: &count, copy: copy)
        } catch let error as FontError {
            throw error
        } catch let error as ConfinedFileError {
            throw .unusableFontFile(path: error.path, reason: reason(error.problem))
        } catch {
            throw .unusableFontFile(path: directory, reason: "\(error)")
        }
    }

    private static func walk(_ folder: FolderHandle, depth: Int, count: inout Int, copy: PrivateFontCopy) throws {
        guard depth < maximumDepth else {
            throw FontError.unusableFontFile(
                path: folder.path, reason: "it nests more than \(maximumDepth) folders deep")
        }
        for (name, entry) in try folder.names(atMost: maximumFiles - count, refusingNamesNotUTF8: true) {
            count += 1
            let path = folder.shown(name)
            switch entry {
            case .folder: try walk(folder.folder(name), depth: depth + 1, count: &count, copy: copy)
            case .file(let size) where size > maximumFileBytes:
                throw FontError.unusableFontFile(path: path, reason: "it is longer than \(maximumFileBytes) bytes")
            case .file: try copy.add(folder.openFile(name), shown: path, limit: maximumFileBytes)
            // Gone between the listing and the look: something is changing the folder.
            case .missing: throw FontError.unusableFontFile(path: path, reason: "it vanished while the folder was read")
            case .link: throw FontError.unusableFontFile(path: path, reason: reason(.link))
            case .other: throw FontError.unusableFontFile(path: path, reason: "it is a device, pipe or socket")
            }
        }
    }

    static func reason(_ problem: ConfinedFileError.Problem) -> String {
        switch problem {
        case .link: "it is a link, and boxrender follows no link inside a --font-dir"
        case .tooManyFiles(let limit): "the folder holds more than \(limit) files"
        case .longerThan(let limit): "it is longer than \(limit) bytes"
        default: ConfinedFileError(path: "", problem: problem).reason
        }
    }
}
