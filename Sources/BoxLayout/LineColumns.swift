import BoxModel

/// What each side of a line has used so far: usedL, usedM and usedR of
/// reference §3.4. Each starts as its side's fixed column width (0 when the
/// column is flexible) and, once the side is laid out, becomes that fixed
/// width again or, for a flexible column, what its items used.
struct LineUsage: Equatable, Sendable {
    var left: Double
    var middle: Double
    var right: Double

    /// The fixed column widths of `content`: where every side starts.
    init(fixedWidthsOf content: LineContent) {
        left = content.leftWidth
        middle = content.middleWidth
        right = content.rightWidth
    }

    subscript(side: LineSide) -> Double {
        get {
            switch side {
            case .left: left
            case .middle: middle
            case .right: right
            }
        }
        set {
            switch side {
            case .left: left = newValue
            case .middle: middle = newValue
            case .right: right = newValue
            }
        }
    }

    /// usedL + usedM + usedR.
    var total: Double { left + middle + right }
}

/// Where one side's items go: the column's start (`from`) in the line's
/// coordinates and the width its items may use (`limit`).
struct LineColumn: Equatable, Sendable {
    var from: Double
    var limit: Double
}

/// MGLine's columns (reference §3.4): the side with precedence is laid out
/// first and may use the whole inner width; later sides get what is left.
///
/// The 2.1 table with the fixes spec-format's deviations ask for (8.0/8.1):
/// - Left precedence, fixed `rightWidth`: the right column starts at
///   width − rp − rightWidth, at the right edge (2.1 put it right after the
///   left content).
/// - Left precedence, flexible right column: its limit is W − usedL − usedM,
///   so a fixed `middleWidth` reserved before it no longer pushes the right
///   group past the right padding (2.1: W − usedL).
/// - Every other HEAD behaviour stays: a fixed `rightWidth` under right
///   precedence and a fixed `middleWidth` under middle precedence are columns
///   anchored at the left padding.
///
/// "a ‖ b" below is a if non-zero, else b; W is the inner width.
///
/// - Left precedence, order L, R, M: L (lp, leftWidth ‖ W);
///   R (rightWidth ≠ 0 ? width − rp − rightWidth : lp + usedL + usedM,
///   rightWidth ‖ W − usedL − usedM); M (lp + usedL, middleWidth ‖ W − usedL − usedR).
/// - Right precedence, order R, L, M: R (lp, rightWidth ‖ W);
///   L (lp, leftWidth ‖ W − usedR); M (lp + usedL, middleWidth ‖ W − usedL − usedR).
/// - Middle precedence, order M, L, R: M (lp, middleWidth ‖ W);
///   L (lp, leftWidth ‖ W − usedM); R (lp + usedL + usedM, rightWidth ‖ W − usedL − usedM).
struct LineColumns: Sendable {
    let precedence: LineSide
    /// Fixed column widths, 0 = flexible.
    let fixedWidths: LineUsage
    let leftPadding: Double
    let rightPadding: Double
    /// The line's width.
    let width: Double
    /// W: width − lp − rp, or +∞ while a `widenAsNeeded` line is sized.
    let innerWidth: Double

    /// - Parameter unbounded: true while sizing a `widenAsNeeded` line: every
    ///   flexible column is then unlimited (reference §3.4's W = +∞).
    init(content: LineContent, padding: Insets, width: Double, unbounded: Bool) {
        precedence = content.sidePrecedence
        fixedWidths = LineUsage(fixedWidthsOf: content)
        leftPadding = padding.left
        rightPadding = padding.right
        self.width = width
        innerWidth = unbounded ? .infinity : width - padding.left - padding.right
    }

    /// The order the sides are laid out in: precedence first.
    var order: [LineSide] { LineSide.processingOrder(for: precedence) }

    /// The column of `side`, given what the sides laid out before it used.
    func column(for side: LineSide, usage: LineUsage) -> LineColumn {
        let whole = innerWidth
        switch (precedence, side) {
        case (.left, .left), (.right, .left), (.middle, .left):
            let rest = precedence == .left ? whole : whole - usage[precedence]
            return LineColumn(from: leftPadding, limit: fixed(.left, else: rest))
        case (.right, .right):
            return LineColumn(from: leftPadding, limit: fixed(.right, else: whole))
        case (.middle, .middle):
            return LineColumn(from: leftPadding, limit: fixed(.middle, else: whole))
        case (.left, .middle), (.right, .middle):
            return LineColumn(
                from: leftPadding + usage.left, limit: fixed(.middle, else: whole - usage.left - usage.right))
        case (.left, .right), (.middle, .right):
            let rightWidth = fixedWidths.right
            let from =
                precedence == .left && rightWidth != 0
                ? width - rightPadding - rightWidth
                : leftPadding + usage.left + usage.middle
            return LineColumn(from: from, limit: fixed(.right, else: whole - usage.left - usage.middle))
        }
    }

    /// The fixed width of `side`'s column, or `flexible` when it has none.
    private func fixed(_ side: LineSide, else flexible: Double) -> Double {
        let width = fixedWidths[side]
        return width != 0 ? width : flexible
    }
}
