import BoxCairo
import BoxModel

/// Reads the header of every picture a tree names before anything is drawn, so
/// that a file that is not a PNG is reported against the node that names it
/// (file and JSON path) instead of failing halfway through drawing.
enum ImageCheck {
    static func check(_ tree: BoxTree, file: String) throws(BoxRenderError) {
        var problems: [String] = []
        for node in tree.nodes {
            // A box's `image` key, or a line picture (whose node path is the item's own).
            let named: (source: ImageSource, path: String)
            if let image = node.style.image {
                named = (image.source, node.path + ".image")
            } else if case .image(let item) = node.content {
                named = (item.source, node.path)
            } else {
                continue
            }
            do {
                let size = try pngPixelSize(atPath: named.source.path)
                if size.width == 0 || size.height == 0 {
                    problems.append("\(file): \(named.path): \(named.source.path): the picture has no pixels")
                }
            } catch let error as ImageLoadError {
                problems.append("\(file): \(named.path): \(error.path): \(error.reason)")
            } catch {
                problems.append("\(file): \(named.path): \(named.source.path): \(error)")
            }
        }
        if !problems.isEmpty { throw .input(problems) }
    }
}
