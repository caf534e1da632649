import BoxCairo
import BoxLayout
import BoxModel

/// Measures line pictures from their PNG headers, for trees without text, so
/// that they never load fonts. (Trees with text use `PangoMeasurer`, which
/// measures pictures the same way.)
struct PictureMeasurer: ContentMeasuring {
    func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size { .zero }

    func naturalSize(of image: ImageSource) -> Size { naturalPointSize(of: image) }
}
