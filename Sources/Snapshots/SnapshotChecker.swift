import Foundation
import Rendering
import ScreenLayout

/// Compares rendered bitmaps with the references in `__Snapshots__`: exact by default (the
/// renderer is deterministic), writing actual and diff images to an artifacts folder on failure.
///
/// ```swift
/// let checker = SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"))
/// try checker.verify(bitmap, as: name)
/// ```
public struct SnapshotChecker: Sendable {
    public var snapshotsDirectory: URL
    public var artifactsDirectory: URL
    public var recordMode: RecordMode

    public init(snapshotsDirectory: URL, artifactsDirectory: URL? = nil, recordMode: RecordMode = .fromEnvironment()) {
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory =
            artifactsDirectory
            ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? snapshotsDirectory.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts")
        self.recordMode = recordMode
    }

    public func referenceURL(for name: SnapshotName) -> URL { snapshotsDirectory.appendingPathComponent(name.relativePath) }

    /// Outcome of a check that did not throw.
    public enum Outcome: Equatable, Sendable { case matched }

    /// Verifies `bitmap` against the reference of `name`; throws ``SnapshotError`` on any
    /// difference, on a missing reference, and after recording one.
    @discardableResult
    public func verify(_ bitmap: Bitmap, as name: SnapshotName) throws -> Outcome {
        let reference = referenceURL(for: name)
        let actualURL = artifactsDirectory.appendingPathComponent(name.relativePath.replacingOccurrences(of: ".png", with: ".actual.png"))
        guard FileManager.default.fileExists(atPath: reference.path) else {
            if recordMode == .never {
                try write(bitmap, to: actualURL)
                throw SnapshotError.missingReference(name: name.description, reference: reference.path, actual: actualURL.path)
            }
            try write(bitmap, to: reference)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        let expected: Bitmap
        do {
            expected = try Bitmap.readPNG(at: reference.path)
        } catch {
            throw SnapshotError.unreadableReference(name: name.description, reference: reference.path, reason: "\(error)")
        }
        if expected.isPixelIdentical(to: bitmap) { return .matched }
        if recordMode == .all || recordMode == .failed {
            try write(bitmap, to: reference)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        try write(bitmap, to: actualURL)
        guard expected.width == bitmap.width, expected.height == bitmap.height else {
            throw SnapshotError.sizeMismatch(
                name: name.description, expected: "\(expected.width)×\(expected.height)", actual: "\(bitmap.width)×\(bitmap.height)",
                reference: reference.path, actualPath: actualURL.path)
        }
        let diff = PixelDiff(expected: expected, actual: bitmap)
        let diffURL = artifactsDirectory.appendingPathComponent(name.relativePath.replacingOccurrences(of: ".png", with: ".diff.png"))
        try write(diff.image, to: diffURL)
        let r = diff.region!
        throw SnapshotError.pixelsDiffer(
            name: name.description, differing: diff.differingPixels, total: bitmap.width * bitmap.height,
            region: "x \(r.x)…\(r.x + r.width - 1), y \(r.y)…\(r.y + r.height - 1)",
            reference: reference.path, actual: actualURL.path, diff: diffURL.path)
    }

    private func write(_ bitmap: Bitmap, to url: URL) throws {
        do {
            try bitmap.writePNG(to: url)
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: "\(error)")
        }
    }
}
