import Foundation

extension SnapshotChecker {
    /// The reference of a text snapshot.
    public func referenceURL(for name: TextSnapshotName) -> URL { snapshotsDirectory.appendingPathComponent(name.relativePath) }

    /// Verifies `text` against the reference of `name` under the same record modes as images:
    /// a missing reference is recorded (and the check fails once) unless recording is off; a
    /// difference fails with the changed lines (``TextDiff``), the actual text written to the
    /// artifacts folder and the command that accepts it — or, with `SNAPSHOT_RECORD=all` or
    /// `failed`, is recorded. An unchanged reference is never rewritten.
    ///
    /// ```swift
    /// try checker.verifyText(TextDump.text(of: model), as: TextSnapshotName(folder: "AccountsModel", name: "afterTransfer", pathExtension: "dump.txt"))
    /// ```
    @discardableResult
    public func verifyText(_ text: String, as name: TextSnapshotName) throws -> Outcome {
        ProducedReferences.note([name.relativePath], in: artifactsDirectory)
        let reference = referenceURL(for: name)
        let actualURL = artifactsDirectory.appendingPathComponent(name.actualRelativePath)
        guard FileManager.default.fileExists(atPath: reference.path) else {
            if recordMode == .never {
                try writeText(text, to: actualURL)
                throw SnapshotError.missingReference(name: name.description, reference: reference.path, actual: actualURL.path)
            }
            try writeText(text, to: reference)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        let expected: String
        do {
            expected = try String(contentsOf: reference, encoding: .utf8)
        } catch {
            throw SnapshotError.unreadableReference(name: name.description, reference: reference.path, reason: "not readable as UTF-8 text")
        }
        if expected == text { return .matched }
        if recordMode == .all || recordMode == .failed {
            try writeText(text, to: reference)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        try writeText(text, to: actualURL)
        throw SnapshotError.textDiffers(
            name: name.description, reference: reference.path, actual: actualURL.path, diff: TextDiff.lines(expected: expected, actual: text))
    }
}
