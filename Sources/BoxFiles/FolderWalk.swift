/// The regular files beneath a folder, found through the file layer: folders
/// are walked into by name beneath the one given, links are never followed
/// (neither to a file nor to a folder), and a walk holds at most
/// `AtomicFile.maximumFolderEntries` names a folder, `maximumDepth` folders
/// deep and `limit` folders and wanted files in all.
public enum FolderWalk {
    /// Folders below the one given, at most.
    public static let maximumDepth = 64

    /// The regular files beneath `folder` that `wantsFile` keeps (given its
    /// name; all by default), as paths relative to it, sorted. Names starting with "." are
    /// passed over, as are the folders `skipsFolder` is true for (given their
    /// relative path). A folder is opened only when its turn comes, so a walk
    /// holds open only its parents' folders.
    public static func files(
        beneath folder: FolderHandle, limit: Int, wantsFile: (String) -> Bool = { _ in true },
        skipsFolder: (String) -> Bool = { _ in false }
    ) throws(ConfinedFileError) -> [String] {
        var found: [String] = []
        var counted = 0
        // Folders still to list: the one holding it (nil: the top), its name, its path, its depth.
        var pending: [(parent: FolderHandle?, name: String, relative: String, depth: Int)] = [(nil, "", "", 0)]
        while let (parent, name, relative, depth) = pending.popLast() {
            let handle = try parent.map { parent throws(ConfinedFileError) in try parent.folder(name) } ?? folder
            let names = try handle.names(atMost: AtomicFile.maximumFolderEntries) { !$0.hasPrefix(".") }
            for (name, entry) in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch entry {
                case .file where wantsFile(name):
                    found.append(path)
                case .folder where !skipsFolder(path):
                    guard depth < maximumDepth else {
                        throw ConfinedFileError(
                            path: folder.shown(path), problem: .system("more than \(maximumDepth) folders deep"))
                    }
                    pending.append((handle, name, path, depth + 1))
                default:
                    continue
                }
                counted += 1
                guard counted <= limit else {
                    throw ConfinedFileError(path: folder.path, problem: .tooManyFiles(limit))
                }
            }
        }
        return found.sorted()
    }
}
