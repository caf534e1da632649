import BoxModel
import CCairo

/// A label's base direction, resolved: what its `direction` says, or for
/// `auto` what its text's first strong letter says (Unicode bidi rules P2
/// and P3, FriBidi's character classes, as Pango's own), left to right when
/// the text has none. One direction for the whole label, as a UILabel with
/// natural writing direction takes it from its text.
enum BaseDirection {
    static func isRightToLeft(_ label: LabelContent) -> Bool { isRightToLeft(label.direction, text: label.plainText) }

    static func isRightToLeft(_ direction: TextDirection, text: String) -> Bool {
        switch direction {
        case .ltr: return false
        case .rtl: return true
        case .auto:
            let scalars = text.unicodeScalars.map(\.value)
            return scalars.withUnsafeBufferPointer { boxrender_first_strong_direction($0.baseAddress, $0.count) } == 1
        }
    }

    /// `alignment` with `.natural` made literal: right for right-to-left text.
    static func literal(_ alignment: TextAlignment, isRightToLeft: Bool) -> TextAlignment {
        alignment == .natural ? (isRightToLeft ? .right : .left) : alignment
    }
}
