/// Read-only pixel access for the neighbourhood tests, without the subscript's
/// bounds preconditions in the inner loop (callers stay inside the image).
struct PixelView {
    let image: RGBAImage

    init(_ image: RGBAImage) { self.image = image }

    subscript(x: Int, y: Int) -> Pixel {
        let index = (y * image.width + x) * 4
        return Pixel(
            r: image.pixels[index], g: image.pixels[index + 1], b: image.pixels[index + 2], a: image.pixels[index + 3])
    }

    /// pixelmatch's anti-aliasing test: the pixel at (`x`, `y`) of this image is
    /// probably an anti-aliased edge pixel when it has at most two identical
    /// neighbours, lies strictly between its darkest and brightest neighbour in
    /// brightness, and that darkest or brightest neighbour sits in a flat area
    /// (more than two identical neighbours) in both this image and `other`.
    func isAntiAliased(x: Int, y: Int, other: PixelView) -> Bool {
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, image.width - 1)
        let y2 = min(y + 1, image.height - 1)
        let centre = self[x, y]
        // A pixel on the image border lacks neighbours; count the missing ones as one equal.
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        // Brightness of the centre minus the neighbour's: negative = a brighter neighbour.
        var brightest = 0.0
        var darkest = 0.0
        var brightestAt = (x, y)
        var darkestAt = (x, y)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = YIQ.brightnessDelta(centre, self[nx, ny])
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                } else if delta > darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                }
            }
        }
        // No darker or no brighter neighbour: an extreme, not an in-between edge pixel.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(at: darkestAt) && other.hasManySiblings(at: darkestAt))
            || (hasManySiblings(at: brightestAt) && other.hasManySiblings(at: brightestAt))
    }

    /// True when more than two of the pixel's neighbours have exactly its RGBA.
    func hasManySiblings(at point: (Int, Int)) -> Bool {
        let (x, y) = point
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, image.width - 1)
        let y2 = min(y + 1, image.height - 1)
        let centre = self[x, y]
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if self[nx, ny] == centre {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return true }
                }
            }
        }
        return false
    }
}
