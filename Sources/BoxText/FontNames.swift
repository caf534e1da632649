import BoxModel

/// From a font name to the family, weight and slant to ask Pango for.
enum FontNames {
    struct Request: Equatable {
        let family: String
        let weight: Int
        let italic: Bool
    }

    /// Tries, ignoring case: the alias table, then an installed face's PostScript
    /// name, then its full name ("Roboto Light"), then a family name (its regular
    /// member, or the nearest weight fontconfig finds).
    static func lookUp(_ name: String, in faces: [InstalledFace]) throws(FontError) -> Request {
        func same(_ other: String) -> Bool { other.caseInsensitiveCompare(name) == .orderedSame }
        if let alias = BundledFonts.aliases.first(where: { same($0.name) }) {
            return nearestFace(to: Request(family: alias.family, weight: alias.weight, italic: alias.italic), in: faces)
        }
        if let face = faces.first(where: { same($0.postScriptName) }) ?? faces.first(where: { same($0.fullName) }) {
            return Request(family: face.family, weight: face.weight, italic: face.italic)
        }
        for face in faces {
            if let family = face.families.first(where: same) {
                return nearestFace(to: Request(family: family, weight: 400, italic: false), in: faces)
            }
        }
        let families = Set(faces.map(\.family)).sorted()
        throw .unknownFont(name: name, available: BundledFonts.aliases.map(\.name) + families)
    }

    /// The request moved to the weight of the family's member nearest to it
    /// with the same slant (Roboto Thin is 250, not the 100 the alias asks
    /// for), so that `variant` finds members by exact weight. Unchanged when the
    /// family has no member of that slant.
    static func nearestFace(to request: Request, in faces: [InstalledFace]) -> Request {
        let members = faces.filter { $0.families.contains(request.family) && $0.italic == request.italic }
        guard let nearest = members.min(by: { abs($0.weight - request.weight) < abs($1.weight - request.weight) })
        else { return request }
        return Request(family: request.family, weight: nearest.weight, italic: request.italic)
    }

    /// The member of `base`'s family that Mush's `face` picks (reference §6.2),
    /// or `base` itself when the family has no such member. Fonts don't combine:
    /// bold keeps the slant, italic keeps the weight. Monospace is not a member
    /// of the family; callers look up `BundledFonts.monospaceName` instead.
    static func variant(_ face: FontFace, of base: Request, in faces: [InstalledFace]) -> Request {
        let wanted: Request
        switch face {
        case .base, .monospace: return base
        case .bold: wanted = Request(family: base.family, weight: max(700, base.weight), italic: base.italic)
        case .italic: wanted = Request(family: base.family, weight: base.weight, italic: true)
        }
        let exists = faces.contains {
            $0.families.contains(wanted.family) && $0.weight == wanted.weight && $0.italic == wanted.italic
        }
        return exists ? wanted : base
    }
}
