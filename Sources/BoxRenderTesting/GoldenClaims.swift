import Foundation

/// Which assertion of this test process drew each golden, and what it drew.
///
/// A parameterised `@Test(arguments:)` without `named:` gives every case
/// the function's name, so every case claims one golden: recording, each
/// wrote over the last ("recorded" twice), and the next run failed one of
/// them. Two assertions drawing the same picture for one golden are fine
/// (two ways to one picture); two drawing different pictures fail, naming both.
enum GoldenClaims {
    private struct Claim {
        let site: String
        let picture: Int
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var claims: [String: Claim] = [:]

    /// Claims `goldenPath` for the picture `png`, drawn by the assertion at
    /// `site`; the failure when another assertion of this process claimed it
    /// for a different picture (that one keeps it).
    static func claim(_ goldenPath: String, png: [UInt8], site: String, name: String) -> String? {
        var hasher = Hasher()
        png.withUnsafeBytes { hasher.combine(bytes: $0) }
        let picture = hasher.finalize()
        lock.lock()
        defer { lock.unlock() }
        guard let earlier = claims[goldenPath] else {
            claims[goldenPath] = Claim(site: site, picture: picture)
            return nil
        }
        guard earlier.picture != picture else { return nil }
        let sameSite =
            earlier.site == site
            ? " (the same assertion: a parameterised test, each case needing its own `named:`)" : ""
        return "\(name): the assertions at \(earlier.site) and \(site) draw different pictures for one golden, "
            + "\(goldenPath)\(sameSite); give each its own name with `named:`"
    }

    /// Forgets the claims of goldens under `folder`: for tests of this
    /// library, where one test stands for several runs.
    static func forget(under folder: String) {
        lock.lock()
        defer { lock.unlock() }
        claims = claims.filter { !$0.key.hasPrefix(folder + "/") }
    }
}
