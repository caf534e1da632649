import BoxModel

/// What Mush can say about one scalar. Fonts are a single choice because the original
/// set one font attribute per pass, so a later pass replaced an earlier one.
struct MushAttributes: Equatable {
    var face: FontFace = .base
    var underline = false
    var color: Color?
    var backgroundColor: Color?
}

/// One scalar of the text being rewritten, with its attributes so far.
struct StyledScalar {
    var scalar: Unicode.Scalar
    var attributes: MushAttributes
    /// Where the scalar stood in the text as written, so errors can quote the author's
    /// markup even after earlier passes deleted delimiters inside it.
    let sourceOffset: Int
}

/// The one attribute a pass gives its content.
enum AttributeChange {
    case face(FontFace)
    case underline
    case color(Color)
    case backgroundColor(Color)

    func apply(to attributes: inout MushAttributes) {
        switch self {
        case .face(let face): attributes.face = face
        case .underline: attributes.underline = true
        case .color(let color): attributes.color = color
        case .backgroundColor(let color): attributes.backgroundColor = color
        }
    }
}
