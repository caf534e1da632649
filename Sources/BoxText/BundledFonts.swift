/// The fonts boxrender draws with unless `--font-dir` adds more, and the iOS
/// names that map onto them.
///
/// Why these fonts: iOS 7's HelveticaNeue has no open clone, so the choice was
/// made by rendering the MGBox demo's row titles and comparing them with the demo
/// screenshot. Roboto came closest: Roboto Light 16 pt is within 2 % of the
/// width of HelveticaNeue-Light, with the same straight-tailed "y" and
/// horizontal terminals, and Roboto Regular 18 pt matches the demo's
/// HelveticaNeue headers to a pixel; it has every weight the alias table needs
/// (Thin to Bold, each with an italic). Helvetica and Arial map to Liberation
/// Sans, Courier (New) to Liberation Mono and Times (New Roman) to Liberation
/// Serif: these are metric-compatible clones, so text takes the width it took on
/// the device.
///
/// Characters the requested face lacks come from `fallbacks`, in that order.
public enum BundledFonts {
    /// A folder of font files and the Debian package that installs it.
    public struct Directory: Equatable, Sendable {
        public let path: String
        public let package: String
    }

    /// Scanned in this order. `Scripts/install-dependencies.sh` installs the
    /// packages and `Scripts/record-versions.sh` records their versions: keep the
    /// three lists in step. Under `/usr/share/fonts/`, or in a release bundle
    /// (`ReleaseBundle`) at the same paths below its `share/fonts/`.
    public static var directories: [Directory] {
        systemDirectories.map { Directory(path: ReleaseBundle.located($0.path), package: $0.package) }
    }

    /// `directories` as Debian installs them.
    static let systemDirectories: [Directory] = [
        Directory(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", package: "fonts-roboto-unhinted"),
        Directory(path: "/usr/share/fonts/truetype/liberation2", package: "fonts-liberation2"),
    ]

    /// A font that draws, after the requested face, the characters that face
    /// lacks: its family, its files (every weight its package has) and what it
    /// is in the chain for.
    public struct Fallback: Equatable, Sendable {
        /// The family fontconfig is asked for, e.g. "Noto Sans Arabic".
        public let family: String
        /// Absolute paths of the font files loaded for it, and only those.
        public let files: [String]
        /// The Debian package that installs the files.
        public let package: String
        /// The scripts or symbols it is in the chain for, in words.
        public let covers: String
        /// A few characters it draws that the fonts before it in the chain
        /// don't: shown by `boxrender fonts`, and checked by the tests.
        public let samples: String
        /// In a collection (`.ttc`), the index of the one face used; `nil`
        /// loads every face. fontconfig scans a face's characters on every
        /// run (files added one by one are not cached): Noto Sans CJK's 20
        /// faces took 22 ms of a small picture's run, its one face 2.
        public var collectionFace: Int? = nil
    }

    /// After the face a name asks for (Roboto, or a Liberation face), text falls
    /// back to these, in this order, for every character that face lacks —
    /// boxrender's fontconfig configuration appends these families, with strong
    /// binding, to every request, so the order never depends on the machine.
    /// Only these files are loaded, never the rest of their packages' folders.
    ///
    /// Why these: CI installs them on a fresh machine, so they are small
    /// Debian 12 packages that cover every script the issue asked for.
    /// `fonts-noto-core` (12 MB download, 42 MB installed, all of Noto's core
    /// scripts) is the one package with Arabic, Hebrew, Devanagari, Thai and the
    /// symbol fonts in one design made to sit beside Roboto; the narrower
    /// packages (KACST, Culmus, Lohit, TLWG) are four unrelated designs.
    /// `fonts-noto-color-emoji` (10 MB) is the colour emoji font (CBDT bitmaps,
    /// which Cairo draws from FreeType). For Chinese, Japanese and Korean,
    /// `fonts-noto-cjk` (57 MB download, 91 MB installed; the two files used
    /// here are 39.5 MB) is the one Debian 12 font with a bold weight and each
    /// language's forms (`locl`): WenQuanYi Micro Hei (1.6 MB, used before)
    /// has neither, so Japanese bold came out regular and Han characters in
    /// their Chinese forms in Japanese text (issue 26).
    ///
    /// The symbol fonts come before emoji, as Unicode asks: a character with a
    /// text and an emoji form that defaults to text (❤ U+2764, ☺ U+263A) is
    /// drawn as text, in the text's colour. What is an emoji by default (💬,
    /// 👍🏽, 🇩🇪, 👩‍💻) or asks to be one with U+FE0F (❤️) is a run Pango
    /// draws in the family "emoji", which boxrender's configuration makes
    /// `emojiFamily`: so an emoji, its skin tone and the parts a U+200D joins
    /// come from one font.
    public static let emojiFamily = "Noto Color Emoji"

    /// The fallback chain, in order. The files are Debian's, below `/usr/share/fonts/`, or in a release
    /// bundle (`ReleaseBundle`) at the same paths below its `share/fonts/`.
    public static var fallbacks: [Fallback] {
        systemFallbacks.map { fallback in
            Fallback(
                family: fallback.family, files: fallback.files.map(ReleaseBundle.located), package: fallback.package,
                covers: fallback.covers, samples: fallback.samples, collectionFace: fallback.collectionFace)
        }
    }

    /// `fallbacks` as Debian installs them.
    static let systemFallbacks: [Fallback] = [
        Fallback(
            family: "Noto Sans Symbols",
            files: [noto + "NotoSansSymbols-Regular.ttf", noto + "NotoSansSymbols-Bold.ttf"],
            package: "fonts-noto-core", covers: "arrows and symbols", samples: "→ ← ♫"),
        Fallback(
            family: "Noto Sans Symbols2", files: [noto + "NotoSansSymbols2-Regular.ttf"], package: "fonts-noto-core",
            covers: "dingbats and technical symbols", samples: "✓ ✎ ★ ⌘ ⇧ ⏎"),
        Fallback(
            family: "Noto Sans Math", files: [noto + "NotoSansMath-Regular.ttf"], package: "fonts-noto-core",
            covers: "arrows and mathematical signs", samples: "↩ ⇒ ∑"),
        Fallback(
            family: emojiFamily, files: [noto + "NotoColorEmoji.ttf"], package: "fonts-noto-color-emoji",
            covers: "emoji, in colour", samples: "💬 👍🏽 🇩🇪"),
        Fallback(
            family: "Noto Sans Arabic", files: [noto + "NotoSansArabic-Regular.ttf", noto + "NotoSansArabic-Bold.ttf"],
            package: "fonts-noto-core", covers: "Arabic", samples: "مرحبا"),
        Fallback(
            family: "Noto Sans Hebrew", files: [noto + "NotoSansHebrew-Regular.ttf", noto + "NotoSansHebrew-Bold.ttf"],
            package: "fonts-noto-core", covers: "Hebrew", samples: "שלום"),
        Fallback(
            family: "Noto Sans Devanagari",
            files: [noto + "NotoSansDevanagari-Regular.ttf", noto + "NotoSansDevanagari-Bold.ttf"],
            package: "fonts-noto-core", covers: "Devanagari", samples: "नमस्ते"),
        Fallback(
            family: "Noto Sans Thai", files: [noto + "NotoSansThai-Regular.ttf", noto + "NotoSansThai-Bold.ttf"],
            package: "fonts-noto-core", covers: "Thai", samples: "สวัสดี"),
        Fallback(
            family: cjkFamily,
            files: [
                "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
            ],
            package: "fonts-noto-cjk", covers: "Chinese, Japanese and Korean, regular and bold",
            samples: "中文 かな 한글", collectionFace: 2),
    ]

    /// The family of the chain's CJK font: Noto Sans CJK's Simplified Chinese
    /// face, whose forms a label without a language (or `lang: zh-Hans`) gets.
    /// Every face of the collection holds every region's glyphs, and its
    /// `locl` feature picks them by the text's language (`lang`): Japanese,
    /// Korean, Traditional Chinese forms.
    public static let cjkFamily = "Noto Sans CJK SC"

    private static let noto = "/usr/share/fonts/truetype/noto/"

    /// The Debian packages whose versions decide how text looks: the
    /// directories' packages, then the fallbacks', each once.
    public static var packages: [String] {
        var packages: [String] = []
        for package in directories.map(\.package) + fallbacks.map(\.package) where !packages.contains(package) {
            packages.append(package)
        }
        return packages
    }

    /// The font Mush's monospace face uses (reference §6.1), at the base size.
    public static let monospaceName = "CourierNewPSMT"

    /// iOS PostScript names → the bundled face that stands in for each.
    public static let aliases: [FontAlias] =
        helveticaNeue + helvetica + arial + courier + times + systemFont

    /// iOS 9 and later draw with San Francisco, which has no open clone either:
    /// its names map to Roboto, weight for weight. Roboto has no semibold or
    /// heavy, so Semibold is Medium (500) and Heavy is Black (900). The names:
    /// the system font's internal ones (`.SFUI-Semibold`), the SF Pro faces
    /// (SF Pro Text has no Ultralight, Thin or Black), and `system`,
    /// `systemBold` and `systemItalic` for `UIFont.systemFont(ofSize:)` and
    /// its kin.
    private static let systemFont: [FontAlias] = {
        let weights = [
            ("Ultralight", 100), ("Thin", 100), ("Light", 300), ("Regular", 400), ("Medium", 500),
            ("Semibold", 500), ("Bold", 700), ("Heavy", 900), ("Black", 900),
        ]
        let textWeights = ["Light", "Regular", "Medium", "Semibold", "Bold", "Heavy"]
        var aliases = [
            FontAlias("system", roboto, 400), FontAlias("systemBold", roboto, 700),
            FontAlias("systemItalic", roboto, 400, italic: true),
        ]
        aliases += weights.map { FontAlias(".SFUI-" + $0.0, roboto, $0.1) }
        for (name, weight) in weights where textWeights.contains(name) {
            aliases += [
                FontAlias("SFProText-" + name, roboto, weight),
                FontAlias("SFProText-" + name + "Italic", roboto, weight, italic: true),
            ]
        }
        for (name, weight) in weights {
            aliases += [
                FontAlias("SFProDisplay-" + name, roboto, weight),
                FontAlias("SFProDisplay-" + name + "Italic", roboto, weight, italic: true),
            ]
        }
        return aliases
    }()

    private static let roboto = "Roboto"
    private static let sans = "Liberation Sans"
    private static let mono = "Liberation Mono"
    private static let serif = "Liberation Serif"

    private static let helveticaNeue: [FontAlias] = [
        FontAlias("HelveticaNeue-UltraLight", roboto, 100),
        FontAlias("HelveticaNeue-UltraLightItalic", roboto, 100, italic: true),
        FontAlias("HelveticaNeue-Thin", roboto, 100),
        FontAlias("HelveticaNeue-ThinItalic", roboto, 100, italic: true),
        FontAlias("HelveticaNeue-Light", roboto, 300),
        FontAlias("HelveticaNeue-LightItalic", roboto, 300, italic: true),
        FontAlias("HelveticaNeue", roboto, 400),
        FontAlias("HelveticaNeue-Italic", roboto, 400, italic: true),
        FontAlias("HelveticaNeue-Medium", roboto, 500),
        FontAlias("HelveticaNeue-MediumItalic", roboto, 500, italic: true),
        FontAlias("HelveticaNeue-Bold", roboto, 700),
        FontAlias("HelveticaNeue-BoldItalic", roboto, 700, italic: true),
    ]

    private static let helvetica: [FontAlias] = [
        FontAlias("Helvetica", sans, 400),
        FontAlias("Helvetica-Oblique", sans, 400, italic: true),
        FontAlias("Helvetica-Bold", sans, 700),
        FontAlias("Helvetica-BoldOblique", sans, 700, italic: true),
    ]

    private static let arial: [FontAlias] = [
        FontAlias("Arial", sans, 400),
        FontAlias("ArialMT", sans, 400),
        FontAlias("Arial-ItalicMT", sans, 400, italic: true),
        FontAlias("Arial-BoldMT", sans, 700),
        FontAlias("Arial-BoldItalicMT", sans, 700, italic: true),
    ]

    private static let courier: [FontAlias] = [
        FontAlias("CourierNewPSMT", mono, 400),
        FontAlias("CourierNewPS-ItalicMT", mono, 400, italic: true),
        FontAlias("CourierNewPS-BoldMT", mono, 700),
        FontAlias("CourierNewPS-BoldItalicMT", mono, 700, italic: true),
        FontAlias("Courier", mono, 400),
        FontAlias("Courier-Oblique", mono, 400, italic: true),
        FontAlias("Courier-Bold", mono, 700),
        FontAlias("Courier-BoldOblique", mono, 700, italic: true),
    ]

    private static let times: [FontAlias] = [
        FontAlias("TimesNewRomanPSMT", serif, 400),
        FontAlias("TimesNewRomanPS-ItalicMT", serif, 400, italic: true),
        FontAlias("TimesNewRomanPS-BoldMT", serif, 700),
        FontAlias("TimesNewRomanPS-BoldItalicMT", serif, 700, italic: true),
        FontAlias("Times-Roman", serif, 400),
        FontAlias("Times-Italic", serif, 400, italic: true),
        FontAlias("Times-Bold", serif, 700),
        FontAlias("Times-BoldItalic", serif, 700, italic: true),
    ]
}

/// One name of the alias table and the face it stands for.
public struct FontAlias: Equatable, Sendable {
    /// The iOS (PostScript) name, e.g. `HelveticaNeue-Light`.
    public let name: String
    /// The installed family that stands in for it.
    public let family: String
    /// OpenType weight: 100 thin … 400 regular … 700 bold … 900 black.
    public let weight: Int
    public let italic: Bool

    public init(_ name: String, _ family: String, _ weight: Int, italic: Bool = false) {
        self.name = name
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}
