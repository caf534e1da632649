import BoxModel

/// A colour from 0…255 components, the way Mush builds them (component / 255, alpha 1).
func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color {
    Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
}

let red = rgb(255, 0, 0)
let green = rgb(0, 255, 0)
let blue = rgb(0, 0, 255)

func plain(_ text: String) -> TextRun { TextRun(text: text) }
func bold(_ text: String) -> TextRun { TextRun(text: text, face: .bold) }
func italic(_ text: String) -> TextRun { TextRun(text: text, face: .italic) }
func monospace(_ text: String) -> TextRun { TextRun(text: text, face: .monospace) }
func underlined(_ text: String) -> TextRun { TextRun(text: text, underline: true) }
