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
public enum BundledFonts {
    /// A folder of font files and the Debian package that installs it.
    public struct Directory: Equatable, Sendable {
        public let path: String
        public let package: String
    }

    /// Scanned in this order. `Scripts/install-dependencies.sh` installs the
    /// packages and `Scripts/record-versions.sh` records their versions: keep the
    /// three lists in step.
    public static let directories: [Directory] = [
        Directory(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", package: "fonts-roboto-unhinted"),
        Directory(path: "/usr/share/fonts/truetype/liberation2", package: "fonts-liberation2"),
    ]

    /// The Debian packages whose versions decide how text looks.
    public static var packages: [String] { directories.map(\.package) }

    /// The font Mush's monospace face uses (reference §6.1), at the base size.
    public static let monospaceName = "CourierNewPSMT"

    /// iOS PostScript names → the bundled face that stands in for each.
    public static let aliases: [FontAlias] =
        helveticaNeue + helvetica + arial + courier + times

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
