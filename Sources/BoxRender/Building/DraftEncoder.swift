import BoxSpec

/// Turns drafts into the spec values the decoder reads, refusing what a spec
/// file cannot hold: numbers that are not finite, and nesting deeper than
/// the JSON parser accepts (which keeps every later stage shallow).
struct DraftEncoder {
    /// What a message calls the document, as the renderer names specs of no file.
    static let documentName = "<spec>"

    /// One message per problem, naming the JSON path.
    private(set) var problems: [SpecError] = []
    /// The path of the value being encoded, rendered only for a message.
    private var steps: [Step] = []
    private var reportedDepth = false

    private enum Step {
        case key(String)
        case index(Int)
    }

    /// Every value gets this position: it has no place in a text (line 0).
    private static let nowhere = SourcePosition(line: 0, column: 0)

    /// `depth` counts open arrays and objects, the document being 1, as the parser counts.
    mutating func encode(_ draft: Draft, depth: Int = 1) -> SpecValue {
        switch draft {
        case .bool(let bool):
            return SpecValue(.bool(bool), at: Self.nowhere)
        case .number(let number):
            guard number.isFinite else {
                report("expected a finite number, found \(number)")
                return SpecValue(.null, at: Self.nowhere)
            }
            return SpecValue(.number(number), at: Self.nowhere)
        case .string(let string):
            return SpecValue(.string(string), at: Self.nowhere)
        case .array(let elements):
            guard checkDepth(depth) else { return SpecValue(.null, at: Self.nowhere) }
            var values: [SpecValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                steps.append(.index(index))
                values.append(encode(element, depth: depth + 1))
                steps.removeLast()
            }
            return SpecValue(.array(values), at: Self.nowhere)
        case .object(let object):
            guard checkDepth(depth) else { return SpecValue(.null, at: Self.nowhere) }
            var members: [SpecMember] = []
            members.reserveCapacity(object.members.count)
            for (key, value) in object.members {
                steps.append(.key(key))
                members.append(SpecMember(key: key, keyPosition: Self.nowhere, value: encode(value, depth: depth + 1)))
                steps.removeLast()
            }
            return SpecValue(.object(members), at: Self.nowhere)
        case .node(let element):
            return encode(.object(element.object), depth: depth)
        }
    }

    /// False (reported once) when a container would be deeper than a spec file may nest.
    private mutating func checkDepth(_ depth: Int) -> Bool {
        guard depth > SpecLimits.default.depth else { return true }
        if !reportedDepth {
            reportedDepth = true
            report(
                "boxes are nested too deeply: a spec nests arrays and objects at most "
                    + "\(SpecLimits.default.depth) levels deep")
        }
        return false
    }

    private mutating func report(_ message: String) {
        let error = SpecError(file: Self.documentName, path: path, line: 0, column: 0, message: message)
        problems.append(error)
    }

    /// `root.boxes[0].padding`, as the decoder's messages spell paths (keys here are always identifiers).
    private var path: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
