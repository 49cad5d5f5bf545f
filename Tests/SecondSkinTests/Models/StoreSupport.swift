import Foundation
import LiveSQLite
import ModelTesting
import ScreenDependencies

@testable import SecondSkin

/// The sample journal in a file of its own, checkpointed, so that a test can compare the
/// file's bytes before and after a refused action.
///
/// ```swift
/// let file = try SampleFile()
/// let before = try file.bytes()
/// ```
struct SampleFile {
    let directory: URL
    let database: Database

    init(empty: Bool = false) throws {
        directory = try temporaryDirectory("store")
        let path = directory.appendingPathComponent("journal.sqlite").path
        database = try empty ? SampleData.makeEmptyDatabase(at: path) : SampleData.makeDatabase(at: path)
        try database.checkpoint()
    }

    /// The bytes of the database file and of its write-ahead log.
    func bytes() throws -> Data {
        var data = try Data(contentsOf: URL(fileURLWithPath: database.path))
        if let wal = FileManager.default.contents(atPath: database.path + "-wal") { data.append(wal) }
        return data
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// A store for the model `make` builds in a fresh test scope with Second Skin's sample values
/// (and `update`'s changes): models read them with `dependencies: .current`.
@MainActor
func sampleStore<Model: AnyObject>(
    _ db: Database, _ update: (inout DependencyValues) -> Void = { _ in }, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, make: () throws -> Model
) throws -> ModelStore<Model> {
    try ModelStore(
        database: db,
        dependencies: {
            $0.useSecondSkinSample()
            update(&$0)
        }, model: make, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension ModelStore {
    /// A step that does nothing: fails if the model changed since its last step (another
    /// screen's action reached it).
    func expectUnchanged(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) async throws {
        try await send(databaseUnchanged: true, { _ in }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
