import BoxFiles
import CCairo
import Foundation

/// The versions of everything that decides how boxrender's pictures look, for
/// the running process, in exactly the format `Scripts/record-versions.sh`
/// writes to `snapshots/VERSIONS`: one `name version` line each for cairo, pango
/// and harfbuzz (the libraries actually loaded, which on Debian are the versions
/// `pkg-config --modversion` reports), then the Debian versions of FreeType
/// (which rasterizes the glyphs) and of the font packages, read from dpkg's
/// status file; a package that isn't installed reads "not installed".
///
/// When a golden image differs, comparing this with `snapshots/VERSIONS` tells
/// whether the machine draws text differently from the one that recorded it.
/// A release bundle (`ReleaseBundle`) reads its own record of the packages it
/// was made from instead of the machine's.
public func currentRenderingVersions() -> String {
    let status = ReleaseBundle.dpkgStatusPath ?? "/var/lib/dpkg/status"
    // Read bounded, as every file: a machine's status file is a few MiB.
    let bytes = (try? FileBytes.read(status, atMost: RenderingVersions.maximumStatusBytes).get()) ?? []
    return RenderingVersions.text(dpkgStatus: String(decoding: bytes, as: UTF8.self))
}

enum RenderingVersions {
    /// The largest dpkg status file read; past it, every package reads "not installed".
    static let maximumStatusBytes = 64 << 20

    /// FreeType first, then the font packages: the order the script writes them in.
    static let debianPackages = ["libfreetype6"] + BundledFonts.packages

    static func text(dpkgStatus: String) -> String {
        var lines = [
            "cairo " + String(cString: cairo_version_string()),
            "pango " + String(cString: pango_version_string()),
            "harfbuzz " + String(cString: hb_version_string()),
        ]
        let installed = installedVersions(dpkgStatus: dpkgStatus)
        for package in debianPackages { lines.append(package + " " + (installed[package] ?? "not installed")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Package → version for every installed package in a dpkg status file (the
    /// first stanza wins when a package is installed for several architectures,
    /// as `dpkg-query` lists it first).
    static func installedVersions(dpkgStatus: String) -> [String: String] {
        var versions: [String: String] = [:]
        for stanza in dpkgStatus.components(separatedBy: "\n\n") {
            var fields: [String: String] = [:]
            for line in stanza.split(separator: "\n") where !line.hasPrefix(" ") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            guard let package = fields["Package"], let version = fields["Version"],
                fields["Status"]?.hasSuffix(" installed") == true, versions[package] == nil
            else { continue }
            versions[package] = version
        }
        return versions
    }
}
