import BoxModel

extension ValueReader {
    /// The keys of a grey written as an object; `white` is required.
    static let whiteColorKeys = ["white", "alpha"]

    /// Every colour form of spec-format §2: `#RGB`, `#RGBA`, `#RRGGBB`,
    /// `#RRGGBBAA`, a CSS name or `clear` (any case), `{ "white", "alpha" }`,
    /// or `[r, g, b]` / `[r, g, b, a]` with components 0…1.
    func color(_ value: SpecValue, at path: @autoclosure () -> String) -> Color? {
        switch value.kind {
        case .string(let text):
            switch Self.parseColor(text) {
            case .success(let color): return color
            case .failure(let problem): return fail(problem.message, value, path)
            }
        case .object:
            guard let members = members(of: value, known: Self.whiteColorKeys, at: path()),
                requireKeys(["white"], in: members, of: value, at: path())
            else { return nil }
            var white: Double?
            var alpha = 1.0
            var valid = true
            for member in members {
                let component = unit(member.value, at: JSONPath.appending(key: member.key, to: path()))
                if component == nil { valid = false }
                if member.key == "white" { white = component } else { alpha = component ?? alpha }
            }
            guard valid, let white else { return nil }
            return Color(white: white, alpha: alpha)
        case .array(let elements):
            guard elements.count == 3 || elements.count == 4 else {
                return fail("expected [r, g, b] or [r, g, b, a], found an array of \(elements.count)", value, path)
            }
            let components = numbers(value, count: elements.count, describing: "", at: path()) { _, element, at in
                unit(element, at: at())
            }
            guard let components else { return nil }
            return Color(
                red: components[0], green: components[1], blue: components[2],
                alpha: components.count == 4 ? components[3] : 1)
        default:
            return typeMismatch("a colour", value, path)
        }
    }

    struct ColorProblem: Error {
        let message: String
    }

    /// A colour written as a string, or why it is not one.
    static func parseColor(_ text: String) -> Result<Color, ColorProblem> {
        if text.hasPrefix("#") {
            return parseHexColor(text)
        }
        let lowered = text.lowercased()
        if lowered == "clear" { return .success(.clear) }
        if let rgb = CSSColorNames.all[lowered] {
            return .success(Color(rgb: rgb))
        }
        let suggestion = Suggestion.didYouMean(text, in: colorNames)
        // Without a near name, say what a colour may be (CSS functions like `rgb()` are not among them).
        let forms =
            suggestion.isEmpty
            ? ": expected `#RRGGBB` (or `#RGB`, `#RGBA`, `#RRGGBBAA`), a CSS colour name, `clear`, "
                + "`[r, g, b]` or `[r, g, b, a]` with components 0…1, or `{ \"white\", \"alpha\" }`" : ""
        return .failure(ColorProblem(message: "unknown colour `\(text)`\(suggestion)\(forms)"))
    }

    /// Candidates for suggestions, sorted so ties resolve the same way every run.
    private static let colorNames = (["clear"] + CSSColorNames.all.keys).sorted()

    /// The colour names a string may give (in any case): `clear` and the CSS names, sorted.
    static let namedColors = colorNames

    /// Hex digits after `#`, read without allocating: large generated specs
    /// hold a colour in nearly every box.
    private static func parseHexColor(_ text: String) -> Result<Color, ColorProblem> {
        var packed: UInt64 = 0
        var count = 0
        for byte in text.utf8.dropFirst() {
            guard let digit = hexDigitValue(byte) else {
                let scalar = text.unicodeScalars.dropFirst(count + 1).first.map { String($0) } ?? ""
                return .failure(ColorProblem(message: "invalid hex colour `\(text)`: `\(scalar)` is not a hex digit"))
            }
            count += 1
            if count <= 8 { packed = packed << 4 | UInt64(digit) }
        }
        let bitsPerComponent: UInt64
        switch count {
        case 3, 6: bitsPerComponent = count == 3 ? 4 : 8
        case 4, 8: bitsPerComponent = count == 4 ? 4 : 8
        default:
            return .failure(
                ColorProblem(message: "invalid hex colour `\(text)`: expected 3, 4, 6 or 8 hex digits after `#`"))
        }
        let componentCount = UInt64(count) * 4 / bitsPerComponent
        let maximum = Double((1 << bitsPerComponent) - 1)
        func component(_ index: UInt64) -> Double {
            let shift = (componentCount - 1 - index) * bitsPerComponent
            return Double((packed >> shift) & ((1 << bitsPerComponent) - 1)) / maximum
        }
        return .success(
            Color(
                red: component(0), green: component(1), blue: component(2),
                alpha: componentCount == 4 ? component(3) : 1))
    }
}
