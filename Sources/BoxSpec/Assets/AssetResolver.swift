import BoxFiles
import BoxModel

/// Turns the image paths of one spec into files it may read (`AssetAccess`),
/// and checks that each is a regular file no larger than the limit. What a
/// path turned out to be is remembered, so a spec that draws the same picture a
/// thousand times asks the file system once.
final class AssetResolver {
    private let baseDirectory: String
    private let access: AssetAccess
    private let maximumBytes: Int
    private var resolved: [String: Result<ResolvedAsset, AssetProblem>] = [:]
    /// Each root's real path (symbolic links resolved), nil when it does not exist.
    private lazy var realRoots: [String?] = roots.map(Self.realPath)

    /// The spec's folder (the working directory when empty), then the asset folders.
    private var roots: [String] { [baseDirectory.isEmpty ? "." : baseDirectory] + access.directories }

    /// See `DecodeOptions.pictureScale`.
    private let pictureScale: Int

    init(baseDirectory: String, access: AssetAccess, maximumBytes: Int, pictureScale: Int = 1) {
        self.baseDirectory = baseDirectory
        self.access = access
        self.maximumBytes = maximumBytes
        self.pictureScale = pictureScale
    }

    /// The file `src` names (or its `@Nx` variant for the picture scale), or why it may not be read.
    func resolve(_ src: String) -> Result<ResolvedAsset, AssetProblem> {
        if let known = resolved[src] { return known }
        let name = scaledName(of: src) ?? src
        var result = access.allowsAnyPath ? resolveAnywhere(name) : resolveInside(name)
        if case .failure(.missing(let path, let searched, _)) = result {
            // `photo@2x.png` beside a missing `photo.png` is what was meant: say so.
            let besides = (2...Self.highestScale).compactMap { scaledName(of: src, at: $0) }
            result = .failure(.missing(path, alsoSearched: searched, scaledFiles: besides))
        }
        resolved[src] = result
        return result
    }

    /// The highest `@Nx` a picture file may have.
    private static let highestScale = 3

    /// `photo@3x.png` or `photo@2x.png` for `photo.png` at scale 3 or 2,
    /// the first that exists in a folder pictures are read from; nil when
    /// none does, or the name already says its scale.
    private func scaledName(of src: String) -> String? {
        guard pictureScale > 1 else { return nil }
        return stride(from: pictureScale, through: 2, by: -1).lazy.compactMap { self.scaledName(of: src, at: $0) }
            .first
    }

    /// `src`'s `@Nx` name at `scale` when such a file exists in a folder
    /// pictures are read from; nil when none does, or `src` already says its scale.
    private func scaledName(of src: String, at scale: Int) -> String? {
        guard ImageSource.fileScale(forPath: src) == 1 else { return nil }
        let slash = src.lastIndex(of: "/")
        let dot = src.lastIndex(of: ".").flatMap { dot in slash.map { dot > $0 } ?? true ? dot : nil }
        let stem = dot.map { String(src[..<$0]) } ?? src
        let suffix = dot.map { String(src[$0...]) } ?? ""
        // `ImageSource.fileScale` reads the scale before a name's first dot:
        // a name with more dots keeps its 1x file rather than be misread.
        guard !(stem.split(separator: "/").last ?? Substring(stem)).contains(".") else { return nil }
        let name = stem + ScaleName.suffix(scale) + suffix
        let candidates =
            access.allowsAnyPath
            ? [name.hasPrefix("/") || baseDirectory.isEmpty ? name : Self.join(baseDirectory, name)]
            : roots.map { root in root == "." ? name : Self.join(root, name) }
        return candidates.contains(where: Self.exists) ? name : nil
    }

    /// `src` as is when absolute, else inside the spec's folder.
    private func resolveAnywhere(_ src: String) -> Result<ResolvedAsset, AssetProblem> {
        let path = src.hasPrefix("/") || baseDirectory.isEmpty ? src : Self.join(baseDirectory, src)
        return checkFile(path).map { ResolvedAsset(path: $0, realPath: nil) }
    }

    private func resolveInside(_ src: String) -> Result<ResolvedAsset, AssetProblem> {
        if src.hasPrefix("/") { return .failure(.absolute) }
        if Self.climbsOut(src) { return .failure(.climbsOut) }
        let candidates = roots.map { root in root == "." ? src : Self.join(root, src) }
        guard let index = candidates.firstIndex(where: Self.exists) else {
            return .failure(.missing(candidates[0], alsoSearched: access.directories.count))
        }
        let path = candidates[index]
        guard let real = Self.realPath(path) else { return .failure(.missing(path, alsoSearched: 0)) }
        // A link may lead from one allowed folder into another, never out of all of them.
        let inside = realRoots.contains { root in
            guard let root else { return false }
            // The folder itself is inside too (and refused as not a file, below).
            return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        guard inside else { return .failure(.linksOut(path, target: real)) }
        // Checked now by name, and again by every read on the opened file.
        return checkFile(path).map { ResolvedAsset(path: $0, realPath: real) }
    }

    private static func exists(_ path: String) -> Bool {
        NamedPath.exists(path)
    }

    /// A regular file (after links) within the size limit.
    private func checkFile(_ path: String) -> Result<String, AssetProblem> {
        switch NamedPath.target(path) {
        case .missing:
            return .failure(.missing(path, alsoSearched: 0))
        case .file(let size):
            guard size <= maximumBytes else { return .failure(.tooLarge(path, bytes: size, limit: maximumBytes)) }
            return .success(path)
        case .folder, .link, .other:
            return .failure(.notRegular(path))
        }
    }

    /// Whether the components of a relative path ever climb above its start
    /// (`a/../../b`); `a/../b` stays inside.
    static func climbsOut(_ src: String) -> Bool {
        var depth = 0
        for component in src.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return true }
            default: depth += 1
            }
        }
        return false
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        NamedPath.real(path)
    }
}

/// A picture path the sandbox allowed, and the real path every read must reach.
struct ResolvedAsset: Equatable {
    let path: String
    let realPath: String?
}

/// Why an image path cannot be read, worded for the person who wrote it.
enum AssetProblem: Error, Equatable {
    case absolute
    case climbsOut
    /// `scaledFiles`: the picture's `@Nx` files that are there, though not chosen at this scale.
    case missing(String, alsoSearched: Int, scaledFiles: [String] = [])
    case notRegular(String)
    case linksOut(String, target: String)
    case tooLarge(String, bytes: Int, limit: Int)

    /// What to do about `@Nx` files beside a missing picture: they are
    /// chosen only at their scale or above (UIImage's rule).
    private static func scaledFilesHint(_ names: [String]) -> String {
        guard let lowest = names.first else { return "" }
        let list = names.map { "`\($0)`" }.joined(separator: " and ")
        let scale = ImageSource.fileScale(forPath: lowest)
        return "; \(list) \(names.count == 1 ? "is" : "are") there, chosen only when the picture is drawn at scale "
            + "\(scale) or more (`canvas.scale`, --scale): draw at that scale, or name the file itself"
    }

    private static let remedy = "put the file in the spec's folder or an --asset-dir, or pass --allow-any-path"

    /// For a picture.
    var message: String { message(naming: "image", limitFlag: "max-image-bytes") }

    /// Worded for what the path names (`image`, `include`), with the flag
    /// that raises its size limit.
    func message(naming noun: String, limitFlag: String) -> String {
        switch self {
        case .absolute:
            "absolute \(noun) paths are refused: \(Self.remedy)"
        case .climbsOut:
            "the path climbs out of the spec's folder with `..`: \(Self.remedy)"
        case .missing(let path, let searched, let scaled):
            "\(noun) file not found: \(path)" + (searched > 0 ? " (nor in the --asset-dir folders)" : "")
                + Self.scaledFilesHint(scaled)
        case .notRegular(let path):
            "\(noun) path is not a regular file: \(path)"
        case .linksOut(let path, let target):
            "\(path) is a symbolic link to \(target), outside the spec's folder and the --asset-dir folders: "
                + Self.remedy
        case .tooLarge(let path, let bytes, let limit):
            "\(path) is \(bytes) bytes, more than \(limit) \(LimitHint.raise(limitFlag))"
        }
    }
}
