import BoxModel

/// What a layout engine needs to know of one of its items: its `layoutItem`
/// and the size `natural` stands for. Views and sublayouts look the same to
/// the engines; only the pass treats them differently afterwards.
struct MKSlotItem: Equatable, Sendable {
    var item: LayoutItemParameters
    var naturalSize: Size

    init(_ item: LayoutItemParameters = LayoutItemParameters(), naturalSize: Size = .zero) {
        self.item = item
        self.naturalSize = naturalSize
    }
}
