import BoxModel

/// The keys of a `gridLayout` (NMGridLayoutManager, peer §3.3; spec-format
/// §6), gathered while its members are read. Its children are its `boxes`,
/// placed by the grid; MGBox's padding and container keys are errors that say
/// why rather than being ignored.
struct GridLayoutFields {
    /// The grid layout's own keys, by the reference's names.
    static let keys = ["direction", "extension", "extensionDirection", "growsCanvas"]

    private var parameters = GridLayoutParameters()
    private var boxes: [SpecValue] = []

    /// Reads `member` if it is a grid layout key, `boxes`, or a key a grid
    /// layout refuses; false when it is none of these.
    mutating func decode(_ member: SpecMember, reader: ValueReader, nodePath: String) -> Bool {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        if let refusal = Self.refusal(of: member.key) {
            reader.diagnostics.report(refusal, at: member.keyPosition, path: keyPath())
            return true
        }
        switch member.key {
        case "direction":
            parameters.direction =
                reader.choice(value, as: GridLayoutDirection.self, at: keyPath()) ?? parameters.direction
        case "extension":
            parameters.extension =
                reader.choice(value, as: GridLayoutExtension.self, at: keyPath()) ?? parameters.extension
        case "extensionDirection":
            parameters.extensionDirection =
                reader.choice(value, as: GridLayoutExtensionDirection.self, at: keyPath())
                ?? parameters.extensionDirection
        case "growsCanvas":
            parameters.growsCanvas = reader.bool(value, at: keyPath()) ?? parameters.growsCanvas
        case "boxes":
            guard case .array(let values) = value.kind else {
                return reader.typeMismatch("an array of boxes", value, keyPath) ?? true
            }
            boxes = values
        default:
            return false
        }
        return true
    }

    /// The parameters, and the boxes as children the grid places.
    func resolve() -> (content: NodeContent, children: [ChildGroup]) {
        let groups =
            boxes.isEmpty ? [] : [ChildGroup(key: "boxes", values: boxes, isArray: true, role: .placed(.gridLayoutBox))]
        return (.gridLayout(parameters), groups)
    }

    /// Why a grid layout refuses `key`, or nil when it takes it (or the key is not one of those concerned).
    private static func refusal(of key: String) -> String? {
        switch key {
        case let key where NodeKeys.paddingKeys.contains(key):
            "`\(key)` does not apply to a `gridLayout`: its gaps are computed, equal between boxes and at the edges"
        case let key where NodeKeys.container.contains(key):
            "`\(key)` does not apply to a `gridLayout`: it places and sizes its boxes itself"
        default:
            nil
        }
    }
}
