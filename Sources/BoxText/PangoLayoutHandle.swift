import CCairo

/// Owns one `PangoLayout`. Its last reference is dropped under the font
/// library's lock: freeing a layout can free the last reference to a font, and
/// that edits the font map, which must never happen on two threads at once.
final class PangoLayoutHandle {
    let pointer: OpaquePointer
    /// The library whose context made it.
    let fonts: FontLibrary

    init(adopting pointer: OpaquePointer, fonts: FontLibrary) {
        self.pointer = pointer
        self.fonts = fonts
    }

    deinit {
        let pointer = self.pointer
        fonts.withPango { _ in g_object_unref(UnsafeMutableRawPointer(pointer)) }
    }
}
