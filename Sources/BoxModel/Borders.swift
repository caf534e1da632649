/// MGBox's four independent 1-point borders, drawn inside the bounds and under
/// the children (reference §5). `nil` or a clear colour means no border.
public struct BorderColors: Equatable, Hashable, Sendable {
    public var top: Color?
    public var left: Color?
    public var bottom: Color?
    public var right: Color?

    public init(top: Color? = nil, left: Color? = nil, bottom: Color? = nil, right: Color? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// One colour on every side, as `borderColors = color` does.
    public init(all color: Color?) {
        self.init(top: color, left: color, bottom: color, right: color)
    }

    public static let none = BorderColors()

    /// True when no side would draw anything.
    public var isEmpty: Bool {
        [top, left, bottom, right].allSatisfy { $0 == nil || $0!.isClear }
    }

    /// These colours with every side that `overrides` sets taking its value there.
    public func overridden(by overrides: BorderColors) -> BorderColors {
        BorderColors(
            top: overrides.top ?? top,
            left: overrides.left ?? left,
            bottom: overrides.bottom ?? bottom,
            right: overrides.right ?? right
        )
    }
}

/// The sides of MGBox's deprecated etched `borderStyle`.
public struct EtchedSides: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EtchedSides(rawValue: 1 << 0)
    public static let left = EtchedSides(rawValue: 1 << 1)
    public static let bottom = EtchedSides(rawValue: 1 << 2)
    public static let right = EtchedSides(rawValue: 1 << 3)
    public static let all: EtchedSides = [.top, .left, .bottom, .right]

    /// The colours MGBox computes for this style from the box's background
    /// (reference §5): top and left lighten by 0.16, bottom and right darken by
    /// 0.16, and both lose 0.5 alpha; unflagged sides are cleared. With no
    /// background (or alpha ≤ 0.5) nothing visible remains, as on iOS.
    public func borderColors(background: Color?) -> BorderColors {
        guard !isEmpty else { return .none }
        let base = background ?? .clear
        let light = base.adjusted(by: 0.16, alphaBy: -0.5)
        let dark = base.adjusted(by: -0.16, alphaBy: -0.5)
        return BorderColors(
            top: contains(.top) ? light : nil,
            left: contains(.left) ? light : nil,
            bottom: contains(.bottom) ? dark : nil,
            right: contains(.right) ? dark : nil
        )
    }
}
