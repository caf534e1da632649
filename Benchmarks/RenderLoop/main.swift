import BoxRender

#if canImport(Glibc)
    import Glibc
#endif

/// Renders one spec to PNG many times in one process, for leak checks
/// (`Scripts/leaks.sh` runs it under valgrind) and profiling.
///
///     RenderLoop SPEC [COUNT]      COUNT defaults to 200
let arguments = CommandLine.arguments
guard arguments.count >= 2, let count = Int(arguments.count > 2 ? arguments[2] : "200"), count > 0 else {
    print("usage: RenderLoop SPEC [COUNT]")
    exit(2)
}
let renderer = Renderer()
var bytes = 0
for _ in 0..<count {
    do {
        bytes += try renderer.png(renderer.prepare(specAt: arguments[1])).count
    } catch {
        print("\(error)")
        exit(1)
    }
}
print("rendered \(arguments[1]) \(count) times, \(bytes) PNG bytes in all")
// A leak checker may end the process without flushing buffered output.
fflush(nil)  // every output stream
