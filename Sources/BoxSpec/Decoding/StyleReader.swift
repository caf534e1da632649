import BoxModel

extension ValueReader {
    /// The keys of `shadow`.
    static let shadowKeys = ["color", "opacity", "offset", "radius"]
    /// The largest shadow radius: a blur's cost grows with it, and 1,000
    /// points is far past any real shadow.
    static let maximumShadowRadius = 1000.0
    /// The keys of `image` written as an object; `src` is required.
    static let imageKeys = ["src", "contentMode"]
    /// `borderStyle`'s etched sides, each a name of its own or one of a list.
    static let etchedSideNames: [(name: String, sides: EtchedSides)] = [
        ("etchedTop", .top), ("etchedBottom", .bottom), ("etchedLeft", .left), ("etchedRight", .right),
    ]
    /// Every name `borderStyle` may be alone.
    static let borderStyleNames: [(name: String, sides: EtchedSides)] =
        [("none", []), ("etchedAll", .all)] + etchedSideNames

    /// `{ "color", "opacity", "offset", "radius" }`; missing keys keep the
    /// values of `base`: `Shadow()`'s defaults, or a styled type's shadow, so
    /// that `{ "opacity": 0.5 }` on a `styledTable` changes only its opacity.
    func shadow(_ value: SpecValue, base: Shadow = Shadow(), at path: @autoclosure () -> String) -> Shadow? {
        guard let members = members(of: value, known: Self.shadowKeys, at: path()) else {
            return nil
        }
        var shadow = base
        for member in members {
            func memberPath() -> String { JSONPath.appending(key: member.key, to: path()) }
            switch member.key {
            case "color": shadow.color = color(member.value, at: memberPath()) ?? shadow.color
            case "opacity": shadow.opacity = unit(member.value, at: memberPath()) ?? shadow.opacity
            case "offset": shadow.offset = point(member.value, at: memberPath()) ?? shadow.offset
            default:
                shadow.radius =
                    nonNegative(member.value, atMost: Self.maximumShadowRadius, at: memberPath()) ?? shadow.radius
            }
        }
        return shadow
    }

    /// `borderColors`: one colour for all sides, an object with any of `top`,
    /// `left`, `bottom`, `right`, or an array of four colours in MGBox's order
    /// (top, left, bottom, right). An array of numbers is one `[r, g, b(, a)]`
    /// colour, and an object with `white` one `{ "white", "alpha" }` colour.
    func borderColors(_ value: SpecValue, at path: @autoclosure () -> String) -> (colors: BorderColors, sides: Sides)? {
        switch value.kind {
        case .string:
            return color(value, at: path()).map { (BorderColors(all: $0), .all) }
        case .object(let members) where members.contains(where: { $0.key == "white" || $0.key == "alpha" }):
            return color(value, at: path()).map { (BorderColors(all: $0), .all) }
        case .object:
            let names = Sides.named.map(\.name)
            guard let members = members(of: value, known: names, at: path()) else { return nil }
            var colors = BorderColors()
            var sides: Sides = []
            for member in members {
                guard let side = Sides.named.first(where: { $0.name == member.key })?.side,
                    let color = color(member.value, at: JSONPath.appending(key: member.key, to: path()))
                else { continue }
                colors.set(side, to: color)
                sides.insert(side)
            }
            return (colors, sides)
        case .array(let elements):
            if !elements.isEmpty, elements.allSatisfy({ if case .number = $0.kind { true } else { false } }) {
                return color(value, at: path()).map { (BorderColors(all: $0), .all) }
            }
            guard elements.count == 4 else {
                return fail(
                    "expected 4 colours in MGBox's order top, left, bottom, right, found \(elements.count)", value, path
                )
            }
            var colors = BorderColors()
            var valid = true
            for (index, element) in elements.enumerated() {
                guard let color = color(element, at: JSONPath.appending(index: index, to: path())) else {
                    valid = false
                    continue
                }
                colors.set(Sides.named[index].side, to: color)
            }
            return valid ? (colors, .all) : nil
        default:
            return typeMismatch(
                "a colour, an object with `top`, `left`, `bottom`, `right`, or an array of 4 colours", value, path)
        }
    }

    /// MGBox's deprecated etched `borderStyle`: `none`, `etchedAll`, one side, or a list of sides.
    func borderStyle(_ value: SpecValue, at path: @autoclosure () -> String) -> EtchedSides? {
        let sideNames = Self.etchedSideNames
        let allNames = Self.borderStyleNames
        switch value.kind {
        case .string(let name):
            guard let sides = allNames.first(where: { $0.0 == name })?.1 else {
                let names = allNames.map(\.0)
                let hint = MGBoxNames.valueHint(name, among: names, combinable: true) ?? ""
                return fail("expected \(Self.list(names)), found `\(name)`" + hint, value, path)
            }
            return sides
        case .array(let elements):
            var sides: EtchedSides = []
            var valid = true
            for (index, element) in elements.enumerated() {
                func elementPath() -> String { JSONPath.appending(index: index, to: path()) }
                guard let name = string(element, at: elementPath()) else {
                    valid = false
                    continue
                }
                guard let side = sideNames.first(where: { $0.0 == name })?.1 else {
                    let names = sideNames.map(\.0)
                    let hint = MGBoxNames.valueHint(name, among: names) ?? ""
                    diagnostics.report(
                        "expected \(Self.list(names)), found `\(name)`" + hint, at: element.position,
                        path: elementPath())
                    valid = false
                    continue
                }
                sides.insert(side)
            }
            return valid ? sides : nil
        default:
            return typeMismatch("a border style name or a list of etched sides", value, path)
        }
    }

    /// `image`: a path, or `{ "src", "contentMode" }`. The path is resolved
    /// by `assets` and must name a readable regular file now, so a typo fails
    /// at decoding rather than as a blank box in the picture.
    func image(
        _ value: SpecValue, assets: AssetResolver, at path: @autoclosure () -> String
    ) -> BoxImage? {
        var sourceValue = value
        var sourcePath = path()
        var contentMode = ContentMode.scaleToFill
        switch value.kind {
        case .string:
            break
        case .object:
            guard let members = members(of: value, known: Self.imageKeys, at: path()),
                requireKeys(["src"], in: members, of: value, at: path())
            else { return nil }
            for member in members {
                if member.key == "src" {
                    sourceValue = member.value
                    sourcePath = JSONPath.appending(key: "src", to: path())
                } else {
                    let mode = choice(
                        member.value, as: ContentMode.self, at: JSONPath.appending(key: member.key, to: path()))
                    guard let mode else { return nil }
                    contentMode = mode
                }
            }
        default:
            return typeMismatch("a file path or an object with `src`", value, path)
        }
        let source = imageSource(sourceValue, assets: assets, at: sourcePath)
        return source.map { BoxImage(source: $0, contentMode: contentMode) }
    }

    /// A picture file's path, resolved (and allowed) by `assets`; its scale
    /// comes from the name (`@2x`).
    func imageSource(
        _ value: SpecValue, assets: AssetResolver, at path: @autoclosure () -> String
    ) -> ImageSource? {
        guard let src = string(value, at: path()) else { return nil }
        guard !src.isEmpty else {
            return fail("expected a file path, found an empty string", value, path)
        }
        switch assets.resolve(src) {
        case .success(let resolved):
            return ImageSource(
                path: resolved.path, fileScale: ImageSource.fileScale(forPath: resolved.path),
                realPath: resolved.realPath)
        case .failure(let problem):
            return fail(problem.message, value, path)
        }
    }
}

extension BorderColors {
    mutating func set(_ side: Sides, to color: Color) {
        if side.contains(.top) { top = color }
        if side.contains(.left) { left = color }
        if side.contains(.bottom) { bottom = color }
        if side.contains(.right) { right = color }
    }
}
