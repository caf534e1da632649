import BoxFiles
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
    /// The `--font-dir` fonts as checked, which fontconfig loads instead of the folders.
    let fontCopy: PrivateFontCopy?

    /// - Parameters:
    ///   - bundled: directories that must exist (their package is named in the error).
    ///   - fallbacks: the fallback chain; its files must exist (their package is
    ///     named in the error) and are added one by one, after the directories.
    ///   - extra: `--font-dir`s; each must exist and hold at least one font.
    ///   - cacheDirectory: where fontconfig keeps its cache, made if need be; `nil`,
    ///     or a folder that can't be made or written to, = scan every file, no cache.
    ///     The `--font-dir` fonts are always scanned, from their private copy.
    ///   - afterCopy: run with the private copy's folder once the `--font-dir`s
    ///     are checked and copied, before fontconfig loads anything (for tests:
    ///     the folders changing then).
    init(
        bundled: [BundledFonts.Directory], fallbacks: [BundledFonts.Fallback] = [], extra: [String],
        cacheDirectory: String?, afterCopy: (String) -> Void = { _ in }
    ) throws(FontError) {
        for directory in bundled where !Self.isDirectory(directory.path) {
            throw .missingBundledFonts(directory: directory.path, package: directory.package)
        }
        for fallback in fallbacks {
            for file in fallback.files where !NamedPath.isReadableFile(file) {
                throw .missingFallbackFont(file: file, package: fallback.package)
            }
        }
        let extraPaths = extra.map(Self.absolutePath)
        extraDirectories = extraPaths
        for path in extraPaths where !Self.isDirectory(path) { throw .missingFontDirectory(path: path) }
        // Each folder is walked and copied as it is checked; from here on only the copy is read.
        let copy = try extraPaths.isEmpty ? nil : PrivateFontCopy(environment: ProcessInfo.processInfo.environment)
        for path in extraPaths { try FontFolderCheck.copy(path, into: copy!) }
        fontCopy = copy
        if let copy { afterCopy(copy.folder) }

        guard let config = FcConfigCreate() else { throw .setupFailed(reason: "fontconfig is out of memory") }
        pointer = config
        let cache = cacheDirectory.flatMap(Self.writableDirectory)
        let xml = Self.configurationXML(
            cacheDirectory: cache, fallbackFamilies: fallbacks.map(\.family),
            emojiFamily: fallbacks.isEmpty ? nil : BundledFonts.emojiFamily)
        guard FcConfigParseAndLoadFromMemory(config, xml, FcFalse) == FcTrue else {
            FcConfigDestroy(config)
            throw .setupFailed(
                reason: "fontconfig rejected boxrender's configuration (cache folder \(cache ?? "none"))")
        }
        // No <dir> elements: the system font set stays empty; every font is an application font.
        _ = FcConfigBuildFonts(config)
        for path in bundled.map(\.path) {
            guard Self.addFonts(in: path, to: config, cached: cache != nil) else {
                FcConfigDestroy(config)
                throw .setupFailed(reason: "fontconfig could not read the font directory \(path)")
            }
        }
        // Files that aren't fonts are skipped, as fontconfig skips them in a folder. Never
        // cached: the copy's folder is new each run, and a cache of it would only pile up.
        for file in copy?.files ?? [] { _ = FcConfigAppFontAddFile(config, file.copy) }
        for fallback in fallbacks {
            for file in fallback.files where !Self.addFace(fallback, of: file, to: config) {
                FcConfigDestroy(config)
                throw .damagedFontFile(path: file, reason: "fontconfig finds no font in it")
            }
        }
        let loadedFaces = Self.listFaces(config)
        // fontconfig reads only a font's names; a file cut short is listed and
        // then draws nothing. The bundled fonts come from Debian's packages.
        let extraFiles = Set(loadedFaces.map(\.file).filter { copy?.shown($0) != nil })
        for file in extraFiles.sorted(by: { copy!.shown($0)! < copy!.shown($1)! }) {
            if let reason = FontFileCheck.problem(inFileAt: file) {
                FcConfigDestroy(config)
                throw .damagedFontFile(path: copy!.shown(file)!, reason: reason)
            }
        }
        // A file named as a font in which fontconfig found none (garbage, or cut
        // short before its names) would otherwise be skipped without a word.
        for file in copy?.files ?? [] where Self.isFontNamed(file.shown) && !extraFiles.contains(file.copy) {
            FcConfigDestroy(config)
            throw .damagedFontFile(
                path: file.shown, reason: FontFileCheck.problem(inFileAt: file.copy) ?? "FreeType finds no font in it")
        }
        // Listed by the paths the user gave, not the copies'.
        let faces = loadedFaces.map { face in
            guard let shown = copy?.shown(face.file) else { return face }
            return InstalledFace(
                families: face.families, style: face.style, fullName: face.fullName,
                postScriptName: face.postScriptName, weight: face.weight, italic: face.italic, file: shown)
        }.sorted(by: Self.faceOrder)
        for path in extraPaths where !faces.contains(where: { $0.file.hasPrefix(path + "/") }) {
            FcConfigDestroy(config)
            throw .noFontsInDirectory(path: path)
        }
        // Last: once every property is set, a throw would run `deinit`, destroying `config` twice.
        self.faces = faces
    }

    deinit { FcConfigDestroy(pointer) }

    /// boxrender's fontconfig configuration: the cache folder, if any; bitmap
    /// fonts scaled; missing italic faces slanted and missing bold ones marked
    /// (to be struck twice); the family
    /// "emoji" meaning `emojiFamily`; and a rule that
    /// appends the fallback families, in order and with strong binding, to every
    /// request, so that a character the requested family lacks comes from the
    /// first of them that has it, on every machine.
    static func configurationXML(cacheDirectory: String?, fallbackFamilies: [String], emojiFamily: String?) -> String {
        var xml = "<?xml version=\"1.0\"?><fontconfig>"
        if let cacheDirectory { xml += "<cachedir>\(xmlEscaped(cacheDirectory))</cachedir>" }
        // A bitmap font (Noto Color Emoji has one 109-pixel strike) is scaled to
        // the size asked for, as fontconfig's own 10-scale-bitmap-fonts.conf
        // does — without its rule that leaves a strike within 20 % of the size
        // unscaled, so emoji are always exactly the size of the text.
        xml += """
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
            <name target="font">pixelsize</name></divide></edit></match>\
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
            <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide>\
            </edit></match>
            """
        // A face the family lacks (issue 26): an upright face asked for
        // italic is slanted (`SynthesisedStyles.slant`), as iOS and
        // fontconfig's 90-synthetic.conf do, outline fonts only (a colour
        // emoji stays upright). A face lighter than semibold asked for bold is
        // marked (`SynthesisedStyles.boldMissing`) and `TextPainter` strikes it
        // twice, rather than fontconfig's `embolden`: Cairo's emboldening drew
        // a glyph differently when its picture was cut into bands (11 to 15
        // pixels of a bold ✓ line), and the bytes must not depend on that.
        // The warnings name both.
        xml += """
            <match target="font"><test name="outline" compare="eq"><bool>true</bool></test>\
            <test name="slant"><const>roman</const></test>\
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double>\
            <double>\(SynthesisedStyles.slant)</double><double>0</double><double>1</double></matrix></times></edit>\
            <edit name="slant" mode="assign"><const>oblique</const></edit></match>\
            <match target="font"><test name="outline" compare="eq"><bool>true</bool></test>\
            <test name="weight" compare="less"><const>semibold</const></test>\
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>\
            <edit name="\(SynthesisedStyles.boldMissing)" mode="assign"><bool>true</bool></edit></match>
            """
        // Pango asks for the family "emoji" for a run its emoji iterator finds
        // (💬, 👍🏽, ❤️ but not a bare ❤): that is the emoji font.
        if let emojiFamily {
            xml += "<match target=\"pattern\"><test name=\"family\"><string>emoji</string></test>"
            xml += "<edit name=\"family\" mode=\"prepend\" binding=\"strong\">"
            xml += "<string>\(xmlEscaped(emojiFamily))</string></edit></match>"
        }
        if !fallbackFamilies.isEmpty {
            xml += "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\" binding=\"strong\">"
            xml += fallbackFamilies.map { "<string>\(xmlEscaped($0))</string>" }.joined()
            xml += "</edit></match>"
        }
        return xml + "</fontconfig>"
    }

    /// Adds a fallback's file to `config`: only its `collectionFace` when it
    /// names one and that face is of the fallback's family (a package that
    /// reorders its collection gets every face loaded instead), else every face.
    private static func addFace(_ fallback: BundledFonts.Fallback, of file: String, to config: OpaquePointer) -> Bool {
        if let face = fallback.collectionFace {
            var faces: Int32 = 0
            if let pattern = FcFreeTypeQuery(file, UInt32(face), nil, &faces) {
                var family: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family,
                    String(cString: family) == fallback.family,
                    let set = FcConfigGetFonts(config, FcSetApplication), FcFontSetAdd(set, pattern) == FcTrue
                {
                    return true
                }
                FcPatternDestroy(pattern)
            }
        }
        return FcConfigAppFontAddFile(config, file) == FcTrue
    }

    /// Whether the name of the file at `path` says it is a font.
    private static func isFontNamed(_ path: String) -> Bool {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfa", "pfb", "pcf", "bdf"]
        return extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The path fontconfig loaded a font from as the user knows it: a copied
    /// `--font-dir` file's own path, any other file's as it is.
    func shown(_ file: String) -> String { fontCopy?.shown(file) ?? file }

    /// `path`, made if need be, when it is a folder this process can write to.
    private static func writableDirectory(_ path: String) -> String? {
        NamedPath.makeFolders(path) && NamedPath.isWritableFolder(path) ? path : nil
    }

    /// Adds every font under `directory`. With a cache, fontconfig reads the
    /// folder's cache (writing it if stale); without one, each file is scanned —
    /// adding the folder would make fontconfig complain that it can't write a cache.
    private static func addFonts(in directory: String, to config: OpaquePointer, cached: Bool) -> Bool {
        if cached { return FcConfigAppFontAddDir(config, directory) == FcTrue }
        // Walked through the file layer: a folder Debian's font packages fill
        // with files (no links, no hidden names).
        let walked = try? FolderWalk.files(
            beneath: ConfinedFolder(directory).folder("", making: false), limit: maximumFontFiles)
        guard let files = walked else { return false }
        for file in files {
            // Files that aren't fonts are skipped, as fontconfig skips them in a folder.
            _ = FcConfigAppFontAddFile(config, directory + "/" + file)
        }
        return true
    }

    /// The most files a bundled font folder is walked for, when not cached.
    private static let maximumFontFiles = 10_000

    private static func isDirectory(_ path: String) -> Bool {
        NamedPath.target(path) == .folder
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
        return faces.sorted(by: faceOrder)
    }

    private static func faceOrder(_ a: InstalledFace, _ b: InstalledFace) -> Bool {
        (a.family, a.weight, a.italic ? 1 : 0, a.file) < (b.family, b.weight, b.italic ? 1 : 0, b.file)
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
