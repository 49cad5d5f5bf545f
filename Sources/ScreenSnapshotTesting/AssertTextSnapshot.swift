import Foundation

/// Asserts that `value`, written as text by `strategy`, equals its reference
/// `__Snapshots__/<folder>/<name>.<extension>` — with the image assertion's record modes
/// (`SNAPSHOT_RECORD`; `CI=true` never records), name checks and failure messages: the
/// changed lines, where the actual text was written and how to accept it. From Swift Testing
/// (the actual text is attached) or XCTest alike.
///
/// ```swift
/// import ScreenSnapshotTesting
///
/// @Test @MainActor func afterATransfer() throws {
///     let model = try AccountsModel(database: db)
///     try model.transfer(100, from: savings, to: checking)
///     assertTextSnapshot(of: model.accounts.value, as: .json, named: "afterTransfer", in: "Accounts")  // Accounts/afterTransfer.json
///     assertTextSnapshot(of: model, as: .dump, named: "afterTransfer", in: "AccountsModel")           // AccountsModel/afterTransfer.dump.txt
/// }
/// ```
///
/// - Parameters:
///   - name: what the snapshot shows (`afterTransfer`), never a counter.
///   - folder: the folder under `__Snapshots__`: the screen or model it belongs to.
public func assertTextSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: TextSnapshotStrategy<Value>, named name: String, in folder: String,
    snapshotsDirectory: URL? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let checker = SnapshotChecker(
        snapshotsDirectory: snapshotsDirectory ?? PackageRoot.containing(filePath).appendingPathComponent("__Snapshots__"),
        recordMode: record ?? .fromEnvironment())
    checkText(
        value, as: strategy, named: { try TextSnapshotName(folder: folder, name: name, pathExtension: strategy.pathExtension) }, checker, location)
}

/// Asserts the text of a screen body laid out on each configuration — its ``TextSnapshotStrategy/layoutDump``
/// or ``TextSnapshotStrategy/semantics`` (accessibility) tree, or a strategy of your own over a
/// `LayoutResult` — named as the image would be: `Screen/state.<configuration>.<extension>`.
/// With no configurations, an iPhone 17 Pro in light; with no theme, the package's tokens.
///
/// ```swift
/// assertTextSnapshot(of: { env in AccountsScreen.body(model, env) }, as: .semantics, screen: "Accounts")
/// // __Snapshots__/Accounts/default.iphone17pro-portrait-light.semantics.txt
/// ```
public func assertTextSnapshot(
    of body: (LayoutEnvironment) -> Node, as strategy: TextSnapshotStrategy<LayoutResult>, screen: String, state: String = "default",
    on configurations: [SnapshotConfiguration] = [SnapshotConfiguration.phoneLight], theme: Theme? = nil, snapshotsDirectory: URL? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let root = PackageRoot.containing(filePath)
    let checker = SnapshotChecker(
        snapshotsDirectory: snapshotsDirectory ?? root.appendingPathComponent("__Snapshots__"), recordMode: record ?? .fromEnvironment())
    let snapshotter: ScreenSnapshotter
    do {
        snapshotter = try SnapshotDefaults.snapshotter(theme: try theme ?? PackageTheme.load(root: root))
    } catch {
        report("\(error)", attachments: [], at: location)
        return
    }
    for configuration in configurations {
        checkText(
            { try snapshotter.layout(body, configuration: configuration) }, as: strategy,
            named: {
                try TextSnapshotName(SnapshotName(screen: screen, state: state, configuration: configuration), pathExtension: strategy.pathExtension)
            },
            checker, location)
    }
}

/// Names the snapshot, makes the value, writes its text, verifies it, and reports what went wrong.
private func checkText<Value>(
    _ value: () throws -> Value, as strategy: TextSnapshotStrategy<Value>, named name: () throws -> TextSnapshotName,
    _ checker: SnapshotChecker, _ location: SnapshotSourceLocation
) {
    do {
        let name = try name()
        let subject = try value()
        let text: String
        do {
            text = try strategy.text(of: subject)
        } catch {
            throw SnapshotError.cannotSnapshot(name: name.description, strategy: strategy.name, reason: "\(error)")
        }
        try checker.verifyText(text, as: name)
    } catch let error as SnapshotError {
        report(error.description, attachments: error.artifactPaths, at: location)
    } catch {
        report("\(error)", attachments: [], at: location)
    }
}

extension SnapshotConfiguration {
    /// The text assertion's default: an iPhone 17 Pro in light at the default type size and
    /// the suite scale (a layout or semantics dump does not change with the appearance).
    public static let phoneLight = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: SnapshotConfiguration.suiteScale)
}
