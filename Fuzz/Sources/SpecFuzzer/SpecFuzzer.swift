import BoxRender
import FuzzSupport

/// libFuzzer's entry point: one input, as a spec in JSON when it starts with
/// `{` and YAML otherwise, so both parsers are fuzzed from one corpus. Decoding
/// and layout must either succeed or throw a `BoxRenderError.input`; a crash,
/// a hang, an internal error or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Raw bytes, so that invalid UTF-8 reaches the parsers' own checks.
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let format: SpecTextFormat = (bytes.first ?? 0) == UInt8(ascii: "{") ? .json : .yaml
    do {
        _ = try Renderer().prepare(specBytes: bytes, format: format, name: "fuzz")
    } catch .internal(let message) {
        fatalError("internal error: \(message)")
    } catch {
        // A refused spec is the expected outcome for most inputs.
    }
    return 0
}

@_cdecl("SpecFuzzer_main")
func specFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzSpec)
}
