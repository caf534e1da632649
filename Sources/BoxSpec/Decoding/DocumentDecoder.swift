import BoxModel

/// Decodes the top level of a spec (spec-format §1): `version`, `canvas`,
/// `screenshot`, `scroll`, `templates`, `root` or `layouts`, and `animation`.
/// `$schema`, `params`, `variants` and `include` were dealt with before
/// (`SpecSource`): the document comes here with its parameters put in.
struct DocumentDecoder {
    /// The top-level keys. `$schema` names the JSON Schema an editor checks
    /// the file with (`boxrender schema`) and is not read.
    static let keys = [
        "$schema", "version", "canvas", "screenshot", "scroll", "params", "variants", "include", "templates",
        "layouts", "animation", "root",
    ]

    let reader: ValueReader
    let nodeDecoder: NodeDecoder
    /// The spec's `params` with any values set from outside: what templates'
    /// `${name}`s fall back on.
    var parameters: [String: SpecValue] = [:]

    /// The spec, or nil when anything was reported.
    func decode(_ document: SpecValue, sourcePath: String) -> Spec? {
        guard let members = reader.members(of: document, known: Self.keys, at: "") else { return nil }
        // The canvas first too: its `direction` and `lang` are every label's default.
        let canvas =
            members.first { $0.key == "canvas" }.flatMap { CanvasDecoder(reader: reader).decode($0.value) }
            ?? CanvasSpec()
        var nodeDecoder = nodeDecoder
        nodeDecoder.textDirection = canvas.direction
        nodeDecoder.textLanguage = canvas.language
        var tree: BoxTree?
        var screenshot: ScreenshotMode?
        var layouts: [AspectRatioLayout] = []
        var animation: AnimationSpec?
        // Templates first: `root` may come before them in the file.
        var templates =
            members.first { $0.key == "templates" }.map { TemplateLibrary(decoding: $0.value, reader: reader) }
            ?? .empty
        templates.defaults = parameters
        // Likewise `scroll`, which applies to the root.
        let scroll = members.first { $0.key == "scroll" }.flatMap {
            ScrollDecoder(reader: reader).decode($0.value, at: "scroll")
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "version":
                if let version = reader.number(value, at: "version"), version != 1 {
                    reader.diagnostics.report(
                        "expected 1, the only version of the format, found \(ValueReader.format(version))",
                        at: value.position, path: "version")
                }
            case "screenshot":
                switch value.kind {
                case .bool(false): screenshot = nil
                case .bool(true): screenshot = ScreenshotMode()
                case .object: screenshot = ScreenshotDecoder(reader: reader).decode(value)
                default:
                    reader.diagnostics.report(
                        "expected `true`, `false` or an object, found \(value.kindDescription)", at: value.position,
                        path: "screenshot")
                }
            case "root":
                var builder = TreeBuilder(nodeDecoder: nodeDecoder, templates: templates)
                tree = builder.build(root: value, documentScroll: scroll)
            case "canvas", "templates", "scroll", "$schema", "params", "variants", "include":
                break
            case "layouts":
                layouts = LayoutsDecoder(
                    reader: reader, nodeDecoder: nodeDecoder, templates: templates, documentScroll: scroll
                ).decode(value)
            default:
                animation = AnimationDecoder(reader: reader, nodeDecoder: nodeDecoder, templates: templates)
                    .decode(value)
            }
        }
        let layoutsMember = members.first { $0.key == "layouts" }
        let hasRoot = members.contains { $0.key == "root" }
        if !hasRoot && layoutsMember == nil {
            reader.diagnostics.report("missing key `root`", at: document.position, path: "")
        }
        if hasRoot, let layoutsMember {
            reader.diagnostics.report(
                "give either `root` or `layouts`, not both", at: layoutsMember.keyPosition, path: "layouts")
        }
        if let member = members.first(where: { $0.key == "animation" }) {
            checkAnimationCompanions(member, members: members)
        }
        guard reader.diagnostics.isEmpty, let tree = tree ?? layouts.first?.tree else { return nil }
        return Spec(
            sourcePath: sourcePath, canvas: canvas, tree: tree, screenshot: screenshot, layouts: layouts,
            animation: animation)
    }

    /// An animation goes from one tree to one other: not to a choice of
    /// layouts, and not as a screenshot, whose canvas follows the root's size.
    private func checkAnimationCompanions(_ animation: SpecMember, members: [SpecMember]) {
        for other in ["layouts", "screenshot"] {
            guard let member = members.first(where: { $0.key == other }) else { continue }
            if other == "screenshot", case .bool(false) = member.value.kind { continue }
            reader.diagnostics.report(
                "`animation` cannot be combined with `\(other)`: an animation moves one `root` from its `from` tree",
                at: animation.keyPosition, path: "animation")
        }
    }
}

/// `screenshot` as an object: `shadow` (default `true`).
struct ScreenshotDecoder {
    static let keys = ["shadow"]

    let reader: ValueReader

    func decode(_ value: SpecValue) -> ScreenshotMode? {
        guard let members = reader.members(of: value, known: Self.keys, at: "screenshot") else { return nil }
        var mode = ScreenshotMode()
        for member in members {
            mode.shadow = reader.bool(member.value, at: "screenshot.shadow") ?? mode.shadow
        }
        return mode
    }
}

/// `canvas`: `width`, `height` (a number or `"auto"`), `scale`, `background`,
/// `direction`, `lang`.
struct CanvasDecoder {
    static let keys = ["width", "height", "scale", "background", "direction", "lang"]
    /// The pixels per point a canvas may have.
    static let scales = Array(CanvasSpec.scales)
    /// The word `height` takes for the root's laid-out height.
    static let autoHeight = "auto"

    let reader: ValueReader

    func decode(_ value: SpecValue) -> CanvasSpec? {
        guard let members = reader.members(of: value, known: Self.keys, at: "canvas") else { return nil }
        var canvas = CanvasSpec()
        for member in members {
            let path = "canvas." + member.key
            let value = member.value
            switch member.key {
            case "width":
                canvas.width = reader.positive(value, at: path) ?? canvas.width
            case "height":
                canvas.height = height(value, at: path)
            case "scale":
                guard let scale = reader.number(value, at: path) else { continue }
                guard Self.scales.contains(where: { Double($0) == scale }) else {
                    reader.diagnostics.report(
                        "expected \(CanvasSpec.scalesInWords), found \(ValueReader.format(scale))", at: value.position,
                        path: path)
                    continue
                }
                canvas.scale = Int(scale)
            case "direction":
                canvas.direction = reader.choice(value, as: TextDirection.self, at: path) ?? canvas.direction
            case "lang":
                canvas.language = reader.languageTag(value, at: path) ?? canvas.language
            default:
                if case .null = value.kind { continue }
                canvas.background = reader.color(value, at: path)
            }
        }
        return canvas
    }

    /// A positive number, or nil for `"auto"`.
    private func height(_ value: SpecValue, at path: String) -> Double? {
        switch value.kind {
        case .string(Self.autoHeight):
            return nil
        case .number:
            return reader.positive(value, at: path)
        case .string(let text):
            return reader.fail("expected a number or `auto`, found `\(text)`", value, { path })
        default:
            return reader.typeMismatch("a number or `auto`", value, { path })
        }
    }
}
