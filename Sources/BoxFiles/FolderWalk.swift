/// The regular files beneath a folder, found through the file layer: folders
/// are walked into by name beneath the one given, links are never followed
/// (neither to a file nor to a folder), and a walk holds at most
/// `AtomicFile.maximumFolderEntries` names a folder and `limit` files in all.
public enum FolderWalk {
    /// The regular files beneath `folder`, as paths relative to it, sorted.
    /// Names starting with "." are passed over, as are the folders
    /// `skipsFolder` is true for (given their relative path).
    public static func files(
        beneath folder: FolderHandle, limit: Int, skipsFolder: (String) -> Bool = { _ in false }
    ) throws(ConfinedFileError) -> [String] {
        var found: [String] = []
        var pending: [(handle: FolderHandle, relative: String)] = [(folder, "")]
        while let (handle, relative) = pending.popLast() {
            let names = try handle.names(atMost: AtomicFile.maximumFolderEntries) { !$0.hasPrefix(".") }
            for (name, entry) in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch entry {
                case .file:
                    guard found.count < limit else {
                        throw ConfinedFileError(path: folder.path, problem: .tooManyFiles(limit))
                    }
                    found.append(path)
                case .folder where !skipsFolder(path):
                    pending.append((try handle.folder(name), path))
                default:
                    continue
                }
            }
        }
        return found.sorted()
    }
}
