import Foundation
import Rendering
import ScreenLayout
import Snapshots
import Testing
import Theme
import XCTest

/// Asserts that `body` looks as its references in `__Snapshots__` on every configuration, from
/// Swift Testing or XCTest alike. On failure the issue says what differs (pixels, region, the
/// nodes that moved), where the actual, expected and diff images are, and how to accept; under
/// Swift Testing the actual and diff images are attached to the result.
///
/// ```swift
/// @Test @MainActor func welcome() throws {
///     let model = try WelcomeModel(database: SampleData.makeDatabase())
///     assertSnapshot(of: { WelcomeScreen.body(model, $0) }, screen: "Welcome", on: [.init(device: .iPhone17Pro, colorScheme: .dark)], theme: theme)
/// }
/// ```
public func assertSnapshot(
    of body: (LayoutEnvironment) -> Node, screen: String, state: String = "default", on configurations: [SnapshotConfiguration], theme: Theme,
    snapshotsDirectory: URL? = nil, record: RecordMode? = nil, comparison: ComparisonMode = .exact,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let directory = snapshotsDirectory ?? SnapshotDefaults.snapshotsDirectory(near: filePath)
    let checker = SnapshotChecker(snapshotsDirectory: directory, recordMode: record ?? .fromEnvironment(), comparison: comparison)
    let snapshotter: ScreenSnapshotter
    do {
        snapshotter = try SnapshotDefaults.snapshotter(theme: theme)
    } catch {
        report("\(error)", attachments: [], at: location)
        return
    }
    for configuration in configurations {
        do {
            let name = try SnapshotName(screen: screen, state: state, configuration: configuration)
            let (layout, bitmap) = try snapshotter.render(body(configuration.environment(theme: theme)), configuration: configuration)
            try checker.verify(bitmap, layout: layout, as: name, fonts: snapshotter.renderer.textSystem.fonts)
        } catch let error as SnapshotError {
            report(error.description, attachments: error.artifactPaths, at: location)
        } catch {
            report("\(error)", attachments: [], at: location)
        }
    }
}

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
    /// The actual and diff images a failure wrote, to attach.
    var artifactPaths: [String] {
        switch self {
        case .pixelsDiffer(_, _, _, _, _, let actual, let diff, _): return [actual, diff]
        case .sizeMismatch(_, _, _, _, let actual): return [actual]
        case .missingReference(_, _, let actual): return [actual]
        case .layoutChanged(_, _, let actual, _): return [actual]
        default: return []
        }
    }
}

/// Defaults of the assertion: the package's `__Snapshots__` (found from the test file by
/// walking up to `Package.swift`), and one snapshotter per thread.
enum SnapshotDefaults {
    static func snapshotsDirectory(near filePath: String) -> URL {
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir.appendingPathComponent("__Snapshots__")
            }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// Renderers are not thread-safe and tests run in parallel: one per thread.
    static func snapshotter(theme: Theme) throws -> ScreenSnapshotter {
        let key = "screenkit.snapshotter"
        if let existing = Thread.current.threadDictionary[key] as? ScreenSnapshotter, existing.theme.colors == theme.colors {
            return existing
        }
        let snapshotter = try ScreenSnapshotter(theme: theme)
        Thread.current.threadDictionary[key] = snapshotter
        return snapshotter
    }
}
