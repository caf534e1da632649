import BoxModel

/// The original's passes, in the order it ran them (reference §6.1). The order is the
/// semantics: later font passes override earlier ones (italic beats bold, monospace beats
/// both), and each pass sees the text the previous ones left.
enum MushPass: CaseIterable {
    case bold
    case italic
    case underline
    case monospace
    case color
    case backgroundColor

    /// The text after this pass: delimiters deleted, content restyled.
    func apply(to styled: [StyledScalar], source: [Unicode.Scalar]) throws(MushError) -> [StyledScalar] {
        let matches = self.matches(in: styled.map(\.scalar))
        if matches.isEmpty { return styled }
        var result: [StyledScalar] = []
        result.reserveCapacity(styled.count)
        var copiedUpTo = 0
        for match in matches {
            let change = try self.change(for: match, in: styled, source: source)
            result.append(contentsOf: styled[copiedUpTo..<match.opening.lowerBound])
            for var scalar in styled[match.content] {
                change.apply(to: &scalar.attributes)
                result.append(scalar)
            }
            copiedUpTo = match.closing.upperBound
        }
        result.append(contentsOf: styled[copiedUpTo...])
        return result
    }

    private func matches(in text: [Unicode.Scalar]) -> [MarkupMatch] {
        switch self {
        case .bold: MatchFinder.delimitedMatches(of: ["*", "*"], in: text)
        case .italic: MatchFinder.delimitedMatches(of: ["/", "/"], in: text)
        case .underline: MatchFinder.delimitedMatches(of: ["_", "_"], in: text)
        case .monospace: MatchFinder.delimitedMatches(of: ["`"], in: text)
        case .color: MatchFinder.colorMatches(opening: ["{", "#"], in: text)
        case .backgroundColor: MatchFinder.colorMatches(opening: ["{", "b", "g", "#"], in: text)
        }
    }

    private func change(
        for match: MarkupMatch, in styled: [StyledScalar], source: [Unicode.Scalar]
    ) throws(MushError) -> AttributeChange {
        switch self {
        case .bold: return .face(.bold)
        case .italic: return .face(.italic)
        case .underline: return .underline
        case .monospace: return .face(.monospace)
        case .color, .backgroundColor:
            let colorText = match.colorText.map { styled[$0].map(\.scalar) } ?? []
            guard let color = MushColor.parse(colorText) else {
                throw noDigitsError(for: match, in: styled, source: source)
            }
            return self == .color ? .color(color) : .backgroundColor(color)
        }
    }

    /// The error quotes the markup as written, from its `{` to its `}`, including any
    /// delimiters earlier passes deleted from inside it.
    private func noDigitsError(
        for match: MarkupMatch, in styled: [StyledScalar], source: [Unicode.Scalar]
    ) -> MushError {
        let first = styled[match.opening.lowerBound].sourceOffset
        let last = styled[match.closing.upperBound - 1].sourceOffset
        let markup = String(String.UnicodeScalarView(source[first...last]))
        let reason =
            self == .color
            ? "a Mush colour needs hex digits after `#`"
            : "a Mush background colour needs hex digits after `bg#`"
        return MushError(markup: markup, reason: reason)
    }
}
