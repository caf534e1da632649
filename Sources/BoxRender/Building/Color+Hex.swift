import BoxModel
import BoxSpec

extension Color {
    /// A colour written as a spec writes it in a string: `#RGB`, `#RGBA`,
    /// `#RRGGBB`, `#RRGGBBAA`, a CSS colour name or `clear`, in any case
    /// (`Color("#6D7179")`, `Color("cornflowerblue")`). The spec decoder reads
    /// the text, so it means exactly what it means in a spec file.
    ///
    /// `nil` for text a spec would refuse, as `Int("12a")` is; `Color(parsing:)`
    /// says why. A colour written in code can't be wrong with `Color(rgb: 0x6D7179)`
    /// or a named colour (`.gray`).
    public init?(_ text: String) {
        guard case .success(let color) = Self.parse(text) else { return nil }
        self = color
    }

    /// The colour `Color(_:)` reads, or the spec decoder's reason for refusing
    /// the text (`unknown colour `grey2` (did you mean `grey`?)`, an invalid hex digit, …).
    ///
    /// - Parameter text: the colour as a spec would write it in a string.
    /// - Throws: `BoxRenderError.input` with the decoder's one line about the text.
    public init(parsing text: String) throws(BoxRenderError) {
        switch Self.parse(text) {
        case .success(let color): self = color
        case .failure(let error): throw .input([error])
        }
    }

    /// The text as the canvas background of an otherwise empty document,
    /// decoded: the decoder's colour rules and message, without a path.
    private static func parse(_ text: String) -> Result<Color, SpecError> {
        let document = DraftObject([
            "canvas": .object(DraftObject(["background": .string(text)])),
            "root": .object(DraftObject(["type": .string(NodeType.box.rawValue)])),
        ])
        do {
            let spec = try Draft.object(document).spec(baseDirectory: "")
            guard let color = spec.canvas.background else {
                return .failure(SpecError(file: "", path: "", line: 0, column: 0, message: "not a colour"))
            }
            return .success(color)
        } catch {
            guard case .input(let errors) = error, let first = errors.first else {
                return .failure(SpecError(file: "", path: "", line: 0, column: 0, message: error.description))
            }
            return .failure(SpecError(file: "", path: "", line: 0, column: 0, message: first.message))
        }
    }
}
