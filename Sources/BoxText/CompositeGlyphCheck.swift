/// The glyph images of one CBLC/EBLC strike, as FreeType finds them, and the
/// check of its composite glyphs (EBDT image formats 8 and 9) against them.
///
/// FreeType looks a glyph up in the first index subtable whose range holds
/// it, and draws a composite by loading each component there in turn, into
/// the composite's box. It bounds how deep components nest (100) but not how
/// many it loads: composites that each name the one before twice made glyph
/// 26 of a 40-glyph font take 1.3 s to load, and glyph 40 hours. A component
/// it can't find (no image in the strike) or that falls outside the box
/// fails the glyph, and a glyph that fails sends Cairo into loading the run's
/// glyphs again and again. So here every composite must be built of glyphs
/// the strike has, no composite may contain itself, each may load at most
/// `maximumLoads` glyphs at every depth together, and each draws inside its
/// box; each composite record is followed once, so the work is linear in
/// the components the tables hold.
struct StrikeGlyphs {
    /// The most glyphs one composite may make FreeType load (its recursion limit is 100 deep).
    static let maximumLoads = 100

    /// Each glyph's image, from the first subtable whose range holds it.
    private var images: [Int: GlyphShape] = [:]
    /// Glyphs some subtable's range held, with or without an image.
    private var claimed: Set<Int> = []

    /// Records that the subtable whose range is `range` lists `listed`
    /// (glyph → image); glyphs an earlier subtable's range held keep theirs.
    mutating func claim(_ range: ClosedRange<Int>, listed: [Int: GlyphShape]) {
        for glyph in range where claimed.insert(glyph).inserted {
            if let image = listed[glyph] { images[glyph] = image }
        }
    }

    /// What following a composite record found: how many glyphs FreeType
    /// loads for it, and the box its bitmaps cover, from its corner.
    private struct Extent {
        var loads = 0
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil

        mutating func cover(_ other: (minX: Int, minY: Int, maxX: Int, maxY: Int), dx: Int, dy: Int) {
            let moved = (other.minX + dx, other.minY + dy, other.maxX + dx, other.maxY + dy)
            guard let current = box else {
                box = moved
                return
            }
            box = (
                min(current.minX, moved.0), min(current.minY, moved.1), max(current.maxX, moved.2),
                max(current.maxY, moved.3)
            )
        }
    }

    /// Why a composite of the strike can't be drawn, or nil. `budget` is what
    /// is left of the tables' bytes: each component followed takes one.
    func compositeProblem(budget: inout Int) -> String? {
        var extents: [ImageLedger.Record: Extent] = [:]
        var open: Set<ImageLedger.Record> = []
        for glyph in images.keys.sorted() {
            guard let shape = images[glyph], shape.components != nil else { continue }
            let found = extent(of: shape, glyph: glyph, depth: 0, extents: &extents, open: &open, budget: &budget)
            let extent: Extent
            switch found {
            case .failure(let problem): return "composite glyph \(glyph) \(problem.reason)"
            case .success(let value): extent = value
            }
            if let box = extent.box, box.minX < 0 || box.minY < 0 || box.maxX > shape.width || box.maxY > shape.height {
                return "composite glyph \(glyph) draws its components from (\(box.minX), \(box.minY)) to "
                    + "(\(box.maxX), \(box.maxY)), outside its \(shape.width)×\(shape.height) box"
            }
        }
        return nil
    }

    private struct Problem: Error {
        let reason: String
    }

    /// Follows the components of `shape` (the image of `glyph`), each record once.
    private func extent(
        of shape: GlyphShape, glyph: Int, depth: Int, extents: inout [ImageLedger.Record: Extent],
        open: inout Set<ImageLedger.Record>, budget: inout Int
    ) -> Result<Extent, Problem> {
        if let known = extents[shape.record] { return .success(known) }
        guard let components = shape.components else { return .success(Extent()) }
        // Loads are at least the depth, so this also keeps the recursion short.
        guard depth <= Self.maximumLoads else {
            return .failure(Problem(reason: "loads more than \(Self.maximumLoads) glyphs"))
        }
        guard open.insert(shape.record).inserted else {
            return .failure(Problem(reason: "reaches a cycle: glyph \(glyph) contains itself"))
        }
        defer { open.remove(shape.record) }
        budget -= components.count
        guard budget >= 0 else {
            return .failure(Problem(reason: "has more components than the tables can hold"))
        }
        var extent = Extent()
        for component in components {
            guard let image = images[component.glyph] else {
                return .failure(Problem(reason: "names glyph \(component.glyph), which has no image in the strike"))
            }
            extent.loads += 1
            if image.components == nil {
                extent.cover((0, 0, image.width, image.height), dx: component.dx, dy: component.dy)
            } else {
                let inner: Extent
                switch self.extent(
                    of: image, glyph: component.glyph, depth: depth + 1, extents: &extents, open: &open,
                    budget: &budget)
                {
                case .failure(let problem): return .failure(problem)
                case .success(let value): inner = value
                }
                extent.loads += inner.loads
                if let box = inner.box { extent.cover(box, dx: component.dx, dy: component.dy) }
            }
            guard extent.loads <= Self.maximumLoads else {
                return .failure(Problem(reason: "loads more than \(Self.maximumLoads) glyphs"))
            }
        }
        extents[shape.record] = extent
        return .success(extent)
    }
}
