import BoxModel

/// Decodes spec-format §9's `animation`: `from` (a whole root, decoded like
/// `root` with paths under `animation.from`), `duration`, `fps`,
/// `slideBoxesInFromEmpty`, `loop` and `holdEnd`. The number of frames is
/// checked against `--max-frames` here, before anything is laid out.
struct AnimationDecoder {
    static let keys = ["from", "duration", "fps", "slideBoxesInFromEmpty", "loop", "holdEnd"]

    let reader: ValueReader
    let nodeDecoder: NodeDecoder
    let templates: TemplateLibrary

    func decode(_ value: SpecValue) -> AnimationSpec? {
        let path = "animation"
        guard let members = reader.members(of: value, known: Self.keys, at: path),
            reader.requireKeys(["from"], in: members, of: value, at: path)
        else { return nil }
        var from: BoxTree?
        var animation = AnimationSpec(from: BoxTree(root: BoxNode()))
        var failed = false
        for member in members {
            let keyPath = JSONPath.appending(key: member.key, to: path)
            let value = member.value
            func read<T>(_ read: T?, into field: inout T) {
                if let read { field = read } else { failed = true }
            }
            switch member.key {
            case "from":
                var builder = TreeBuilder(nodeDecoder: nodeDecoder, templates: templates)
                from = builder.build(root: value, rootPath: keyPath)
            case "duration":
                read(reader.positive(value, at: keyPath), into: &animation.duration)
            case "fps":
                read(framesPerSecond(value, at: keyPath), into: &animation.fps)
            case "slideBoxesInFromEmpty":
                read(reader.bool(value, at: keyPath), into: &animation.slideBoxesInFromEmpty)
            case "loop":
                let loop = reader.integer(value, at: keyPath).flatMap { count -> Int? in
                    count >= 0
                        ? count : reader.fail("expected 0 (forever) or more plays, found \(count)", value, { keyPath })
                }
                read(loop, into: &animation.loop)
            default:
                read(
                    reader.nonNegative(value, atMost: AnimationTiming.maximumHold, at: keyPath),
                    into: &animation.holdEnd)
            }
        }
        guard let from, !failed else { return nil }
        animation.from = from
        return checkedFrameCount(animation, value: value) ? animation : nil
    }

    /// Frames a second, from `AnimationTiming.minimumFPS` to `maximumFPS`.
    private func framesPerSecond(_ value: SpecValue, at path: String) -> Double? {
        guard let number = reader.number(value, at: path) else { return nil }
        guard (AnimationTiming.minimumFPS...AnimationTiming.maximumFPS).contains(number) else {
            return reader.fail(
                "expected \(ValueReader.format(AnimationTiming.minimumFPS)) to "
                    + "\(ValueReader.format(AnimationTiming.maximumFPS)) frames a second, found "
                    + ValueReader.format(number), value, { path })
        }
        return number
    }

    /// Whether the N + 1 frames fit `--max-frames`, reporting it when not.
    private func checkedFrameCount(_ animation: AnimationSpec, value: SpecValue) -> Bool {
        guard
            let problem = AnimationTiming.frameCountProblem(
                duration: animation.duration, fps: animation.fps, limit: reader.limits.frames)
        else { return true }
        reader.diagnostics.report(problem, at: value.position, path: "animation")
        return false
    }
}
