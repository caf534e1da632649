import BoxRender
import Foundation

/// `boxrender --version`: boxrender's version, whether it runs from a
/// release bundle (`bundle: /opt/boxrender`, or `bundle: no (system
/// libraries)`), then each library that decides how a picture looks as
/// loaded now, then a hash of the font files text is drawn with. Two machines
/// that print the same lines below `bundle:` draw the same bytes; a golden
/// that differs on one of them is explained by a line that differs.
enum VersionReport {
    static var text: String {
        var lines = ["boxrender \(BoxrenderVersion.release) (output \(BoxrenderVersion.output))"]
        lines.append("bundle: " + (ReleaseBundle.activeRoot ?? "no (system libraries)"))
        lines += LibraryVersions.all.map { "\($0.name) \($0.version)" }
        lines.append(fontLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `fonts SHA-256 (N files)`: each font file boxrender loads (its faces
    /// and the fallbacks'), in path order, path and bytes; a bundle's fonts
    /// by the system paths they stand for, so the line does not depend on
    /// where the bundle is unpacked.
    private static var fontLine: String {
        guard let fonts = try? FontLibrary.shared() else { return "fonts not loaded" }
        let files = Set(fonts.faces.map(\.file) + FontLibrary.fallbacks.flatMap(\.files)).sorted {
            ReleaseBundle.systemPath(of: $0) < ReleaseBundle.systemPath(of: $1)
        }
        let hasher = InputDigest()
        for file in files {
            hasher.update(Array(ReleaseBundle.systemPath(of: file).utf8) + [0])
            var length = 0
            if let handle = FileHandle(forReadingAtPath: file) {
                while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                    hasher.update(Array(chunk))
                    length += chunk.count
                }
                try? handle.close()
            }
            hasher.update(Array("\n\(length)\n".utf8))
        }
        return "fonts \(hasher.hex) (\(files.count) files)"
    }
}
