import BoxModel
import Mush

/// Text items of a line (spec-format §4): a string, `{ "text": … }` or
/// `{ "spans": [ … ] }`, each a `label` node whose `LabelContent` is fully
/// resolved here from the item and its side (reference §3.3).
extension NodeDecoder {
    /// The keys of a text item, `{ "text": … }` or `{ "spans": [ … ] }`.
    static let labelItemKeys = [
        "text", "spans", "mush", "multiline", "font", "textColor", "textShadowColor", "textShadowOffset",
        "direction", "lang",
    ]
    /// The keys of one span of `spans`: `TextRun`'s attributes.
    static let spanKeys = [
        "text", "bold", "italic", "underline", "monospace", "font", "color", "backgroundColor", "shadowColor",
        "shadowOffset",
    ]

    /// Sets `label`'s runs and multiline flag from a string item's text; false
    /// after reporting a Mush error.
    func fillText(
        _ raw: String, mush: Bool?, forced: Bool?, into label: inout LabelContent, _ value: SpecValue, _ path: String
    ) -> Bool {
        let (text, multiline) = LabelText.layout(raw, forced: forced)
        do {
            label.runs = try LabelText.runs(text, mush: mush)
        } catch {
            diagnostics.report(
                "invalid Mush markup `\(error.markup)` in `\(LabelText.excerpt(raw))`: \(error.reason)",
                at: value.position, path: path)
            return false
        }
        label.multiline = multiline
        return hasFewEnoughRuns(label, value, path)
    }

    /// False, after reporting it, when the label has more styled runs than
    /// `limits.textRuns`: checked before any of them is measured.
    private func hasFewEnoughRuns(_ label: LabelContent, _ value: SpecValue, _ path: String) -> Bool {
        let limit = reader.limits.textRuns
        guard label.runs.count > limit else { return true }
        diagnostics.report(
            "the text has \(label.runs.count) styled runs, more than \(limit) \(LimitHint.raise("max-text-runs"))",
            at: value.position, path: path)
        return false
    }

    /// `{ "text" | "spans", "mush", "multiline", "font", "textColor",
    /// "textShadowColor", "textShadowOffset", "direction", "lang" }`: a label
    /// whose own keys replace its side's style.
    func labelItem(_ value: SpecValue, path: String, context: LineItemContext) -> DecodedNode? {
        guard let members = reader.members(of: value, known: Self.labelItemKeys, at: path) else { return nil }
        var label = context.label
        var valid = true
        var mush: (flag: Bool, member: SpecMember)?
        var multiline: Bool?
        for member in members {
            let memberPath = JSONPath.appending(key: member.key, to: path)
            let value = member.value
            switch member.key {
            case "mush":
                if let flag = reader.bool(value, at: memberPath) { mush = (flag, member) } else { valid = false }
            case "multiline":
                if let flag = reader.bool(value, at: memberPath) { multiline = flag } else { valid = false }
            case "font":
                if let font = reader.font(value, at: memberPath) { label.font = font } else { valid = false }
            case "textColor":
                if let color = reader.color(value, at: memberPath) { label.textColor = color } else { valid = false }
            case "textShadowColor":
                if let color = reader.color(value, at: memberPath) { label.shadowColor = color } else { valid = false }
            case "textShadowOffset":
                if let offset = reader.point(value, at: memberPath) {
                    label.shadowOffset = offset
                } else {
                    valid = false
                }
            case "direction":
                if let direction = reader.choice(value, as: TextDirection.self, at: memberPath) {
                    label.direction = direction
                } else {
                    valid = false
                }
            case "lang":
                if let language = reader.languageTag(value, at: memberPath) {
                    label.language = language
                } else {
                    valid = false
                }
            default:
                break
            }
        }
        if let textMember = members.first(where: { $0.key == "text" }) {
            let textPath = JSONPath.appending(key: "text", to: path)
            guard let raw = reader.string(textMember.value, at: textPath) else { return nil }
            valid =
                fillText(raw, mush: mush?.flag, forced: multiline, into: &label, textMember.value, textPath) && valid
        } else if let spansMember = members.first(where: { $0.key == "spans" }) {
            if let mush {
                diagnostics.report(
                    "spans are never Mush-parsed; give the spans their attributes instead", at: mush.member.keyPosition,
                    path: JSONPath.appending(key: "mush", to: path))
                valid = false
            }
            guard let runs = spans(spansMember.value, at: JSONPath.appending(key: "spans", to: path)) else {
                return nil
            }
            label.multiline = multiline ?? runs.contains { $0.text.unicodeScalars.contains("\n") }
            label.runs = label.multiline ? LabelText.trimmed(runs) : runs
            valid = hasFewEnoughRuns(label, spansMember.value, JSONPath.appending(key: "spans", to: path)) && valid
        }
        guard valid else { return nil }
        return leaf(BoxNode(type: .label, path: path, content: .label(label)))
    }

    /// `spans`: a non-empty array of `{ "text", "bold", "italic", "underline",
    /// "monospace", "font", "color", "backgroundColor", "shadowColor",
    /// "shadowOffset" }`, each a run. Faces don't combine, as in Mush:
    /// monospace beats italic, which beats bold.
    private func spans(_ value: SpecValue, at path: String) -> [TextRun]? {
        guard case .array(let elements) = value.kind else {
            return reader.typeMismatch("an array of spans", value, { path })
        }
        guard !elements.isEmpty else {
            return reader.fail("expected at least one span", value, { path })
        }
        var runs: [TextRun] = []
        for (index, element) in elements.enumerated() {
            if let run = span(element, at: JSONPath.appending(index: index, to: path)) { runs.append(run) }
        }
        return runs.count == elements.count ? runs : nil
    }

    private func span(_ value: SpecValue, at path: String) -> TextRun? {
        guard let members = reader.members(of: value, known: Self.spanKeys, at: path),
            reader.requireKeys(["text"], in: members, of: value, at: path)
        else { return nil }
        var run = TextRun(text: "")
        var flags: Set<String> = []
        var valid = true
        for member in members {
            let memberPath = JSONPath.appending(key: member.key, to: path)
            let value = member.value
            switch member.key {
            case "text":
                if let text = reader.string(value, at: memberPath) { run.text = text } else { valid = false }
            case "bold", "italic", "underline", "monospace":
                guard let flag = reader.bool(value, at: memberPath) else {
                    valid = false
                    continue
                }
                if flag { flags.insert(member.key) }
            case "font":
                if let font = reader.font(value, at: memberPath) { run.font = font } else { valid = false }
            case "color":
                if let color = reader.color(value, at: memberPath) { run.color = color } else { valid = false }
            case "backgroundColor":
                if let color = reader.color(value, at: memberPath) {
                    run.backgroundColor = color
                } else {
                    valid = false
                }
            case "shadowColor":
                if let color = reader.color(value, at: memberPath) { run.shadowColor = color } else { valid = false }
            default:
                if let offset = reader.point(value, at: memberPath) { run.shadowOffset = offset } else { valid = false }
            }
        }
        run.underline = flags.contains("underline")
        run.face =
            flags.contains("monospace")
            ? .monospace
            : flags.contains("italic") ? .italic : flags.contains("bold") ? .bold : .base
        return valid ? run : nil
    }
}
