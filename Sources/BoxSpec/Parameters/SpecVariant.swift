/// One combination of parameter values a spec is rendered with: an entry of
/// its `variants`, with `--matrix` cells laid over it.
public struct SpecVariant: Sendable, Hashable {
    /// One parameter's value.
    public struct Setting: Sendable, Hashable {
        public let name: String
        public let value: ParameterValue

        public init(name: String, value: ParameterValue) {
            self.name = name
            self.value = value
        }
    }

    /// In the order of the spec's `params`.
    public let settings: [Setting]
    /// The words its output's name gets: each `variants` entry's `$name`,
    /// or else its values in the order of `params`; then `--matrix` values.
    public let nameParts: [String]

    public init(settings: [Setting], nameParts: [String]) {
        self.settings = settings
        self.nameParts = nameParts
    }

    /// The plain spec: its `params` as written.
    public static let base = SpecVariant(settings: [], nameParts: [])

    /// What the variant adds to its output's name: `-` and each name part
    /// (`card-dark-de.png`, `card-dark-de@2x.png`), characters other than
    /// letters, digits, `.`, `_`, `+` and `-` written as `_`; empty for the base.
    public var suffix: String {
        nameParts.map { "-" + Self.fileNamePart($0) }.joined()
    }

    /// The suffix without its first `-` (`dark-de`): what `render --variant`
    /// names it by; empty for the base.
    public var name: String {
        String(suffix.dropFirst())
    }

    /// The settings as a dictionary, for `DecodeOptions.parameters`.
    public var parameters: [String: ParameterValue] {
        Dictionary(settings.map { ($0.name, $0.value) }) { _, last in last }
    }

    /// `self` with `other`'s settings laid over it, ordered as `order` lists
    /// the names, and `other`'s name parts after its own.
    public func merging(_ other: SpecVariant, order: [String]) -> SpecVariant {
        var values = parameters
        for setting in other.settings { values[setting.name] = setting.value }
        return SpecVariant(
            settings: order.compactMap { name in values[name].map { Setting(name: name, value: $0) } },
            nameParts: nameParts + other.nameParts)
    }

    /// A `--matrix` cell: its values, named by themselves in order.
    public init(cell: [Setting]) {
        self.init(settings: cell, nameParts: cell.map(\.value.text))
    }

    /// Every combination of one value per name (`--matrix theme=light,dark
    /// --matrix lang=en,de`: four), the first name changing slowest.
    public static func product(_ axes: [(name: String, values: [ParameterValue])]) -> [[Setting]] {
        axes.reduce([[]]) { combinations, axis in
            combinations.flatMap { combination in
                axis.values.map { combination + [Setting(name: axis.name, value: $0)] }
            }
        }
    }

    private static func fileNamePart(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || "._+-".unicodeScalars.contains(scalar) ? scalar : "_"
                }))
    }
}
