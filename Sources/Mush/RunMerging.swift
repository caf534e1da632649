import BoxModel

/// Styled scalars to the runs a renderer draws: each maximal stretch of identical
/// attributes becomes one `TextRun`, so plain text is one run however it was marked up.
enum RunMerging {
    static func runs(from styled: [StyledScalar]) -> [TextRun] {
        var runs: [TextRun] = []
        var start = styled.startIndex
        while start < styled.endIndex {
            let attributes = styled[start].attributes
            var end = start + 1
            while end < styled.endIndex, styled[end].attributes == attributes { end += 1 }
            let text = String(String.UnicodeScalarView(styled[start..<end].map(\.scalar)))
            runs.append(
                TextRun(
                    text: text,
                    face: attributes.face,
                    underline: attributes.underline,
                    color: attributes.color,
                    backgroundColor: attributes.backgroundColor
                )
            )
            start = end
        }
        return runs
    }
}
