import FuzzSupport
import Mush

/// One input as Mush markup. Parsing must give runs whose text is never
/// longer than the markup (markers are only ever removed), or throw a
/// `MushError`; a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMush(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let runs = try? Mush.parse(text) else { return 0 }
    let length = runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
    precondition(length <= text.unicodeScalars.count, "runs longer than their markup")
    return 0
}

@_cdecl("MushFuzzer_main")
func mushFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzMush)
}
