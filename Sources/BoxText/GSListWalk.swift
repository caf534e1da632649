import CCairo

/// The elements of a GLib singly linked list in order, as the type they
/// are: a layout line's runs (`PangoGlyphItem`), a run's attributes
/// (`PangoAttribute`). One walk for the drawing code that reads them and
/// the shadow recolouring that changes them; nodes without data are passed over.
enum GSListWalk {
    static func forEach<Element>(
        _ list: UnsafeMutablePointer<GSList>?, as type: Element.Type, _ body: (UnsafeMutablePointer<Element>) -> Void
    ) {
        var node = list
        while let current = node {
            node = current.pointee.next
            guard let element = current.pointee.data?.assumingMemoryBound(to: type) else { continue }
            body(element)
        }
    }
}
