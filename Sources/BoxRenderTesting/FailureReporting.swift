import Testing
import XCTest

/// Where a failed assertion is reported: Swift Testing's `Issue.record` inside
/// a `@Test`, XCTest's `XCTFail` inside an `XCTestCase`.
enum FailureReporting {
    static func fail(
        _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
