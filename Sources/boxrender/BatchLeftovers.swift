import BoxFiles
import BoxModel
import BoxRender

/// The staging files a killed run left beside a batch's outputs
/// (`.NAME.boxrender-XXXXXX`, regular files only): each folder of the
/// outputs listed once, whatever the number of outputs in it. A render
/// removes them before it writes; `--check` lists them as orphaned.
enum BatchLeftovers {
    /// The leftovers beside `paths` (outputs under `folder`), as paths under
    /// it; removed first when `removing`.
    static func find(besides paths: some Sequence<String>, in folder: ConfinedFolder, removing: Bool) throws
        -> [String]
    {
        var names: [String: Set<String>] = [:]
        for path in paths {
            let (parent, name) = try folder.split(path)
            names[parent, default: []].insert(name)
        }
        var found: [String] = []
        for (parent, outputs) in names.sorted(by: { $0.key < $1.key }) {
            // A folder that is not there (or not a folder) holds none.
            guard let handle = try? folder.folder(parent, making: false) else { continue }
            for name in try AtomicFile.leftovers(in: handle, of: outputs, removing: removing) {
                found.append(parent.isEmpty ? name : parent + "/" + name)
            }
        }
        return found
    }
}
