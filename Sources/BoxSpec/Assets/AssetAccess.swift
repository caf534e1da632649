/// Which files a spec may read (spec-format §10, `--asset-dir`, `--allow-any-path`).
///
/// A spec from a pull request must not be able to draw `/etc/shadow` into a
/// picture that CI then publishes, so by default an image path is relative and
/// resolves inside the spec's own folder or one of `directories`: absolute
/// paths, `..` that climbs out, and symbolic links that lead out are refused.
/// Nothing is ever fetched from a network; a path that looks like a URL is a
/// file name like any other.
public struct AssetAccess: Sendable, Equatable {
    /// Folders, besides the spec's own, that images may come from, searched in order after it.
    public var directories: [String]
    /// Reads any path the spec names: for specs you wrote yourself.
    public var allowsAnyPath: Bool

    /// Only the spec's folder.
    public static let specFolder = AssetAccess()
    /// Any path: what a tree built in Swift by the caller's own code gets.
    public static let anyPath = AssetAccess(allowsAnyPath: true)

    public init(directories: [String] = [], allowsAnyPath: Bool = false) {
        self.directories = directories
        self.allowsAnyPath = allowsAnyPath
    }
}
