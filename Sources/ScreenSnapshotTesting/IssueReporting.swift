import Foundation
import Testing
import XCTest

/// Where an assertion was written.
struct SnapshotSourceLocation {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
}

/// Records a failure with the running framework: an issue with attachments under Swift
/// Testing, `XCTFail` under XCTest.
func report(_ message: String, attachments: [String], at location: SnapshotSourceLocation) {
    if Test.current != nil {
        let source = SourceLocation(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        for path in attachments {
            if let bytes = FileManager.default.contents(atPath: path) {
                Attachment.record([UInt8](bytes), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: source)
            }
        }
        Issue.record(Comment(rawValue: message), sourceLocation: source)
    } else {
        XCTFail(message, file: StaticString(stringLiteral: "snapshot"), line: UInt(location.line))
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): \(message)\n".utf8))
    }
}

extension SnapshotError {
    /// The actual and diff images (or actual text) a failure wrote, to attach.
    var artifactPaths: [String] {
        switch self {
        case .pixelsDiffer(_, _, _, _, _, let actual, let diff, _): return [actual, diff].filter { !$0.isEmpty }
        case .sizeMismatch(_, _, _, _, let actual): return [actual]
        case .missingReference(_, _, let actual): return [actual]
        case .layoutChanged(_, _, let actual, _): return [actual]
        case .textDiffers(_, _, let actual, _): return [actual]
        default: return []
        }
    }
}
