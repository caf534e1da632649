import BoxModel

/// Reads one `variants` list: an array of at most `SpecSource.maximumVariants`
/// objects, each setting some of `params` to text, numbers or booleans of
/// their defaults' kind, and naming itself by `$name` (else by those values,
/// in the order of `params`). Two entries may not make the same file name.
struct VariantsReader {
    let reader: ValueReader
    /// The spec's `params`, merged: the names a variant may set, in order, and their defaults.
    let defaults: [SpecMember]

    func read(_ value: SpecValue) -> [SpecVariant] {
        guard case .array(let entries) = value.kind else {
            return reader.typeMismatch("an array of objects of parameter values", value) { "variants" } ?? []
        }
        guard entries.count <= SpecSource.maximumVariants else {
            return reader.fail(
                "\(entries.count) variants, more than \(SpecSource.maximumVariants)", value, { "variants" }) ?? []
        }
        let parameters = defaults.map(\.key)
        var kinds: [String: SpecValue] = [:]
        for member in defaults { kinds[member.key] = member.value }
        var variants: [SpecVariant] = []
        var suffixes: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let path = JSONPath.appending(index: index, to: "variants")
            guard let members = reader.members(of: entry, known: ["$name"] + parameters, at: path) else { continue }
            var settings: [SpecVariant.Setting] = []
            var name: String?
            for member in members {
                let memberPath = JSONPath.appending(key: member.key, to: path)
                if member.key == "$name" {
                    name = reader.string(member.value, at: memberPath)
                    continue
                }
                guard let setting = ParameterValue(member.value) else {
                    let _: Bool? = reader.typeMismatch("a string, number or boolean", member.value) { memberPath }
                    continue
                }
                if let declared = kinds[member.key], Self.kindDiffers(member.value, from: declared) {
                    let _: Bool? = reader.fail(
                        "`\(member.key)`'s default is \(declared.kindDescription), so a variant must give one too, "
                            + "not \(member.value.kindDescription)", member.value, { memberPath })
                    continue
                }
                settings.append(SpecVariant.Setting(name: member.key, value: setting))
            }
            // A variant with a problem is not compared: its name means nothing yet.
            guard case .object(let given) = entry.kind, settings.count + (name == nil ? 0 : 1) == given.count
            else { continue }
            let ordered = SpecVariant(settings: settings, nameParts: []).merging(.base, order: parameters).settings
            let variant = SpecVariant(settings: ordered, nameParts: name.map { [$0] } ?? ordered.map(\.value.text))
            if let earlier = suffixes[variant.suffix] {
                reader.diagnostics.report(
                    "this variant's name suffix `\(variant.suffix)` is also variants[\(earlier)]'s: "
                        + "their files would have the same name; give each a different `$name`", at: entry.position,
                    path: path)
                continue
            }
            suffixes[variant.suffix] = index
            variants.append(variant)
        }
        return variants
    }

    /// A number or boolean default takes only its own kind; text, lists and
    /// objects take any text, number or boolean (spliced as text).
    private static func kindDiffers(_ value: SpecValue, from declared: SpecValue) -> Bool {
        switch (declared.kind, value.kind) {
        case (.number, .number), (.bool, .bool): false
        case (.number, _), (.bool, _): true
        default: false
        }
    }
}
