import BoxLayout
import BoxModel

extension SceneBuilder {
    /// Fills each separator, moved from its node's space to the canvas by the
    /// node's absolute `origin`. A separator with no area (a negative length
    /// that `clampNegative: false` let through) draws nothing.
    func draw(_ separators: [LayoutSeparator], origin: Point, into commands: inout [DrawCommand]) {
        for separator in separators where separator.rect.width > 0 && separator.rect.height > 0 {
            guard !separator.color.isClear else { continue }
            let rect = separator.rect.offsetBy(dx: origin.x, dy: origin.y)
            commands.append(.fill(rect, cornerRadius: 0, color: separator.color))
        }
    }
}
