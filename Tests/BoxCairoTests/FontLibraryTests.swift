import BoxCairo
import BoxModel
import BoxText
import Foundation
import Testing

@Suite struct FontLibraryTests {
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
    static let liberation = "/usr/share/fonts/truetype/liberation2/"

    /// The alias table, name by name, down to the file Pango loads.
    @Test(arguments: [
        ("HelveticaNeue-Light", roboto + "Roboto-Light.ttf"),
        ("HelveticaNeue-LightItalic", roboto + "Roboto-LightItalic.ttf"),
        ("HelveticaNeue", roboto + "Roboto-Regular.ttf"),
        ("HelveticaNeue-Italic", roboto + "Roboto-Italic.ttf"),
        ("HelveticaNeue-Medium", roboto + "Roboto-Medium.ttf"),
        ("HelveticaNeue-Bold", roboto + "Roboto-Bold.ttf"),
        ("HelveticaNeue-BoldItalic", roboto + "Roboto-BoldItalic.ttf"),
        ("HelveticaNeue-Thin", roboto + "Roboto-Thin.ttf"),
        ("Helvetica", liberation + "LiberationSans-Regular.ttf"),
        ("Helvetica-Bold", liberation + "LiberationSans-Bold.ttf"),
        ("Arial", liberation + "LiberationSans-Regular.ttf"),
        ("ArialMT", liberation + "LiberationSans-Regular.ttf"),
        ("Arial-BoldMT", liberation + "LiberationSans-Bold.ttf"),
        ("CourierNewPSMT", liberation + "LiberationMono-Regular.ttf"),
        ("Courier", liberation + "LiberationMono-Regular.ttf"),
        ("Courier-Bold", liberation + "LiberationMono-Bold.ttf"),
        ("TimesNewRomanPSMT", liberation + "LiberationSerif-Regular.ttf"),
        // The bundled families' own names: family, full name, PostScript name; any case.
        ("Roboto", roboto + "Roboto-Regular.ttf"),
        ("Roboto Light", roboto + "Roboto-Light.ttf"),
        ("Roboto-MediumItalic", roboto + "Roboto-MediumItalic.ttf"),
        ("liberation sans", liberation + "LiberationSans-Regular.ttf"),
        ("LiberationMono-Bold", liberation + "LiberationMono-Bold.ttf"),
    ])
    func nameResolvesToItsFile(name: String, file: String) throws {
        #expect(try TextTestSupport.fonts().resolve(name).file == file)
    }

    /// Mush's faces (reference §6.2): bold keeps the slant, italic keeps the
    /// weight — the light default's italic is the light italic — and monospace is
    /// Courier New whatever the base.
    @Test(arguments: [
        ("HelveticaNeue-Light", FontFace.bold, roboto + "Roboto-Bold.ttf"),
        ("HelveticaNeue-Light", FontFace.italic, roboto + "Roboto-LightItalic.ttf"),
        ("HelveticaNeue-Light", FontFace.monospace, liberation + "LiberationMono-Regular.ttf"),
        ("HelveticaNeue", FontFace.italic, roboto + "Roboto-Italic.ttf"),
        ("HelveticaNeue-Bold", FontFace.bold, roboto + "Roboto-Bold.ttf"),
        ("HelveticaNeue-Bold", FontFace.italic, roboto + "Roboto-BoldItalic.ttf"),
        ("HelveticaNeue-Italic", FontFace.bold, roboto + "Roboto-BoldItalic.ttf"),
        // Roboto Thin is weight 250, not the alias's 100: its italic is still found.
        ("HelveticaNeue-Thin", FontFace.italic, roboto + "Roboto-ThinItalic.ttf"),
        ("Helvetica", FontFace.bold, liberation + "LiberationSans-Bold.ttf"),
    ])
    func faceVariant(base: String, face: FontFace, file: String) throws {
        #expect(try TextTestSupport.fonts().resolve(base, face: face).file == file)
    }

    @Test func unknownNameListsWhatExists() throws {
        let fonts = try TextTestSupport.fonts()
        #expect(throws: FontError.unknownFont(name: "Georgia", available: fonts.availableNames)) {
            try fonts.resolve("Georgia")
        }
        #expect(fonts.availableNames.contains("HelveticaNeue-Light"))
        #expect(fonts.availableNames.contains("Roboto"))
        #expect(fonts.availableNames.contains("Liberation Serif"))
        let message = FontError.unknownFont(name: "Georgia", available: ["Arial", "Roboto"]).description
        #expect(
            message == "unknown font \"Georgia\"; available: Arial, Roboto"
                + " (or the PostScript name of any face `boxrender fonts` lists)")
    }

    /// A near miss is told the name it is near instead of the whole list.
    @Test func aMisspeltNameGetsTheNearestName() throws {
        let fonts = try TextTestSupport.fonts()
        #expect(throws: FontError.unknownFont(name: "Helvetika", available: fonts.availableNames)) {
            try fonts.resolve("Helvetika")
        }
        #expect(
            FontError.unknownFont(name: "Helvetika", available: fonts.availableNames).description
                == "unknown font \"Helvetika\"; did you mean \"Helvetica\"? (`boxrender fonts` lists every name)")
        #expect(
            FontError.unknownFont(name: "HelveticaNeue-Ligth", available: fonts.availableNames).description
                == "unknown font \"HelveticaNeue-Ligth\"; did you mean \"HelveticaNeue-Light\"? "
                + "(`boxrender fonts` lists every name)")
    }

    @Test func listsTheBundledFamiliesAndDirectories() throws {
        let fonts = try TextTestSupport.fonts()
        #expect(
            fonts.families == [
                "Liberation Mono", "Liberation Sans", "Liberation Serif", "Noto Color Emoji", "Noto Sans Arabic",
                "Noto Sans CJK SC", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Math", "Noto Sans Symbols",
                "Noto Sans Symbols2", "Noto Sans Thai", "Roboto",
            ])
        #expect(
            fonts.directories == [
                "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", "/usr/share/fonts/truetype/liberation2",
            ])
        // Roboto: Thin, Light, Regular, Medium, Bold, Black, each with an italic;
        // Liberation: 3 families × 4 faces; the fallbacks: 13 files of one
        // face and, of Noto Sans CJK's two collections (regular and bold) of
        // 10 faces each, the Simplified Chinese one (`collectionFace`).
        #expect(fonts.faces.count == 24 + 13 + 2)
        let light = fonts.faces.first { $0.postScriptName == "Roboto-Light" }
        #expect(light?.families == ["Roboto", "Roboto Light"])
        #expect(light?.weight == 300)
        #expect(light?.italic == false)
        // HelveticaNeue, Helvetica, Arial, Courier, Times: 37; San Francisco: 42.
        #expect(FontLibrary.aliases.count == 37 + 42)
    }

    /// A `--font-dir` adds its families next to the bundled ones, usable by name.
    @Test func addedDirectoryFontIsUsable() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try TextTestSupport.renamedMonoFont(in: directory)
        let fonts = try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        #expect(fonts.families.contains("Zyxwvutsrq Mono"))
        #expect(fonts.directories.last == directory)
        #expect(try fonts.resolve("Zyxwvutsrq Mono").file == file)
        #expect(try fonts.resolve("ZyxwvutsrqMono").file == file)
        // Same glyphs as Liberation Mono: three advances of 9.6015625 pt.
        let label = TextTestSupport.label("abc", font: FontSpec(name: "Zyxwvutsrq Mono", size: 16))
        let size = PangoMeasurer(fonts: fonts).measureText(label, maxWidth: nil, maxHeight: nil)
        #expect(size == Size(width: 3 * TextTestSupport.monoAdvance, height: TextTestSupport.monoLineHeight))
        // The shared library knows nothing of it.
        #expect(throws: FontError.self) { try TextTestSupport.fonts().resolve("Zyxwvutsrq Mono") }
    }

    /// iOS's system font names are Roboto, weight for weight; Roboto has no
    /// semibold or heavy, so those are Medium and Black.
    @Test(arguments: [
        ("system", roboto + "Roboto-Regular.ttf"),
        ("systemBold", roboto + "Roboto-Bold.ttf"),
        ("systemItalic", roboto + "Roboto-Italic.ttf"),
        (".SFUI-Regular", roboto + "Roboto-Regular.ttf"),
        (".SFUI-Semibold", roboto + "Roboto-Medium.ttf"),
        (".SFUI-Ultralight", roboto + "Roboto-Thin.ttf"),
        (".SFUI-Heavy", roboto + "Roboto-Black.ttf"),
        ("SFProText-Regular", roboto + "Roboto-Regular.ttf"),
        ("SFProText-Medium", roboto + "Roboto-Medium.ttf"),
        ("SFProText-Semibold", roboto + "Roboto-Medium.ttf"),
        ("SFProText-Bold", roboto + "Roboto-Bold.ttf"),
        ("SFProText-BoldItalic", roboto + "Roboto-BoldItalic.ttf"),
        ("SFProDisplay-Light", roboto + "Roboto-Light.ttf"),
        ("SFProDisplay-Black", roboto + "Roboto-Black.ttf"),
        ("sfprodisplay-thinitalic", roboto + "Roboto-ThinItalic.ttf"),
    ])
    func systemFontNameResolvesToRoboto(name: String, file: String) throws {
        #expect(try TextTestSupport.fonts().resolve(name).file == file)
    }

    /// SF Pro Text has no Thin: an unknown name keeps its error.
    @Test func unknownSystemFontNameIsAnError() throws {
        let fonts = try TextTestSupport.fonts()
        #expect(throws: FontError.unknownFont(name: "SFProText-Thin", available: fonts.availableNames)) {
            try fonts.resolve("SFProText-Thin")
        }
    }

    /// The fallback chain's files are all loaded, in the order listed, and
    /// each family covers its samples — no character of them is missing.
    @Test func fallbackChainIsLoadedInOrder() throws {
        let fonts = try TextTestSupport.fonts()
        let files = Set(fonts.faces.map(\.file))
        for fallback in FontLibrary.fallbacks {
            for file in fallback.files { #expect(files.contains(file), "\(file) not loaded") }
            let label = TextTestSupport.label(fallback.samples, font: FontSpec(name: "HelveticaNeue-Light", size: 16))
            #expect(PangoMeasurer(fonts: fonts).missingCharacters(in: label) == [], "\(fallback.family)")
        }
        #expect(
            FontLibrary.fallbacks.map(\.family) == [
                "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Color Emoji", "Noto Sans Arabic",
                "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans CJK SC",
            ])
    }

    /// A file named as a font that FreeType can't read is refused, naming it,
    /// even next to good fonts.
    @Test func garbageFontFileIsRefusedNamingIt() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try TextTestSupport.renamedMonoFont(in: directory)
        try TestSupport.write(Array("not a font at all, just text".utf8), to: directory + "/Broken.otf")
        #expect(
            throws: FontError.damagedFontFile(path: directory + "/Broken.otf", reason: "FreeType finds no font in it")
        ) {
            try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        }
    }

    @Test func missingDirectoryIsAnError() throws {
        let path = "/nonexistent/boxrender-fonts"
        #expect(throws: FontError.missingFontDirectory(path: path)) {
            try FontLibrary(fontDirectories: [path], cacheDirectory: nil)
        }
    }

    @Test func directoryWithoutFontsIsAnError() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try TestSupport.write(Array("not a font".utf8), to: directory + "/readme.txt")
        #expect(throws: FontError.noFontsInDirectory(path: directory)) {
            try FontLibrary(fontDirectories: [directory], cacheDirectory: nil)
        }
    }

    /// The one way to a library for `--font-dir`s: the shared one without
    /// any, a new one with them.
    @Test func aLibraryForNoDirectoriesIsTheSharedOne() throws {
        #expect(try FontLibrary.library(fontDirectories: []) === (try FontLibrary.shared()))
        let path = "/nonexistent/boxrender-fonts"
        #expect(throws: FontError.missingFontDirectory(path: path)) {
            try FontLibrary.library(fontDirectories: [path])
        }
    }

    @Test func cacheFolderFollowsXDG() {
        #expect(
            FontLibrary.cacheDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/boxrender")
        #expect(
            FontLibrary.cacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])
                == "/h/.cache/boxrender")
        #expect(FontLibrary.cacheDirectory(environment: [:]) == nil)
    }
}
