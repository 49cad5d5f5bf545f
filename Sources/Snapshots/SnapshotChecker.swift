import Foundation
import ImageCodec
import Rendering
import ScreenLayout

/// Compares rendered bitmaps (and their layout dumps) with the references in `__Snapshots__`:
/// exact by default (the renderer is deterministic), writing actual and diff images, the
/// actual layout dump and a failure record to an artifacts folder on failure, and explaining
/// the change by the nodes that moved.
///
/// ```swift
/// let checker = SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"))
/// try checker.verify(bitmap, layout: layout, as: name)
/// ```
public struct SnapshotChecker: Sendable {
    public var snapshotsDirectory: URL
    public var artifactsDirectory: URL
    public var recordMode: RecordMode
    /// How pixels are compared: ``ImageDiffing/exact`` unless the images come from elsewhere.
    public var diffing: ImageDiffing

    public init(
        snapshotsDirectory: URL, artifactsDirectory: URL? = nil, recordMode: RecordMode = .fromEnvironment(), diffing: ImageDiffing = .exact
    ) {
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory =
            artifactsDirectory
            ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? snapshotsDirectory.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts")
        self.recordMode = recordMode
        self.diffing = diffing
    }

    public func referenceURL(for name: SnapshotName) -> URL { snapshotsDirectory.appendingPathComponent(name.relativePath) }
    /// The text snapshot of the layout, next to the image: `…-light.layout.txt`.
    public func layoutURL(for name: SnapshotName) -> URL { snapshotsDirectory.appendingPathComponent(name.layoutRelativePath) }

    func artifactURL(_ name: SnapshotName, _ suffix: String) -> URL {
        artifactsDirectory.appendingPathComponent(String(name.relativePath.dropLast(4)) + suffix)
    }

    /// Outcome of a check that did not throw.
    public enum Outcome: Equatable, Sendable {
        case matched
        /// Pixels differ, but within the tolerance of a tolerant ``ImageDiffing``.
        case matchedWithinTolerance(differingPixels: Int)
    }

    /// Verifies `bitmap` (and `layout`'s dump, when given) against the references of `name`;
    /// throws ``SnapshotError`` on any difference, on a missing reference, and after recording.
    @discardableResult
    public func verify(_ bitmap: Bitmap, layout: LayoutResult? = nil, as name: SnapshotName, fonts: FontLibrary? = nil) throws -> Outcome {
        ProducedReferences.note(name, layout: layout != nil, in: artifactsDirectory)
        let reference = referenceURL(for: name)
        let dump = layout?.dump()
        let actualURL = artifactURL(name, ".actual.png")
        let provenance = name.configuration.provenance(fonts: fonts)
        guard FileManager.default.fileExists(atPath: reference.path) else {
            if recordMode == .never {
                try write(bitmap, to: actualURL)
                throw SnapshotError.missingReference(name: name.description, reference: reference.path, actual: actualURL.path)
            }
            try record(bitmap, dump, name, provenance)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        // Fast path: the reference's chunks are CRC-checked and its stored pixel hash, when the
        // stored image-data hash still matches the chunks (nothing repainted or re-encoded
        // them), compared with ours, without inflating the image data.
        let info: PNGFileInfo
        do {
            info = try PNGFileInfo.read(at: reference.path)
        } catch {
            throw SnapshotError.unreadableReference(name: name.description, reference: reference.path, reason: "\(error)")
        }
        let expectedDump = try? String(contentsOf: layoutURL(for: name), encoding: .utf8)
        let dumpChanged = dump != nil && expectedDump != dump
        if !dumpChanged, let stored = info.verifiedPixelHash, info.width == bitmap.width, info.height == bitmap.height, stored == bitmap.pixelHash {
            return .matched
        }
        let expected: Bitmap
        do {
            expected = try Bitmap.readPNG(at: reference.path)
        } catch {
            throw SnapshotError.unreadableReference(name: name.description, reference: reference.path, reason: "\(error)")
        }
        let samePixels = expected.isPixelIdentical(to: bitmap)
        // Recording all rewrites a reference the fast path cannot vouch for (one written before
        // the image-data hash, or by other software) even when its pixels match: `record`
        // still skips a file whose verified pixels and provenance are unchanged.
        if samePixels && !dumpChanged && recordMode != .all { return .matched }
        if recordMode == .all || recordMode == .failed || (samePixels && expectedDump == nil && recordMode == .missing) {
            try record(bitmap, dump, name, provenance)
            throw SnapshotError.recorded(name: name.description, reference: reference.path)
        }
        let changes = (dump != nil && expectedDump != nil) ? LayoutDiff.explain(expected: expectedDump!, actual: dump!) : []
        if let dump { try writeText(dump, to: artifactURL(name, ".actual.layout.txt")) }
        if samePixels {
            throw SnapshotError.layoutChanged(
                name: name.description, reference: layoutURL(for: name).path, actual: artifactURL(name, ".actual.layout.txt").path, changes: changes)
        }
        guard expected.width == bitmap.width, expected.height == bitmap.height else {
            try write(bitmap, to: actualURL)
            throw SnapshotError.sizeMismatch(
                name: name.description, expected: "\(expected.width)×\(expected.height)", actual: "\(bitmap.width)×\(bitmap.height)",
                reference: reference.path, actualPath: actualURL.path)
        }
        let (result, diffImage) = diffing.compare(expected, bitmap)
        // The pixels are not identical here, so a match is one within the diffing's tolerance.
        if result.matches && !dumpChanged { return .matchedWithinTolerance(differingPixels: result.differingPixels) }
        try write(bitmap, to: actualURL)
        let diffURL = artifactURL(name, ".diff.png")
        if let diffImage {
            try write(diffImage, to: diffURL, artifact: true)
        } else {
            try? FileManager.default.removeItem(at: diffURL)  // a diffing that draws none leaves no stale one
        }
        var failure = SnapshotError.pixelsDiffer(
            name: name.description, differing: result.differingPixels, total: result.totalPixels, region: Self.region(of: diffImage),
            reference: reference.path, actual: actualURL.path, diff: diffImage == nil ? "" : diffURL.path, changes: changes)
        // Provenance tells "the environment changed" (renderer, Cairo/Pango/fontconfig or font
        // versions) from "the content changed".
        let changedEnvironment = [PNGMetadata.rendererKey, PNGMetadata.fontsKey].compactMap { key -> String? in
            guard let was = info.text[key], let now = provenance[key], was != now else { return nil }
            return "\(key): \(was) → \(now)"
        }
        if !changedEnvironment.isEmpty {
            failure = .environmentChanged(name: name.description, changes: changedEnvironment, underlying: failure.description)
        }
        try? FailureRecord(
            name: name, reference: reference, actual: actualURL, diff: diffURL, message: failure.description, changes: changes,
            environment: changedEnvironment.isEmpty ? nil : changedEnvironment
        ).write(into: artifactsDirectory)
        throw failure
    }

    /// Writes the references of `name`, atomically, skipping files whose content is unchanged:
    /// the same verified pixels and the same provenance. A layout dump beside the image always
    /// describes that image: an old dump that will not be rewritten with this one's (there is
    /// none, or it differs) is removed before the image changes, so a write that fails half-way
    /// leaves an image without a dump (recorded again on the next run), never a wrong pair.
    private func record(_ bitmap: Bitmap, _ dump: String?, _ name: SnapshotName, _ provenance: [String: String]) throws {
        let reference = referenceURL(for: name)
        let layout = layoutURL(for: name)
        let existing = try? PNGFileInfo.read(at: reference.path)
        let samePixels = existing?.verifiedPixelHash == bitmap.pixelHash
        let unchanged = samePixels && provenance.allSatisfy { existing?.text[$0.key] == $0.value }
        let oldDump = try? String(contentsOf: layout, encoding: .utf8)
        if oldDump != nil && oldDump != dump && (dump != nil || !samePixels) { try removeFile(layout) }
        if !unchanged { try write(bitmap, to: reference, metadata: provenance, compression: .smallest) }
        if let dump, oldDump != dump { try writeText(dump, to: layout) }
    }

    private func removeFile(_ url: URL) throws {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: "the old layout dump could not be removed: \(error.localizedDescription)")
        }
    }

    /// "x 10…20, y 5…9": the bounding box of the red and yellow pixels of a diff image.
    static func region(of diff: Bitmap?) -> String {
        guard let diff else { return "the image" }
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff.pixels[y * diff.width + x]
                if p == 0xFFFF_0000 || p == 0xFFFF_FF00 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? "no pixel above the threshold" : "x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }

    /// Writes a PNG; an `artifact` (the diff image) with the fast palette writer, a reference
    /// with ``PNGCompression/smallest``.
    private func write(
        _ bitmap: Bitmap, to url: URL, metadata: [String: String] = [:], artifact: Bool = false, compression: PNGCompression = .fast
    ) throws {
        do {
            if artifact {
                try bitmap.writeArtifactPNG(to: url, metadata: metadata)
            } else {
                try bitmap.writePNG(to: url, metadata: metadata, compression: compression)
            }
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    func writeText(_ text: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
