// In BoxModel, beside `red`, `green` and `blue` (the components): a static
// member of the same name declared in another module would hide them from
// every module that imports both.

/// The CSS colours people reach for most, by their CSS values — the colours
/// a spec's `"gray"`, `"red"`, … give — so `.backgroundColor(.gray)` in Swift
/// draws what `"backgroundColor": "gray"` draws. These are the web's colours,
/// not UIKit's: `.green` is #008000 (UIKit's `greenColor` is #00FF00), `.gray`
/// is #808080, and CSS's `.darkGray` (#A9A9A9) is lighter than `.gray`. Any
/// other CSS name: `Color("rebeccapurple")`.
extension Color {
    /// CSS `gray` (and `grey`), #808080.
    public static let gray = Color(rgb: 0x808080)
    /// CSS `lightgray` (and `lightgrey`), #D3D3D3.
    public static let lightGray = Color(rgb: 0xD3D3D3)
    /// CSS `darkgray` (and `darkgrey`), #A9A9A9: lighter than `gray`, as on the web.
    public static let darkGray = Color(rgb: 0xA9A9A9)
    /// CSS `silver`, #C0C0C0.
    public static let silver = Color(rgb: 0xC0C0C0)
    /// CSS `red`, #FF0000.
    public static let red = Color(rgb: 0xFF0000)
    /// CSS `orange`, #FFA500.
    public static let orange = Color(rgb: 0xFFA500)
    /// CSS `yellow`, #FFFF00.
    public static let yellow = Color(rgb: 0xFFFF00)
    /// CSS `green`, #008000 (CSS's `lime` is #00FF00).
    public static let green = Color(rgb: 0x008000)
    /// CSS `lime`, #00FF00.
    public static let lime = Color(rgb: 0x00FF00)
    /// CSS `teal`, #008080.
    public static let teal = Color(rgb: 0x008080)
    /// CSS `cyan` (and `aqua`), #00FFFF.
    public static let cyan = Color(rgb: 0x00FFFF)
    /// CSS `blue`, #0000FF.
    public static let blue = Color(rgb: 0x0000FF)
    /// CSS `navy`, #000080.
    public static let navy = Color(rgb: 0x000080)
    /// CSS `purple`, #800080.
    public static let purple = Color(rgb: 0x800080)
    /// CSS `magenta` (and `fuchsia`), #FF00FF.
    public static let magenta = Color(rgb: 0xFF00FF)
    /// CSS `pink`, #FFC0CB.
    public static let pink = Color(rgb: 0xFFC0CB)
    /// CSS `brown`, #A52A2A.
    public static let brown = Color(rgb: 0xA52A2A)
    /// CSS `maroon`, #800000.
    public static let maroon = Color(rgb: 0x800000)
    /// CSS `olive`, #808000.
    public static let olive = Color(rgb: 0x808000)
}
