import Testing
import XCTest

/// A failed golden assertion, as Swift Testing records it: the issue's
/// error, so that the message is the issue's headline —
/// `recorded an issue at CardTests.swift:6:5: Caught error: CardTests-card:
/// 124 pixels differ …` — where a comment would come second, under Swift
/// Testing's own "Issue recorded". In a `withKnownIssue` matcher,
/// `(issue.error as? GoldenFailure)?.message` is the message.
public struct GoldenFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, as `renderingFailure` says it.
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Where a failed assertion is reported: Swift Testing's `Issue.record` inside
/// a `@Test`, XCTest's `XCTFail` inside an `XCTestCase`.
enum FailureReporting {
    static func fail(
        _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            // Not `Issue.record(Comment(rawValue: message))`: the headline of an
            // issue is its kind, "Issue recorded" for a comment alone.
            Issue.record(
                GoldenFailure(message: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
