import BoxCairo
import BoxModel

/// Reads the header of every picture a tree names before anything is drawn, so
/// that a file that is not a PNG is reported against the node that names it
/// (file and JSON path) instead of failing halfway through drawing.
enum ImageCheck {
    static func check(_ tree: BoxTree, file: String) throws(BoxRenderError) {
        var problems: [String] = []
        for node in tree.nodes {
            guard let image = node.style.image else { continue }
            do {
                let size = try pngPixelSize(atPath: image.source.path)
                if size.width == 0 || size.height == 0 {
                    problems.append("\(file): \(node.path).image: \(image.source.path): the picture has no pixels")
                }
            } catch let error as ImageLoadError {
                problems.append("\(file): \(node.path).image: \(error.path): \(error.reason)")
            } catch {
                problems.append("\(file): \(node.path).image: \(image.source.path): \(error)")
            }
        }
        if !problems.isEmpty { throw .input(problems) }
    }
}
