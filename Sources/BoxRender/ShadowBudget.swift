import BoxCairo
import BoxModel
import BoxSpec

/// Holds a spec's shadows to what blurring them may cost (`SpecLimits.blurPixels`
/// in all, and the painter's largest buffer each), after layout and before
/// anything is drawn, so the message names the box and the flag.
enum ShadowBudget {
    static func check(_ tree: BoxTree, frames: [Rect], canvas: Size, scale: Int, file: String, limit: Int)
        throws(BoxRenderError)
    {
        let largestAllowed = ShadowCost.largestBufferAllowed(canvas: canvas, scale: scale)
        var total = 0
        for (index, node) in tree.nodes.enumerated() {
            guard let shadow = node.style.shadow, shadow.color.alpha > 0, shadow.opacity > 0 else { continue }
            let cost = ShadowCost.blurPixels(of: shadow, castBy: frames[index], canvas: canvas, scale: scale)
            let path = node.path + ".shadow"
            guard cost.largestBuffer <= largestAllowed else {
                throw .input(
                    file: file, path: path,
                    "the shadow's blur would need \(cost.largestBuffer) pixels at once, more than the "
                        + "\(largestAllowed) a canvas this size allows (its pixels and 4 Mi more); make its radius smaller"
                )
            }
            total = total.addingReportingOverflow(cost.total).partialValue
            guard total <= limit else {
                throw .input(
                    file: file, path: path,
                    "with this shadow the picture's blurs come to more than \(limit) pixels "
                        + SpecLimits.raiseHint("max-blur-pixels"))
            }
        }
    }
}
