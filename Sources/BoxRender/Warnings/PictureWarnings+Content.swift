import BoxLayout
import BoxModel

/// What is drawn badly: characters no font has, pictures past their pixels.
extension PictureWarnings {
    /// Characters drawn as boxes with their codes.
    func missingGlyphs(_ index: Int, _ characters: [Unicode.Scalar]) -> RenderWarning {
        let shown = characters.prefix(10).map { scalar in
            "`\(Character(scalar))` (U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        }
        let more = characters.count > 10 ? " and \(characters.count - 10) more" : ""
        return warning(
            .missingGlyphs, index,
            "no font boxrender uses has " + shown.joined(separator: ", ") + more
                + (characters.count == 1
                    ? ", so it is drawn as a box with its code"
                    : ", so they are drawn as boxes "
                        + "with their codes") + ": use other characters, or add a font that has them with --font-dir")
    }

    /// A picture drawn at more pixels than it has.
    func upscaledPicture(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        var pictures: [(ImageSource, ContentMode)] = []
        if let image = node.style.image { pictures.append((image.source, image.contentMode)) }
        if case .image(let item) = node.content { pictures.append((item.source, .scaleToFill)) }
        for (source, mode) in pictures {
            let natural = naturalSize(source)
            guard natural.width > 0, natural.height > 0 else { continue }
            let pixels = Size(
                width: (natural.width * Double(source.fileScale)).rounded(),
                height: (natural.height * Double(source.fileScale)).rounded())
            let drawn = mode.drawRect(imageSize: natural, in: frame)
            let drawnPixels = Size(width: drawn.width * Double(scale), height: drawn.height * Double(scale))
            // A pixel of slack: rounding, not enlargement.
            guard drawnPixels.width > pixels.width + 1 || drawnPixels.height > pixels.height + 1 else { continue }
            let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
            // An @Nx file for this scale is advised only when the picture is not one already.
            let larger =
                source.fileScale < scale
                ? " (\(ImageSource.fileName(forPath: name, atScale: scale)) beside it)" : ""
            return warning(
                .pictureUpscaled, index,
                "the picture \(name) is \(Self.number(pixels.width))×\(Self.number(pixels.height)) pixels but is "
                    + "drawn at \(Self.number(drawnPixels.width.rounded()))×\(Self.number(drawnPixels.height.rounded())) "
                    + "(scale \(scale)), so it looks blurred: give it a file with more pixels\(larger) or draw it smaller"
            )
        }
        return nil
    }
}

extension String {
    /// The string with zeros in front up to `width` characters (hex code points: `00E9`).
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
