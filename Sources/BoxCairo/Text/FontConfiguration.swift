import CCairo
import Foundation

/// Owns boxrender's own fontconfig configuration: only the font directories it
/// was given, never the system's or the user's fonts, so that text looks the
/// same on every machine with the same packages. Its cache lives in the user's
/// cache folder, so a cold start reads the cache instead of scanning every font.
final class FontConfiguration {
    let pointer: OpaquePointer
    /// Every face found, sorted by family, weight, slant and file.
    let faces: [InstalledFace]
    /// The `--font-dir`s, as absolute paths.
    let extraDirectories: [String]

    /// - Parameters:
    ///   - bundled: directories that must exist (their package is named in the error).
    ///   - extra: `--font-dir`s; each must exist and hold at least one font.
    ///   - cacheDirectory: where fontconfig keeps its cache, made if need be; `nil`,
    ///     or a folder that can't be made or written to, = scan every file, no cache.
    init(bundled: [BundledFonts.Directory], extra: [String], cacheDirectory: String?) throws(FontError) {
        for directory in bundled where !Self.isDirectory(directory.path) {
            throw .missingBundledFonts(directory: directory.path, package: directory.package)
        }
        let extraPaths = extra.map(Self.absolutePath)
        extraDirectories = extraPaths
        for path in extraPaths where !Self.isDirectory(path) { throw .missingFontDirectory(path: path) }

        guard let config = FcConfigCreate() else { throw .setupFailed(reason: "fontconfig is out of memory") }
        pointer = config
        let cache = cacheDirectory.flatMap(Self.writableDirectory)
        if let cache {
            let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(Self.xmlEscaped(cache))</cachedir></fontconfig>"
            guard FcConfigParseAndLoadFromMemory(config, xml, FcFalse) == FcTrue else {
                FcConfigDestroy(config)
                throw .setupFailed(reason: "fontconfig rejected the cache folder \(cache)")
            }
        }
        // No <dir> elements: the system font set stays empty; every font is an application font.
        _ = FcConfigBuildFonts(config)
        for path in bundled.map(\.path) + extraPaths {
            guard Self.addFonts(in: path, to: config, cached: cache != nil) else {
                FcConfigDestroy(config)
                throw .setupFailed(reason: "fontconfig could not read the font directory \(path)")
            }
        }
        let faces = Self.listFaces(config)
        for path in extraPaths where !faces.contains(where: { $0.file.hasPrefix(path + "/") }) {
            FcConfigDestroy(config)
            throw .noFontsInDirectory(path: path)
        }
        // fontconfig reads only a font's names; a file cut short is listed and
        // then draws nothing. The bundled fonts come from Debian's packages.
        let extraFiles = Set(faces.map(\.file).filter { file in extraPaths.contains { file.hasPrefix($0 + "/") } })
        for file in extraFiles.sorted() {
            if let reason = FontFileCheck.problem(inFileAt: file) {
                FcConfigDestroy(config)
                throw .damagedFontFile(path: file, reason: reason)
            }
        }
        // Last: once every property is set, a throw would run `deinit`, destroying `config` twice.
        self.faces = faces
    }

    deinit { FcConfigDestroy(pointer) }

    /// `path`, made if need be, when it is a folder this process can write to.
    private static func writableDirectory(_ path: String) -> String? {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return isDirectory(path) && FileManager.default.isWritableFile(atPath: path) ? path : nil
    }

    /// Adds every font under `directory`. With a cache, fontconfig reads the
    /// folder's cache (writing it if stale); without one, each file is scanned —
    /// adding the folder would make fontconfig complain that it can't write a cache.
    private static func addFonts(in directory: String, to config: OpaquePointer, cached: Bool) -> Bool {
        if cached { return FcConfigAppFontAddDir(config, directory) == FcTrue }
        let files = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
        for file in files {
            // Files that aren't fonts are skipped, as fontconfig skips them in a folder.
            _ = FcConfigAppFontAddFile(config, directory + "/" + file)
        }
        return true
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func absolutePath(_ path: String) -> String {
        var absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        return absolute
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func listFaces(_ config: OpaquePointer) -> [InstalledFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_STYLE, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_FILE] {
            _ = FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [InstalledFace] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            faces.append(face(from: font))
        }
        return faces.sorted {
            ($0.family, $0.weight, $0.italic ? 1 : 0, $0.file) < ($1.family, $1.weight, $1.italic ? 1 : 0, $1.file)
        }
    }

    private static func face(from pattern: OpaquePointer) -> InstalledFace {
        var families: [String] = []
        while let family = string(pattern, FC_FAMILY, families.count) { families.append(family) }
        var weight: Int32 = 80
        _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        return InstalledFace(
            families: families,
            style: string(pattern, FC_STYLE, 0) ?? "",
            fullName: string(pattern, FC_FULLNAME, 0) ?? families.first ?? "",
            postScriptName: string(pattern, FC_POSTSCRIPT_NAME, 0) ?? "",
            weight: Int(FcWeightToOpenType(weight)),
            italic: slant != FC_SLANT_ROMAN,
            file: string(pattern, FC_FILE, 0) ?? "")
    }

    /// The `index`th string value of `object`, or `nil` when there is none.
    static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, Int32(index), &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
