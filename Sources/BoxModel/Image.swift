/// UIKit's `UIViewContentMode`s that make sense for a still picture.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case center
}

/// A picture file to draw, already resolved to a path the renderer may read.
public struct ImageSource: Equatable, Hashable, Sendable {
    /// Absolute (or working-directory-relative) path of the file.
    public var path: String
    /// Pixels per point of the file: 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    public var fileScale: Int
    /// For a spec's picture, the real path (links resolved) the asset sandbox
    /// allowed. Every read opens `path` and refuses the file unless the opened
    /// file's own real path is this one, so a file swapped for a link after
    /// the check cannot be read through it. Nil (no check) for trees built in
    /// Swift and for `--allow-any-path`.
    public var realPath: String?

    public init(path: String, fileScale: Int, realPath: String? = nil) {
        self.path = path
        self.fileScale = fileScale
        self.realPath = realPath
    }

    /// The same picture whatever was checked on the way: `realPath` is how it
    /// must be read, not what it is, so a tree built in Swift equals the same
    /// tree read from a spec.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path == rhs.path && lhs.fileScale == rhs.fileScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fileScale)
    }

    /// The scale iOS infers from a file name: `@2x` → 2, `@3x` → 3, otherwise 1.
    public static func fileScale(forPath path: String) -> Int {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        return ScaleName.scale(ofStem: stem)
    }

    /// The file name `path`'s picture has at `scale` by the same rule:
    /// `photo.png` and `photo@2x.png` are `photo@3x.png` at 3.
    public static func fileName(forPath path: String, atScale scale: Int) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let dot = name.firstIndex(of: ".") ?? name.endIndex
        return ScaleName.removing(from: name[..<dot]) + ScaleName.suffix(scale) + name[dot...]
    }
}

/// A box's `image`: a picture drawn in its bounds.
public struct BoxImage: Equatable, Hashable, Sendable {
    public var source: ImageSource
    public var contentMode: ContentMode
    /// Drawn mirrored left to right: a `flipsForRightToLeft` picture in a
    /// right-to-left canvas.
    public var isMirrored: Bool

    public init(source: ImageSource, contentMode: ContentMode = .scaleToFill, isMirrored: Bool = false) {
        self.source = source
        self.contentMode = contentMode
        self.isMirrored = isMirrored
    }
}
