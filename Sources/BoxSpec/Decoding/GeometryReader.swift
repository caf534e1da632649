import BoxModel

/// Which sides an insets value or a set of single-side keys gave.
struct Sides: OptionSet {
    let rawValue: UInt8
    static let top = Sides(rawValue: 1 << 0)
    static let left = Sides(rawValue: 1 << 1)
    static let bottom = Sides(rawValue: 1 << 2)
    static let right = Sides(rawValue: 1 << 3)
    static let all: Sides = [.top, .left, .bottom, .right]

    /// In MGBox's order, which is also the order messages list them in.
    static let named: [(name: String, side: Sides)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
}

extension ValueReader {
    /// The keys of a size written as an object.
    static let sizeKeys = ["width", "height"]
    /// The keys of a point written as an object.
    static let pointKeys = ["x", "y"]

    static let insetsArrayMessage =
        "insets cannot be an array: UIKit orders them top, left, bottom, right and CSS top, right, bottom, left; "
        + "use a number or an object with `top`, `left`, `bottom`, `right`"

    /// `[width, height]` or `{ "width", "height" }`, both non-negative.
    func size(_ value: SpecValue, at path: @autoclosure () -> String) -> Size? {
        switch value.kind {
        case .array(let elements):
            guard elements.count == 2 else {
                return fail("expected [width, height], found an array of \(elements.count)", value, path)
            }
            let width = nonNegative(elements[0], at: JSONPath.appending(index: 0, to: path()))
            let height = nonNegative(elements[1], at: JSONPath.appending(index: 1, to: path()))
            guard let width, let height else { return nil }
            return Size(width: width, height: height)
        case .object:
            guard let values = fields(Self.sizeKeys, of: value, at: path(), read: nonNegative) else { return nil }
            return Size(width: values[0], height: values[1])
        default:
            return typeMismatch("a size ([width, height] or an object with `width` and `height`)", value, path)
        }
    }

    /// `[x, y]` or `{ "x", "y" }`.
    func point(_ value: SpecValue, at path: @autoclosure () -> String) -> Point? {
        switch value.kind {
        case .array(let elements):
            guard elements.count == 2 else {
                return fail("expected [x, y], found an array of \(elements.count)", value, path)
            }
            let x = number(elements[0], at: JSONPath.appending(index: 0, to: path()))
            let y = number(elements[1], at: JSONPath.appending(index: 1, to: path()))
            guard let x, let y else { return nil }
            return Point(x: x, y: y)
        case .object:
            guard let values = fields(Self.pointKeys, of: value, at: path(), read: number) else { return nil }
            return Point(x: values[0], y: values[1])
        default:
            return typeMismatch("a point ([x, y] or an object with `x` and `y`)", value, path)
        }
    }

    /// `[x, y, width, height]` with a non-negative size.
    func frame(_ value: SpecValue, at path: @autoclosure () -> String) -> Rect? {
        guard case .array = value.kind else { return typeMismatch("[x, y, width, height]", value, path) }
        let numbers = numbers(value, count: 4, describing: "[x, y, width, height]", at: path()) {
            index, element, elementPath in
            index >= 2 ? nonNegative(element, at: elementPath()) : number(element, at: elementPath())
        }
        guard let numbers else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A number for every side, or an object with any of `top`, `left`,
    /// `bottom`, `right` (missing sides are 0). Returns which sides were given,
    /// so single-side keys can be checked against them.
    func insets(_ value: SpecValue, at path: @autoclosure () -> String) -> (insets: Insets, sides: Sides)? {
        switch value.kind {
        case .number(let number):
            return (Insets(all: number), .all)
        case .object:
            let names = Sides.named.map(\.name)
            guard let members = members(of: value, known: names, at: path()) else { return nil }
            var insets = Insets()
            var sides: Sides = []
            for member in members {
                guard let length = number(member.value, at: JSONPath.appending(key: member.key, to: path())) else {
                    continue
                }
                let side = Sides.named.first { $0.name == member.key }?.side ?? []
                sides.insert(side)
                insets.set(side, to: length)
            }
            return (insets, sides)
        case .array:
            return fail(Self.insetsArrayMessage, value, path)
        default:
            return typeMismatch("a number or an object with `top`, `left`, `bottom`, `right`", value, path)
        }
    }

    /// The named numeric fields of an object, all required, each read by `read`.
    private func fields(
        _ names: [String], of value: SpecValue, at path: @autoclosure () -> String,
        read: (SpecValue, @autoclosure () -> String) -> Double?
    ) -> [Double]? {
        guard let members = members(of: value, known: names, at: path()),
            requireKeys(names, in: members, of: value, at: path())
        else { return nil }
        var values: [Double] = []
        for name in names {
            // Rendered eagerly: objects are the rarer spelling of sizes and points.
            let memberPath = JSONPath.appending(key: name, to: path())
            guard let member = members.first(where: { $0.key == name }), let number = read(member.value, memberPath)
            else { continue }
            values.append(number)
        }
        return values.count == names.count ? values : nil
    }
}

extension Insets {
    mutating func set(_ side: Sides, to length: Double) {
        if side.contains(.top) { top = length }
        if side.contains(.left) { left = length }
        if side.contains(.bottom) { bottom = length }
        if side.contains(.right) { right = length }
    }
}
