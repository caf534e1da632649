/// What a stacking pass measured, which is all the container sizing rules
/// (reference §2.4) need to know about the children.
struct StackExtent: Sendable {
    /// Table: the cursor after the last automatic box's bottom margin (the top
    /// padding when there is none). Grid: the bottom of the lowest row,
    /// margins included (0 when there is no automatic box — not the top padding).
    var contentEnd: Double
    /// Table: the widest automatic box counted with its left and right margins
    /// (0 when there is none). Grids never size their width, so they leave it 0.
    var maxOuterWidth: Double
    /// Whether any child is attached to a sibling, so the attachment pass
    /// (which allocates) runs only for containers that need it.
    var hasAttachedChildren: Bool
}
