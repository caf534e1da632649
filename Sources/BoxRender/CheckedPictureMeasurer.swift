import BoxLayout
import BoxModel

/// The measurer layout and the warnings use: text from `text` (Pango, or
/// nothing for a tree without text), pictures from the headers `ImageCheck`
/// read, so that layout opens no file and each picture's header is read once
/// however many nodes name it and however often layout asks.
struct CheckedPictureMeasurer: ContentMeasuring {
    let text: any ContentMeasuring
    let pictures: ImageCheck.Checked

    func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size {
        text.measureText(label, maxWidth: maxWidth, maxHeight: maxHeight)
    }

    /// Pixels ÷ the file's scale (`@2x` → 2); zero for a picture the check
    /// did not pass, which it has reported against its node already.
    func naturalSize(of image: ImageSource) -> Size {
        guard let pixels = pictures.pixelSizes[image.path] else { return .zero }
        let scale = Double(max(1, image.fileScale))
        return Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }
}
