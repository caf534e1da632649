import BoxCairo
import BoxText

extension Renderer {
    /// A renderer whose fonts are boxrender's own plus every font in
    /// `fontDirectories` (the CLI's `--font-dir`).
    public init(fontDirectories: [String]) throws(BoxRenderError) {
        // Without any, the shared library, loaded only when a spec has text.
        guard !fontDirectories.isEmpty else {
            self.init()
            return
        }
        do {
            self.init(fonts: try FontLibrary.library(fontDirectories: fontDirectories))
        } catch {
            throw .input(file: "", "\(error)")
        }
    }
}

/// What `boxrender fonts` prints: the families and their files, the fallback
/// chain (family, what it covers, its files), then the iOS names that map to
/// the families, so a spec author can see what a name will draw with.
public enum FontReport {
    public static func text(fontDirectories: [String] = []) throws(BoxRenderError) -> String {
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary.library(fontDirectories: fontDirectories)
        } catch {
            throw .input(file: "", "\(error)")
        }
        var lines = ["Families (from \(fonts.directories.joined(separator: ", "))):"]
        let byFamily = Dictionary(grouping: fonts.faces, by: \.family)
        for family in byFamily.keys.sorted() {
            lines.append("  \(family)")
            for face in byFamily[family, default: []].sorted(by: {
                ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0)
            }) {
                lines.append(
                    "    \(face.postScriptName)  weight \(face.weight)\(face.italic ? " italic" : "")  \(face.file)")
            }
        }
        lines.append("")
        lines.append("Fallbacks, in order, for characters the requested face lacks:")
        for (index, fallback) in FontLibrary.fallbacks.enumerated() {
            lines.append("  \(index + 1). \(fallback.family): \(fallback.covers) (\(fallback.samples))")
            for file in fallback.files { lines.append("       \(file)") }
        }
        lines.append("")
        lines.append("iOS names:")
        for alias in FontLibrary.aliases {
            lines.append("  \(alias.name) → \(alias.family), weight \(alias.weight)\(alias.italic ? ", italic" : "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
