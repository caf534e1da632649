import BoxRender

#if canImport(Glibc)
    import Glibc
#endif

/// Renders specs many times in one process, for leak checks
/// (`Scripts/leaks.sh` runs it under LeakSanitizer) and profiling. Each round
/// draws every spec as PNG, SVG, PDF, GIF and WebP, and decodes every `--bad`
/// spec, which must be refused: the error paths must not leak either. In the
/// first two rounds an animated spec is also written whole, as an animated
/// PNG, GIF and WebP (a leak shows in one round; more would only take
/// longer). `--format` keeps only the formats named, to find which one a
/// leak comes from.
///
///     RenderLoop [--count N] [--format png|svg|pdf|gif|webp]... [--bad SPEC]... SPEC...      N defaults to 200
var count = 200
var formats: [OutputFormat] = []
var good: [String] = []
var bad: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--count":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { usage() }
        count = value
    case "--format":
        guard let format = arguments.popFirst().flatMap(OutputFormat.init(rawValue:)) else { usage() }
        formats.append(format)
    case "--bad":
        guard let spec = arguments.popFirst() else { usage() }
        bad.append(spec)
    default:
        good.append(argument)
    }
}
if good.isEmpty { usage() }
if formats.isEmpty { formats = OutputFormat.allCases }

func usage() -> Never {
    print("usage: RenderLoop [--count N] [--format png|svg|pdf|gif|webp]... [--bad SPEC]... SPEC...")
    exit(2)
}

let renderer = Renderer()
var bytes = 0
for round in 0..<count {
    for spec in good {
        do {
            let rendering = try renderer.prepare(specAt: spec)
            for format in formats {
                bytes += try renderer.data(rendering, as: format).count
            }
            let decoded = try renderer.decodeSpec(at: spec)
            if round < 2, decoded.animation != nil {
                let animation = try renderer.prepareAnimation(decoded)
                for format in formats where format.holdsAnimation {
                    bytes += try renderer.animation(animation, as: format).count
                }
            }
        } catch {
            print("\(spec): \(error)")
            exit(1)
        }
    }
    for spec in bad {
        if (try? renderer.png(renderer.prepare(specAt: spec))) != nil {
            print("\(spec) rendered, but it is a bad spec")
            exit(1)
        }
    }
}
let formatNames = formats.map(\.rawValue).joined(separator: ", ")
print("rendered \(good.count) specs \(count) times as \(formatNames) (\(bytes) bytes), refused \(bad.count) bad ones")
// A leak checker may end the process without flushing buffered output.
fflush(nil)  // every output stream
