import BoxModel

/// A font could not be found or loaded. Every case says what to do about it:
/// which names exist, or which package or directory is missing.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No alias, family, full name or PostScript name matches `name`.
    /// `available` lists the aliases and families that do exist.
    case unknownFont(name: String, available: [String])
    /// A directory of bundled fonts is missing: its Debian package isn't installed.
    case missingBundledFonts(directory: String, package: String)
    /// A file of the fallback chain (`BundledFonts.fallbacks`) is missing: its
    /// Debian package isn't installed.
    case missingFallbackFont(file: String, package: String)
    /// A `--font-dir` that doesn't exist or isn't a directory.
    case missingFontDirectory(path: String)
    /// A `--font-dir` in which fontconfig found no font it could read.
    case noFontsInDirectory(path: String)
    /// A font file in a `--font-dir` whose tables run past its end (cut short),
    /// or a file named as a font (`.ttf`, `.otf`…) in which FreeType finds no
    /// font (not a font at all): either would draw nothing.
    case damagedFontFile(path: String, reason: String)
    /// Something in a `--font-dir` that is not a folder or a regular font
    /// file of a bounded size (a link, a device, a pipe): refused before
    /// fontconfig opens it (`FontFolderCheck`).
    case unusableFontFile(path: String, reason: String)
    /// fontconfig or Pango refused to set up (out of memory, a bad cache folder…).
    case setupFailed(reason: String)

    public var description: String {
        switch self {
        case .unknownFont(let name, let available):
            // A near miss gets the name it is near, not the whole list of about 80.
            if let nearest = Suggestion.nearest(to: name, in: available) {
                return "unknown font \"\(name)\"; did you mean \"\(nearest)\"? (`boxrender fonts` lists every name)"
            }
            return "unknown font \"\(name)\"; available: \(available.joined(separator: ", "))"
                + " (or the PostScript name of any face `boxrender fonts` lists)"
        case .missingBundledFonts(let directory, let package):
            return "the fonts in \(directory) are missing: install the Debian package \(package)"
                + " (Scripts/install-dependencies.sh does)"
        case .missingFallbackFont(let file, let package):
            return "the fallback font \(file) is missing: install the Debian package \(package)"
                + " (Scripts/install-dependencies.sh does)"
        case .missingFontDirectory(let path):
            return "font directory \(path) does not exist or is not a directory"
        case .noFontsInDirectory(let path):
            return "font directory \(path) holds no font fontconfig can read"
        case .damagedFontFile(let path, let reason):
            return "\(path): the font file is damaged (\(reason)); replace it or remove it from the --font-dir folder"
        case .unusableFontFile(let path, let reason):
            return "\(path): \(reason); a --font-dir may hold only folders and regular font files"
        case .setupFailed(let reason):
            return "setting up fonts failed: \(reason)"
        }
    }
}
