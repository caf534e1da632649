import BoxFiles
import Foundation

/// boxrender's release bundle, as `Scripts/package.sh` makes it: the command
/// line, the rendering libraries it was built and tested with, and its fonts,
/// in one folder that needs nothing of the machine but the C library.
///
/// ```
/// bin/boxrender                   its run path is $ORIGIN/../lib
/// lib/                            Cairo, Pango, HarfBuzz, FreeType, fontconfig, pixman, GLib, … (not glibc)
/// share/fonts/truetype/           the fonts of `BundledFonts`, at their Debian paths below /usr/share/fonts
/// share/libthai/thbrk.tri         libthai's dictionary, with which Pango breaks Thai lines
/// share/boxrender/dpkg-status     dpkg's entries of the Debian packages it was made from
/// VERSIONS                        the same, for people
/// ```
///
/// A program running from a bundle calls `activate(root:)` before anything
/// else; a process that never does (every library user, the test suite, a
/// command line built from source) reads the system's fonts as it always has.
public enum ReleaseBundle {
    /// Where Debian installs fonts; a bundle keeps them at the same paths below `share/fonts/`.
    public static let systemFontFolder = "/usr/share/fonts/"

    /// The bundle an executable at `path` runs from: the folder above its
    /// `bin/` when that folder has `share/boxrender/dpkg-status`; otherwise
    /// `nil`. Links are resolved first, so `/usr/bin/boxrender` pointing
    /// into `/opt/boxrender/bin/` finds `/opt/boxrender`.
    public static func root(ofExecutableAt path: String) -> String? {
        // Plain string work: Foundation's URL costs a run's start a millisecond.
        let resolved = NamedPath.real(path) ?? path
        let parts = resolved.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[parts.count - 2] == "bin" else { return nil }
        let above = parts.dropLast(2).joined(separator: "/")
        let root = resolved.hasPrefix("/") ? "/" + above : (above.isEmpty ? "." : above)
        return NamedPath.isReadableFile(root + "/" + statusFile) ? root : nil
    }

    /// The bundle this process's executable runs from (`/proc/self/exe`), or `nil`.
    public static func rootOfRunningExecutable() -> String? {
        NamedPath.linkTarget("/proc/self/exe").flatMap(root(ofExecutableAt:))
    }

    /// The bundle this process draws with, once `activate(root:)` has been called.
    public static var activeRoot: String? { state.root }

    /// Makes this process draw with the bundle at `root`: fonts at Debian's
    /// paths below `/usr/share/fonts/` are read below `ROOT/share/fonts/`,
    /// the font and library versions (`currentRenderingVersions()`) come from
    /// `ROOT/share/boxrender/dpkg-status`, libthai reads its dictionary from
    /// `ROOT/share/libthai` (`LIBTHAI_DICTDIR`, whatever the environment
    /// said), and fontconfig keeps no cache, so nothing is written outside
    /// the output (scanning the bundle's few folders costs no measurable time).
    /// Call it first, before any text is measured or drawn, and before
    /// other threads start (it sets an environment variable).
    public static func activate(root: String) {
        state.set(root)
        setenv("LIBTHAI_DICTDIR", root + "/share/libthai", 1)
    }

    /// dpkg's status entries of the packages the active bundle was made from.
    static var dpkgStatusPath: String? { activeRoot.map { $0 + "/" + statusFile } }

    /// `path` as this process reads it: below the active bundle's
    /// `share/fonts/` when it is a path below `/usr/share/fonts/`.
    static func located(_ path: String) -> String { located(path, root: activeRoot) }

    static func located(_ path: String, root: String?) -> String {
        guard let root, path.hasPrefix(systemFontFolder) else { return path }
        return root + "/share/fonts/" + path.dropFirst(systemFontFolder.count)
    }

    /// The system path a bundled font stands for (`ROOT/share/fonts/x.ttf` is
    /// `/usr/share/fonts/x.ttf`); any other path as it is. What `--version`
    /// hashes, so a bundle and a machine with the same font files print the
    /// same line wherever the bundle is unpacked.
    public static func systemPath(of path: String) -> String { systemPath(of: path, root: activeRoot) }

    static func systemPath(of path: String, root: String?) -> String {
        guard let root else { return path }
        let folder = root + "/share/fonts/"
        guard path.hasPrefix(folder) else { return path }
        return systemFontFolder + path.dropFirst(folder.count)
    }

    static let statusFile = "share/boxrender/dpkg-status"

    private static let state = State()

    /// The active root, behind a lock.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?

        var root: String? {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        func set(_ root: String) {
            lock.lock()
            defer { lock.unlock() }
            value = root
        }
    }
}
