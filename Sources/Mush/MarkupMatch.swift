/// One occurrence of a marker in the current text, as scalar offsets: what to delete
/// before and after the content, and (for colours) where the COLOR text is.
struct MarkupMatch: Equatable {
    /// The opening delimiter; for colours everything from `{` through `|`.
    var opening: Range<Int>
    var content: Range<Int>
    var closing: Range<Int>
    /// The COLOR between `{#` (or `{bg#`) and `|`; nil for the other markers.
    var colorText: Range<Int>? = nil
}
