import BoxModel

/// Stacks a container's automatic children top to bottom — MGBox's table
/// layout, `MGLayoutTableStyle` (reference §2.1, §2.3).
///
/// Contract:
/// - Only `automatic` children are positioned or take space; every other child
///   is skipped (noted only when attached, for the attachment pass).
/// - A cursor starts at the top padding. Each box adds its top margin, sits at
///   (left padding + left margin, roundToPixel(cursor)), then adds its height
///   and bottom margin. x is never rounded; y always is.
/// - Margins add, never collapse: the gap between neighbours is upper.bottom +
///   lower.top. Negative margins and padding simply subtract (boxes overlap).
/// - No alignment or stretching: a narrow box sits at the left; a wide one
///   overflows to the right. Right margins and right padding only count when
///   the container is sized afterwards (`ContainerSizing`).
/// - Children must already have their final sizes (layout runs bottom-up).
func stackTable(
    _ children: [Int],
    padding: Insets,
    nodes: [BoxNode],
    frames: inout [Rect],
    rounding: PixelRounding
) -> StackExtent {
    var y = padding.top
    var maxOuterWidth = 0.0
    var hasAttachedChildren = false
    for child in children {
        switch nodes[child].layoutMode {
        case .automatic:
            let margin = nodes[child].margin
            let size = frames[child].size
            y += margin.top
            frames[child].x = padding.left + margin.left
            frames[child].y = rounding.round(y)
            y += size.height + margin.bottom
            maxOuterWidth = max(maxOuterWidth, outerEnd(from: 0, size: size, margin: margin, along: .horizontal))
        case .attached:
            hasAttachedChildren = true
        case .fixed, .none:
            continue
        }
    }
    return StackExtent(contentEnd: y, maxOuterWidth: maxOuterWidth, hasAttachedChildren: hasAttachedChildren)
}
