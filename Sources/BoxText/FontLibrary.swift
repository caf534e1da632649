import BoxModel
import CCairo
import Foundation

/// boxrender's fonts: its own fontconfig configuration, a Pango font map made
/// from it, and the table from iOS font names to the faces in it. One per
/// process (`shared()`), kept for the process's lifetime; tests make their own.
///
/// Thread safety: Pango's font maps, fonts and contexts are not safe to use from
/// several threads at once in every Pango version, so every use of them — building
/// and measuring a layout, and drawing one — happens inside `withPango`, under one
/// lock per library. Renders on several threads share the library safely; their
/// text work runs one at a time.
public final class FontLibrary: @unchecked Sendable {
    /// The folders scanned: the bundled ones, then the `fontDirectories` given.
    public let directories: [String]
    /// Every face in those folders.
    public var faces: [InstalledFace] { configuration.faces }

    let configuration: FontConfiguration
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// The same settings with a right-to-left base direction: a layout's
    /// direction is its context's (layouts never guess it, so that `.left`
    /// alignment stays left), and a right-to-left label's layout is made from
    /// this one. Used under the lock, as `context` is.
    let rightToLeftContext: OpaquePointer
    /// One lock for every library of the process, not one each: Cairo keeps
    /// one FreeType face per font file for all font maps, and Pango and Cairo
    /// lock a face by different means, so two libraries drawing or measuring
    /// the same file (a colour emoji, a fallback) at once crashed FreeType
    /// under load, or drew a glyph wrong.
    private var lock: NSRecursiveLock { Self.processLock }
    private static let processLock = NSRecursiveLock()
    /// How many Pango layouts text work has made with this library (under
    /// its lock): what tests of laying each label out once count.
    var layoutsMade = 0
    /// Resolved names and faces, so that each is looked up and loaded once.
    private var resolved: [ResolutionKey: ResolvedFont] = [:]

    private struct ResolutionKey: Hashable {
        let name: String
        let face: FontFace
    }

    /// Loads the bundled fonts and the fonts in `fontDirectories`.
    /// - Parameter cacheDirectory: fontconfig's cache folder, made if need be; `nil` (or
    ///   a folder that can't be written to) = scan the font files without a cache.
    public convenience init(
        fontDirectories: [String] = [], cacheDirectory: String? = FontLibrary.defaultCacheDirectory
    ) throws(FontError) {
        try self.init(fontDirectories: fontDirectories, cacheDirectory: cacheDirectory, afterCopy: { _ in })
    }

    /// `afterCopy` runs with the private copy's folder once the `--font-dir`s
    /// are checked and copied, before fontconfig loads anything: for a test
    /// that changes a folder then.
    init(fontDirectories: [String], cacheDirectory: String?, afterCopy: (String) -> Void) throws(FontError) {
        configuration = try FontConfiguration(
            bundled: BundledFonts.directories, fallbacks: BundledFonts.fallbacks, extra: fontDirectories,
            cacheDirectory: cacheDirectory, afterCopy: afterCopy)
        directories = BundledFonts.directories.map(\.path) + configuration.extraDirectories
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .setupFailed(reason: "Pango has no FreeType font map")
        }
        fontMap = map
        // The Cairo/FreeType font map is a PangoFcFontMap; give it boxrender's configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.pointer)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw .setupFailed(reason: "Pango could not make a context")
        }
        guard let rightToLeft = pango_font_map_create_context(map) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(map)
            throw .setupFailed(reason: "Pango could not make a context")
        }
        self.context = context
        rightToLeftContext = rightToLeft
        TextSettings.configure(context, direction: PANGO_DIRECTION_LTR)
        TextSettings.configure(rightToLeft, direction: PANGO_DIRECTION_RTL)
    }

    /// Under the lock, as all other text work: freeing the font map frees its
    /// fonts and their Cairo font faces, which Cairo unlinks from a list it
    /// keeps per font file, shared by every library's fonts of that file and
    /// edited without a lock of its own when another library loads a font.
    deinit {
        lock.lock()
        defer { lock.unlock() }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        g_object_unref(fontMap)
    }

    /// `$XDG_CACHE_HOME/boxrender`, else `~/.cache/boxrender`, for this
    /// process; none in a release bundle (`ReleaseBundle`), which writes
    /// nothing outside its output.
    public static var defaultCacheDirectory: String? {
        if ReleaseBundle.activeRoot != nil { return nil }
        return cacheDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// `$XDG_CACHE_HOME/boxrender` if that is an absolute path (the XDG rule),
    /// else `$HOME/.cache/boxrender`; `nil` without a home.
    public static func cacheDirectory(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/boxrender" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/boxrender"
    }

    /// How many Pango layouts the library has made so far (for each label,
    /// one to measure and draw it, and one for each width or shadow that
    /// needs its own), for tests to count.
    package var pangoLayoutsMade: Int { withPango { _ in layoutsMade } }

    /// The installed family names, sorted.
    public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The fallback chain: the fonts that draw, in order, what the requested face lacks.
    public static var fallbacks: [BundledFonts.Fallback] { BundledFonts.fallbacks }

    /// The alias table (iOS PostScript names → bundled faces).
    public static var aliases: [FontAlias] { BundledFonts.aliases }

    /// What a font name may be: an alias or an installed family (a face's full or
    /// PostScript name works too).
    public var availableNames: [String] { BundledFonts.aliases.map(\.name) + families }

    /// The face `name` stands for, with `face` applied as Mush does (reference
    /// §6.2): bold = the bold member of the same family, italic = the italic
    /// member of the same weight (HelveticaNeue-Light → LightItalic), monospace =
    /// CourierNewPSMT; a member the family doesn't have leaves the base face.
    public func resolve(_ name: String, face: FontFace = .base) throws(FontError) -> ResolvedFont {
        try withPango { context throws(FontError) in try resolveLocked(name, face: face, context: context) }
    }

    /// Runs `body` with the library's Pango context, under its lock. Layouts made
    /// from the context must be used only inside `withPango` too.
    package func withPango<Result, Failure: Error>(_ body: (OpaquePointer) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }

    /// Runs `body` under the lock every library's text work takes, for Cairo
    /// work outside Pango that still reads font files: finishing an SVG or PDF
    /// document subsets the fonts it embeds, and doing so while another thread
    /// measured or drew text crashed FreeType (`FT_Get_Next_Char` on a face
    /// Cairo had closed to stay under its limit of open faces).
    package static func withFontFiles<Result>(_ body: () throws -> Result) rethrows -> Result {
        processLock.lock()
        defer { processLock.unlock() }
        return try body()
    }

    /// `resolve` for callers already inside `withPango`.
    func resolveLocked(_ name: String, face: FontFace, context: OpaquePointer) throws(FontError) -> ResolvedFont {
        let key = ResolutionKey(name: name, face: face)
        if let known = resolved[key] { return known }
        let base = try FontNames.lookUp(name, in: faces)
        let chosen =
            face == .monospace
            ? try FontNames.lookUp(BundledFonts.monospaceName, in: faces) : FontNames.variant(face, of: base, in: faces)
        let font = ResolvedFont(
            family: chosen.family, weight: chosen.weight, italic: chosen.italic,
            file: configuration.shown(loadedFile(for: chosen, context: context)))
        resolved[key] = font
        return font
    }

    /// The file Pango actually opens for `name` (for a `--font-dir` font, its
    /// private copy), where `resolve` gives the path the user knows.
    func openedFile(_ name: String) throws(FontError) -> String {
        try withPango { context throws(FontError) in
            loadedFile(for: try FontNames.lookUp(name, in: faces), context: context)
        }
    }

    /// The file Pango actually loads for the request (fontconfig picks the
    /// nearest face of the family).
    private func loadedFile(for request: FontNames.Request, context: OpaquePointer) -> String {
        let description = TextSettings.fontDescription(
            family: request.family, weight: request.weight, italic: request.italic, size: 16)
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return "" }
        defer { g_object_unref(font) }
        let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
        guard let pattern = pango_fc_font_get_pattern(fcFont) else { return "" }
        return FontConfiguration.string(pattern, FC_FILE, 0) ?? ""
    }
}
