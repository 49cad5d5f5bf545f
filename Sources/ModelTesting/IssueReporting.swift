import Foundation
import ScreenDependencies
import Testing
import XCTest

/// Where a model test step was written.
///
/// ```swift
/// ModelTestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
public struct ModelTestLocation: Sendable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Records a failure with the running framework: an issue under Swift Testing, `XCTFail` under
/// XCTest; a reporter installed with `DependencyIssue.$reporter` (a test of the store itself)
/// gets it instead.
func reportIssue(_ message: String, at location: ModelTestLocation?) {
    if let reporter = DependencyIssue.reporter {
        reporter(message)
    } else if Test.current != nil {
        let source = location.map { SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column) }
        if let source {
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        } else {
            Issue.record(Comment(rawValue: message))
        }
    } else {
        let line = UInt(location?.line ?? 0)
        XCTFail(message, file: StaticString(stringLiteral: "model test"), line: line)
        let place = location.map { "\($0.filePath):\($0.line): " } ?? ""
        FileHandle.standardError.write(Data("\(place)error: \(message)\n".utf8))
    }
}

/// Where failures go, captured to report them later where task-locals are gone (a deinit):
/// the injected reporter, or Swift Testing (recorded then without a current test, which still
/// fails the run), or XCTest.
///
/// ```swift
/// let context = IssueContext.current
/// context.report("…", at: location)
/// ```
struct IssueContext: Sendable {
    var reporter: IssueRecorder?
    var swiftTesting: Bool

    static var current: IssueContext { IssueContext(reporter: DependencyIssue.reporter, swiftTesting: Test.current != nil) }

    func report(_ message: String, at location: ModelTestLocation) {
        if let reporter {
            reporter(message)
        } else if swiftTesting {
            let source = SourceLocation(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        } else {
            reportIssue(message, at: location)
        }
    }
}

/// How `ScreenDependencies` reports an unimplemented dependency a test touched (found by name
/// at run time when this module is linked), and how it keeps cached test values per test.
///
/// ```swift
/// DependencyIssueReporter.reportIssue("Unimplemented dependency 'MyKey'…")
/// ```
public struct DependencyIssueReporter: DependencyIssueReporting {
    public static func reportIssue(_ message: String) {
        ModelTesting.reportIssue(message, at: nil)
    }

    public static var currentTestID: String? {
        guard let test = Test.current else { return nil }
        return "\(test.id)"
    }
}
